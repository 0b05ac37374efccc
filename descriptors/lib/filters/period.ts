/**
 * The PERIOD filter's value (SPEC §4 "Filters"): a named preset, resolved against the time the caller passes, or
 * an explicit UTC range with `from` before `to`. Keeping a preset by name makes "last 7 days" the same applied
 * value tomorrow, so choosing it again is not a change.
 */
export const periodPresets = ['LAST_24_HOURS', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'YEAR_TO_DATE', 'LAST_12_MONTHS'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export type PeriodValue = { preset: PeriodPreset } | { from: string; to: string };

/** What a period filter answers when nobody chose one. */
export const defaultPeriod: PeriodValue = { preset: 'LAST_30_DAYS' };

const hour = 3_600_000;
const day = 24 * hour;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isPeriodPreset(value: unknown): value is PeriodPreset {
  return typeof value === 'string' && (periodPresets as readonly string[]).includes(value);
}

/** The instant an ISO 8601 date-time with a zone names; undefined for anything else. */
export function parseInstant(text: unknown): number | undefined {
  if (typeof text !== 'string' || !isoInstant.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isFinite(time) ? time : undefined;
}

/** The message key of what is wrong with a period value, or undefined when it is a valid one. */
export function periodProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'filters.problem.badPeriod';
  if ('preset' in value) return isPeriodPreset(value.preset) ? undefined : 'filters.problem.badPeriod';
  const { from, to } = value as { from?: unknown; to?: unknown };
  const start = parseInstant(from);
  const end = parseInstant(to);
  if (start === undefined || end === undefined) return 'filters.problem.badPeriod';
  return start < end ? undefined : 'filters.problem.periodOrder';
}

const monthsBack = (now: number, months: number) => {
  const at = new Date(now);
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds());
};

const presetStart: Record<PeriodPreset, (now: number) => number> = {
  LAST_24_HOURS: (now) => now - day,
  LAST_7_DAYS: (now) => now - 7 * day,
  LAST_30_DAYS: (now) => now - 30 * day,
  LAST_90_DAYS: (now) => now - 90 * day,
  YEAR_TO_DATE: (now) => Date.UTC(new Date(now).getUTCFullYear(), 0, 1),
  LAST_12_MONTHS: (now) => monthsBack(now, 12),
};

/** The UTC range a valid period value covers at `now` (epoch ms); a preset ends at `now`. */
export function resolvePeriod(value: PeriodValue, now: number): { from: string; to: string } {
  if ('preset' in value) return { from: new Date(presetStart[value.preset](now)).toISOString(), to: new Date(now).toISOString() };
  return { from: new Date(Date.parse(value.from)).toISOString(), to: new Date(Date.parse(value.to)).toISOString() };
}

/** Each rolling preset's length in seconds (YEAR_TO_DATE is not rolling and is never chosen for a page). */
const rollingSeconds: [PeriodPreset, number][] = [
  ['LAST_24_HOURS', 86_400], ['LAST_7_DAYS', 7 * 86_400], ['LAST_30_DAYS', 30 * 86_400], ['LAST_90_DAYS', 90 * 86_400], ['LAST_12_MONTHS', 365 * 86_400],
];

/** The shortest rolling preset that covers `seconds` back from now (a page designed for 180 days opens at 12 months). */
export function presetCovering(seconds: number): PeriodPreset {
  return rollingSeconds.find(([, length]) => length >= seconds)?.[0] ?? 'LAST_12_MONTHS';
}
