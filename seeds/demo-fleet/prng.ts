/**
 * The demo fleet's only source of randomness: sfc32 (Chris Doty-Humphrey's Small Fast Counter, PractRand-clean),
 * seeded from strings through cyrb128, so one seed and one stream name always give the same numbers.
 */

/** A seeded stream of numbers. */
export interface Rng {
  /** uniform in [0, 1) */
  next(): number;
  /** uniform in [min, max) */
  range(min: number, max: number): number;
  /** standard normal, from a 65 536-step inverse-CDF table (tails cut near ±4.3σ, plenty for sensor noise) */
  normal(): number;
  /** an integer in [0, n) */
  int(n: number): number;
}

/** A stream named by the seed and a path such as `['NORDIC_ORE', 'weather']`; streams never overlap in practice. */
export function createRng(seed: number | string, ...stream: string[]): Rng {
  const [a, b, c, d] = cyrb128([String(seed), ...stream].join('/'));
  return sfc32(a, b, c, d);
}

/** Φ⁻¹ at the midpoints of 65 536 equal-probability steps. */
const normalTable = buildNormalTable(16);

function sfc32(a: number, b: number, c: number, d: number): Rng {
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (n) => Math.floor(next() * n),
    normal: () => normalTable[(next() * normalTable.length) | 0],
  };
}

function buildNormalTable(bits: number): Float64Array {
  const n = 2 ** bits;
  const table = new Float64Array(n);
  for (let i = 0; i < n; i++) table[i] = inverseNormal((i + 0.5) / n);
  return table;
}

/** Acklam's rational approximation of the standard normal quantile (relative error below 1.2e-9). */
function inverseNormal(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low || p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
    const x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    return p < low ? x : -x;
  }
  const q = p - 0.5, r = q * q;
  return ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
