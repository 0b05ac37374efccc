/**
 * /api/voyage-summary: a ship's voyages in a period with their totals (VOYAGE_MONITOR), closing a voyage
 * (VOYAGE_SUMMARY_CLOSE_VOYAGE) and deleting one (VOYAGE_SUMMARY_DELETE_VOYAGE), each at MANAGEMENT. The legs
 * themselves are the `voyage-leg` resource of the generic routes. Licensed with the reporting module; /fleet/voyages
 * (where each ship is bound, for the fleet screens) with the fleet module.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { canSeeUnit } from '../../../descriptors/lib/access.js';
import { parsePeriodFilter } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { KeelError, verbatim } from '../../errors/keel-error.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { requireLicence } from '../licence/licences.js';
import './hooks.js';
import { changeVoyageStatus, listVoyageSummaries } from './voyage-summary.js';
import { FleetVoyages } from '../../../descriptors/lib/voyages/fleet-voyage.js';
import { listFleetVoyages } from './fleet-voyages.js';

const tags = ['Voyages'];
const FuelByType = z.object({ fuel: z.string(), atSeaT: z.number(), atBerthT: z.number(), totalT: z.number() });
const Voyage = z.object({
  id: z.string(), version: z.number(), unitId: z.string(), shipName: z.string(), status: z.enum(['OPEN', 'CLOSED', 'DELETED']),
  fromPort: z.string(), toPort: z.string(), departure: z.string(), arrival: z.string().nullable(), end: z.string().nullable(),
  legs: z.array(z.object({ id: z.string(), fromPort: z.string(), toPort: z.string(), departure: z.string(), arrival: z.string().nullable(), euScope: z.string().nullable(), berthEuScope: z.string().nullable(),
    distanceNm: z.number(), hoursAtSea: z.number(), hoursAtAnchor: z.number(), cargoTonnes: z.number(), passengers: z.number().nullable(), fuelAtSeaT: z.number(),
    berthDeparture: z.string().nullable(), hoursAtBerth: z.number().nullable(), fuelAtBerthT: z.number().nullable(), co2T: z.number().nullable() })),
  distanceNm: z.number(), hoursAtSea: z.number(), hoursAtAnchor: z.number(), hoursAtBerth: z.number(), cargoTonnes: z.number(),
  fuel: z.array(FuelByType), fuelTotalT: z.number(), co2T: z.number().nullable(), co2EuScopeT: z.number().nullable(),
  closedAt: z.string().nullable(), closedBy: z.string().nullable(), deletedAt: z.string().nullable(), deletedBy: z.string().nullable(),
}).openapi('VoyageSummary');
const Period = z.string().max(60).regex(/^[\d\-:.TZ+]*\.\.[\d\-:.TZ+]*$/);
const ListQuery = z.object({ unitId: z.uuid().optional(), period: Period.optional(), includeDeleted: z.enum(['true', 'false']).optional() });
const VersionBody = jsonBody(z.object({ requestValue: z.object({ version: z.number().int().nonnegative() }) }));
const IdParam = z.object({ id: z.string().min(1).max(100) });

export function voyageRoutes(db: Db) {
  const router = createRouter();
  const licensed = requireLicence(db, 'reporting');

  router.openapi(createRoute({
    method: 'get', path: '/voyage-summary', tags, summary: 'Voyages of the user\'s ships (or one ship) overlapping a period (from..to, days inclusive), with totals',
    middleware: [licensed, requireFunction('VOYAGE_MONITOR', 'VIEW')] as const, request: { query: ListQuery },
    responses: { 200: jsonResponse(z.object({ voyages: z.array(Voyage) }), 'Voyages, newest first') },
  }), async (c) => {
    const principal = principalOf(c);
    const { unitId, period, includeDeleted } = c.req.valid('query');
    if (unitId && !canSeeUnit(principal, unitId)) throw new KeelError('FORBIDDEN', 'records.unitNotVisible', { resource: 'voyage' });
    const bounds = period ? parsePeriodFilter(period) : {};
    if (!bounds) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{ path: '/period', code: 'period', ...verbatim(period!) }]);
    const unitIds = unitId ? [unitId] : (await listVisibleShips(db, principal, { includeDisabled: true })).map((s) => s.id);
    return c.json({ voyages: await listVoyageSummaries(db, { unitIds, ...bounds, includeDeleted: includeDeleted === 'true' }) }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/fleet/voyages', tags, summary: 'Each of the user\'s ships: its type, and where it is bound with the ETA its master last reported',
    middleware: [requireLicence(db, 'fleet'), requireFunction('VOYAGE_MONITOR', 'VIEW')] as const,
    responses: { 200: jsonResponse(FleetVoyages, 'The ships, by name') },
  }), async (c) => {
    const ships = await listVisibleShips(db, principalOf(c));
    return c.json({ ships: await listFleetVoyages(db, ships.map((s) => s.id), c.get('language')) }, 200);
  });

  const actions = [
    { path: '/voyage-summary/{id}/close', fn: 'VOYAGE_SUMMARY_CLOSE_VOYAGE', to: 'CLOSED', message: 'voyages.summary.closed',
      summary: 'Close a voyage: its legs become read-only (409 when the version is stale)' },
    { path: '/voyage-summary/{id}/delete', fn: 'VOYAGE_SUMMARY_DELETE_VOYAGE', to: 'DELETED', message: 'voyages.summary.deleted',
      summary: 'Mark a voyage deleted: its legs leave the figures and stay on record (409 when the version is stale)' },
  ] as const;
  for (const action of actions) {
    router.openapi(createRoute({
      method: 'post', path: action.path, tags, summary: action.summary,
      middleware: [licensed, requireFunction(action.fn, 'MANAGEMENT')] as const, request: { params: IdParam, body: VersionBody },
      responses: { 200: jsonResponse(Voyage, 'The voyage as it is now') },
    }), async (c) => {
      const voyage = await changeVoyageStatus(db, principalOf(c), c.req.valid('param').id, c.req.valid('json').requestValue.version, action.to);
      addServerMessage(c, 'SUCCESS', action.message, { voyage: `${voyage.fromPort} → ${voyage.toPort}` });
      return c.json(voyage, 200);
    });
  }

  return router;
}
