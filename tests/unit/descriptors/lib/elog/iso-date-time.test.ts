import { describe, expect, it } from 'vitest';
import { formatWallTime, parseWallTime } from '../../../../../descriptors/lib/elog/iso-date-time.js';

describe('ISO wall-clock times of the eLog\'s local-time input', () => {
  it('reads wall-clock times as the same reading in UTC, seconds optional, no zone allowed', () => {
    expect(parseWallTime('2026-11-22T04:00')).toBe(Date.UTC(2026, 10, 22, 4, 0));
    expect(parseWallTime('2026-11-22T04:00:30')).toBe(Date.UTC(2026, 10, 22, 4, 0, 30));
    expect(parseWallTime('2026-11-22T04:00Z')).toBeUndefined();
    expect(parseWallTime('2026-11-22T4:00')).toBeUndefined();
    expect(parseWallTime('2026-02-30T04:00')).toBeUndefined();
  });

  it('does not take two-digit years for the twentieth century', () => {
    const millis = parseWallTime('0050-06-01T00:00');
    expect(millis).toBeDefined();
    expect(new Date(millis!).getUTCFullYear()).toBe(50);
    expect(formatWallTime(millis!)).toBe('0050-06-01T00:00');
  });

  it('writes the UTC reading to the minute, and nothing for what no wall time can show', () => {
    expect(formatWallTime(Date.UTC(2026, 10, 22, 4, 7, 59, 999))).toBe('2026-11-22T04:07');
    expect(formatWallTime(Date.UTC(1969, 11, 31, 23, 59))).toBe('1969-12-31T23:59');
    expect(formatWallTime(Number.NaN)).toBeUndefined();
    expect(formatWallTime(Date.UTC(10000, 0, 1))).toBeUndefined();
    expect(formatWallTime(Date.UTC(-1, 11, 31))).toBeUndefined();
  });
});
