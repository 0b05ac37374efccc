/** SQL fragments over the record store's jsonb data. */
import { sql, type SQL } from 'drizzle-orm';
import { records } from './tables.js';

/** `data #>> '{a,b}'`: the text value of a dotted field path. */
export const dataText = (field: string): SQL => sql`(${records.data} #>> ${`{${field.split('.').join(',')}}`})`;

/** An ILIKE pattern that matches the text anywhere, with LIKE wildcards in it escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The record's code column, for conditions other modules pass to record-queries.ts. */
export const recordCode: SQL = sql`${records.code}`;

/** The record's jsonb data, for conditions other modules pass to record-queries.ts (e.g. `@>` containment). */
export const recordData: SQL = sql`${records.data}`;
