/** Positions as seafarers read them: degrees and decimal minutes with the hemisphere (59°26.400′N 024°45.600′E). */

function degreesMinutes(value: number, width: number, positive: string, negative: string): string {
  const hemisphere = value < 0 ? negative : positive;
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.round((abs - degrees) * 60 * 1000) / 1000;
  if (minutes >= 60) { degrees += 1; minutes = 0; }
  return `${String(degrees).padStart(width, '0')}°${minutes.toFixed(3).padStart(6, '0')}′${hemisphere}`;
}

export const formatLatitude = (lat: number) => degreesMinutes(lat, 2, 'N', 'S');
export const formatLongitude = (lon: number) => degreesMinutes(lon, 3, 'E', 'W');

export function formatPosition(lat: number | null, lon: number | null): string {
  return lat === null || lon === null ? '—' : `${formatLatitude(lat)} ${formatLongitude(lon)}`;
}
