/**
 * A status computed from a date field when it is read, never stored (a resource's `dateStatus`: a certificate's
 * expiry): EXPIRED once the day is past, EXPIRING from `warningDays` before it to the day itself, VALID before that,
 * NO_EXPIRY without a date. Days are UTC calendar days compared as ISO text (`YYYY-MM-DD`), so the server's list
 * filter and the read agree.
 */

export const dateStatuses = ['VALID', 'EXPIRING', 'EXPIRED', 'NO_EXPIRY'] as const;
export type DateStatus = (typeof dateStatuses)[number];

/** The descriptor's setting: which field shows the status, computed from which date field. */
export interface DateStatusSetting {
  field: string;
  dateField: string;
  /** Days before the date a record counts as EXPIRING, when the parameter is not stored. */
  warningDays: number;
  /** An app parameter that overrides warningDays. */
  warningDaysParameter?: string;
}

/** The day boundaries a status is decided by, from today and the warning days. */
export interface DateStatusWindow {
  /** today, `YYYY-MM-DD` (UTC): a date before it is EXPIRED */
  today: string;
  /** the last day that is EXPIRING: a date after it is VALID */
  warnUntil: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function dateStatusWindow(now: Date, warningDays: number): DateStatusWindow {
  const days = Math.max(0, Math.floor(warningDays));
  return { today: day(now), warnUntil: day(new Date(now.getTime() + days * 86_400_000)) };
}

/** The status of one date (its first ten characters, so a date-time counts by its UTC day). */
export function dateStatusOf(value: unknown, window: DateStatusWindow): DateStatus {
  if (typeof value !== 'string' || value.length < 10) return 'NO_EXPIRY';
  const date = value.slice(0, 10);
  if (date < window.today) return 'EXPIRED';
  return date <= window.warnUntil ? 'EXPIRING' : 'VALID';
}

export const isDateStatus = (value: unknown): value is DateStatus => (dateStatuses as readonly string[]).includes(value as string);
