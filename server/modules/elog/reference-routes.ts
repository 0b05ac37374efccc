/**
 * GET /elog-entry/{elog}/reference-options: the records a reference field of the logbook's forms chooses from (ports,
 * fuel categories, emission control areas), for whoever may view the logbook — they read the entries naming them, so
 * they may read the names, without the master-data function. Only references the logbook's forms declare are answered.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { declaredReferences } from '../../../descriptors/lib/elog/reference-fields.js';
import { applyOverlays } from '../../../descriptors/lib/forms/form-overlay.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { listDescriptors } from '../descriptors/store.js';
import { findResource } from '../resources/definitions.js';
import { listResourceOptions } from '../resources/options.js';
import { elogActor, requireElogPermission } from './elog-access.js';
import { formOf, loadElog } from './elog-definitions.js';

const Option = z.object({
  label: z.string(), value: z.string(),
  search: z.string().optional().describe('More text the record is found by: its code, its name in other languages'),
});

export function referenceRoutes(db: Db) {
  const router = createRouter();

  router.openapi(createRoute({
    method: 'get', path: '/elog-entry/{elog}/reference-options', tags: ['eLog'],
    summary: 'The records a reference field of the logbook\'s entry forms chooses from, as label/value options',
    request: {
      params: z.object({ elog: z.string().min(1).max(50) }),
      query: z.object({ resource: z.string().min(1).max(100), key: z.string().min(1).max(100).optional() }),
    },
    responses: { 200: jsonResponse(z.array(Option), 'Options') },
  }), async (c) => {
    const elog = await loadElog(db, c.req.valid('param').elog);
    const actor = await elogActor(db, principalOf(c), elog);
    requireElogPermission(actor, elog, 'VIEW');
    const { resource: code, key } = c.req.valid('query');
    // The lists the logbook's forms choose from, those fields included that overlays add for some ships.
    const overlays = (await listDescriptors(db, 'form-overlay')).map((row) => ({ ...row.body, code: row.code }));
    const forms = await Promise.all(elog.entryDescriptors.map((descriptor) => formOf(db, descriptor).catch(() => undefined)));
    const isDeclared = forms.some((form) => form && declaredReferences(applyOverlays(form.body, overlays.filter((o) => o.form === form.code)).form.uiSchema)
      .some((r) => r.resource === code && (r.key ?? undefined) === key));
    const resource = isDeclared ? await findResource(db, code) : undefined;
    if (!resource) throw new KeelError('NOT_FOUND', 'elog.entry.reference.unknownList', { list: code });
    return c.json(await listResourceOptions(db, c, resource, key, true), 200);
  });

  return router;
}
