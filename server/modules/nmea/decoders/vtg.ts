import { knotsOf, decimalOf } from '../field-values.js';
import { readingsOf, voidSentence, type Decoder } from './decoder.js';

// $--VTG,x.x,T,x.x,M,x.x,N,x.x,K[,m]*hh — COG true, COG magnetic, SOG knots, SOG km/h, mode
export const decodeVtg: Decoder = (f) => {
  if (f[8] === 'N') return voidSentence;
  return {
    readings: readingsOf(['cogTrue', decimalOf(f[0])], ['cogMagnetic', decimalOf(f[2])], ['sog', knotsOf(f[4], 'N') ?? knotsOf(f[6], 'K')]),
  };
};
