/**
 * Managing wallboard links (the /wall-boards screen; ANALYTICS_PAGEDS MANAGEMENT, as the screen asks): GET
 * wallboard-links (every link), GET custom-analytics/{id}/links (one page's) and DELETE wallboard-links/{linkId}
 * (revoke by id). Creating a link and revoking it by its value stay in wallboard-routes.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireLicence } from '../licence/licences.js';
import { CodeParams } from './api-schemas.js';
import { administerAnalytics, readAnalytics } from './page-access.js';
import { linkStatuses, listManagedLinks, revokeManagedLink } from './wallboard-link-list.js';

const tags = ['Custom analytics'];
const LinkSummary = z.object({
  id: z.string(), page: z.string(), pageTitle: z.unknown(), createdBy: z.string(), createdByName: z.string(),
  createdOn: z.string(), expiresAt: z.string(), revokedAt: z.string().nullable(), status: z.enum(linkStatuses),
}).openapi('WallboardLink');

export function wallboardLinkRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  const middleware = [requireLicence(db, 'analytics'), readAnalytics, administerAnalytics];

  router.openapi(createRoute({ method: 'get', path: '/wallboard-links', tags, middleware,
    summary: 'The wallboard links of every page (ANALYTICS_PAGEDS MANAGEMENT), newest first',
    responses: { 200: jsonResponse(z.array(LinkSummary), 'Links') } }), async (c) =>
    c.json(await listManagedLinks(db, principalOf(c), undefined, now()), 200));

  router.openapi(createRoute({ method: 'get', path: '/custom-analytics/{id}/links', tags, middleware,
    summary: 'The wallboard links of one page (ANALYTICS_PAGEDS MANAGEMENT)', request: { params: CodeParams },
    responses: { 200: jsonResponse(z.array(LinkSummary), 'Links') } }), async (c) =>
    c.json(await listManagedLinks(db, principalOf(c), c.req.valid('param').id, now()), 200));

  router.openapi(createRoute({ method: 'delete', path: '/wallboard-links/{linkId}', tags, middleware,
    summary: 'Revoke a wallboard link by its id', request: { params: z.object({ linkId: z.uuid() }) },
    responses: { 200: jsonResponse(z.object({ revoked: z.boolean() }), 'Revoked') } }), async (c) => {
    const { page } = await revokeManagedLink(db, principalOf(c), c.req.valid('param').linkId);
    addServerMessage(c, 'SUCCESS', 'customAnalytics.linkRevoked', { code: page });
    return c.json({ revoked: true }, 200);
  });

  return router;
}
