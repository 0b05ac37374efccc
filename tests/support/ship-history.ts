/** Minute data of a ship for the algorithm tests: speed from shaft power and draft, apparent wind from a steady true wind. */
import type { IngestSeries } from '../../server/modules/timeseries/ingest-types.js';

const minute = 60_000;

export interface ShipHistoryOptions {
  /** the first minute (epoch ms) */
  start: number;
  days: number;
  /** a sister ship that is this much faster at the same power and draft */
  speedFactor?: number;
}

/**
 * SHAFT_POWER, DRAFT_FWD, DRAFT_AFT and STW follow STW = 0.8·∛P − 0.4·(draft − 9); heading, course and speed over
 * ground are 090 at 12 kn, and the true wind is 20 kn from the north, so the apparent wind is 23.3 kn from 031° true,
 * 59° off the port bow.
 */
export function shipHistory(ship: string, { start, days, speedFactor = 1 }: ShipHistoryOptions): IngestSeries[] {
  const times = Array.from({ length: days * 1_440 }, (_, i) => start + i * minute);
  const power = (t: number) => 4_000 + 3_000 * Math.sin(t / (7 * 3_600_000));
  const draft = (t: number) => 9 + Math.sin(t / (31 * 3_600_000));
  const stw = (t: number) => speedFactor * (Math.cbrt(power(t)) * 0.8 - (draft(t) - 9) * 0.4);
  const series = (tag: string, value: (t: number) => number): IngestSeries => ({
    groupingKey: `SHIP-UNIT-${ship}`, tag, points: times.map((t) => ({ ts: new Date(t).toISOString(), value: value(t) })),
  });
  return [
    series('SHAFT_POWER', power), series('DRAFT_FWD', draft), series('DRAFT_AFT', (t) => draft(t) + 0.5), series('STW', stw),
    series('HEADING', () => 90), series('COG', () => 90), series('SOG', () => 12),
    series('WIND_SPEED_REL', () => Math.hypot(12, 20)), series('WIND_ANGLE_REL', () => Math.atan2(12, 20) * 180 / Math.PI - 90),
  ];
}
