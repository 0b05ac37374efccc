/**
 * The small SPEC §7 eLog lookups: logbooks the user may use (elog/configurable), code checks for entry descriptors
 * and sequences, a permission check, the previous day with entries, and the time limits of a day.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, lt } from 'drizzle-orm';
import { hasElogPermission, elogPermissions } from '../../../descriptors/lib/elog/elog-permission.js';
import { ConfigurableLogbook } from '../../../descriptors/lib/elog/logbook-answer.js';
import type { Db } from '../../db/engine.js';
import { elogAggregations } from './tables.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { getDescriptor, listAllDescriptors } from '../descriptors/store.js';
import { viewableElogs } from './day-search.js';
import { elogActor, requireElogPermission } from './elog-access.js';
import { loadElog } from './elog-definitions.js';
import { dayBounds } from './elog-days.js';

const tags = ['eLog'];
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const CodeParam = z.object({ code: z.string().min(1).max(100) });

export function lookupRoutes(db: Db) {
  const router = createRouter();
  const configurators = requireFunction('ELB', 'MANAGEMENT');

  router.openapi(createRoute({
    method: 'get', path: '/elog/configurable', tags, summary: 'The logbooks the user may view, with their names and the user\'s permissions',
    responses: { 200: jsonResponse(z.array(ConfigurableLogbook), 'Logbooks') },
  }), async (c) => {
    const principal = principalOf(c);
    const out: ConfigurableLogbook[] = [];
    for (const code of await viewableElogs(db, principal)) {
      const elog = await loadElog(db, code);
      const actor = await elogActor(db, principal, elog);
      out.push({ eLogCode: code, name: elog.config.config.name, workflowType: elog.config.config.workflowType,
        permissions: elogPermissions.filter((p) => hasElogPermission(actor.elog, elog.permissions, p)) });
    }
    return c.json(out, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-entry-descriptor/checkCode/{code}', tags, summary: 'Whether an entry descriptor code is free', middleware: [configurators] as const,
    request: { params: CodeParam }, responses: { 200: jsonResponse(z.object({ free: z.boolean() }), 'Free or taken') },
  }), async (c) => c.json({ free: !(await getDescriptor(db, 'elog-entry-descriptor', c.req.valid('param').code)) }, 200));

  router.openapi(createRoute({
    method: 'get', path: '/elog-sequence/code-in-use/{code}', tags, summary: 'Whether an entry descriptor uses the sequence (then it cannot be removed)', middleware: [configurators] as const,
    request: { params: CodeParam }, responses: { 200: jsonResponse(z.object({ inUse: z.boolean(), usedBy: z.array(z.string()) }), 'Users of the sequence') },
  }), async (c) => {
    const { code } = c.req.valid('param');
    const usedBy = (await listAllDescriptors(db, 'elog-entry-descriptor')).filter((d) => d.body.eLogSequence === code).map((d) => d.code);
    return c.json({ inUse: usedBy.length > 0, usedBy }, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/elog-permission/check', tags, summary: 'Whether the user holds a permission in a ship\'s logbook',
    request: { body: jsonBody(z.object({ requestValue: z.object({ elog: z.string().min(1).max(50), unitId: z.uuid(), permission: z.enum(elogPermissions), workflowStatus: z.string().max(50).optional() }) })) },
    responses: { 200: jsonResponse(z.boolean(), 'true when granted') },
  }), async (c) => {
    const { elog: code, unitId, permission, workflowStatus } = c.req.valid('json').requestValue;
    const elog = await loadElog(db, code);
    const actor = await elogActor(db, principalOf(c), elog, unitId);
    return c.json(hasElogPermission(actor.elog, elog.permissions, permission, { workflowStatus }), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-entry/{elog}/previous-period', tags, summary: 'The latest day before a day that has entries',
    request: { params: z.object({ elog: z.string().min(1).max(50) }), query: z.object({ unitId: z.uuid(), day: Day }) },
    responses: { 200: jsonResponse(z.object({ day: z.string().nullable() }), 'The previous day, or null') },
  }), async (c) => {
    const { unitId, day } = c.req.valid('query');
    const elog = await loadElog(db, c.req.valid('param').elog);
    requireElogPermission(await elogActor(db, principalOf(c), elog, unitId), elog, 'VIEW');
    const [row] = await db.select({ day: elogAggregations.day }).from(elogAggregations)
      .where(and(eq(elogAggregations.unitId, unitId), eq(elogAggregations.elogCode, elog.code), lt(elogAggregations.day, day))).orderBy(desc(elogAggregations.day)).limit(1);
    return c.json({ day: row?.day ?? null }, 200);
  });

  for (const [path, summary] of [['time-limits', 'The instants an entry of the day may take: the day on the ship\'s clock, not after now'],
    ['fixed-time-limits', 'The day\'s bounds on the ship\'s clock']] as const) {
    router.openapi(createRoute({
      method: 'get', path: `/elog-entry/{elog}/${path}`, tags, summary,
      request: { params: z.object({ elog: z.string().min(1).max(50) }), query: z.object({ unitId: z.uuid(), day: Day, offset: z.coerce.number().int().min(-720).max(840) }) },
      responses: { 200: jsonResponse(z.object({ min: z.number(), max: z.number() }), 'Epoch milliseconds, max exclusive') },
    }), async (c) => {
      const { unitId, day, offset } = c.req.valid('query');
      const elog = await loadElog(db, c.req.valid('param').elog);
      requireElogPermission(await elogActor(db, principalOf(c), elog, unitId), elog, 'VIEW');
      const { start, end } = dayBounds(day, offset);
      const max = path === 'time-limits' ? Math.min(end.getTime(), Date.now() + 60_000) : end.getTime();
      return c.json({ min: start.getTime(), max: Math.max(start.getTime(), max) }, 200);
    });
  }

  return router;
}
