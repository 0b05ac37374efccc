import { degreesOf, decimalOf } from '../field-values.js';
import { dateTimeOf, nearestTimeOfDay, referenceTime } from '../sentence-time.js';
import { readingsOf, voidSentence, type Decoder } from './decoder.js';

// $--RMC,hhmmss.ss,A,llll.ll,a,yyyyy.yy,a,x.x,x.x,ddmmyy,x.x,a[,m]*hh — time, status, lat, N/S, lon, E/W, SOG kn, COG true, date, variation, E/W, mode
export const decodeRmc: Decoder = (f, context) => {
  if (f[1] !== 'A' || f[11] === 'N') return voidSentence;
  const lat = degreesOf(f[2], f[3], 'lat');
  const lon = degreesOf(f[4], f[5], 'lon');
  const hasPosition = lat !== undefined && lon !== undefined;
  const dated = dateTimeOf(f[8], f[0]);
  return {
    time: dated ?? nearestTimeOfDay(f[0], referenceTime(context.receivedAt, context.gnssClock)),
    isDated: dated !== undefined,
    readings: readingsOf(['lat', hasPosition ? lat : undefined], ['lon', hasPosition ? lon : undefined], ['sog', decimalOf(f[6])], ['cog', decimalOf(f[7])]),
  };
};
