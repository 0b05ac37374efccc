/**
 * What a ship's track says about a period, as a noon report states it: the distance run over the ground, the time
 * a measurement (shaft speed) stayed above a threshold (steaming time), and its mean meanwhile. Pure: samples in,
 * numbers out; undefined when the samples cannot say.
 */

/** A timed sample: epoch milliseconds and a value. */
export interface Sample {
  t: number;
  v: number;
}

/** A timed position in decimal degrees. */
export interface Fix {
  t: number;
  lat: number;
  lon: number;
}

const toRad = Math.PI / 180;
/** Mean Earth radius in nautical miles (6 371 km / 1.852 km). */
const earthRadiusNm = 3440.065;
const hourMs = 3_600_000;
/** A leg between two fixes faster than this is a position jump (a bad fix), not a run. */
const maxCredibleKnots = 60;

/** Great-circle distance between two positions (haversine), nautical miles. */
export function greatCircleNm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = (b.lat - a.lat) * toRad;
  const dLon = (b.lon - a.lon) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusNm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Fixes from separate latitude and longitude series, paired where both have a sample at the same instant. */
export function pairFixes(lat: readonly Sample[], lon: readonly Sample[]): Fix[] {
  const lons = new Map(lon.map((s) => [s.t, s.v]));
  return lat.flatMap((s) => (lons.has(s.t) ? [{ t: s.t, lat: s.v, lon: lons.get(s.t)! }] : [])).sort((a, b) => a.t - b.t);
}

/** The distance run along the fixes in time order, nautical miles; legs implying an impossible speed are skipped. */
export function trackDistanceNm(fixes: readonly Fix[]): number | undefined {
  if (fixes.length < 2) return undefined;
  let total = 0;
  for (let i = 1; i < fixes.length; i++) {
    const leg = greatCircleNm(fixes[i - 1], fixes[i]);
    const hours = (fixes[i].t - fixes[i - 1].t) / hourMs;
    if (hours > 0 && leg / hours <= maxCredibleKnots) total += leg;
  }
  return total;
}

/**
 * Hours within [from, to) during which the value was above the threshold: each sample holds until the next one (or
 * `to`), but never longer than `maxHoldMs`, so a gap in the data does not count as steaming.
 */
export function hoursAbove(samples: readonly Sample[], threshold: number, from: number, to: number, maxHoldMs = hourMs): number | undefined {
  const inside = samples.filter((s) => s.t >= from && s.t < to);
  if (!inside.length) return undefined;
  let heldMs = 0;
  inside.forEach((sample, i) => {
    if (sample.v <= threshold) return;
    const until = i + 1 < inside.length ? inside[i + 1].t : to;
    heldMs += Math.min(until - sample.t, maxHoldMs);
  });
  return heldMs / hourMs;
}

/** The mean of the samples above the threshold (all of them without one); undefined when none is. */
export function averageAbove(samples: readonly Sample[], threshold?: number): number | undefined {
  const counted = threshold === undefined ? samples : samples.filter((s) => s.v > threshold);
  return counted.length ? counted.reduce((sum, s) => sum + s.v, 0) / counted.length : undefined;
}
