/** A logbook entry the demo crews will write, and the small helpers the books share. */
import type { Rank } from './logbook-habits.js';

export type DemoElog = 'DECK' | 'ENGINE' | 'ORB1' | 'GRB1' | 'FUEL_CHANGEOVER';

export interface PlannedEntry {
  elog: DemoElog;
  descriptor: string;
  /** epoch ms; the ship's clock offset is the day's */
  start: number;
  end?: number;
  status: 'COMPLETED' | 'NA';
  content: Record<string, unknown>;
  /** who records it (and, as officer in charge, signs it) */
  author: Rank;
}

/** A ship's day on its own clock. */
export interface ShipDay {
  ship: string;
  /** YYYY-MM-DD on the ship's clock */
  day: string;
  offsetMin: number;
  /** UTC instants of the day's start and end */
  start: number;
  end: number;
  /** the first instant the ship has data for (the demo period's start): nothing is recorded before it */
  dataFrom: number;
}

export const minuteMs = 60_000;
export const hourMs = 3_600_000;

export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** ISO text of an instant, to the minute, as date-time fields are stored. */
export const iso = (t: number) => new Date(Math.floor(t / minuteMs) * minuteMs).toISOString();

/** The instant `hours` after the day's start on the ship's clock. */
export const atLocal = (day: ShipDay, hours: number) => day.start + hours * hourMs;

/** Beaufort force of a wind speed in knots (WMO upper bounds in m/s, performance.md §2). */
export function beaufortOf(knots: number): number {
  const ms = (knots * 1852) / 3600;
  const bounds = [0.2, 1.5, 3.3, 5.4, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6];
  const force = bounds.findIndex((upper) => ms <= upper);
  return force === -1 ? 12 : force;
}

/** Douglas sea state of a fully arisen wind sea at a Beaufort force (the usual correspondence table). */
export function douglasOf(beaufort: number): number {
  return [0, 1, 2, 3, 3, 4, 5, 6, 6, 7, 8, 8, 9][beaufort];
}
