/**
 * On-board registries (docs/forms.md "Registries"): the records of REGISTRY forms per ship — list, read with versions,
 * add, change from a version, strike out with a reason — and registry pages resolved for a ship. Reading needs ELB at VIEW, keeping records
 * MANUAL_INPUT at MANAGEMENT (decision 55); the ship must be one the user sees (403), a record of another ship is a 404.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import {
  RegistryPageData, RegistryRecord, RegistryRecordDetail, RegistryRecordList, RegistryRecordStrikeOut, RegistryRecordWrite,
} from '../../../descriptors/lib/registries/registry-answers.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { findShip, type Ship } from '../access/ships.js';
import { resolveRegistryPage } from './registry-pages.js';
import { createRecord, getRecord, listRecords, registryForm, strikeOutRecord, updateRecord } from './registry-records.js';

const tags = ['Registries'];
const Code = z.string().min(1).max(100);
const FormParam = z.object({ form: Code });
const RecordParams = z.object({ form: Code, id: z.uuid() });
const ListQuery = z.object({
  unitId: z.uuid(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** The ship, when the caller may see it: another ship is a 403 naming nothing of it. */
async function visibleShip(db: Db, principal: Principal, unitId: string): Promise<Ship> {
  if (!canSeeUnit(principal, unitId)) throw new KeelError('FORBIDDEN', 'registries.unitNotVisible');
  const ship = await findShip(db, unitId);
  if (!ship) throw new KeelError('NOT_FOUND', 'registries.unknownShip');
  return ship;
}

export function registryRoutes(db: Db) {
  const router = createRouter();
  const readers = requireFunction('ELB', 'VIEW');
  const keepers = requireFunction('MANUAL_INPUT', 'MANAGEMENT');

  router.openapi(createRoute({
    method: 'get', path: '/registry-record/{form}', tags, summary: 'A ship\'s records of a registry form, newest first',
    middleware: [readers] as const, request: { params: FormParam, query: ListQuery },
    responses: { 200: jsonResponse(RegistryRecordList, 'The form and a page of its records') },
  }), async (c) => {
    const { unitId, limit, offset } = c.req.valid('query');
    const ship = await visibleShip(db, principalOf(c), unitId);
    const form = await registryForm(db, c.req.valid('param').form);
    const { records, total } = await listRecords(db, ship.id, form.code, { limit: limit ?? 50, offset: offset ?? 0 });
    return c.json({ form: { code: form.code, title: form.body.title, schema: form.body.schema as Record<string, unknown>, uiSchema: form.body.uiSchema ?? {} }, records, total }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/registry-record/{form}/{id}', tags, summary: 'One record with every version it had',
    middleware: [readers] as const, request: { params: RecordParams },
    responses: { 200: jsonResponse(RegistryRecordDetail, 'The record and its versions, oldest first') },
  }), async (c) => {
    const { form, id } = c.req.valid('param');
    const principal = principalOf(c);
    return c.json(await getRecord(db, (await registryForm(db, form)).code, id, (unitId) => canSeeUnit(principal, unitId)), 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/registry-record/{form}', tags, summary: 'Keeps a new record of a ship in a registry form',
    middleware: [keepers] as const, request: { params: FormParam, body: jsonBody(RegistryRecordWrite) },
    responses: { 200: jsonResponse(RegistryRecord, 'The record as stored (version 1)') },
  }), async (c) => {
    const principal = principalOf(c);
    const { unitId, content } = c.req.valid('json').requestValue;
    const ship = await visibleShip(db, principal, unitId);
    const form = await registryForm(db, c.req.valid('param').form);
    return c.json(await createRecord(db, principal, form, ship.id, content), 200);
  });

  router.openapi(createRoute({
    method: 'put', path: '/registry-record/{form}/{id}', tags, summary: 'Changes a record from the version it was read at (409 when stale)',
    middleware: [keepers] as const, request: { params: RecordParams, body: jsonBody(RegistryRecordWrite) },
    responses: { 200: jsonResponse(RegistryRecord, 'The record as stored, its version one up') },
  }), async (c) => {
    const principal = principalOf(c);
    const { form: code, id } = c.req.valid('param');
    const input = c.req.valid('json').requestValue;
    await visibleShip(db, principal, input.unitId);
    const form = await registryForm(db, code);
    return c.json(await updateRecord(db, principal, form, id, input, (unitId) => canSeeUnit(principal, unitId)), 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/registry-record/{form}/{id}/strike-out', tags,
    summary: 'Strikes a record out as entered by mistake, with a reason, from the version it was read at (409 when stale or already struck out)',
    middleware: [keepers] as const, request: { params: RecordParams, body: jsonBody(RegistryRecordStrikeOut) },
    responses: { 200: jsonResponse(RegistryRecord, 'The record as stored: struck out, its version one up') },
  }), async (c) => {
    const principal = principalOf(c);
    const { form: code, id } = c.req.valid('param');
    const form = await registryForm(db, code);
    return c.json(await strikeOutRecord(db, principal, form, id, c.req.valid('json').requestValue, (unitId) => canSeeUnit(principal, unitId)), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/registry-page/{code}/data', tags, summary: 'A registry page for one ship: each element enabled or not, its latest tag values and newest records',
    middleware: [readers] as const, request: { params: z.object({ code: Code }), query: z.object({ unitId: z.uuid() }) },
    responses: { 200: jsonResponse(RegistryPageData, 'The page resolved for the ship') },
  }), async (c) => {
    const principal = principalOf(c);
    const ship = await visibleShip(db, principal, c.req.valid('query').unitId);
    return c.json(await resolveRegistryPage(db, principal, c.req.valid('param').code, ship), 200);
  });

  return router;
}
