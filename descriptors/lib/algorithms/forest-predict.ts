/** Predictions of a stored forest (forest-model.ts), exactly as ml-random-forest's regression answers them. */
import type { ForestModel, ForestTree } from './forest-model.js';

/** The leaf a row reaches; a NaN compares false and goes right, as in ml-cart. */
const leafValue = (tree: ForestTree, row: readonly number[]): number => {
  let node = 0;
  while (tree.feature[node] !== -1) node = row[tree.feature[node]] < tree.value[node] ? tree.left[node] : tree.right[node];
  return tree.value[node];
};

/**
 * One prediction per row (values in the order of `model.features`): the mean of the trees, summed left to right as
 * ml-array-mean does, so the float result is the library's to the last bit.
 */
export const predictForest = (model: ForestModel, rows: readonly (readonly number[])[]): number[] =>
  rows.map((row, index) => {
    if (row.length !== model.features.length) throw new RangeError(`row ${index} has ${row.length} values, the model reads ${model.features.length}`);
    let sum = 0;
    for (const tree of model.trees) sum += leafValue(tree, row);
    return sum / model.trees.length;
  });
