import { angleOf } from '../field-values.js';
import { readingsOf, type Decoder } from './decoder.js';

// $--HDT,x.x,T*hh — heading, degrees true
export const decodeHdt: Decoder = (f) => {
  const heading = angleOf(f[0]);
  return { readings: readingsOf(['heading', heading]), heading };
};
