/**
 * SPEC "timestamp with offset": a numeric timestamp and a numeric offset (SPEC §5). The timestamp is the UTC
 * instant as whole epoch milliseconds; the offset is the minutes east of UTC of the clock the crew works by
 * (ship's time). The instant is what happened; the offset only says how to show and enter it, so two values
 * with the same timestamp are the same moment whatever their offsets.
 * Also the SPEC "date picker settings" checks: selectable offsets and minute resolutions.
 */
import { z } from 'zod';
import { formatWallTime, parseWallTime } from './iso-date-time.js';

/** A time as entries, signatures and answers carry it. */
export const TimestampWithOffset = z.object({
  /** The UTC instant in whole milliseconds since 1970-01-01T00:00Z (2026-11-22T01:00Z is 1_795_309_200_000). */
  timestamp: z.number(),
  /** Minutes east of UTC: +03:00 is 180. */
  offset: z.number(),
}).meta({ id: 'TimestampWithOffset' });
export type TimestampWithOffset = z.infer<typeof TimestampWithOffset>;

export interface DatePickerSettings {
  useTime: boolean;
  useOffset: boolean;
  /** The user types ship's time rather than UTC; it changes the input, not what is valid. */
  useLocalOffsetInput: boolean;
  minuteResolution: number;
  /** Offsets the user may pick; every hourly offset when absent. */
  selectableOffsets?: number[];
}

/** A reason a value is refused: an i18n key and its parameters. */
export interface TimeProblem {
  key: string;
  params?: Record<string, string | number>;
}

const minuteMs = 60_000;
// The offsets in use on Earth run from UTC-12:00 (Baker Island) to UTC+14:00 (Line Islands).
const westmostOffset = -720;
const eastmostOffset = 840;

/** Every hourly offset from -12:00 to +14:00 (SPEC §9), west to east. */
export function selectableOffsets(): number[] {
  const offsets: number[] = [];
  for (let offset = westmostOffset; offset <= eastmostOffset; offset += 60) offsets.push(offset);
  return offsets;
}

/** SPEC §9 minute resolutions of a date picker. */
export const minuteResolutions = [1, 5, 10, 15, 20, 30, 60] as const;
export type MinuteResolution = (typeof minuteResolutions)[number];

/** The resolution when it is one of `minuteResolutions`, otherwise 1 (SPEC §5). */
export function normalizeMinuteResolution(minutes: number): MinuteResolution {
  return minuteResolutions.find((resolution) => resolution === minutes) ?? 1;
}

/**
 * The instant rounded down to the resolution as read on the clock at the offset (seconds always dropped).
 * Down rather than nearest so that a rounded "now" is never in the future and a time keeps the slot it fell in.
 * An unknown resolution counts as 1, as everywhere else.
 */
export function roundToResolution(instantMs: number, resolutionMinutes: number, offsetMinutes = 0): number {
  const step = normalizeMinuteResolution(resolutionMinutes) * minuteMs;
  const shift = offsetMinutes * minuteMs;
  return Math.floor((instantMs + shift) / step) * step - shift;
}

/** Whether the offset is a whole number of minutes that some clock on Earth uses. */
export function isValidOffset(minutes: unknown): minutes is number {
  return Number.isInteger(minutes) && (minutes as number) >= westmostOffset && (minutes as number) <= eastmostOffset;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The offset as `±hh:mm`: 180 → "+03:00", -300 → "-05:00", 0 → "+00:00". */
export function formatOffset(minutes: number): string {
  const whole = Math.round(minutes);
  const size = Math.abs(whole);
  return `${whole < 0 ? '-' : '+'}${twoDigits(Math.floor(size / 60))}:${twoDigits(size % 60)}`;
}

/** The offset as a clock's name: "UTC+03:00". */
export const offsetLabel = (minutes: number) => `UTC${formatOffset(minutes)}`;

/** Minutes east of UTC from `±hh:mm`; null when malformed or outside -12:00 … +14:00. */
export function parseOffset(text: string): number | null {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(text);
  if (!match || +match[3] > 59) return null;
  const size = +match[2] * 60 + +match[3];
  // "-00:00" must give 0, not -0.
  const minutes = size === 0 ? 0 : match[1] === '-' ? -size : size;
  return isValidOffset(minutes) ? minutes : null;
}

/** A wall-clock time (`2026-11-22T04:00`) read at the offset; undefined when either is not valid. */
export function fromLocalTime(localTime: string, offset: number): TimestampWithOffset | undefined {
  const wallMs = parseWallTime(localTime);
  if (wallMs === undefined || !isValidOffset(offset)) return undefined;
  return { timestamp: wallMs - offset * minuteMs, offset };
}

/** The instant as read on the clock at its offset, to the minute (`2026-11-22T04:00`); undefined when not valid. */
export function toLocalTime(value: TimestampWithOffset): string | undefined {
  // Number.isFinite, unlike the global isFinite, does not coerce: a string that slipped in is refused, not concatenated.
  if (!Number.isFinite(value.timestamp) || !Number.isFinite(value.offset)) return undefined;
  return formatWallTime(value.timestamp + value.offset * minuteMs);
}

/** The offset a new entry starts with: the previous entry's (for `copyOffsetFromPrevious`), else the fallback. */
export function copyOffsetFrom(previous: Pick<TimestampWithOffset, 'offset'> | undefined, fallbackOffset: number): number {
  return previous !== undefined && Number.isFinite(previous.offset) ? previous.offset : fallbackOffset;
}

/** The timestamp to sort by: a non-finite one (NaN, ±Infinity, or not a number at all) counts as before every instant. */
const sortKey = (value: TimestampWithOffset): number => (Number.isFinite(value.timestamp) ? value.timestamp : -Infinity);

/** Orders by instant, whatever the offsets; a timestamp that is not finite sorts before every one that is. */
export function compareTimes(a: TimestampWithOffset, b: TimestampWithOffset): number {
  const first = sortKey(a);
  const second = sortKey(b);
  return first === second ? 0 : first < second ? -1 : 1;
}

const problem = (name: string, params?: TimeProblem['params']): TimeProblem =>
  params ? { key: `elog.time.${name}`, params } : { key: `elog.time.${name}` };

/**
 * Every reason the value does not fit the picker settings; [] when it fits. A value read from outside may hold
 * anything, so the fields are taken as unknown: the timestamp must be a whole number of milliseconds (0, 1970,
 * is a timestamp like any other, not a missing one) and the offset a valid one. The offset is held to the
 * selectable list only when the user picks it (`useOffset`), and the time of day to the resolution only when
 * there is one (`useTime`): a date-only picker decides the time itself.
 */
export function validateTimeWithOffset(
  value: { timestamp?: unknown; offset?: unknown } | null | undefined,
  settings: DatePickerSettings,
): TimeProblem[] {
  if (value?.timestamp === undefined || value.timestamp === null) return [problem('missing')];
  const instant = value.timestamp;
  // Number.isInteger also refuses NaN and ±Infinity; a string (an ISO text, say) is no timestamp either; beyond
  // ±8.64e15 ms no Date can hold the instant.
  if (typeof instant !== 'number' || !Number.isInteger(instant) || Math.abs(instant) > 8.64e15) {
    return [problem('invalidInstant', { timestamp: String(instant) })];
  }
  if (!isValidOffset(value.offset)) return [problem('invalidOffset')];

  const problems: TimeProblem[] = [];
  const offsets = settings.selectableOffsets ?? selectableOffsets();
  if (settings.useOffset && !offsets.includes(value.offset)) {
    problems.push(problem('offsetNotSelectable', { offset: formatOffset(value.offset) }));
  }
  const resolution = normalizeMinuteResolution(settings.minuteResolution);
  if (settings.useTime && roundToResolution(instant, resolution, value.offset) !== instant) {
    problems.push(problem('notOnResolution', { resolution }));
  }
  return problems;
}
