/** /api/licence: the licence state per module, and installing a licence file (SETUP MANAGEMENT). */
import { createRoute, z } from '@hono/zod-openapi';
import { moduleNames } from '../../../descriptors/lib/modules.js';
import type { AppDeps } from '../../app.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { writeAudit } from '../audit/audit.js';
import { LicenceDocument } from './licence-document.js';
import { installLicence, installedModules, licenceState, verifyLicence } from './licences.js';

const LicenceStatus = z.array(z.object({ module: z.string(), installed: z.boolean(), state: z.string() })).openapi('LicenceStatus');

export function licenceRoutes(deps: AppDeps) {
  const router = createRouter();
  const { db, config } = deps;

  router.openapi(createRoute({
    method: 'get', path: '/licence', tags: ['Setup'], summary: 'Licence state of every module',
    responses: { 200: jsonResponse(LicenceStatus, 'Per module: installed and licence state') },
  }), async (c) => {
    const installed = installedModules(config);
    const states = await Promise.all(moduleNames.map(async (module) => ({
      module, installed: installed.includes(module), state: await licenceState(db, module),
    })));
    return c.json(states, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/licence', tags: ['Setup'], summary: 'Install a signed licence file',
    middleware: [requireFunction('SETUP', 'MANAGEMENT')] as const,
    request: { body: { content: { 'application/json': { schema: z.object({ requestValue: LicenceDocument }) } }, required: true } },
    responses: { 200: jsonResponse(z.object({ modules: z.array(z.string()) }), 'Installed') },
  }), async (c) => {
    const document = c.req.valid('json').requestValue;
    if (!verifyLicence(config, document)) throw new KeelError('BUSINESS_RULE', 'licence.badSignature');
    await installLicence(db, document);
    await writeAudit(db, { actor: principalOf(c), action: 'INSTALL_LICENCE', entity: 'licence', details: { licensee: document.licensee, modules: document.modules } });
    addServerMessage(c, 'SUCCESS', 'licence.installed', { licensee: document.licensee });
    return c.json({ modules: document.modules.map((m) => m.module) }, 200);
  });

  return router;
}
