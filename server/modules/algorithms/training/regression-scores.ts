/** R² and RMSE of predictions against the true values, the two scores a trained regression reports. */

const squaredErrors = (actual: readonly number[], predicted: readonly number[]): number =>
  actual.reduce((sum, value, i) => sum + (value - predicted[i]) ** 2, 0);

export const rootMeanSquaredError = (actual: readonly number[], predicted: readonly number[]): number =>
  Math.sqrt(squaredErrors(actual, predicted) / actual.length);

/**
 * The coefficient of determination. For a constant target it is undefined; like scikit-learn we answer 1 when the
 * predictions are exact and 0 otherwise, so a score is always a number a screen can show.
 */
export const coefficientOfDetermination = (actual: readonly number[], predicted: readonly number[]): number => {
  const mean = actual.reduce((sum, value) => sum + value, 0) / actual.length;
  const total = actual.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  const residual = squaredErrors(actual, predicted);
  if (total === 0) return residual === 0 ? 1 : 0;
  return 1 - residual / total;
};
