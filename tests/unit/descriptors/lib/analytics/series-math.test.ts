import { describe, expect, it } from 'vitest';
import { aggregatePoints, lastValue, mergeBuckets, pairByTime, percentChange, type SeriesPoint } from '../../../../../descriptors/lib/analytics/series-math.js';

const points: SeriesPoint[] = [[1000, 4], [2000, null], [3000, 2], [4000, 6], [5000, null]];

describe('series math', () => {
  it('takes the newest value, skipping gaps', () => {
    expect(lastValue(points)).toEqual({ ts: 4000, value: 6 });
    expect(lastValue([[1, null]])).toBeUndefined();
  });

  it('aggregates over the values only', () => {
    expect(aggregatePoints(points, 'avg')).toBe(4);
    expect(aggregatePoints(points, 'sum')).toBe(12);
    expect(aggregatePoints(points, 'min')).toBe(2);
    expect(aggregatePoints(points, 'max')).toBe(6);
    expect(aggregatePoints(points, 'first')).toBe(4);
    expect(aggregatePoints(points, 'last')).toBe(6);
    expect(aggregatePoints([[1, null]], 'sum')).toBeNull();
  });

  it('changes in percent of the previous value', () => {
    expect(percentChange(110, 100)).toBeCloseTo(10);
    expect(percentChange(-5, -10)).toBeCloseTo(50);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
  });

  it('pairs two series by bucket where both have values', () => {
    expect(pairByTime(points, [[1000, 10], [2000, 11], [3000, null], [4000, 13]])).toEqual([[4, 10], [6, 13]]);
  });

  it('merges runs of buckets into their mean, keeping gaps', () => {
    const merged = mergeBuckets([[0, 1], [1, 3], [2, null], [3, null], [4, 5]], 3);
    expect(merged).toEqual([[0, 2], [2, null], [4, 5]]);
    expect(mergeBuckets(points, 10)).toEqual(points);
  });
});
