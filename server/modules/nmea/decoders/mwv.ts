import { angleOf, knotsOf, roundTo } from '../field-values.js';
import { readingsOf, voidSentence, type DecodeContext, type Decoder } from './decoder.js';

/** A heading older than this is not used to turn the true wind angle into a direction. */
export const headingMaxAgeMs = 10_000;

// $--MWV,x.x,a,x.x,a,A*hh — wind angle off the bow, R relative / T true, wind speed, unit K/M/N, status
export const decodeMwv: Decoder = (f, context) => {
  const reference = f[1];
  if (f[4] !== 'A' || (reference !== 'R' && reference !== 'T')) return voidSentence;
  const angle = angleOf(f[0]);
  return {
    readings: readingsOf(
      [`${reference}.angle`, angle],
      [`${reference}.speed`, knotsOf(f[2], f[3])],
      ['T.direction', reference === 'T' ? directionFrom(angle, context) : undefined],
    ),
  };
};

/** The true wind direction (from, degrees true): the angle off the bow plus a recent true heading. */
function directionFrom(angle: number | undefined, context: DecodeContext): number | undefined {
  const heading = context.heading;
  if (angle === undefined || !heading || context.receivedAt.getTime() - heading.receivedAt.getTime() > headingMaxAgeMs) return undefined;
  return roundTo((heading.value + angle) % 360, 3);
}
