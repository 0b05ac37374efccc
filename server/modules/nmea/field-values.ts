/** Reading NMEA field values: plain decimals, ddmm.mmmm positions, speed units. */

/** A decimal number, or undefined for an empty or non-numeric field ("046." counts, "1e3" does not). */
export function decimalOf(field: string | undefined): number | undefined {
  if (field === undefined || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(field)) return undefined;
  return Number(field);
}

/** Decimal degrees from NMEA `ddmm.mmmm` (latitude) or `dddmm.mmmm` (longitude) and its hemisphere letter. */
export function degreesOf(field: string | undefined, hemisphere: string | undefined, axis: 'lat' | 'lon'): number | undefined {
  const [positive, negative, pattern, limit] = axis === 'lat'
    ? ['N', 'S', /^(\d{2})(\d{2}(?:\.\d+)?)$/, 90] as const
    : ['E', 'W', /^(\d{3})(\d{2}(?:\.\d+)?)$/, 180] as const;
  const match = field?.match(pattern);
  if (!match || (hemisphere !== positive && hemisphere !== negative)) return undefined;
  const minutes = Number(match[2]);
  const degrees = Number(match[1]) + minutes / 60;
  if (minutes >= 60 || degrees > limit) return undefined;
  return roundTo(hemisphere === negative ? -degrees : degrees, 6);
}

/** Coordinates keep six decimals (SPEC §9), about 0.1 m. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0;
}

/** Knots per unit of an NMEA speed unit letter: N knots, K km/h, M m/s (1 kn = 1852 m/h). */
const knotsPerUnit: Record<string, number> = { N: 1, K: 1000 / 1852, M: 3600 / 1852 };

/** A speed in knots, or undefined when the value is empty or the unit unknown. */
export function knotsOf(field: string | undefined, unit: string | undefined): number | undefined {
  const value = decimalOf(field);
  const factor = unit === undefined ? undefined : knotsPerUnit[unit];
  return value === undefined || factor === undefined ? undefined : value * factor;
}

/** An angle in degrees within [0, 360]. */
export function angleOf(field: string | undefined): number | undefined {
  const value = decimalOf(field);
  return value !== undefined && value >= 0 && value <= 360 ? value : undefined;
}
