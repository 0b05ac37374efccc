/**
 * Inserts or replaces many rows through one JSON parameter read with jsonb_populate_recordset. Array columns with
 * null elements go through intact on both drivers (drizzle's own array parameters turn a null element into NaN or
 * the text "NULL" on postgres-js), and a statement with one parameter stays fast on PGlite.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './engine.js';

/** Rows keyed by column name (snake_case), in any key order; every column of the table present or null. */
export type ColumnRow = Record<string, unknown>;

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return `"${name}"`;
};

export async function upsertJsonRows(db: Db, table: string, conflict: readonly string[], rows: readonly ColumnRow[], rowsPerStatement = 500) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]).map(identifier);
  const updated = columns.filter((c) => !conflict.includes(c)).map((c) => `${c} = excluded.${c}`).join(', ');
  const list = columns.join(', ');
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const json = JSON.stringify(rows.slice(i, i + rowsPerStatement));
    await db.execute(sql`insert into ${sql.raw(identifier(table))} (${sql.raw(list)})
      select ${sql.raw(list)} from jsonb_populate_recordset(null::${sql.raw(identifier(table))}, ${json}::jsonb)
      on conflict (${sql.raw(conflict.map(identifier).join(', '))}) do update set ${sql.raw(updated)}`);
  }
}
