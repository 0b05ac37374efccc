import { describe, expect, it } from 'vitest';
import {
  ladenDraftThreshold, loadingStateAt, meanDraftOf, minimumBallastDraft, referenceBallastDraft,
} from '../../../../server/calc/loading-condition.js';

describe('loading condition from the mean draft', () => {
  it('counts a ship laden from halfway between its ballast and design drafts', () => {
    const ship = { designDraft: 14.45, ballastDraft: 7.4, lbp: 222 };
    const threshold = ladenDraftThreshold(ship);
    expect(threshold).toBeCloseTo(10.925, 10);
    expect(loadingStateAt(10.925, threshold)).toBe('LADEN');
    expect(loadingStateAt(10.92, threshold)).toBe('BALLAST');
    expect(loadingStateAt(14.3, threshold)).toBe('LADEN');
    expect(loadingStateAt(7.1, threshold)).toBe('BALLAST');
  });

  it('takes the MARPOL minimum ballast draught 2.0 + 0.02·L when the ship has no ballast draft', () => {
    expect(minimumBallastDraft(222)).toBeCloseTo(6.44, 10);
    expect(referenceBallastDraft({ designDraft: 14.45, lbp: 222 })).toBeCloseTo(6.44, 10);
    expect(ladenDraftThreshold({ designDraft: 14.45, lbp: 222 })).toBeCloseTo((6.44 + 14.45) / 2, 10);
  });

  it('cannot tell without a design draft, without both ballast draft and length, or with a ballast draft not below design', () => {
    expect(ladenDraftThreshold({ ballastDraft: 7, lbp: 200 })).toBeUndefined();
    expect(ladenDraftThreshold({ designDraft: 12 })).toBeUndefined();
    expect(ladenDraftThreshold({ designDraft: 12, ballastDraft: 12 })).toBeUndefined();
    expect(ladenDraftThreshold({ designDraft: '12', ballastDraft: 6 })).toBeUndefined();
    expect(ladenDraftThreshold({ designDraft: 7, lbp: 300 })).toBeUndefined();
    expect(loadingStateAt(10, undefined)).toBeUndefined();
    expect(loadingStateAt(undefined, 10)).toBeUndefined();
  });

  it('averages the forward and aft drafts, and needs both', () => {
    expect(meanDraftOf(5.5, 8.5)).toBe(7);
    expect(meanDraftOf(5.5, null)).toBeUndefined();
    expect(meanDraftOf('5.5', 8.5)).toBeUndefined();
    expect(meanDraftOf(Number.NaN, 8.5)).toBeUndefined();
  });
});
