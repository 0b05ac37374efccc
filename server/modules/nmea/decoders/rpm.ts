import { decimalOf } from '../field-values.js';
import { readingsOf, voidSentence, type Decoder } from './decoder.js';

// $--RPM,a,x,x.x,x.x,A*hh — source S shaft / E engine, number (0 single or centre line), rpm (− counter-clockwise), pitch % (− astern), status
export const decodeRpm: Decoder = (f) => {
  if (f[4] !== 'A') return voidSentence;
  const source = f[0];
  const number = f[1];
  if ((source !== 'S' && source !== 'E') || !/^\d{1,2}$/.test(number)) return { readings: [] };
  return { readings: readingsOf([`${source}${Number(number)}.rpm`, decimalOf(f[2])], [`${source}${Number(number)}.pitch`, decimalOf(f[3])]) };
};
