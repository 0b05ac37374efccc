/** Timing helpers for benchmarks: warm up, then the median of several rounds. */
export interface Bench {
  title: string;
  run(): Promise<string[]>;
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
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

export function ratioLine(name: string, ms: number, baselineMs: number, baselineName: string): string {
  return `${name}: ${ms.toFixed(3)} ms/op = ${(ms / baselineMs).toFixed(2)} × ${baselineName} (${baselineMs.toFixed(3)} ms/op)`;
}
