/**
 * The one stored shape of a trained RANDOM_FOREST regression (issue 17): a compact forest of flat trees that the server
 * (forest-predict.ts) and user Python in the sandbox both walk, giving the same numbers.
 */
import { z } from 'zod';

/**
 * One tree as parallel arrays, a node per index, the root at 0. A split sends a row left when
 * `row[feature] < value` and right otherwise (NaN included), as ml-cart does; a leaf answers its value.
 */
export const ForestTree = z.object({
  /** The column of the model's features a split reads; -1 for a leaf. */
  feature: z.array(z.number().int().min(-1)),
  /** A split's threshold; a leaf's prediction. */
  value: z.array(z.number()),
  /** A split's children (always after it, so every walk ends); -1 for a leaf. */
  left: z.array(z.number().int().min(-1)),
  right: z.array(z.number().int().min(-1)),
});
export type ForestTree = z.infer<typeof ForestTree>;

export const ForestModel = z.object({
  format: z.literal('keel-forest'),
  version: z.literal(1),
  /** The referring tags, in the column order of the rows `predict` takes. */
  features: z.array(z.string()).min(1),
  target: z.string(),
  /** A prediction is the mean of the trees' answers, summed in this order. */
  trees: z.array(ForestTree).min(1),
}).superRefine((model, context) => {
  model.trees.forEach((tree, t) => {
    for (const problem of treeProblems(tree, model.features.length)) context.addIssue({ code: 'custom', path: ['trees', t], message: problem });
  });
});
export type ForestModel = z.infer<typeof ForestModel>;

/** What makes a tree unwalkable: arrays of different lengths, a child out of range or not after its parent, a feature not in the model. */
const treeProblems = (tree: ForestTree, featureCount: number): string[] => {
  const size = tree.feature.length;
  if (size === 0 || [tree.value, tree.left, tree.right].some((column) => column.length !== size)) return ['a tree needs nodes, with feature, value, left and right of one length'];
  const problems: string[] = [];
  for (let node = 0; node < size; node += 1) {
    const feature = tree.feature[node];
    const isLeaf = feature === -1;
    const hasChildren = [tree.left[node], tree.right[node]].every((child) => child > node && child < size);
    if (feature >= featureCount) problems.push(`node ${node} reads feature ${feature} of ${featureCount}`);
    if (isLeaf ? tree.left[node] !== -1 || tree.right[node] !== -1 : !hasChildren) problems.push(`node ${node} has children out of place`);
  }
  return problems;
};
