import { describe, expect, it } from 'vitest';
import type { ForestModel } from '../../../../../descriptors/lib/algorithms/forest-model.js';
import { predictForest } from '../../../../../descriptors/lib/algorithms/forest-predict.js';

// Tree 1 splits speed (column 0) at 10 knots; tree 2 splits draft (column 1) at 7 m.
const model: ForestModel = {
  format: 'keel-forest', version: 1, features: ['STW', 'DRAFT'], target: 'POWER',
  trees: [
    { feature: [0, -1, -1], value: [10, 1_000, 3_000], left: [1, -1, -1], right: [2, -1, -1] },
    { feature: [1, -1, -1], value: [7, 2_000, 4_000], left: [1, -1, -1], right: [2, -1, -1] },
  ],
};

describe('predicting with a stored forest', () => {
  it('answers the mean of the trees’ leaves, one prediction per row', () => {
    expect(predictForest(model, [[9, 6], [11, 6], [9, 8], [11, 8]])).toEqual([1_500, 2_500, 2_500, 3_500]);
  });

  it('sends a value equal to the threshold right, and a missing (NaN) value right, as ml-cart does', () => {
    expect(predictForest(model, [[10, 7]])).toEqual([3_500]);
    expect(predictForest(model, [[Number.NaN, 6]])).toEqual([2_500]);
  });

  it('refuses a row without one value per feature', () => {
    expect(() => predictForest(model, [[9]])).toThrow(/row 0 has 1 values, the model reads 2/);
  });
});
