/** Timing helpers for benchmarks: warm up, then the median of several rounds. */
export interface Bench {
  /** what `npm run bench -- <id>` selects */
  id: string;
  title: string;
  run(): Promise<string[]>;
}

export function median(samples: readonly number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

/** Median milliseconds per operation over `rounds` rounds of `perRound` operations. */
export async function msPerOp(operation: () => unknown, perRound = 200, rounds = 5): Promise<number> {
  for (let i = 0; i < perRound; i++) await operation();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const began = performance.now();
    for (let i = 0; i < perRound; i++) await operation();
    samples.push((performance.now() - began) / perRound);
  }
  return median(samples);
}

/** Milliseconds one call takes (for work that cannot be repeated on the same data, such as storing new points). */
export async function msOnce(operation: () => unknown): Promise<number> {
  const began = performance.now();
  await operation();
  return performance.now() - began;
}

const format = (value: number) => (value >= 1000 ? Math.round(value).toLocaleString('en-US') : value.toFixed(value >= 100 ? 1 : 3));

/** A ratio with two decimals, or two significant digits below 0.1 (0.0011 rather than 0.00). */
export const formatRatio = (ratio: number) => (ratio >= 0.1 ? ratio.toFixed(2) : ratio.toPrecision(2));

/** `name: value unit = ratio × baseline (baseline value unit)`; the unit is ms/op unless told (points/s, B/point …). */
export function ratioLine(name: string, value: number, baseline: number, baselineName: string, unit = 'ms/op'): string {
  return `${name}: ${format(value)} ${unit} = ${formatRatio(value / baseline)} × ${baselineName} (${format(baseline)} ${unit})`;
}
