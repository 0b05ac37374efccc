import { describe, expect, it } from 'vitest';
import { liveRefreshSeconds, maxPointsForWidth, previousPeriod } from '../../../../../descriptors/lib/analytics/page-period.js';

describe('page periods', () => {
  it('the period before a period has its length and ends where it starts', () => {
    const range = { from: '2026-11-20T12:00:00.000Z', to: '2026-11-21T12:00:00.000Z' };
    expect(previousPeriod(range)).toEqual({ from: '2026-11-19T12:00:00.000Z', to: '2026-11-20T12:00:00.000Z' });
  });

  it('live pages refresh every tenth of their period, at most every 10 s and at least every minute', () => {
    expect(liveRefreshSeconds(600)).toBe(60);
    expect(liveRefreshSeconds(60)).toBe(10);
    expect(liveRefreshSeconds(3600)).toBe(60);
  });

  it('asks for one point per 3 px within bounds', () => {
    expect(maxPointsForWidth(900)).toBe(300);
    expect(maxPointsForWidth(0)).toBe(50);
    expect(maxPointsForWidth(10_000)).toBe(1000);
  });
});
