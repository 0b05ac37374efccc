import { describe, expect, it } from 'vitest';
import { dateTimeOf, nearestTimeOfDay, referenceTime, timeOfDayMs } from '../../../../../server/modules/nmea/sentence-time.js';

describe('sentence time', () => {
  it('reads RMC date and time as UTC, two-digit years from 80 in the 1900s', () => {
    expect(dateTimeOf('030414', '085412.000')?.toISOString()).toBe('2014-04-03T08:54:12.000Z');
    expect(dateTimeOf('200818', '094737')?.toISOString()).toBe('2018-08-20T09:47:37.000Z');
    expect(dateTimeOf('230394', '123519')?.toISOString()).toBe('1994-03-23T12:35:19.000Z');
    expect(dateTimeOf('310218', '094737')).toBeUndefined();
    expect(dateTimeOf('', '094737')).toBeUndefined();
  });

  it('puts a time of day on the day nearest its arrival, across midnight both ways', () => {
    expect(nearestTimeOfDay('094736', new Date('2026-03-01T09:47:37.250Z'))?.toISOString()).toBe('2026-03-01T09:47:36.000Z');
    expect(nearestTimeOfDay('235959.000', new Date('2026-09-12T00:00:00.691Z'))?.toISOString()).toBe('2026-09-11T23:59:59.000Z');
    expect(nearestTimeOfDay('000001', new Date('2026-12-31T23:59:58Z'))?.toISOString()).toBe('2027-01-01T00:00:01.000Z');
  });

  it('runs the GNSS clock on from the last dated sentence for ten minutes, then falls back to the arrival time', () => {
    const clock = { time: new Date('2018-08-20T09:47:37Z'), receivedAt: new Date('2026-03-01T10:00:00Z') };
    expect(referenceTime(new Date('2026-03-01T10:00:02.5Z'), clock).toISOString()).toBe('2018-08-20T09:47:39.500Z');
    expect(referenceTime(new Date('2026-03-01T10:11:00Z'), clock).toISOString()).toBe('2026-03-01T10:11:00.000Z');
    expect(referenceTime(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('refuses times that are not times', () => {
    expect(timeOfDayMs('172814.0')).toBe(62_894_000);
    for (const bad of ['', '2460', '250000', '12:00:00', undefined]) expect(timeOfDayMs(bad), String(bad)).toBeUndefined();
  });
});
