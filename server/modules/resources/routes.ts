/**
 * The generic resource convention (DESIGN §5) for every `resource` descriptor: GET /{resource} (paging,
 * sort, filter, search), GET /{resource}/{id}, POST, PUT with version, DELETE with the reference check,
 * checkCode/{code}; plus /resource-definitions/{resource} for the crud renderer. Mounted after all
 * fixed routes, so a module's own route always wins.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../../db/engine.js';
import { assertAccess, principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { recordLabel } from '../../../descriptors/lib/resource.js';
import { requireResource, type LoadedResource } from './definitions.js';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord, type RecordRow } from './record-store.js';
import { findReferrers } from './references.js';
import { dataText } from './record-sql.js';
import { records } from '../../db/schema.js';
import { and, eq, sql } from 'drizzle-orm';

const Data = z.record(z.string(), z.unknown());
const RecordView = z.object({
  id: z.string(), version: z.number(), code: z.string().nullable(), label: z.string(), data: Data, disabled: z.boolean(),
  updatedAt: z.string(), updatedBy: z.string().nullable(),
}).openapi('Record');
const ResourceParam = z.object({ resource: z.string().regex(/^[a-z][\w-]*$/i) });
const IdParams = ResourceParam.extend({ id: z.uuid() });
const ListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(25),
  sort: z.string().regex(/^[\w.]+(,(asc|desc))?$/).optional(),
  search: z.string().max(200).optional(),
  includeDisabled: z.enum(['true', 'false']).optional(),
}).catchall(z.string());

const view = (resource: LoadedResource, row: RecordRow, language: string) => ({
  id: row.id, version: row.version, code: row.code, label: recordLabel(resource.definition, row, language), data: row.data,
  disabled: row.disabled, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy,
});

async function loadFor(db: Db, c: Context<KeelEnv>, code: string, level: 'view' | 'manage') {
  const resource = await requireResource(db, code);
  assertAccess(principalOf(c), resource.definition.access[level]);
  return resource;
}

export function resourceRoutes(db: Db) {
  const router = createRouter();
  const tags = ['Resources'];

  router.openapi(createRoute({ method: 'get', path: '/resource-definitions/{resource}', tags, summary: 'The resource descriptor the crud screen renders',
    request: { params: ResourceParam }, responses: { 200: jsonResponse(z.object({ code: z.string(), version: z.number(), definition: Data, canManage: z.boolean() }), 'Definition') } }), async (c) => {
    const resource = await loadFor(db, c, c.req.valid('param').resource, 'view');
    let canManage = true;
    try { assertAccess(principalOf(c), resource.definition.access.manage); } catch { canManage = false; }
    return c.json({ code: resource.code, version: resource.version, definition: resource.definition as unknown as Record<string, unknown>, canManage }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/{resource}/checkCode/{code}', tags, summary: 'Whether a code is still free',
    request: { params: ResourceParam.extend({ code: z.string().min(1).max(200) }), query: z.object({ exceptId: z.uuid().optional() }) },
    responses: { 200: jsonResponse(z.object({ available: z.boolean() }), 'Availability') } }), async (c) => {
    const { resource: code, code: value } = c.req.valid('param');
    const resource = await loadFor(db, c, code, 'view');
    const field = resource.definition.codeField ?? 'code';
    const { exceptId } = c.req.valid('query');
    const [taken] = await db.select({ id: records.id }).from(records)
      .where(and(eq(records.resource, resource.code), sql`${dataText(field)} = ${value}`, exceptId ? sql`${records.id} <> ${exceptId}` : undefined)).limit(1);
    return c.json({ available: !taken }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/{resource}', tags, summary: 'List records: paging, sort (field,asc|desc), filters (f.<field>=value), search',
    request: { params: ResourceParam, query: ListQuery },
    responses: { 200: jsonResponse(z.object({ items: z.array(RecordView), total: z.number(), page: z.number(), size: z.number() }), 'A page of records') } }), async (c) => {
    const resource = await loadFor(db, c, c.req.valid('param').resource, 'view');
    const { page, size, sort, search, includeDisabled, ...rest } = c.req.valid('query');
    const filters = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('f.')).map(([k, v]) => [k.slice(2), String(v)]));
    const [field, direction] = sort ? sort.split(',') : [];
    const result = await listRecords(db, resource, {
      page, size, search, filters, includeDisabled: includeDisabled === 'true',
      sort: field ? { field, direction: direction === 'desc' ? 'desc' : 'asc' } : undefined,
    });
    return c.json({ items: result.items.map((row) => view(resource, row, c.get('language'))), total: result.total, page, size }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/{resource}/{id}', tags, summary: 'One record',
    request: { params: IdParams }, responses: { 200: jsonResponse(RecordView, 'The record') } }), async (c) => {
    const { resource: code, id } = c.req.valid('param');
    const resource = await loadFor(db, c, code, 'view');
    return c.json(view(resource, await getRecord(db, resource, id), c.get('language')), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/{resource}/{id}/referrers', tags, summary: 'Records that refer to this one',
    request: { params: IdParams },
    responses: { 200: jsonResponse(z.array(z.object({ resource: z.string(), resourceTitle: z.string(), id: z.string(), label: z.string() })), 'Referrers') } }), async (c) => {
    const { resource: code, id } = c.req.valid('param');
    const resource = await loadFor(db, c, code, 'view');
    return c.json(await findReferrers(db, resource, await getRecord(db, resource, id), c.get('language')), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/{resource}', tags, summary: 'Create a record',
    request: { params: ResourceParam, body: jsonBody(z.object({ requestValue: z.object({ data: Data }) })) },
    responses: { 200: jsonResponse(RecordView, 'Created') } }), async (c) => {
    const resource = await loadFor(db, c, c.req.valid('param').resource, 'manage');
    const row = await createRecord(db, principalOf(c), resource, c.req.valid('json').requestValue.data, c.get('language'));
    addServerMessage(c, 'SUCCESS', 'records.created', { label: recordLabel(resource.definition, row, c.get('language')) });
    return c.json(view(resource, row, c.get('language')), 200);
  });

  router.openapi(createRoute({ method: 'put', path: '/{resource}/{id}', tags, summary: 'Update a record (409 when the version is stale)',
    request: { params: IdParams, body: jsonBody(z.object({ requestValue: z.object({ version: z.number().int().positive(), data: Data.optional(), disabled: z.boolean().optional() }) })) },
    responses: { 200: jsonResponse(RecordView, 'Saved') } }), async (c) => {
    const { resource: code, id } = c.req.valid('param');
    const resource = await loadFor(db, c, code, 'manage');
    const row = await updateRecord(db, principalOf(c), resource, id, c.req.valid('json').requestValue, c.get('language'));
    addServerMessage(c, 'SUCCESS', 'records.saved', { label: recordLabel(resource.definition, row, c.get('language')) });
    return c.json(view(resource, row, c.get('language')), 200);
  });

  router.openapi(createRoute({ method: 'delete', path: '/{resource}/{id}', tags, summary: 'Delete a record nothing refers to (422 names the referrers)',
    request: { params: IdParams }, responses: { 200: jsonResponse(z.object({ deleted: z.boolean() }), 'Deleted') } }), async (c) => {
    const { resource: code, id } = c.req.valid('param');
    const resource = await loadFor(db, c, code, 'manage');
    await deleteRecord(db, principalOf(c), resource, id, c.get('language'));
    addServerMessage(c, 'SUCCESS', 'records.deleted', {});
    return c.json({ deleted: true }, 200);
  });

  return router;
}
