/**
 * Managing wallboard links (the /wall-boards screen): GET wallboard-links (every link the user may manage),
 * GET custom-analytics/{id}/links (one page's) and DELETE wallboard-links/{linkId} (revoke by id). Creating a link
 * and revoking it by its value stay in wallboard-routes.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireLicence } from '../licence/licences.js';
import { CodeParams } from './api-schemas.js';
import { readAnalytics } from './page-access.js';
import { linkStatuses, listManagedLinks, revokeManagedLink } from './wallboard-link-list.js';

const tags = ['Custom analytics'];
const LinkSummary = z.object({
  id: z.string(), page: z.string(), pageTitle: z.unknown(), createdBy: z.string(), createdByName: z.string(),
  createdOn: z.string(), expiresAt: z.string(), revokedAt: z.string().nullable(), status: z.enum(linkStatuses),
}).openapi('WallboardLink');

export function wallboardLinkRoutes(db: Db) {
  const router = createRouter();
  const middleware = [requireLicence(db, 'analytics'), readAnalytics];

  router.openapi(createRoute({ method: 'get', path: '/wallboard-links', tags, middleware,
    summary: 'The wallboard links of the pages the user may manage (owner or ANALYTICS_PAGEDS MANAGEMENT), newest first',
    responses: { 200: jsonResponse(z.array(LinkSummary), 'Links') } }), async (c) =>
    c.json(await listManagedLinks(db, principalOf(c)), 200));

  router.openapi(createRoute({ method: 'get', path: '/custom-analytics/{id}/links', tags, middleware,
    summary: 'The wallboard links of one page (owner or ANALYTICS_PAGEDS MANAGEMENT)', request: { params: CodeParams },
    responses: { 200: jsonResponse(z.array(LinkSummary), 'Links') } }), async (c) =>
    c.json(await listManagedLinks(db, principalOf(c), c.req.valid('param').id), 200));

  router.openapi(createRoute({ method: 'delete', path: '/wallboard-links/{linkId}', tags, middleware,
    summary: 'Revoke a wallboard link by its id', request: { params: z.object({ linkId: z.uuid() }) },
    responses: { 200: jsonResponse(z.object({ revoked: z.boolean() }), 'Revoked') } }), async (c) => {
    const { page } = await revokeManagedLink(db, principalOf(c), c.req.valid('param').linkId);
    addServerMessage(c, 'SUCCESS', 'customAnalytics.linkRevoked', { code: page });
    return c.json({ revoked: true }, 200);
  });

  return router;
}
