/**
 * A schedule's relative period (report-context `schedules[].period`) as the values a report model's parameters take,
 * computed from the time the run was due (UTC): `from` and `to` (dates, both included), `year` (the year the period
 * starts in) and `at` (the period's end as an instant, never after the due time). Only the names the model's
 * parameters have are filled in (`periodParameters`).
 */
import type { schedulePeriods } from '../../kinds/report-context/report-context.schema.js';

export type SchedulePeriod = (typeof schedulePeriods)[number];

export interface PeriodValues {
  from: string;
  to: string;
  year: number;
  at: string;
}

/** The parameter names a period fills. */
export const periodParameterNames = ['from', 'to', 'year', 'at'] as const;

const day = 86_400_000;
const utcDay = (y: number, m: number, d: number) => Date.UTC(y, m, d);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** [first day, last day] (epoch ms at 00:00 UTC) of the period before / up to `due`. */
function bounds(period: SchedulePeriod, due: number): [number, number] {
  const d = new Date(due);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const today = utcDay(y, m, d.getUTCDate());
  switch (period) {
    case 'PREVIOUS_DAY': return [today - day, today - day];
    case 'PREVIOUS_WEEK': {
      const monday = today - ((d.getUTCDay() + 6) % 7) * day;
      return [monday - 7 * day, monday - day];
    }
    case 'PREVIOUS_MONTH': return [utcDay(y, m - 1, 1), utcDay(y, m, 1) - day];
    case 'PREVIOUS_QUARTER': {
      const quarter = Math.floor(m / 3) * 3;
      return [utcDay(y, quarter - 3, 1), utcDay(y, quarter, 1) - day];
    }
    case 'PREVIOUS_YEAR': return [utcDay(y - 1, 0, 1), utcDay(y, 0, 1) - day];
    case 'MONTH_TO_DATE': return [utcDay(y, m, 1), today];
    case 'YEAR_TO_DATE': return [utcDay(y, 0, 1), today];
  }
}

export function periodValues(period: SchedulePeriod, due: number): PeriodValues {
  const [first, last] = bounds(period, due);
  return { from: isoDay(first), to: isoDay(last), year: new Date(first).getUTCFullYear(), at: new Date(Math.min(due, last + day)).toISOString() };
}

/** The period's values for the names the model's parameter schema has (`properties`). */
export function periodParameters(period: SchedulePeriod, due: number, modelProperties: Record<string, unknown>): Record<string, string | number> {
  const values = periodValues(period, due);
  return Object.fromEntries(periodParameterNames.filter((name) => name in modelProperties).map((name) => [name, values[name]]));
}
