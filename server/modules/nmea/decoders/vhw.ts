import { angleOf, knotsOf } from '../field-values.js';
import { readingsOf, type Decoder } from './decoder.js';

// $--VHW,x.x,T,x.x,M,x.x,N,x.x,K*hh — heading true, heading magnetic, speed through water in knots and km/h
export const decodeVhw: Decoder = (f) => {
  const headingTrue = angleOf(f[0]);
  return {
    readings: readingsOf(['headingTrue', headingTrue], ['headingMagnetic', angleOf(f[2])], ['stw', knotsOf(f[4], 'N') ?? knotsOf(f[6], 'K')]),
    heading: headingTrue,
  };
};
