/**
 * Filters of analytics pages (SPEC §7 "filters"): GET /filters/config and POST /filters/read/grouping-keys.
 * Any user who sees ship dashboards may call them; every answer holds only ships the user may see.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { FilterDefinition } from '../../../descriptors/lib/filters/filter-types.js';
import type { Db } from '../../db/engine.js';
import { principalOf, requireAnyFunction } from '../../http/auth.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { buildFilterConfig } from './filter-config.js';
import { readGroupingKeys } from './grouping-keys.js';
import { ShipCodeList } from '../../../descriptors/lib/ship-list.js';

const tags = ['Filters'];
/** Functions whose screens show a filter panel. */
export const filterReaders = ['ANALYTICS', 'SHIP_LIVE_DASHBOARDS', 'VOYAGE_MONITOR'] as const;

const Option = z.object({ label: z.string(), value: z.string() });
const Group = z.object({
  value: z.string(), label: z.string(),
  units: z.array(z.string()).optional().openapi({ description: 'ship codes of a unit group' }),
  cluster: z.string().optional(), group: z.string().optional(),
});
const Filter = z.object({
  id: z.string(), type: z.string(), label: z.string(), options: z.array(Option), groups: z.array(Group),
  pages: z.array(z.string()).openapi({ description: 'codes of the analytics pages that show the filter' }),
}).openapi('Filter');
const GroupingKeysBody = z.object({ requestValue: z.object({
  cluster: z.string().min(1).max(100),
  group: z.string().min(1).max(100).optional(),
  units: ShipCodeList.optional(),
}) });

export function filterRoutes(db: Db) {
  const router = createRouter();
  const readers = requireAnyFunction([...filterReaders], 'VIEW');

  router.openapi(createRoute({ method: 'get', path: '/filters/config', tags, summary: 'The filter definitions, with the ships and unit groups the user may see',
    middleware: [readers] as const, responses: { 200: jsonResponse(z.array(Filter), 'Filters') } }), async (c) => {
    const filters: FilterDefinition[] = await buildFilterConfig(db, principalOf(c), c.get('language'));
    return c.json(filters, 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/filters/read/grouping-keys', tags, summary: "The grouping keys of a cluster that have series, for the user's ships",
    middleware: [readers] as const, request: { body: jsonBody(GroupingKeysBody) },
    responses: { 200: jsonResponse(z.array(z.string()), 'Grouping keys (SPEC §3 strings)') } }), async (c) => {
    return c.json(await readGroupingKeys(db, principalOf(c), c.req.valid('json').requestValue), 200);
  });

  return router;
}
