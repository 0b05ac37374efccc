/** An extraction as CSV: a time column (ISO UTC) and one column per series, rows for every bucket any series has. */
import { toCsv } from '../../../descriptors/lib/csv.js';

interface CsvSeries {
  groupingKey: string;
  tag: string;
  measureUnit: string | null;
  points: readonly [number, number | string | null][];
}

export function extractionCsv(series: readonly CsvSeries[]): string {
  const header = ['time', ...series.map((s) => `${s.groupingKey} ${s.tag}${s.measureUnit ? ` [${s.measureUnit}]` : ''}`)];
  const byTime = new Map<number, (number | string | null)[]>();
  series.forEach((s, column) => {
    for (const [t, value] of s.points) {
      if (value === null) continue;
      const row = byTime.get(t) ?? new Array<number | string | null>(series.length).fill(null);
      row[column] = value;
      byTime.set(t, row);
    }
  });
  const rows = [...byTime].sort(([a], [b]) => a - b).map(([t, values]) => [new Date(t).toISOString(), ...values.map((v) => (v === null ? '' : String(v)))]);
  return toCsv(header, rows);
}
