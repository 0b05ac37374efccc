import { decimalOf } from '../field-values.js';
import type { Decoder, Reading } from './decoder.js';

// $--XDR,a,x.x,a,c--c[,a,x.x,a,c--c …]*hh — groups of transducer type, value, unit, name
export const decodeXdr: Decoder = (f) => {
  const found: Reading[] = [];
  for (let i = 0; i + 3 < f.length; i += 4) {
    const [type, raw, unit, name] = f.slice(i, i + 4);
    const value = decimalOf(raw);
    if (value === undefined || !name) continue;
    // Temperatures are stored in °C; a few transducers report kelvin.
    found.push({ field: name, value: type === 'C' && unit === 'K' ? value - 273.15 : value, transducerType: type });
  }
  return { readings: found };
};
