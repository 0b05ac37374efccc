import { degreesOf, decimalOf } from '../field-values.js';
import { nearestTimeOfDay, referenceTime } from '../sentence-time.js';
import { readingsOf, voidSentence, type Decoder } from './decoder.js';

// $--GGA,hhmmss.ss,llll.ll,a,yyyyy.yy,a,q,xx,x.x,x.x,M,x.x,M,x.x,xxxx*hh — time, lat, N/S, lon, E/W, fix quality, satellites, HDOP, altitude, M, geoid separation, M, DGPS age, station
export const decodeGga: Decoder = (f, context) => {
  if (f[5] === '0' || f[5] === '') return voidSentence;
  const lat = degreesOf(f[1], f[2], 'lat');
  const lon = degreesOf(f[3], f[4], 'lon');
  const hasPosition = lat !== undefined && lon !== undefined;
  return {
    time: nearestTimeOfDay(f[0], referenceTime(context.receivedAt, context.gnssClock)),
    readings: readingsOf(
      ['lat', hasPosition ? lat : undefined], ['lon', hasPosition ? lon : undefined],
      ['satellites', decimalOf(f[6])], ['hdop', decimalOf(f[7])], ['altitude', decimalOf(f[8])],
    ),
  };
};
