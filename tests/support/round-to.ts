/** A figure rounded to the decimals the reference states it with, so a test compares exactly what the reference prints. */
export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}
