/**
 * Least-squares regression for scatter panels: a polynomial of order n (SPEC §5: order at least 1, else
 * "Invalid order"; rounding decimals an integer, else "Invalid decimals") and the power law y = a·xᵇ used for
 * speed–consumption curves (a straight line through (ln x, ln y), reference/performance.md §2), each with R².
 * Pure: the runtime draws the curve, the server may use it for exports.
 */

/** The problems a fit can have; the first two are SPEC §5 messages, shown as they are. */
export type FitProblem = 'Invalid order' | 'Invalid decimals' | 'Not enough points';

export interface FitOptions {
  /** Polynomial order, an integer ≥ 1. */
  order?: unknown;
  /** Decimals the coefficients are rounded to for display, an integer (absent: not rounded). */
  decimals?: unknown;
}

export interface PolynomialFit {
  /** c₀ … cₙ of y = c₀ + c₁x + … + cₙxⁿ. */
  coefficients: number[];
  /** Coefficient of determination; null when the y values do not vary. */
  rSquared: number | null;
  /** Points the fit used. */
  count: number;
}

export type FitResult = { fit: PolynomialFit; problems: [] } | { fit?: undefined; problems: FitProblem[] };

/** The SPEC §5 checks of a fit's options: order an integer ≥ 1, decimals an integer when given. */
export function validateFitOptions(options: FitOptions): FitProblem[] {
  const problems: FitProblem[] = [];
  if (typeof options.order !== 'number' || !Number.isInteger(options.order) || options.order < 1) problems.push('Invalid order');
  if (options.decimals !== undefined && options.decimals !== null
    && (typeof options.decimals !== 'number' || !Number.isInteger(options.decimals))) problems.push('Invalid decimals');
  return problems;
}

/** Fits y = c₀ + … + cₙxⁿ to the points by least squares; points with a non-finite coordinate are skipped. */
export function fitPolynomial(points: readonly (readonly [number, number])[], options: FitOptions): FitResult {
  const problems = validateFitOptions(options);
  if (problems.length) return { problems };
  const order = options.order as number;
  const usable = points.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (usable.length < order + 1) return { problems: ['Not enough points'] };
  // Centre and scale x first: powers of raw values (speeds near 14, timestamps) make the system ill-conditioned.
  const xs = usable.map(([x]) => x);
  const mean = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const scale = xs.reduce((widest, x) => Math.max(widest, Math.abs(x - mean)), 0) || 1;
  const rows = usable.map(([x]) => powers((x - mean) / scale, order));
  const scaled = solveLeastSquares(rows, usable.map(([, y]) => y));
  if (!scaled) return { problems: ['Not enough points'] };
  const coefficients = unscale(scaled, mean, scale);
  const predicted = rows.map((row) => row.reduce((sum, value, k) => sum + value * scaled[k], 0));
  const decimals = options.decimals as number | undefined;
  return {
    fit: {
      coefficients: decimals === undefined || decimals === null ? coefficients : roundCoefficients(coefficients, decimals),
      rSquared: rSquaredOf(usable.map(([, y]) => y), predicted),
      count: usable.length,
    },
    problems: [],
  };
}

export interface PowerLawFit {
  /** y = a·xᵇ */
  a: number;
  b: number;
  /** R² of the straight line through (ln x, ln y). */
  rSquared: number | null;
  count: number;
}

/** Fits y = a·xᵇ by least squares on (ln x, ln y); only points with x > 0 and y > 0 take part. */
export function fitPowerLaw(points: readonly (readonly [number, number])[]): { fit?: PowerLawFit; problems: FitProblem[] } {
  const logs = points.filter(([x, y]) => x > 0 && y > 0).map(([x, y]) => [Math.log(x), Math.log(y)] as const);
  const line = fitPolynomial(logs, { order: 1 });
  if (!line.fit) return { problems: line.problems };
  const [lnA, b] = line.fit.coefficients;
  return { fit: { a: Math.exp(lnA), b, rSquared: line.fit.rSquared, count: line.fit.count }, problems: [] };
}

/** c₀ + c₁x + … by Horner's rule. */
export function evaluatePolynomial(coefficients: readonly number[], x: number): number {
  return coefficients.reduceRight((sum, c) => sum * x + c, 0);
}

/** Rounds each coefficient to `decimals` places (negative: to tens, hundreds …). */
export function roundCoefficients(coefficients: readonly number[], decimals: number): number[] {
  const factor = 10 ** decimals;
  return coefficients.map((c) => Math.round(c * factor) / factor + 0);
}

function powers(x: number, order: number): number[] {
  const row = [1];
  for (let k = 1; k <= order; k++) row.push(row[k - 1] * x);
  return row;
}

/**
 * Least squares by Householder QR (better conditioned than the normal equations). Undefined when the columns are
 * dependent: fewer distinct x values than coefficients.
 */
function solveLeastSquares(rows: number[][], ys: number[]): number[] | undefined {
  const a = rows.map((row) => [...row]);
  const b = [...ys];
  const m = a.length;
  const n = a[0].length;
  const largest = a.reduce((widest, row) => row.reduce((w, value) => Math.max(w, Math.abs(value)), widest), 0);
  for (let j = 0; j < n; j++) {
    const norm = Math.sqrt(a.slice(j).reduce((sum, row) => sum + row[j] * row[j], 0));
    if (norm <= largest * 1e-12) return undefined;
    const alpha = a[j][j] > 0 ? -norm : norm;
    const v = a.slice(j).map((row) => row[j]);
    v[0] -= alpha;
    const vv = v.reduce((sum, value) => sum + value * value, 0);
    if (vv === 0) continue;
    for (let k = j; k < n; k++) {
      const dot = v.reduce((sum, value, i) => sum + value * a[j + i][k], 0);
      for (let i = 0; i < m - j; i++) a[j + i][k] -= (2 * dot / vv) * v[i];
    }
    const dot = v.reduce((sum, value, i) => sum + value * b[j + i], 0);
    for (let i = 0; i < m - j; i++) b[j + i] -= (2 * dot / vv) * v[i];
  }
  const x = new Array<number>(n).fill(0);
  for (let j = n - 1; j >= 0; j--) {
    let sum = b[j];
    for (let k = j + 1; k < n; k++) sum -= a[j][k] * x[k];
    x[j] = sum / a[j][j];
  }
  return x;
}

/** Coefficients of p(t), t = (x − mean)/scale, as coefficients of x (binomial expansion of each (x − mean)ᵏ). */
function unscale(scaled: number[], mean: number, scale: number): number[] {
  const result = new Array<number>(scaled.length).fill(0);
  scaled.forEach((bk, k) => {
    const factor = bk / scale ** k;
    let binomial = 1;
    for (let j = 0; j <= k; j++) {
      result[j] += factor * binomial * (-mean) ** (k - j);
      binomial = (binomial * (k - j)) / (j + 1);
    }
  });
  return result;
}

function rSquaredOf(ys: number[], predicted: number[]): number | null {
  const mean = ys.reduce((sum, y) => sum + y, 0) / ys.length;
  const total = ys.reduce((sum, y) => sum + (y - mean) ** 2, 0);
  if (total === 0) return null;
  const residual = ys.reduce((sum, y, i) => sum + (y - predicted[i]) ** 2, 0);
  return 1 - residual / total;
}
