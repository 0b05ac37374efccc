/**
 * The time of a point. RMC carries UTC date and time, GGA only the UTC time of day; the other sentences carry no
 * time. A point takes its sentence's time when it has one — the receiver's clock, not the network's delay — and the
 * moment the line arrived otherwise. A time of day alone is put on the UTC day that brings it nearest the GNSS clock
 * (the last RMC date and time, run on by the time since it came) or, without a recent RMC, nearest the arrival: a
 * 23:59:59 fix arriving at 00:00:01 belongs to the day before, and a replayed log keeps its own day.
 */
import type { GnssClock } from './decoders/decoder.js';

const dayMs = 86_400_000;

/** Milliseconds since UTC midnight of `hhmmss` or `hhmmss.sss`. */
export function timeOfDayMs(field: string | undefined): number | undefined {
  const match = field?.match(/^(\d{2})(\d{2})(\d{2}(?:\.\d+)?)$/);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59 || seconds >= 61) return undefined;
  return Math.round(((hours * 60 + minutes) * 60 + seconds) * 1000);
}

/** The UTC instant of an RMC `ddmmyy` date and `hhmmss.sss` time; two-digit years from 80 are 19yy. */
export function dateTimeOf(date: string | undefined, time: string | undefined): Date | undefined {
  const match = date?.match(/^(\d{2})(\d{2})(\d{2})$/);
  const ms = timeOfDayMs(time);
  if (!match || ms === undefined) return undefined;
  const [day, month, yy] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const year = yy >= 80 ? 1900 + yy : 2000 + yy;
  const midnight = Date.UTC(year, month - 1, day);
  if (month < 1 || month > 12 || day < 1 || new Date(midnight).getUTCDate() !== day) return undefined;
  return new Date(midnight + ms);
}

/** An RMC older than this no longer tells the date. */
const gnssClockMaxAgeMs = 10 * 60_000;

/** What the GNSS clock reads now, or the arrival time without a recent dated sentence. */
export function referenceTime(receivedAt: Date, clock?: GnssClock): Date {
  const age = clock ? receivedAt.getTime() - clock.receivedAt.getTime() : -1;
  return clock && age >= 0 && age <= gnssClockMaxAgeMs ? new Date(clock.time.getTime() + age) : receivedAt;
}

/** The instant of a UTC time of day on the day that puts it within twelve hours of `reference`. */
export function nearestTimeOfDay(time: string | undefined, reference: Date): Date | undefined {
  const ms = timeOfDayMs(time);
  if (ms === undefined) return undefined;
  const now = reference.getTime();
  const candidate = now - (((now % dayMs) + dayMs) % dayMs) + ms;
  const shift = candidate - now > dayMs / 2 ? -dayMs : now - candidate > dayMs / 2 ? dayMs : 0;
  return new Date(candidate + shift);
}
