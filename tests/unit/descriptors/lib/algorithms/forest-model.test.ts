import { describe, expect, it } from 'vitest';
import { ForestModel } from '../../../../../descriptors/lib/algorithms/forest-model.js';

const leaf = (value: number) => ({ feature: [-1], value: [value], left: [-1], right: [-1] });
const stump = { feature: [0, -1, -1], value: [10, 1, 2], left: [1, -1, -1], right: [2, -1, -1] };
const model = (trees: unknown[]) => ({ format: 'keel-forest', version: 1, features: ['STW'], target: 'POWER', trees });

describe('the stored forest', () => {
  it('accepts a forest of splits and leaves', () => {
    expect(ForestModel.safeParse(model([stump, leaf(3)])).success).toBe(true);
  });

  it('refuses a tree whose walk would not end or would read past its nodes', () => {
    const loop = { ...stump, left: [0, -1, -1] };
    const outside = { ...stump, right: [3, -1, -1] };
    for (const tree of [loop, outside]) expect(ForestModel.safeParse(model([tree])).error?.issues[0].message).toMatch(/children out of place/);
  });

  it('refuses a split on a feature the model does not have, and columns of different lengths', () => {
    expect(ForestModel.safeParse(model([{ ...stump, feature: [1, -1, -1] }])).error?.issues[0].message).toMatch(/reads feature 1 of 1/);
    expect(ForestModel.safeParse(model([{ ...stump, value: [10, 1] }])).error?.issues[0].message).toMatch(/of one length/);
  });

  it('refuses another format or version, and a forest without trees', () => {
    expect(ForestModel.safeParse({ ...model([stump]), version: 2 }).success).toBe(false);
    expect(ForestModel.safeParse({ ...model([stump]), format: 'RFRegression' }).success).toBe(false);
    expect(ForestModel.safeParse(model([])).success).toBe(false);
  });
});
