import { describe, expect, it } from 'vitest';
import { valueTrend } from '../../../../../descriptors/lib/analytics/value-trend.js';

const hour = 3_600_000;
const points = (values: (number | null)[]) => values.map((v, i) => [i * hour, v] as const);

describe('the latest value with its trend', () => {
  it('compares the latest value with the first of the period, gaps skipped', () => {
    expect(valueTrend(points([null, 10, 11, null, 12.5, null]), 'periodStart')).toEqual({
      latest: { ts: 4 * hour, value: 12.5 }, reference: { ts: hour, value: 10 }, change: 2.5, percent: 25,
    });
  });

  it('compares the latest value with the bucket before it that has a value', () => {
    const trend = valueTrend(points([10, 12, null, 9]), 'previousBucket');
    expect(trend).toMatchObject({ latest: { value: 9 }, reference: { ts: hour, value: 12 }, change: -3, percent: -25 });
  });

  it('has no change for a lone value, no percentage against zero and nothing without values', () => {
    expect(valueTrend(points([null, 7, null]), 'periodStart')).toEqual({ latest: { ts: hour, value: 7 }, change: null, percent: null });
    expect(valueTrend(points([0, 5]), 'periodStart')).toMatchObject({ change: 5, percent: null });
    expect(valueTrend(points([null, null]), 'previousBucket')).toBeUndefined();
    expect(valueTrend([], 'periodStart')).toBeUndefined();
  });

  it('measures a fall against a negative start as a fall', () => {
    expect(valueTrend(points([-4, -5]), 'periodStart')).toMatchObject({ change: -1, percent: -25 });
  });
});
