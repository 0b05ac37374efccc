/** How a trend is coloured in the figure panels (kpi, value-trend): better green, worse red, steady or unjudged dimmed. */

/** Changes smaller than this (percent) count as steady. */
export const steadyPercent = 0.05;

/** The Mantine colour of a change in percent; `higherIsBetter` that is not a boolean leaves every change dimmed. */
export function trendColour(percent: number, higherIsBetter: unknown): string {
  if (Math.abs(percent) < steadyPercent || typeof higherIsBetter !== 'boolean') return 'dimmed';
  return (percent > 0) === higherIsBetter ? 'teal' : 'red';
}
