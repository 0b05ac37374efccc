/**
 * Pre-checks forms make before a change (SPEC §7): generic `checkDisable/{id}` and `checkDuplicates` for any
 * resource, and the named calls person/checkPerson and user/checkUser. Mounted before the generic routes.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/engine.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { checkDisable, findLikelyDuplicates } from './record-checks.js';
import { codeHolders, loadedResource, loadResourceFor, resourceAccess } from './resource-access.js';
import { storeFor } from './stores/index.js';

const tags = ['Resources'];
const RecordRef = z.object({ resource: z.string(), resourceTitle: z.string(), id: z.string(), label: z.string(), disabled: z.boolean() });
const Duplicates = z.object({ duplicates: z.array(z.object({ id: z.string(), label: z.string(), disabled: z.boolean() })) });
const ResourceParam = z.object({ resource: z.string().regex(/^[a-z][\w-]*$/i) });

export function resourceCheckRoutes(db: Db) {
  const router = createRouter();

  router.openapi(createRoute({ method: 'get', path: '/person/checkPerson', tags, summary: 'People with the same surname, name (and date of birth when given)',
    request: { query: z.object({ surname: z.string().max(100), name: z.string().max(100), dateOfBirth: z.iso.date().optional(), exceptId: z.string().max(200).optional() }) },
    responses: { 200: jsonResponse(Duplicates, 'Likely duplicates') } }), async (c) => {
    const resource = await loadResourceFor(db, c, 'person', 'view');
    const { exceptId, ...data } = c.req.valid('query');
    return c.json({ duplicates: await findLikelyDuplicates(db, resource, data, exceptId, c.get('language')) }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/user/checkUser', tags, summary: 'Whether a username is well formed and free',
    request: { query: z.object({ username: z.string().max(200), exceptId: z.string().max(200).optional() }) },
    responses: { 200: jsonResponse(z.object({ available: z.boolean(), valid: z.boolean() }), 'Availability') } }), async (c) => {
    const resource = await loadResourceFor(db, c, 'user', 'view');
    const { username, exceptId } = c.req.valid('query');
    const pattern = resource.definition.schema.properties.username?.pattern;
    const valid = username.length > 0 && (typeof pattern !== 'string' || new RegExp(pattern, 'u').test(username));
    const available = valid && (await codeHolders(db, resource, username, exceptId)).length === 0;
    return c.json({ available, valid }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/{resource}/checkDisable/{id}', tags, summary: 'Whether a record may be disabled, and what relies on it',
    request: { params: ResourceParam.extend({ id: z.string().min(1).max(200) }) },
    responses: { 200: jsonResponse(z.object({ allowed: z.boolean(), blockers: z.array(RecordRef), affected: z.array(RecordRef) }), 'The check') } }), async (c) => {
    const { resource: code, id } = c.req.valid('param');
    const resource = await loadResourceFor(db, c, code, 'manage');
    const record = await storeFor(resource).get(db, resource, id);
    return c.json(await checkDisable(db, resource, record, c.get('language')), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/{resource}/checkDuplicates', tags, summary: 'Records a new or edited record likely duplicates (the descriptor\'s duplicateFields)',
    middleware: [resourceAccess(db, 'view')] as const,
    request: { params: ResourceParam, body: jsonBody(z.object({ requestValue: z.object({ data: z.record(z.string(), z.unknown()), exceptId: z.string().max(200).optional() }) })) },
    responses: { 200: jsonResponse(Duplicates, 'Likely duplicates') } }), async (c) => {
    const resource = loadedResource(c);
    const { data, exceptId } = c.req.valid('json').requestValue;
    return c.json({ duplicates: await findLikelyDuplicates(db, resource, data, exceptId, c.get('language')) }, 200);
  });

  return router;
}
