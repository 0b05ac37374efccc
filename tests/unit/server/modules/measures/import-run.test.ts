import { describe, expect, it } from 'vitest';
import { batchesOf } from '../../../../../server/modules/measures/import-run.js';
import type { CsvSeries } from '../../../../../server/modules/measures/measurement-csv.js';

const series = (tag: string, count: number): CsvSeries => ({
  groupingKey: 'SHIP-UNIT-A', tag, column: `SHIP-UNIT-A ${tag}`,
  points: Array.from({ length: count }, (_, i) => ({ ts: new Date(i * 1000), value: i })), lines: Array.from({ length: count }, (_, i) => i + 2),
  fromMs: 0, toMs: (count - 1) * 1000,
});

describe('import batches', () => {
  it('fills each batch up to the size, splitting a long series and remembering where each part starts', () => {
    const batches = [...batchesOf([series('A', 5), series('B', 2), series('C', 4)], 4)];
    expect(batches.map((b) => b.series.map((s) => `${s.tag}:${s.points.length}`))).toEqual([['A:4'], ['A:1', 'B:2', 'C:1'], ['C:3']]);
    expect(batches[1].origin.map((o) => [o.series.tag, o.offset])).toEqual([['A', 4], ['B', 0], ['C', 0]]);
    expect(batches[2].origin.map((o) => [o.series.tag, o.offset])).toEqual([['C', 1]]);
  });

  it('makes no batch of an empty file', () => {
    expect([...batchesOf([series('A', 0)], 4)]).toEqual([]);
  });
});
