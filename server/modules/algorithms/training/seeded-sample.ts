/** A deterministic shuffle of row indexes, so the same rows and seed always train and test on the same rows. */

/** mulberry32: a small 32-bit generator; quality enough to shuffle rows, and the same sequence on every platform. */
const generator = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** 0 … count-1 in an order fixed by the seed (Fisher–Yates). */
export const shuffledIndexes = (count: number, seed: number): number[] => {
  const next = generator(seed);
  const indexes = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
  }
  return indexes;
};
