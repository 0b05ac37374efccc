import { describe, expect, it } from 'vitest';
import { ForestModel } from '../../../../../../descriptors/lib/algorithms/forest-model.js';
import { predictForest } from '../../../../../../descriptors/lib/algorithms/forest-predict.js';
import { compactForest } from '../../../../../../server/modules/algorithms/training/compact-forest.js';
import { defaultForestOptions, trainLibraryForest } from '../../../../../../server/modules/algorithms/training/train-forest.js';
import { speedPowerFeatures, speedPowerRows } from '../../../../../support/speed-power-rows.js';

describe('the compact forest', () => {
  const { rows, targets } = speedPowerRows(300);
  const library = trainLibraryForest(rows, targets, defaultForestOptions);
  const compact = compactForest(library, speedPowerFeatures, 'POWER');

  it('predicts what ml-random-forest predicts: on the rows it learned, on new rows, on its thresholds and on NaN', () => {
    const unseen = speedPowerRows(200, { seed: 99 }).rows;
    const thresholds = compact.trees.flatMap((tree) => tree.feature.flatMap((feature, node) => {
      if (feature === -1) return [];
      const row = [12, 8, 10];
      row[feature] = tree.value[node];
      return [row];
    }));
    const missing = [[Number.NaN, 8, 10], [12, Number.NaN, 10], [12, 8, Number.NaN]];
    const all = [...rows, ...unseen, ...thresholds, ...missing];
    const ours = predictForest(compact, all);
    const theirs = library.predict(all);
    expect(thresholds.length).toBeGreaterThan(100);
    expect(Math.max(...ours.map((value, i) => Math.abs(value - theirs[i])))).toBeLessThanOrEqual(1e-9);
  });

  it('is a valid stored model and a small part of the library’s own JSON', () => {
    expect(ForestModel.parse(JSON.parse(JSON.stringify(compact)))).toEqual(compact);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(library.toJSON()).length / 5);
  });
});
