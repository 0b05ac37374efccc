import { decimalOf, roundTo } from '../field-values.js';
import { readingsOf, type Decoder } from './decoder.js';

// $--DPT,x.x,x.x[,x.x]*hh — depth below transducer (m), offset (+ transducer to waterline, − transducer to keel), max range
export const decodeDpt: Decoder = (f) => {
  const belowTransducer = decimalOf(f[0]);
  const offset = decimalOf(f[1]) ?? 0;
  if (belowTransducer === undefined) return { readings: [] };
  // DEPTH is below the keel: a negative offset gives it; with a positive one the transducer depth is the nearest there is.
  return {
    readings: readingsOf(
      ['depth', offset < 0 ? roundTo(belowTransducer + offset, 3) : belowTransducer],
      ['belowTransducer', belowTransducer],
      ['belowSurface', offset > 0 ? roundTo(belowTransducer + offset, 3) : undefined],
    ),
  };
};
