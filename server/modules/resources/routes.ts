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
import type { LoadedResource } from './definitions.js';
import { assertRecordInScope, assertRecordVisible, codeHolders, isRecordVisible, loadedResource, loadResourceFor, resourceAccess, unitScope } from './resource-access.js';
import { findReferrers } from './references.js';
import { createResourceRecord, deleteResourceRecord, updateResourceRecord } from './resource-service.js';
import { storeFor } from './stores/index.js';
import { dateStatusWindowFor, withDateStatus } from './date-status.js';
import type { DateStatusWindow } from '../../../descriptors/lib/date-status.js';
import type { StoredRecord, WriteContext } from './stores/store-adapter.js';

const Data = z.record(z.string(), z.unknown());
const RecordView = z.object({
  id: z.string(), version: z.number(), code: z.string().nullable(), label: z.string(), data: Data, disabled: z.boolean(),
  updatedAt: z.string(), updatedBy: z.string().nullable(),
}).openapi('Record');
const ResourceParam = z.object({ resource: z.string().regex(/^[a-z][\w-]*$/i) });
const IdParams = ResourceParam.extend({ id: z.string().min(1).max(200) });
const ListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(25),
  sort: z.string().regex(/^[\w.]+(,(asc|desc))?$/).optional(),
  search: z.string().max(200).optional(),
  includeDisabled: z.enum(['true', 'false']).optional(),
}).catchall(z.string());

const view = (resource: LoadedResource, row: StoredRecord, language: string, window?: DateStatusWindow) => ({
  id: row.id, version: row.version, code: row.code, label: recordLabel(resource.definition, row, language), data: withDateStatus(resource, row.data, window),
  disabled: row.disabled, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy,
});

export function resourceRoutes(db: Db) {
  const router = createRouter();
  const writeContext = (c: Context<KeelEnv>): WriteContext => ({ db, actor: principalOf(c), language: c.get('language') });
  const tags = ['Resources'];

  router.openapi(createRoute({ method: 'get', path: '/resource-definitions/{resource}', tags, summary: 'The resource descriptor the crud screen renders',
    request: { params: ResourceParam }, responses: { 200: jsonResponse(z.object({ code: z.string(), version: z.number(), definition: Data, canManage: z.boolean() }), 'Definition') } }), async (c) => {
    const resource = await loadResourceFor(db, c, c.req.valid('param').resource, 'view');
    let canManage = true;
    try { assertAccess(principalOf(c), resource.definition.access.manage); } catch { canManage = false; }
    return c.json({ code: resource.code, version: resource.version, definition: resource.definition, canManage }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/{resource}/checkCode/{code}', tags, summary: 'Whether a code is still free',
    request: { params: ResourceParam.extend({ code: z.string().min(1).max(200) }), query: z.object({ exceptId: z.uuid().optional() }) },
    responses: { 200: jsonResponse(z.object({ available: z.boolean() }), 'Availability') } }), async (c) => {
    const { resource: code, code: value } = c.req.valid('param');
    const resource = await loadResourceFor(db, c, code, 'view');
    const holders = await codeHolders(db, resource, value, c.req.valid('query').exceptId);
    return c.json({ available: holders.length === 0 }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/{resource}', tags, summary: 'List records: paging, sort (field,asc|desc), filters (f.<field>=value), search',
    request: { params: ResourceParam, query: ListQuery },
    responses: { 200: jsonResponse(z.object({ items: z.array(RecordView), total: z.number(), page: z.number(), size: z.number() }), 'A page of records') } }), async (c) => {
    const resource = await loadResourceFor(db, c, c.req.valid('param').resource, 'view');
    const { page, size, sort, search, includeDisabled, ...rest } = c.req.valid('query');
    const filters = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('f.')).map(([k, v]) => [k.slice(2), String(v)]));
    const [field, direction] = sort ? sort.split(',') : [];
    const statusWindow = await dateStatusWindowFor(db, resource);
    const result = await storeFor(resource).list(db, resource, {
      page, size, search, filters, includeDisabled: includeDisabled === 'true', unitIds: unitScope(principalOf(c), resource), dateStatusWindow: statusWindow,
      sort: field ? { field, direction: direction === 'desc' ? 'desc' : 'asc' } : undefined,
    });
    return c.json({ items: result.items.map((row) => view(resource, row, c.get('language'), statusWindow)), total: result.total, page, size }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/{resource}/{id}', tags, summary: 'One record',
    request: { params: IdParams }, responses: { 200: jsonResponse(RecordView, 'The record') } }), async (c) => {
    const { resource: code, id } = c.req.valid('param');
    const resource = await loadResourceFor(db, c, code, 'view');
    const record = await storeFor(resource).get(db, resource, id);
    assertRecordVisible(principalOf(c), resource, record);
    return c.json(view(resource, record, c.get('language'), await dateStatusWindowFor(db, resource)), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/{resource}/{id}/referrers', tags, summary: 'Records that refer to this one',
    request: { params: IdParams },
    responses: { 200: jsonResponse(z.array(z.object({ resource: z.string(), resourceTitle: z.string(), id: z.string(), label: z.string() })), 'Referrers') } }), async (c) => {
    const { resource: code, id } = c.req.valid('param');
    const resource = await loadResourceFor(db, c, code, 'view');
    const record = await storeFor(resource).get(db, resource, id);
    const principal = principalOf(c);
    assertRecordVisible(principal, resource, record);
    // A ship the user may not see is not named here either (a nation lists the ships under its flag).
    return c.json(await findReferrers(db, resource, record, c.get('language'), (source, row) => isRecordVisible(principal, source, row)), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/{resource}', tags, summary: 'Create a record',
    middleware: [resourceAccess(db, 'manage')] as const,
    request: { params: ResourceParam, body: jsonBody(z.object({ requestValue: z.object({ data: Data }) })) },
    responses: { 200: jsonResponse(RecordView, 'Created') } }), async (c) => {
    const resource = loadedResource(c);
    assertRecordInScope(principalOf(c), resource, c.req.valid('json').requestValue.data);
    const row = await createResourceRecord(writeContext(c), resource, c.req.valid('json').requestValue.data);
    addServerMessage(c, 'SUCCESS', 'records.created', { label: recordLabel(resource.definition, row, c.get('language')) });
    if (row.notice) addServerMessage(c, 'WARN', row.notice.key, row.notice.params);
    return c.json(view(resource, row, c.get('language'), await dateStatusWindowFor(db, resource)), 200);
  });

  router.openapi(createRoute({ method: 'put', path: '/{resource}/{id}', tags, summary: 'Update a record (409 when the version is stale)',
    middleware: [resourceAccess(db, 'manage')] as const,
    request: { params: IdParams, body: jsonBody(z.object({ requestValue: z.object({ version: z.number().int().nonnegative(), data: Data.optional(), disabled: z.boolean().optional() }) })) },
    responses: { 200: jsonResponse(RecordView, 'Saved') } }), async (c) => {
    const { id } = c.req.valid('param');
    const resource = loadedResource(c);
    if (unitScope(principalOf(c), resource)) {
      assertRecordVisible(principalOf(c), resource, await storeFor(resource).get(db, resource, id));
      assertRecordInScope(principalOf(c), resource, c.req.valid('json').requestValue.data);
    }
    const row = await updateResourceRecord(writeContext(c), resource, id, c.req.valid('json').requestValue);
    addServerMessage(c, 'SUCCESS', 'records.saved', { label: recordLabel(resource.definition, row, c.get('language')) });
    return c.json(view(resource, row, c.get('language'), await dateStatusWindowFor(db, resource)), 200);
  });

  router.openapi(createRoute({ method: 'delete', path: '/{resource}/{id}', tags, summary: 'Delete a record nothing refers to (422 names the referrers)',
    request: { params: IdParams }, responses: { 200: jsonResponse(z.object({ deleted: z.boolean() }), 'Deleted') } }), async (c) => {
    const { resource: code, id } = c.req.valid('param');
    const resource = await loadResourceFor(db, c, code, 'manage');
    if (unitScope(principalOf(c), resource)) assertRecordVisible(principalOf(c), resource, await storeFor(resource).get(db, resource, id));
    await deleteResourceRecord(writeContext(c), resource, id);
    addServerMessage(c, 'SUCCESS', 'records.deleted', {});
    return c.json({ deleted: true }, 200);
  });

  return router;
}
