/** The generic record store as a store adapter. */
import { and, eq, sql } from 'drizzle-orm';
import { records } from '../tables.js';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from '../record-store.js';
import { dataText } from '../record-sql.js';
import type { StoreAdapter } from './store-adapter.js';
import { isUuid } from './typed-helpers.js';


export const recordsAdapter: StoreAdapter = {
  list: listRecords,
  listAll: async (db, resource) => db.select().from(records).where(eq(records.resource, resource.code)),
  get: getRecord,
  async exists(db, resource, key, value) {
    if (!key && !isUuid(value)) return false;
    const match = key ? sql`${dataText(key)} = ${value}` : eq(records.id, value);
    const [found] = await db.select({ id: records.id }).from(records).where(and(eq(records.resource, resource.code), match)).limit(1);
    return Boolean(found);
  },
  create: ({ db, actor }, resource, data) => createRecord(db, actor, resource, data),
  update: ({ db, actor }, resource, id, update) => updateRecord(db, actor, resource, id, update),
  remove: ({ db, actor }, resource, id) => deleteRecord(db, actor, resource, id),
};
