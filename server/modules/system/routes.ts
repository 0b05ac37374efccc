/** /api/system/status, /api/common/list/{name}, /api/units/current-unit, /api/app-parameter (the logos: logo-routes.ts). */
import { readFileSync } from 'node:fs';
import { createRoute, z } from '@hono/zod-openapi';
import { moduleNames } from '../../../descriptors/lib/modules.js';
import { setupRequirement } from '../../../descriptors/lib/setup-access.js';
import type { AppDeps } from '../../app.js';
import { requireAccess } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { countUsers } from '../access/users.js';
import { countOpenSessions } from '../auth/sessions.js';
import { installedModules, licenceState } from '../licence/licences.js';
import { findStoredParameter, shownParameterValue } from '../params/parameters.js';
import { commonLists, isCommonListName } from './common-lists.js';
import { installationOf, isConfigurationEditable } from './editing-gate.js';
import { resourceOptions } from '../resources/options.js';

const startedAt = new Date();
const packageVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export function systemRoutes(deps: AppDeps) {
  const router = createRouter();
  const { db, config } = deps;

  router.openapi(createRoute({
    method: 'get', path: '/system/status', tags: ['Setup'], summary: 'Health and state of this installation',
    middleware: [requireAccess(setupRequirement('VIEW'))] as const,
    responses: { 200: jsonResponse(z.record(z.string(), z.unknown()).openapi('SystemStatus'), 'Status') },
  }), async (c) => {
    const began = performance.now();
    const userCount = await countUsers(db);
    const databaseMs = Math.round((performance.now() - began) * 10) / 10;
    const activeSessions = await countOpenSessions(db);
    const installed = installedModules(config);
    const modules = await Promise.all(moduleNames.map(async (name) => ({ name, installed: installed.includes(name), licence: await licenceState(db, name) })));
    return c.json({
      version: packageVersion,
      startedAt: startedAt.toISOString(),
      uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      node: process.version,
      database: { engine: deps.engine, responseMs: databaseMs },
      memory: { rssMb: Math.round(process.memoryUsage().rss / 1_048_576) },
      users: userCount,
      activeSessions,
      installation: installationOf(config),
      sso: Boolean(config.sso),
      modules,
      demoData: deps.demoData?.status() ?? null,
    }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/common/list/{name}', tags: ['Shell'], summary: 'A label/value list for selects',
    request: { params: z.object({ name: z.string() }), query: z.object({}).catchall(z.string()) },
    responses: { 200: jsonResponse(z.array(z.object({ label: z.string(), value: z.string() })), 'Items') },
  }), async (c) => {
    const { name } = c.req.valid('param');
    const params = c.req.valid('query');
    if (isCommonListName(name)) return c.json(await commonLists[name]({ c, db, config, params }), 200);
    return c.json(await resourceOptions(db, c, name, params.key), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/units/current-unit', tags: ['Shell'], summary: 'The unit this installation runs on; null on shore',
    responses: { 200: jsonResponse(z.object({
      installation: z.enum(['SHORE', 'UNIT']), unitCode: z.string().nullable(),
      configurationEditable: z.boolean().describe('Whether descriptors may be edited here (always ashore; on a ship per unit.configurationEditable)'),
    }), 'Installation mode') },
  }), async (c) => c.json({
    installation: installationOf(config), unitCode: config.installationUnit ?? null, configurationEditable: await isConfigurationEditable(db, config),
  }, 200));

  router.openapi(createRoute({
    method: 'get', path: '/app-parameter/param/{name}', tags: ['Setup'], summary: 'One application parameter',
    request: { params: z.object({ name: z.string().max(200) }) },
    responses: { 200: jsonResponse(z.object({ paramCode: z.string(), paramGroup: z.string(), paramValue: z.string() }), 'The parameter') },
  }), async (c) => {
    const { name } = c.req.valid('param');
    const row = await findStoredParameter(db, name);
    if (!row) throw new KeelError('NOT_FOUND', 'error.notFound');
    return c.json({ paramCode: row.paramCode, paramGroup: row.paramGroup, paramValue: shownParameterValue(row.paramCode, row.paramValue) }, 200);
  });

  return router;
}
