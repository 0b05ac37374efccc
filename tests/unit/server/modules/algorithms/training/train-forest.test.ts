import { describe, expect, it } from 'vitest';
import { ForestModel } from '../../../../../../descriptors/lib/algorithms/forest-model.js';
import { predictForest } from '../../../../../../descriptors/lib/algorithms/forest-predict.js';
import { trainForest } from '../../../../../../server/modules/algorithms/training/train-forest.js';
import { TrainingRefused } from '../../../../../../server/modules/algorithms/training/training-errors.js';
import { speedPowerFeatures, speedPowerRows } from '../../../../../support/speed-power-rows.js';

const scoreOf = (result: ReturnType<typeof trainForest>, name: 'R2' | 'RMSE') => result.scores.find((s) => s.score === name)!;

describe('training a random forest', { timeout: 60_000 }, () => {
  it('learns target = 2·x + 3 on a grid: R² near 1 on the held-out rows, predictions near the line', () => {
    const xs = Array.from({ length: 200 }, (_, i) => i / 2);
    const result = trainForest({ features: ['X'], target: 'Y', rows: xs.map((x) => [x]), targets: xs.map((x) => 2 * x + 3) });
    expect(scoreOf(result, 'R2').test).toBeGreaterThan(0.99);
    expect(result.rowCounts).toEqual({ train: 160, test: 40 });
    expect(Math.abs(predictForest(result.model, [[50.25]])[0] - 103.5)).toBeLessThan(1.5);
  });

  it('scores a constant target as exact: RMSE 0 and R² 1 on both parts', () => {
    const { rows } = speedPowerRows(50);
    const result = trainForest({ features: speedPowerFeatures, target: 'POWER', rows, targets: rows.map(() => 7_000) });
    expect(result.scores).toEqual([{ score: 'R2', train: 1, test: 1 }, { score: 'RMSE', train: 0, test: 0 }]);
  });

  it('scores the held-out rows apart from the learnt ones: noisy data fits the rows it saw better', () => {
    const { rows, targets } = speedPowerRows(400, { noise: 300 });
    const result = trainForest({ features: speedPowerFeatures, target: 'POWER', rows, targets });
    const [r2, rmse] = [scoreOf(result, 'R2'), scoreOf(result, 'RMSE')];
    expect(rmse.test).toBeGreaterThan(rmse.train * 1.1);
    expect(r2.test).toBeLessThan(r2.train);
    expect(r2.test).toBeGreaterThan(0.8);
  });

  it('gives the same model for the same rows, and another for another seed', () => {
    const { rows, targets } = speedPowerRows(150);
    const input = { features: speedPowerFeatures, target: 'POWER', rows, targets };
    const first = JSON.stringify(trainForest(input));
    expect(JSON.stringify(trainForest(structuredClone(input)))).toBe(first);
    expect(JSON.stringify(trainForest({ ...input, options: { seed: 7 } }))).not.toBe(first);
  });

  it('refuses fewer than 10 rows, rows that are not finite numbers and no referring tag, with a reason the caller can answer', () => {
    const { rows, targets } = speedPowerRows(12);
    const train = (some: number[][], values: number[]) => () => trainForest({ features: speedPowerFeatures, target: 'POWER', rows: some, targets: values });
    expect(train(rows.slice(0, 9), targets.slice(0, 9))).toThrow(TrainingRefused);
    expect(train(rows.slice(0, 9), targets.slice(0, 9))).toThrow(/9 rows; training needs at least 10/);
    expect(train([...rows.slice(0, 11), [1, Number.NaN, 2]], targets)).toThrow(/row 11 is not 3 finite numbers/);
    expect(train(rows, [...targets.slice(0, 11), Number.POSITIVE_INFINITY])).toThrow(expect.objectContaining({ reason: 'rows-not-numbers' }));
    expect(() => trainForest({ features: [], target: 'POWER', rows: rows.map(() => []), targets })).toThrow(expect.objectContaining({ reason: 'no-features' }));
  });

  it('trains a ship’s 2 000 rows of 3 features into a stored model under 400 kB', () => {
    const { rows, targets } = speedPowerRows(2_000);
    const result = trainForest({ features: speedPowerFeatures, target: 'POWER', rows, targets });
    expect(ForestModel.safeParse(result.model).success).toBe(true);
    expect(result.model.trees).toHaveLength(30);
    expect(JSON.stringify(result.model).length).toBeLessThan(400_000);
    expect(scoreOf(result, 'R2').test).toBeGreaterThan(0.95);
  });

  it('samples a longer history down to its row cap, the same rows every time', () => {
    const { rows, targets } = speedPowerRows(600);
    const input = { features: speedPowerFeatures, target: 'POWER', rows, targets, options: { maxRows: 250 } };
    const result = trainForest(input);
    expect(result.rowCounts).toEqual({ train: 200, test: 50 });
    expect(trainForest(input).model).toEqual(result.model);
  });
});
