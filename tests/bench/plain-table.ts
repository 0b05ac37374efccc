/**
 * The baseline of the time-series benchmark: what one would build without Keel's store — one narrow row per point
 * `(series int, ts timestamptz, value float8)` with a (series, ts) primary key, loaded by COPY and aggregated in SQL.
 */
import type { RawSql } from './bench-database.js';

export const plainTable = 'plain_points';

export async function createPlainTable(raw: RawSql): Promise<void> {
  await raw.query(`CREATE TABLE ${plainTable} (series int NOT NULL, ts timestamptz NOT NULL, value float8, PRIMARY KEY (series, ts))`);
}

const instant = (t: number) => `'${new Date(t).toISOString()}'::timestamptz`;

/** Average per series and bucket of `bucketSeconds` over [from, to), buckets counted from the epoch as Keel's are. */
export async function plainAverages(raw: RawSql, seriesIds: readonly number[], from: number, to: number, bucketSeconds: number) {
  const rows = await raw.query<{ series: number; bucket: Date | string; avg: number }>(`
    SELECT series, date_bin('${bucketSeconds} seconds', ts, 'epoch'::timestamptz) AS bucket, avg(value) AS avg
    FROM ${plainTable}
    WHERE series IN (${seriesIds.join(',')}) AND ts >= ${instant(from)} AND ts < ${instant(to)}
    GROUP BY series, bucket ORDER BY series, bucket`);
  const out = new Map<number, [number, number][]>(seriesIds.map((id) => [id, []]));
  for (const row of rows) out.get(row.series)!.push([new Date(row.bucket).getTime(), row.avg]);
  return out;
}

/** The newest point of each series, the best the plain table allows: one backward index probe per series. */
export async function plainLatest(raw: RawSql, seriesIds: readonly number[]) {
  return raw.query<{ series: number; ts: Date | string; value: number }>(`
    SELECT s.series, p.ts, p.value FROM unnest(ARRAY[${seriesIds.join(',')}]) AS s(series)
    CROSS JOIN LATERAL (SELECT ts, value FROM ${plainTable} WHERE series = s.series ORDER BY ts DESC LIMIT 1) p`);
}

/** Bytes of the tables with their indexes and TOAST (pg_total_relation_size). */
export async function relationBytes(raw: RawSql, tables: readonly string[]): Promise<number> {
  const [row] = await raw.query<{ bytes: string | number }>(
    `SELECT sum(pg_total_relation_size(t))::bigint AS bytes FROM unnest(ARRAY[${tables.map((t) => `'${t}'`).join(',')}]::regclass[]) AS t`);
  return Number(row.bytes);
}
