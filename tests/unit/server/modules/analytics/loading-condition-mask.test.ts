import { describe, expect, it } from 'vitest';
import { bucketStates, keptConditions, maskPoints } from '../../../../../server/modules/analytics/loading-condition-mask.js';
import type { ChartPoint } from '../../../../../descriptors/lib/analytics/extract-answer.js';

const ship = { designDraft: 14, ballastDraft: 6 };

describe('masking buckets by loading condition', () => {
  it('narrows only with LADEN or BALLAST, and keeps nothing when the dataset and the filters disagree', () => {
    expect(keptConditions(undefined, undefined)).toBeUndefined();
    expect(keptConditions('ALL', undefined)).toBeUndefined();
    expect(keptConditions('LADEN', 'ALL')).toEqual(['LADEN']);
    expect(keptConditions(undefined, 'BALLAST')).toEqual(['BALLAST']);
    expect(keptConditions('LADEN', 'LADEN')).toEqual(['LADEN']);
    expect(keptConditions('LADEN', 'BALLAST')).toEqual([]);
  });

  it('tells each bucket from its forward and aft drafts; a bucket missing either is not told', () => {
    const forward: ChartPoint[] = [[0, 13], [1, 5], [2, 9], [3, null]];
    const aft: ChartPoint[] = [[0, 14], [1, 7], [2, 11], [3, 12]];
    expect([...bucketStates(forward, aft, ship)]).toEqual([[0, 'LADEN'], [1, 'BALLAST'], [2, 'LADEN']]);
    expect(bucketStates(forward, aft, {}).size).toBe(0);
  });

  it('turns values of other or unknown conditions into gaps, writing consecutive gaps once', () => {
    const states = new Map([[0, 'LADEN'], [1, 'BALLAST'], [2, 'BALLAST'], [4, 'LADEN']] as const);
    const points: ChartPoint[] = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, null]];
    expect(maskPoints(points, states, ['LADEN'])).toEqual([[0, 1], [1, null], [4, 5], [5, null]]);
    expect(maskPoints(points, states, ['BALLAST'])).toEqual([[0, null], [1, 2], [2, 3], [3, null]]);
    expect(maskPoints(points, states, [])).toEqual([[0, null]]);
  });
});
