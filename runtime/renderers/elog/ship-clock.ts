/**
 * Days and times of the day view as the crew reads them: on the ship's clock (an instant plus its offset, see
 * descriptors/lib/elog/time-with-offset.ts). Only formatting and picking defaults; the rules live in the lib.
 */
import {
  fromLocalTime, normalizeMinuteResolution, offsetLabel, roundToResolution, toLocalTime,
  type DatePickerSettings, type TimestampWithOffset,
} from '../../../descriptors/lib/elog/time-with-offset.js';
import type { ElogDay } from './elog-api.js';
import type { ElogConfigBody } from '../../../descriptors/kinds/elog-config/elog-config.schema.js';
import type { ElogEntryDescriptorBody } from '../../../descriptors/kinds/elog-entry-descriptor/elog-entry-descriptor.schema.js';

const dayMs = 86_400_000;

export { offsetLabel };

/** The wall time on the ship's clock, "04:00"; the date too ("2026-11-23 00:00") when it is not `day`. */
export function clockTime(value: TimestampWithOffset, day?: string): string {
  const local = toLocalTime(value);
  if (!local) return '—';
  return day && local.slice(0, 10) !== day ? `${local.slice(0, 10)} ${local.slice(11, 16)}` : local.slice(11, 16);
}

/** "04:00 (UTC+03:00)". */
export const clockText = (value: TimestampWithOffset, day?: string) => `${clockTime(value, day)} (${offsetLabel(value.offset)})`;

/** The calendar date (YYYY-MM-DD) of the instant on the clock at the offset. */
export const shipDate = (instant: number, offset: number) => (toLocalTime({ timestamp: instant, offset }) ?? '').slice(0, 10);

/** An ISO instant (a change, a signature) on the ship's clock: "2026-11-22 04:28 (UTC+03:00)". */
export function shipDateTime(iso: string, offset: number): string {
  const timestamp = Date.parse(iso);
  return Number.isNaN(timestamp) ? iso : `${shipDate(timestamp, offset)} ${clockText({ timestamp, offset })}`;
}

/** The day `count` days after (or before) `day`, both YYYY-MM-DD. */
export function shiftDay(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar day YYYY-MM-DD. */
export const isDay = (text: string | null | undefined): text is string =>
  Boolean(text && /^\d{4}-\d{2}-\d{2}$/.test(text) && fromLocalTime(`${text}T00:00`, 0));

/** The offset the ship's clock keeps on the day: its last entry's, else the day's, else the logbook's default. */
export function shipOffsetOf(day: ElogDay | undefined, config: ElogConfigBody): number {
  const entries = (day?.eLogEntries ?? []).filter((entry) => entry.eleStatus !== 'DELETED');
  return entries.at(-1)?.heading.start.offset ?? day?.aggregation?.offset ?? config.params?.defaultOffset ?? 0;
}

/**
 * The time a new entry is proposed at: now (to the logbook's minutes) on today's page; on another day the end (or
 * start) of its last entry, or the day's first minute when it has none.
 */
export function proposedEntryTime(day: string, shown: ElogDay | undefined, config: ElogConfigBody, now: number): number {
  const offset = shipOffsetOf(shown, config);
  if (shipDate(now, offset) === day) return roundToResolution(now, config.params?.minuteResolution ?? 1, offset);
  const last = (shown?.eLogEntries ?? []).filter((entry) => entry.eleStatus !== 'DELETED').at(-1);
  if (last) return (last.heading.end ?? last.heading.start).timestamp;
  return fromLocalTime(`${day}T00:00`, offset)?.timestamp ?? now;
}

/** The date picker settings of an entry type in a logbook (SPEC §5). */
export function pickerSettings(config: ElogConfigBody, descriptor: ElogEntryDescriptorBody): DatePickerSettings {
  return {
    useTime: descriptor.dateConfig.dateOnly !== true,
    useOffset: true,
    useLocalOffsetInput: descriptor.localTimeInput !== false,
    minuteResolution: normalizeMinuteResolution(config.params?.minuteResolution ?? 1),
    selectableOffsets: config.params?.selectableOffsets,
  };
}
