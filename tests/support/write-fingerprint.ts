/**
 * Which tables a request wrote to, for the fuzz suite's "a refused request changes nothing": every row inserted or
 * updated since a point carries a newer transaction id (xmin), and a delete changes the table's row count.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/engine.js';
import { queryRows } from '../../server/db/raw-rows.js';

export interface WriteWatch {
  /** Marks now: `changedSince` answers the tables written after it. */
  mark(): Promise<void>;
  changedSince(): Promise<string[]>;
}

export async function watchWrites(db: Db): Promise<WriteWatch> {
  const names = (await queryRows<{ table: string }>(db, sql`
    select table_name as "table" from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`))
    .map((r) => r.table);
  let xid = 0;
  let before = new Map<string, number>();
  const read = (since: number) => queryRows<{ table: string; rows: number; written: number }>(db, sql.raw(names.map((name) =>
    `select '${name}' as "table", count(*)::int as rows, count(*) filter (where xmin::text::bigint >= ${since})::int as written from "${name}"`).join(' union all ')));
  return {
    async mark() {
      xid = Number((await queryRows<{ xid: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`))[0].xid);
      before = new Map((await read(xid)).map((r) => [r.table, r.rows]));
    },
    async changedSince() {
      return (await read(xid)).filter((r) => r.written > 0 || r.rows !== before.get(r.table)).map((r) => r.table);
    },
  };
}
