/**
 * Reads of the record store for the modules whose data are records of a resource (tags, ports, TCP configurations,
 * persons …): they call these instead of querying the `records` table. Conditions on the data are built with
 * record-sql.ts.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import type { RecordRow } from './record-store.js';
import { records } from './tables.js';
import { isUuid } from './stores/typed-helpers.js';

export interface RecordSelection {
  codes?: readonly string[];
  ids?: readonly string[];
  /** leave out disabled records */
  enabledOnly?: boolean;
  /** a further condition over the record's columns (record-sql.ts) */
  where?: SQL;
}

export interface RecordReading {
  /** by code (the default), or in the order the records were created */
  order?: 'code' | 'created';
  /** one page of them */
  page?: { page: number; size: number };
}


function conditionOf(resource: string, selection: RecordSelection): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(records.resource, resource), selection.where];
  if (selection.codes) conditions.push(inArray(records.code, [...new Set(selection.codes)]));
  if (selection.ids) conditions.push(inArray(records.id, [...new Set(selection.ids)].filter(isUuid)));
  if (selection.enabledOnly) conditions.push(eq(records.disabled, false));
  return and(...conditions);
}

const selectsNothing = (selection: RecordSelection) =>
  selection.codes?.length === 0 || (selection.ids !== undefined && !selection.ids.some(isUuid));

/** The resource's records that match. */
export async function selectRecords(db: Db, resource: string, selection: RecordSelection = {}, reading: RecordReading = {}): Promise<RecordRow[]> {
  if (selectsNothing(selection)) return [];
  const order = reading.order === 'created' ? [asc(records.createdAt), asc(records.id)] : [asc(records.code), asc(records.id)];
  const query = db.select().from(records).where(conditionOf(resource, selection)).orderBy(...order);
  const { page } = reading;
  return page ? query.limit(page.size).offset((page.page - 1) * page.size) : query;
}

/** How many of the resource's records match. */
export async function countRecords(db: Db, resource: string, selection: RecordSelection = {}): Promise<number> {
  if (selectsNothing(selection)) return 0;
  const [{ total }] = await db.select({ total: count() }).from(records).where(conditionOf(resource, selection));
  return total;
}

/** The record with this id, of whatever resource (a reference field holds the id alone), or undefined. */
export async function findRecordById(db: Db, id: string): Promise<RecordRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(records).where(eq(records.id, id));
  return row;
}
