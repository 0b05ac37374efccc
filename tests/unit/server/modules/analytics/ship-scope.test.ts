import { describe, expect, it } from 'vitest';
import { intersectShips } from '../../../../../server/modules/analytics/ship-scope.js';

describe('ships an extraction reads', () => {
  it('narrows the visible ships by each list that is given; an empty list does not narrow', () => {
    expect(intersectShips(['A', 'B', 'C'], [], undefined)).toEqual(['A', 'B', 'C']);
    expect(intersectShips(['A', 'B', 'C'], ['B', 'C', 'D'], ['C'])).toEqual(['C']);
    expect(intersectShips(['A'], ['B'])).toEqual([]);
  });
});
