/** Application parameters as a resource; the record id is the parameter code. */
import { eq } from 'drizzle-orm';
import { appParameters } from './tables.js';
import { assertParameterValue } from './parameter-checks.js';
import { forgetStoredParameters, parameterDefaults, secretMask, secretParameters, shownParameterValue, type ParameterCode } from './parameters.js';
import { listInMemory } from '../resources/stores/in-memory-list.js';
import type { StoreAdapterEntry } from '../resources/stores/index.js';
import type { StoreAdapter, StoredRecord } from '../resources/stores/store-adapter.js';
import { assertCurrentVersion, assertFree, notFound, typedWrite } from '../resources/stores/typed-helpers.js';

type ParameterRow = typeof appParameters.$inferSelect;

const parameterRecord = (row: ParameterRow): StoredRecord => ({
  id: row.paramCode, version: row.version, code: row.paramCode, disabled: false, updatedAt: row.updatedAt, updatedBy: row.updatedBy,
  data: { paramCode: row.paramCode, paramGroup: row.paramGroup, paramValue: shownParameterValue(row.paramCode, row.paramValue), configurationScope: row.configurationScope },
});

/** A secret parameter sent back with its mask keeps the value stored (the form shows the mask, never the secret). */
async function valueToStore(db: Parameters<StoreAdapter['get']>[0], code: string, value: string): Promise<string> {
  if (!secretParameters.has(code) || value !== secretMask) return value;
  const [row] = await db.select().from(appParameters).where(eq(appParameters.paramCode, code));
  return row?.paramValue ?? '';
}

/** A parameter the server knows but nobody has stored yet: version 0, its default value. */
const defaultRecord = (code: ParameterCode): StoredRecord => ({
  id: code, version: 0, code, disabled: false, updatedAt: new Date(0), updatedBy: null,
  data: { paramCode: code, paramGroup: parameterDefaults[code].group, paramValue: String(parameterDefaults[code].value), configurationScope: 'BOTH' },
});

export const appParametersAdapter: StoreAdapter = {
  async listAll(db) {
    const stored = (await db.select().from(appParameters)).map(parameterRecord);
    const known = new Set(stored.map((r) => r.id));
    const defaults = (Object.keys(parameterDefaults) as ParameterCode[]).filter((code) => !known.has(code)).map(defaultRecord);
    return [...stored, ...defaults];
  },
  async list(db, resource, query) { return listInMemory(resource, await this.listAll(db, resource), query); },
  async get(db, resource, id) {
    const [row] = await db.select().from(appParameters).where(eq(appParameters.paramCode, id));
    if (row) return parameterRecord(row);
    return Object.hasOwn(parameterDefaults, id) ? defaultRecord(id as ParameterCode) : notFound(resource);
  },
  async exists(db, _resource, _key, value) {
    return Boolean((await db.select({ code: appParameters.paramCode }).from(appParameters).where(eq(appParameters.paramCode, value)))[0]);
  },
  async create(ctx, resource, data) {
    return typedWrite(ctx, resource, {
      write: async () => {
        const paramCode = String(data.paramCode);
        assertParameterValue(paramCode, String(data.paramValue ?? ''));
        assertFree(await this.exists(ctx.db, resource, undefined, paramCode), 'paramCode', paramCode);
        const paramValue = await valueToStore(ctx.db, paramCode, String(data.paramValue ?? ''));
        const [row] = await ctx.db.insert(appParameters).values({
          paramCode, paramGroup: String(data.paramGroup), paramValue, configurationScope: String(data.configurationScope ?? 'BOTH'),
          createdBy: ctx.actor.username, updatedBy: ctx.actor.username,
        }).returning();
        forgetStoredParameters(ctx.db);
        return parameterRecord(row);
      },
    });
  },
  async update(ctx, resource, id, update) {
    const before = await this.get(ctx.db, resource, id);
    const data = update.data ?? before.data;
    assertParameterValue(id, String(data.paramValue ?? ''));
    if (before.version === 0) {
      // A parameter still at its default has no row yet: its first save creates one (audited as CREATE).
      assertCurrentVersion(before, update.version);
      return this.create(ctx, resource, { ...data, paramCode: id });
    }
    return typedWrite(ctx, resource, {
      before, version: update.version,
      write: async () => {
        const paramValue = await valueToStore(ctx.db, id, String(data.paramValue ?? ''));
        const [row] = await ctx.db.update(appParameters).set({
          paramGroup: String(data.paramGroup), paramValue, configurationScope: String(data.configurationScope ?? 'BOTH'),
          version: before.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username,
        }).where(eq(appParameters.paramCode, id)).returning();
        forgetStoredParameters(ctx.db);
        return parameterRecord(row);
      },
    });
  },
  async remove(ctx, resource, id) {
    const before = await this.get(ctx.db, resource, id);
    await typedWrite(ctx, resource, { before, write: async () => { await ctx.db.delete(appParameters).where(eq(appParameters.paramCode, id)); forgetStoredParameters(ctx.db); } });
  },
};

export const appParametersStore: StoreAdapterEntry = { id: 'app-parameters', name: 'Application parameters', adapter: appParametersAdapter };
