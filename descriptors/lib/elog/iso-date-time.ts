/**
 * Strict reading and writing of the ISO 8601 wall-clock time the eLog's local-time input uses
 * (`2026-11-22T04:00`, what a `datetime-local` input gives, with no zone). Instants themselves are epoch
 * milliseconds (see time-with-offset.ts) and never pass through text here. Read by hand because `Date.parse`
 * reads a zoneless date-time in the machine's own time zone, and browser and server must agree.
 */

const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Milliseconds of the fields read as a UTC clock; undefined when one is out of range (30 February, 24:00). */
function utcMillisOf(year: number, month: number, day: number, hour: number, minute: number, second: number): number | undefined {
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** A wall-clock time `YYYY-MM-DDTHH:mm` (seconds optional) as milliseconds of the same clock reading in UTC. */
export function parseWallTime(text: string): number | undefined {
  const match = wallTimePattern.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  return utcMillisOf(+year, +month, +day, +hour, +minute, second === undefined ? 0 : +second);
}

/** The UTC clock reading of the milliseconds as `YYYY-MM-DDTHH:mm`, seconds cut; undefined outside years 0000–9999. */
export function formatWallTime(millis: number): string | undefined {
  const date = new Date(millis);
  const year = date.getUTCFullYear();
  // Outside these years toISOString writes six-digit years with a sign, which no wall-time reader takes back.
  if (Number.isNaN(year) || year < 0 || year > 9999) return undefined;
  return date.toISOString().slice(0, 16);
}
