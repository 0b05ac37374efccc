/** Great-circle geometry on a sphere in nautical miles and degrees. */

const toRad = Math.PI / 180;
const toDeg = 180 / Math.PI;
/** mean Earth radius in nautical miles (6 371 km / 1.852) */
const earthRadiusNm = 3440.065;

/** A position in decimal degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle distance (haversine). */
export function distanceNm(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * toRad;
  const dLon = (b.lon - a.lon) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusNm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial true bearing from a to b, 0–360°. */
export function bearingDeg(a: LatLon, b: LatLon): number {
  const φ1 = a.lat * toRad, φ2 = b.lat * toRad, dλ = (b.lon - a.lon) * toRad;
  const y = Math.sin(dλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(dλ);
  return normalizeDeg(Math.atan2(y, x) * toDeg);
}

/** The point a fraction f of the way along the great circle from a to b (spherical interpolation). */
export function interpolateGreatCircle(a: LatLon, b: LatLon, f: number): LatLon {
  const φ1 = a.lat * toRad, λ1 = a.lon * toRad, φ2 = b.lat * toRad, λ2 = b.lon * toRad;
  const x1 = Math.cos(φ1) * Math.cos(λ1), y1 = Math.cos(φ1) * Math.sin(λ1), z1 = Math.sin(φ1);
  const x2 = Math.cos(φ2) * Math.cos(λ2), y2 = Math.cos(φ2) * Math.sin(λ2), z2 = Math.sin(φ2);
  const d = Math.acos(Math.min(1, Math.max(-1, x1 * x2 + y1 * y2 + z1 * z2)));
  if (d < 1e-12) return { lat: a.lat, lon: a.lon };
  const s1 = Math.sin((1 - f) * d) / Math.sin(d), s2 = Math.sin(f * d) / Math.sin(d);
  const x = s1 * x1 + s2 * x2, y = s1 * y1 + s2 * y2, z = s1 * z1 + s2 * z2;
  return { lat: Math.atan2(z, Math.hypot(x, y)) * toDeg, lon: Math.atan2(y, x) * toDeg };
}

/** Points every `stepNm` (or closer) along the great circle from a to b, both ends included. */
export function sampleGreatCircle(a: LatLon, b: LatLon, stepNm: number): LatLon[] {
  const n = Math.max(1, Math.ceil(distanceNm(a, b) / stepNm));
  return Array.from({ length: n + 1 }, (_, i) => (i === 0 ? { lat: a.lat, lon: a.lon } : i === n ? { lat: b.lat, lon: b.lon } : interpolateGreatCircle(a, b, i / n)));
}

/** An angle in [0, 360). */
export function normalizeDeg(deg: number): number {
  const d = deg % 360;
  return d < 0 ? d + 360 : d;
}

/** The signed difference b − a in (−180, 180]. */
export function angleDiffDeg(a: number, b: number): number {
  const d = normalizeDeg(b - a);
  return d > 180 ? d - 360 : d;
}
