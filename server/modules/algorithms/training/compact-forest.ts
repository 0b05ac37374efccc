/** Turns a trained ml-random-forest regression into Keel's compact stored forest (descriptors/lib/algorithms/forest-model.ts). */
import type { RandomForestRegression } from 'ml-random-forest';
import type { ForestModel, ForestTree } from '../../../../descriptors/lib/algorithms/forest-model.js';

/** An ml-cart node as it is after training: a split has both children; anything else is a leaf holding its mean. */
interface CartNode {
  splitColumn?: number;
  splitValue?: number;
  distribution?: number;
  left?: CartNode;
  right?: CartNode;
}

/**
 * Flattens one tree in pre-order. `columns` maps the tree's own columns to the model's: feature bagging hands each tree
 * the features in its own order, so the stored split reads the model's column directly.
 */
const flattenTree = (root: CartNode, columns: readonly number[]): ForestTree => {
  const tree: ForestTree = { feature: [], value: [], left: [], right: [] };
  const visit = (node: CartNode): number => {
    const index = tree.feature.length;
    if (node.left && node.right && node.splitColumn !== undefined && node.splitValue !== undefined) {
      tree.feature.push(columns[node.splitColumn]);
      tree.value.push(node.splitValue);
      tree.left.push(-1);
      tree.right.push(-1);
      tree.left[index] = visit(node.left);
      tree.right[index] = visit(node.right);
    } else {
      if (typeof node.distribution !== 'number') throw new Error('a regression tree leaf holds no value');
      tree.feature.push(-1);
      tree.value.push(node.distribution);
      tree.left.push(-1);
      tree.right.push(-1);
    }
    return index;
  };
  visit(root);
  return tree;
};

/** The library's trained trees with the feature each of their columns stands for. */
interface TrainedForest {
  estimators: { root: CartNode }[];
  indexes: number[][];
}

export const compactForest = (forest: RandomForestRegression, features: readonly string[], target: string): ForestModel => {
  const { estimators, indexes } = forest as unknown as TrainedForest;
  return {
    format: 'keel-forest',
    version: 1,
    features: [...features],
    target,
    trees: estimators.map((estimator, i) => flattenTree(estimator.root, indexes[i])),
  };
};
