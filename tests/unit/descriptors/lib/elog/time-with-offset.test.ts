import { describe, expect, it } from 'vitest';
import {
  compareTimes,
  copyOffsetFrom,
  formatOffset,
  fromLocalTime,
  isValidOffset,
  minuteResolutions,
  normalizeMinuteResolution,
  parseOffset,
  roundToResolution,
  selectableOffsets,
  toLocalTime,
  validateTimeWithOffset,
  type DatePickerSettings,
} from '../../../../../descriptors/lib/elog/time-with-offset.js';

/** Epoch milliseconds of 2026-11-22 at the given UTC time of day. */
const utc = (hour: number, minute = 0, second = 0, ms = 0) => Date.UTC(2026, 10, 22, hour, minute, second, ms);

describe('the timestamp is a number (SPEC §5)', () => {
  it('counts whole milliseconds since 1970-01-01T00:00Z', () => {
    // 1970 → 2026 is 56 years with 14 leap days, 20454 days; 1 January → 22 November 2026 adds 325 more.
    expect(utc(1)).toBe((20454 + 325) * 86_400_000 + 3_600_000);
    expect(utc(1)).toBe(1_795_309_200_000);
    expect(fromLocalTime('2026-11-22T04:00', 180)?.timestamp).toBe(1_795_309_200_000);
    expect(fromLocalTime('1970-01-01T00:00', 0)).toEqual({ timestamp: 0, offset: 0 });
  });
});

describe('selectable offsets and minute resolutions (SPEC §9)', () => {
  it('offers every hour from -12:00 to +14:00, west to east', () => {
    const offsets = selectableOffsets();
    expect(offsets).toHaveLength(27);
    expect(offsets[0]).toBe(-720);
    expect(offsets[26]).toBe(840);
    expect(offsets).toContain(0);
    expect(offsets).toContain(180);
    expect(offsets).not.toContain(330);
    expect(offsets.every((offset, i) => i === 0 || offset - offsets[i - 1] === 60)).toBe(true);
  });

  it('hands out a fresh list each time, so a caller cannot change everyone else\'s', () => {
    selectableOffsets().push(999);
    expect(selectableOffsets()).toHaveLength(27);
  });

  it('keeps a known resolution and turns anything else into 1 minute', () => {
    expect(minuteResolutions).toEqual([1, 5, 10, 15, 20, 30, 60]);
    for (const resolution of minuteResolutions) expect(normalizeMinuteResolution(resolution)).toBe(resolution);
    for (const other of [0, 2, 7, 45, 90, 120, -5, 15.5, Number.NaN]) expect(normalizeMinuteResolution(other), String(other)).toBe(1);
  });
});

describe('rounding to the resolution', () => {
  it('rounds down, never to the nearest slot, and drops seconds', () => {
    expect(roundToResolution(utc(4, 7, 30), 5)).toBe(utc(4, 5));
    expect(roundToResolution(utc(4, 59, 59, 999), 60)).toBe(utc(4, 0));
    expect(roundToResolution(utc(4, 14, 59), 15)).toBe(utc(4, 0));
    expect(roundToResolution(utc(4, 7, 30, 250), 1)).toBe(utc(4, 7));
    expect(roundToResolution(utc(4, 40), 20)).toBe(utc(4, 40));
  });

  it('counts slots on the clock at the offset, which differs from UTC for half-hour offsets', () => {
    // 10:45Z is 16:15 at +05:30: the hour slot starts at 16:00 there, 10:30Z.
    expect(roundToResolution(utc(10, 45), 60, 330)).toBe(utc(10, 30));
    // 10:45Z is 07:15 at -03:30: the hour slot starts at 07:00 there, also 10:30Z.
    expect(roundToResolution(utc(10, 45), 60, -210)).toBe(utc(10, 30));
    // 10:00Z is 15:45 at +05:45 (Nepal): the 20-minute slot starts at 15:40, 09:55Z.
    expect(roundToResolution(utc(10, 0), 20, 345)).toBe(utc(9, 55));
    expect(roundToResolution(utc(10, 45), 60, 180)).toBe(utc(10, 0));
  });

  it('rounds down before 1970 too', () => {
    expect(roundToResolution(Date.UTC(1969, 11, 31, 23, 59, 30), 15)).toBe(Date.UTC(1969, 11, 31, 23, 45));
  });

  it('treats an unknown resolution as 1 minute', () => {
    expect(roundToResolution(utc(4, 7, 30), 7)).toBe(utc(4, 7));
  });
});

describe('offsets as text', () => {
  it('writes ±hh:mm', () => {
    expect(formatOffset(180)).toBe('+03:00');
    expect(formatOffset(-300)).toBe('-05:00');
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(-0)).toBe('+00:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-570)).toBe('-09:30');
    expect(formatOffset(840)).toBe('+14:00');
    expect(formatOffset(-720)).toBe('-12:00');
  });

  it('reads ±hh:mm, -00:00 as plain 0', () => {
    expect(parseOffset('+03:00')).toBe(180);
    expect(parseOffset('-05:00')).toBe(-300);
    expect(parseOffset('+05:45')).toBe(345);
    expect(parseOffset('+00:00')).toBe(0);
    expect(parseOffset('-00:00')).toBe(0);
    expect(parseOffset('+14:00')).toBe(840);
    expect(parseOffset('-12:00')).toBe(-720);
  });

  it('refuses malformed offsets and ones no clock on Earth uses', () => {
    for (const text of ['', '03:00', '+3:00', '+0300', '+03:60', '+03:00 ', ' +03:00', '+03:00Z', 'UTC+3', '+15:00', '-13:00', '+14:30']) {
      expect(parseOffset(text), text).toBeNull();
    }
  });

  it('reads back every offset it writes', () => {
    for (const offset of [...selectableOffsets(), 330, 345, -210, -570]) expect(parseOffset(formatOffset(offset))).toBe(offset);
  });

  it('knows the valid offsets: whole minutes from -12:00 to +14:00', () => {
    expect(isValidOffset(345)).toBe(true);
    expect(isValidOffset(-720)).toBe(true);
    expect(isValidOffset(841)).toBe(false);
    expect(isValidOffset(-721)).toBe(false);
    expect(isValidOffset(30.5)).toBe(false);
    expect(isValidOffset('180')).toBe(false);
    expect(isValidOffset(Number.NaN)).toBe(false);
  });
});

describe('ship\'s time in and out', () => {
  it('turns a wall-clock time at the offset into the UTC instant in epoch milliseconds', () => {
    // 04:00 at +03:00 is 01:00Z.
    expect(fromLocalTime('2026-11-22T04:00', 180)).toEqual({ timestamp: utc(1), offset: 180 });
    // 01:00 at +03:00 is 22:00Z the day before.
    expect(fromLocalTime('2026-11-22T01:00', 180)).toEqual({ timestamp: Date.UTC(2026, 10, 21, 22, 0), offset: 180 });
    // 22:30 on New Year's Eve at -05:00 is 03:30Z in the new year.
    expect(fromLocalTime('2026-12-31T22:30', -300)).toEqual({ timestamp: Date.UTC(2027, 0, 1, 3, 30), offset: -300 });
    // 16:00 at +05:30 is 10:30Z.
    expect(fromLocalTime('2026-11-22T16:00', 330)).toEqual({ timestamp: utc(10, 30), offset: 330 });
    expect(fromLocalTime('2026-11-22T04:00:30', 0)).toEqual({ timestamp: utc(4, 0, 30), offset: 0 });
    expect(fromLocalTime('1969-12-31T19:00', -300)).toEqual({ timestamp: 0, offset: -300 });
  });

  it('refuses impossible wall times, times with a zone and impossible offsets', () => {
    expect(fromLocalTime('2026-02-29T00:00', 0)).toBeUndefined();
    expect(fromLocalTime('2026-11-22T24:00', 0)).toBeUndefined();
    expect(fromLocalTime('2026-11-22 04:00', 0)).toBeUndefined();
    expect(fromLocalTime('2026-11-22T04:00Z', 0)).toBeUndefined();
    expect(fromLocalTime('2026-11-22T04:00', Number.NaN)).toBeUndefined();
    expect(fromLocalTime('2026-11-22T04:00', 900)).toBeUndefined();
  });

  it('shows an instant on the clock at its offset, to the minute', () => {
    expect(toLocalTime({ timestamp: utc(1), offset: 180 })).toBe('2026-11-22T04:00');
    expect(toLocalTime({ timestamp: utc(1, 0, 59, 999), offset: 180 })).toBe('2026-11-22T04:00');
    expect(toLocalTime({ timestamp: Date.UTC(2026, 10, 21, 22, 0), offset: 180 })).toBe('2026-11-22T01:00');
    expect(toLocalTime({ timestamp: Date.UTC(2027, 0, 1, 3, 30), offset: -300 })).toBe('2026-12-31T22:30');
    expect(toLocalTime({ timestamp: utc(10, 30), offset: 330 })).toBe('2026-11-22T16:00');
    expect(toLocalTime({ timestamp: utc(1), offset: 0 })).toBe('2026-11-22T01:00');
    expect(toLocalTime({ timestamp: 0, offset: -300 })).toBe('1969-12-31T19:00');
    expect(toLocalTime({ timestamp: 1_795_309_200_000, offset: 0 })).toBe('2026-11-22T01:00');
  });

  it('shows nothing for a timestamp or offset that is not a finite number', () => {
    expect(toLocalTime({ timestamp: Number.NaN, offset: 0 })).toBeUndefined();
    expect(toLocalTime({ timestamp: Number.POSITIVE_INFINITY, offset: 0 })).toBeUndefined();
    expect(toLocalTime({ timestamp: Number.NEGATIVE_INFINITY, offset: 0 })).toBeUndefined();
    expect(toLocalTime({ timestamp: utc(1), offset: Number.NaN })).toBeUndefined();
    // An old ISO text that slipped through is refused, not concatenated with the offset.
    expect(toLocalTime({ timestamp: '2026-11-22T01:00:00Z' as unknown as number, offset: 0 })).toBeUndefined();
    // Beyond year 9999 there is no wall time to show.
    expect(toLocalTime({ timestamp: Date.UTC(10000, 0, 1), offset: 0 })).toBeUndefined();
  });

  it('gives back the wall time it was given at every selectable offset', () => {
    for (const offset of selectableOffsets()) {
      expect(toLocalTime(fromLocalTime('2026-03-01T00:15', offset)!)).toBe('2026-03-01T00:15');
    }
  });
});

describe('offsets of new entries and order of times', () => {
  it('copies the previous entry\'s offset, even zero, else takes the fallback', () => {
    expect(copyOffsetFrom({ offset: 180 }, 0)).toBe(180);
    expect(copyOffsetFrom({ offset: 0 }, 180)).toBe(0);
    expect(copyOffsetFrom(undefined, -300)).toBe(-300);
    expect(copyOffsetFrom({ offset: Number.NaN }, 60)).toBe(60);
  });

  it('orders by instant, not by the time on the clock at the offset', () => {
    // 01:00Z reads 04:00 at +03:00; 02:00Z reads 21:00 the day before at -05:00, yet comes later.
    const oneAtMoscow = { timestamp: utc(1), offset: 180 };
    const oneUtc = { timestamp: utc(1), offset: 0 };
    const twoUtc = { timestamp: utc(2), offset: -300 };
    expect(compareTimes(oneAtMoscow, twoUtc)).toBeLessThan(0);
    expect(compareTimes(twoUtc, oneAtMoscow)).toBeGreaterThan(0);
    expect(compareTimes(oneAtMoscow, oneUtc)).toBe(0);
    expect([twoUtc, oneAtMoscow].sort(compareTimes)).toEqual([oneAtMoscow, twoUtc]);
  });

  it('orders before and after 1970 alike', () => {
    const before = { timestamp: Date.UTC(1900, 0, 1), offset: 0 };
    const epoch = { timestamp: 0, offset: 0 };
    expect(before.timestamp).toBeLessThan(0);
    expect(compareTimes(before, epoch)).toBeLessThan(0);
    expect(compareTimes(epoch, before)).toBeGreaterThan(0);
  });

  it('puts timestamps that are not finite first, consistently', () => {
    const broken = { timestamp: Number.NaN, offset: 0 };
    const alsoBroken = { timestamp: Number.POSITIVE_INFINITY, offset: 0 };
    const notANumber = { timestamp: 'n/a' as unknown as number, offset: 0 };
    const early = { timestamp: Date.UTC(1900, 0, 1), offset: 0 };
    expect(compareTimes(broken, early)).toBeLessThan(0);
    expect(compareTimes(early, broken)).toBeGreaterThan(0);
    expect(compareTimes(alsoBroken, early)).toBeLessThan(0);
    expect(compareTimes(notANumber, early)).toBeLessThan(0);
    expect(compareTimes(broken, alsoBroken)).toBe(0);
    expect(compareTimes(broken, notANumber)).toBe(0);
    expect([early, alsoBroken, broken].sort(compareTimes)[2]).toBe(early);
  });
});

describe('validating a timestamp with offset against the picker settings', () => {
  const settings: DatePickerSettings = { useTime: true, useOffset: true, useLocalOffsetInput: false, minuteResolution: 15 };
  const value = (timestamp: number, offset: number) => ({ timestamp, offset });

  it('accepts a value on the resolution at a selectable offset', () => {
    expect(validateTimeWithOffset(value(utc(1, 15), 180), settings)).toEqual([]);
    expect(validateTimeWithOffset(value(utc(1, 15), 180), { ...settings, useLocalOffsetInput: true })).toEqual([]);
    expect(validateTimeWithOffset(value(1_795_310_100_000, 180), settings)).toEqual([]);
  });

  it('refuses a number no date can hold', () => {
    expect(validateTimeWithOffset(value(1e20, 0), settings)).toEqual([{ key: 'elog.time.invalidInstant', params: { timestamp: '100000000000000000000' } }]);
  });

  it('takes 0, 1970-01-01T00:00Z, and instants before it as timestamps, not as missing', () => {
    expect(validateTimeWithOffset(value(0, 0), settings)).toEqual([]);
    expect(validateTimeWithOffset(value(Date.UTC(1969, 11, 31, 23, 45), 0), settings)).toEqual([]);
  });

  it('says the value is missing, and nothing else', () => {
    const missing = [{ key: 'elog.time.missing' }];
    expect(validateTimeWithOffset(undefined, settings)).toEqual(missing);
    expect(validateTimeWithOffset(null, settings)).toEqual(missing);
    expect(validateTimeWithOffset({}, settings)).toEqual(missing);
    expect(validateTimeWithOffset({ offset: 180 }, settings)).toEqual(missing);
    expect(validateTimeWithOffset({ timestamp: null, offset: 180 }, settings)).toEqual(missing);
    expect(validateTimeWithOffset({ timestamp: undefined, offset: Number.NaN }, settings)).toEqual(missing);
  });

  it('refuses a timestamp that is not a whole number of milliseconds, naming it', () => {
    const invalid = (timestamp: string) => [{ key: 'elog.time.invalidInstant', params: { timestamp } }];
    expect(validateTimeWithOffset(value(Number.NaN, 180), settings)).toEqual(invalid('NaN'));
    expect(validateTimeWithOffset(value(Number.POSITIVE_INFINITY, 180), settings)).toEqual(invalid('Infinity'));
    expect(validateTimeWithOffset(value(Number.NEGATIVE_INFINITY, 180), settings)).toEqual(invalid('-Infinity'));
    expect(validateTimeWithOffset(value(utc(1, 15) + 0.5, 180), settings)).toEqual(invalid('1795310100000.5'));
    // Text is no timestamp, not even an ISO instant or digits; checked before the offset, which is bad here too.
    expect(validateTimeWithOffset({ timestamp: '2026-11-22T01:15:00Z', offset: 180 }, settings)).toEqual(invalid('2026-11-22T01:15:00Z'));
    expect(validateTimeWithOffset({ timestamp: '1795310100000', offset: 180 }, settings)).toEqual(invalid('1795310100000'));
    expect(validateTimeWithOffset({ timestamp: '', offset: 180 }, settings)).toEqual(invalid(''));
    expect(validateTimeWithOffset({ timestamp: '22/11/2026 04:00', offset: 900 }, settings)).toEqual(invalid('22/11/2026 04:00'));
  });

  it('refuses an offset that is not a number of minutes some clock uses, whether picked or not', () => {
    const invalid = [{ key: 'elog.time.invalidOffset' }];
    expect(validateTimeWithOffset({ timestamp: utc(1, 15) }, settings)).toEqual(invalid);
    expect(validateTimeWithOffset(value(utc(1, 15), Number.NaN), settings)).toEqual(invalid);
    expect(validateTimeWithOffset({ timestamp: utc(1, 15), offset: '180' }, settings)).toEqual(invalid);
    expect(validateTimeWithOffset(value(utc(1, 15), 180.5), settings)).toEqual(invalid);
    expect(validateTimeWithOffset(value(utc(1, 15), 900), { ...settings, useOffset: false })).toEqual(invalid);
    expect(validateTimeWithOffset(value(utc(1, 15), -721), { ...settings, useOffset: false })).toEqual(invalid);
  });

  it('holds a picked offset to the selectable list, the hourly one by default', () => {
    expect(validateTimeWithOffset(value(utc(10, 30), 330), settings)).toEqual([
      { key: 'elog.time.offsetNotSelectable', params: { offset: '+05:30' } },
    ]);
    expect(validateTimeWithOffset(value(utc(10, 30), 330), { ...settings, selectableOffsets: [0, 330] })).toEqual([]);
    expect(validateTimeWithOffset(value(utc(1, 15), 180), { ...settings, selectableOffsets: [0] })).toEqual([
      { key: 'elog.time.offsetNotSelectable', params: { offset: '+03:00' } },
    ]);
    expect(validateTimeWithOffset(value(utc(1, 15), -300), { ...settings, selectableOffsets: [0] })).toEqual([
      { key: 'elog.time.offsetNotSelectable', params: { offset: '-05:00' } },
    ]);
    expect(validateTimeWithOffset(value(utc(1, 15), -300), settings)).toEqual([]);
  });

  it('does not hold an offset the user does not pick to the list', () => {
    expect(validateTimeWithOffset(value(utc(10, 30), 330), { ...settings, useOffset: false })).toEqual([]);
  });

  it('refuses minutes or seconds off the resolution, read on the clock at the offset', () => {
    const offResolution = (resolution: number) => [{ key: 'elog.time.notOnResolution', params: { resolution } }];
    expect(validateTimeWithOffset(value(utc(1, 7), 180), settings)).toEqual(offResolution(15));
    expect(validateTimeWithOffset(value(utc(1, 15, 30), 180), settings)).toEqual(offResolution(15));
    expect(validateTimeWithOffset(value(utc(1, 15, 0, 1), 180), settings)).toEqual(offResolution(15));
    const hourly = { ...settings, minuteResolution: 60, selectableOffsets: [330] };
    // 10:30Z is 16:00 at +05:30, on the hour there; 10:00Z is 15:30 there, off it.
    expect(validateTimeWithOffset(value(utc(10, 30), 330), hourly)).toEqual([]);
    expect(validateTimeWithOffset(value(utc(10, 0), 330), hourly)).toEqual(offResolution(60));
  });

  it('treats an unknown resolution as 1 minute', () => {
    const odd = { ...settings, minuteResolution: 7 };
    expect(validateTimeWithOffset(value(utc(1, 7), 180), odd)).toEqual([]);
    expect(validateTimeWithOffset(value(utc(1, 7, 30), 180), odd)).toEqual([
      { key: 'elog.time.notOnResolution', params: { resolution: 1 } },
    ]);
  });

  it('leaves the time of day alone for a date-only picker', () => {
    expect(validateTimeWithOffset(value(utc(1, 7, 30), 180), { ...settings, useTime: false })).toEqual([]);
  });

  it('lists every problem at once', () => {
    expect(validateTimeWithOffset(value(utc(10, 7), 330), settings)).toEqual([
      { key: 'elog.time.offsetNotSelectable', params: { offset: '+05:30' } },
      { key: 'elog.time.notOnResolution', params: { resolution: 15 } },
    ]);
  });
});
