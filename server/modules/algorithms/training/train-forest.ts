/**
 * Trains a RANDOM_FOREST regression of a target tag on its referring tags (issue 17): a seeded sample of the rows, 80 %
 * to learn from and 20 % held out, a forest of capped size, and its R² and RMSE on both parts. Same input, same model.
 */
import { RandomForestRegression } from 'ml-random-forest';
import type { ForestModel } from '../../../../descriptors/lib/algorithms/forest-model.js';
import { predictForest } from '../../../../descriptors/lib/algorithms/forest-predict.js';
import type { TrainingScore } from '../../../../descriptors/lib/algorithms/training-scores.js';
import { compactForest } from './compact-forest.js';
import { coefficientOfDetermination, rootMeanSquaredError } from './regression-scores.js';
import { shuffledIndexes } from './seeded-sample.js';
import { TrainingRefused } from './training-errors.js';

export interface ForestOptions {
  /** Trees in the forest. */
  trees: number;
  /** Splits from the root to the deepest leaf. */
  maxDepth: number;
  /** A node with this many rows or fewer becomes a leaf. */
  minRowsToSplit: number;
  /**
   * Rows used at most, a seeded sample of the rest: ml-cart tries every split of every node against every row, so its
   * time grows with the square of the rows.
   */
  maxRows: number;
  /** Share of the rows held out to score the model on data it did not learn. */
  testShare: number;
  /** Fixes the sample, the split and the forest's bagging. */
  seed: number;
}

/** Sizes chosen so 2 000 rows of 3 features train in about 8 s on one core and store in about 280 kB of JSON (measured 2026-11-27). */
export const defaultForestOptions: ForestOptions = { trees: 30, maxDepth: 8, minRowsToSplit: 10, maxRows: 2_000, testShare: 0.2, seed: 42 };

/** Fewer rows than this leave nothing worth holding out. */
export const minTrainingRows = 10;

export interface TrainingInput {
  /** The referring tags, naming the columns of `rows`. */
  features: string[];
  target: string;
  rows: number[][];
  /** The target's value for each row. */
  targets: number[];
  options?: Partial<ForestOptions>;
}

export interface TrainingResult {
  model: ForestModel;
  scores: TrainingScore[];
  /** The rows each part had, after sampling down to `maxRows`. */
  rowCounts: { train: number; test: number };
}

const checkRows = ({ features, rows, targets }: TrainingInput): void => {
  if (features.length === 0) throw new TrainingRefused('no-features', 'a model needs at least one referring tag');
  if (rows.length !== targets.length) throw new TrainingRefused('rows-not-numbers', `${rows.length} rows but ${targets.length} target values`);
  if (rows.length < minTrainingRows) throw new TrainingRefused('too-few-rows', `${rows.length} rows; training needs at least ${minTrainingRows}`);
  const bad = rows.findIndex((row, i) => row.length !== features.length || !Number.isFinite(targets[i]) || !row.every(Number.isFinite));
  if (bad >= 0) throw new TrainingRefused('rows-not-numbers', `row ${bad} is not ${features.length} finite numbers with a finite target`);
};

const scoresOf = (model: ForestModel, train: number[], test: number[], { rows, targets }: TrainingInput): TrainingScore[] => {
  const part = (indexes: number[]) => ({ actual: indexes.map((i) => targets[i]), predicted: predictForest(model, indexes.map((i) => rows[i])) });
  const [learnt, heldOut] = [part(train), part(test)];
  return [
    { score: 'R2', train: coefficientOfDetermination(learnt.actual, learnt.predicted), test: coefficientOfDetermination(heldOut.actual, heldOut.predicted) },
    { score: 'RMSE', train: rootMeanSquaredError(learnt.actual, learnt.predicted), test: rootMeanSquaredError(heldOut.actual, heldOut.predicted) },
  ];
};

/** The forest as ml-random-forest trains it, on the rows given, before it is made compact. */
export const trainLibraryForest = (rows: number[][], targets: number[], options: ForestOptions): RandomForestRegression => {
  const forest = new RandomForestRegression({
    nEstimators: options.trees, seed: options.seed, noOOB: true,
    treeOptions: { maxDepth: options.maxDepth, minNumSamples: options.minRowsToSplit },
  });
  forest.train(rows, targets);
  return forest;
};

export const trainForest = (input: TrainingInput): TrainingResult => {
  checkRows(input);
  const options = { ...defaultForestOptions, ...input.options };
  const sample = shuffledIndexes(input.rows.length, options.seed).slice(0, options.maxRows);
  const testCount = Math.max(1, Math.round(sample.length * options.testShare));
  const [test, train] = [sample.slice(0, testCount), sample.slice(testCount)];
  const forest = trainLibraryForest(train.map((i) => input.rows[i]), train.map((i) => input.targets[i]), options);
  const model = compactForest(forest, input.features, input.target);
  return { model, scores: scoresOf(model, train, test, input), rowCounts: { train: train.length, test: test.length } };
};
