/** /api/configurator/export and /api/configurator/import (the ADMIN role and SETUP at MANAGEMENT, as their screens ask). */
import { createRoute, z } from '@hono/zod-openapi';
import { configurationFileName, configurationFormat, configurationFormatVersion } from '../../../descriptors/lib/configuration-file.js';
import type { Db } from '../../db/engine.js';
import { setupRequirement } from '../../../descriptors/lib/setup-access.js';
import { principalOf, requireAccess } from '../../http/auth.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { applyImport, exportConfiguration, planImport } from './configurator.js';

const ExportedDescriptor = z.object({
  kind: z.string(), code: z.string().min(1).max(100), schemaVersion: z.number().int().positive(), disabled: z.boolean(), system: z.boolean(),
  body: z.record(z.string(), z.unknown()),
});
const ConfigurationFile = z.object({
  format: z.literal(configurationFormat), formatVersion: z.literal(configurationFormatVersion), exportedAt: z.string(), exportedBy: z.string(),
  descriptors: z.array(ExportedDescriptor),
}).openapi('ConfigurationFile');
const Step = z.object({ kind: z.string(), code: z.string(), action: z.enum(['create', 'change', 'unchanged']), changes: z.array(z.object({ path: z.string(), op: z.enum(['add', 'remove', 'replace']), before: z.unknown().optional(), after: z.unknown().optional() })) });

export function configuratorRoutes(db: Db) {
  const router = createRouter();
  const guard = requireAccess(setupRequirement('MANAGEMENT'));

  router.openapi(createRoute({ method: 'post', path: '/configurator/export', tags: ['Setup'], middleware: guard,
    summary: 'Export descriptors (by kind, by code, or all non-system) into one file',
    request: { body: jsonBody(z.object({ requestValue: z.object({
      kinds: z.array(z.string()).optional(), codes: z.array(z.object({ kind: z.string(), code: z.string() })).optional(), nonSystemOnly: z.boolean().optional(),
    }) })) },
    responses: { 200: jsonResponse(ConfigurationFile, 'The configuration file') } }), async (c) => {
    const file = await exportConfiguration(db, principalOf(c), c.req.valid('json').requestValue);
    return c.json(file, 200, { 'content-disposition': `attachment; filename="${configurationFileName(file.exportedAt)}"` });
  });

  router.openapi(createRoute({ method: 'post', path: '/configurator/import', tags: ['Setup'], middleware: guard,
    summary: 'Import a configuration file: a dry run by default, applied in one transaction with apply: true',
    request: { body: jsonBody(z.object({ requestValue: z.object({ file: ConfigurationFile, apply: z.boolean().default(false) }) })) },
    responses: { 200: jsonResponse(z.object({ applied: z.boolean(), steps: z.array(Step) }), 'The plan, and whether it was applied') } }), async (c) => {
    const { file, apply } = c.req.valid('json').requestValue;
    if (!apply) return c.json({ applied: false, steps: await planImport(db, file) }, 200);
    const steps = await applyImport(db, principalOf(c), file);
    addServerMessage(c, 'SUCCESS', 'configurator.imported', { count: steps.filter((s) => s.action !== 'unchanged').length });
    return c.json({ applied: true, steps }, 200);
  });

  return router;
}
