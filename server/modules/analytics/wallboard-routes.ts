/**
 * Wallboard links: POST custom-analytics/{id}/generate-link and DELETE custom-analytics/{id}/links/{value} for
 * administrators of dashboards (ANALYTICS_PAGEDS MANAGEMENT); GET wallboard/{value}, GET wallboard/{value}/filters and
 * POST wallboard/{value}/extract[/live] without sign-in (public-routes.ts), read-only, that page and its ships only.
 * Listing links and revoking them by id: wallboard-link-routes.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireLicence } from '../licence/licences.js';
import { Code, CodeParams, Filters, LiveFields, MaxPoints, PageView } from './api-schemas.js';
import { ExtractAnswer } from '../../../descriptors/lib/analytics/extract-answer.js';
import { liveRequest } from './extract-routes.js';
import { administerAnalytics, readAnalytics } from './page-access.js';
import { extractPage } from './page-extraction.js';
import { loadVisiblePage, pageView } from './page-store.js';
import { wallboardFilters } from './wallboard-filters.js';
import { createLink, defaultLinkDays, maxLinkDays, openLink, revokeLink } from './wallboard-links.js';

const tags = ['Custom analytics'];
const Value = z.string().min(1).max(100);
const LinkParams = z.object({ value: Value });
/** A wallboard call may name its page; any other page than the link's is refused. */
const OwnPage = { page: Code.optional() };

export function wallboardRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  const licensed = requireLicence(db, 'analytics');

  router.openapi(createRoute({ method: 'post', path: '/custom-analytics/{id}/generate-link', tags, middleware: [licensed, readAnalytics, administerAnalytics],
    summary: 'A link showing the page without sign-in until it expires or is revoked',
    request: { params: CodeParams, body: { content: { 'application/json': { schema: z.object({ requestValue: z.object({ days: z.number().int().min(1).max(maxLinkDays).optional() }).optional() }) } }, required: false } },
    responses: { 200: jsonResponse(z.object({ link: z.string(), expiresAt: z.string() }), 'The link') } }), async (c) => {
    const principal = principalOf(c);
    const { page } = await loadVisiblePage(db, principal, c.req.valid('param').id);
    // Without a body the validator hands over {}.
    const days = c.req.valid('json').requestValue?.days ?? defaultLinkDays;
    const { token, expiresAt } = await createLink(db, principal, page.code, days, now());
    return c.json({ link: `wallboard/${token}`, expiresAt: expiresAt.toISOString() }, 200);
  });

  router.openapi(createRoute({ method: 'delete', path: '/custom-analytics/{id}/links/{value}', tags, middleware: [licensed, readAnalytics, administerAnalytics],
    summary: 'Revoke a wallboard link of the page', request: { params: CodeParams.extend({ value: Value }) },
    responses: { 200: jsonResponse(z.object({ revoked: z.boolean() }), 'Revoked') } }), async (c) => {
    const principal = principalOf(c);
    const { id, value } = c.req.valid('param');
    const { page } = await loadVisiblePage(db, principal, id);
    await revokeLink(db, page.code, value);
    addServerMessage(c, 'SUCCESS', 'customAnalytics.linkRevoked', { code: page.code });
    return c.json({ revoked: true }, 200);
  });

  const wallboardTags = ['Wallboard'];
  const refuseOtherPage = (asked: string | undefined, code: string) => {
    if (asked !== undefined && asked !== code) throw new KeelError('FORBIDDEN', 'customAnalytics.linkOtherPage');
  };

  router.openapi(createRoute({ method: 'get', path: '/wallboard/{value}', tags: wallboardTags, middleware: [licensed], summary: 'The page of a wallboard link (no sign-in)',
    request: { params: LinkParams }, responses: { 200: jsonResponse(PageView, 'The page') } }), async (c) => {
    const { page } = await openLink(db, c.req.valid('param').value, now());
    return c.json(pageView(page, undefined), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/wallboard/{value}/filters', tags: wallboardTags, middleware: [licensed],
    summary: "The filters of a wallboard link's page, for its detached filter panel (no sign-in)", request: { params: LinkParams },
    responses: { 200: jsonResponse(z.array(z.record(z.string(), z.unknown())), 'Filter definitions') } }), async (c) =>
    c.json(await wallboardFilters(db, await openLink(db, c.req.valid('param').value, now()), c.get('language')), 200));

  router.openapi(createRoute({ method: 'post', path: '/wallboard/{value}/extract', tags: wallboardTags, middleware: [licensed], summary: 'The data of a wallboard link (no sign-in)',
    request: { params: LinkParams, body: jsonBody(z.object({ requestValue: z.object({ ...OwnPage, filters: Filters.default({}), maxPoints: MaxPoints }) })) },
    responses: { 200: jsonResponse(ExtractAnswer, 'Series per chart') } }), async (c) => {
    const { page, reader } = await openLink(db, c.req.valid('param').value, now());
    const body = c.req.valid('json').requestValue;
    refuseOtherPage(body.page, page.page.code);
    return c.json(await extractPage(db, reader, page.page, { filters: body.filters, maxPoints: body.maxPoints, language: c.get('language'), now: now() }), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/wallboard/{value}/extract/live', tags: wallboardTags, middleware: [licensed], summary: 'The live data of a wallboard link (no sign-in)',
    request: { params: LinkParams, body: jsonBody(z.object({ requestValue: z.object({ ...OwnPage, ...LiveFields }) })) },
    responses: { 200: jsonResponse(ExtractAnswer, 'Series per chart') } }), async (c) => {
    const { page, reader } = await openLink(db, c.req.valid('param').value, now());
    const body = c.req.valid('json').requestValue;
    refuseOtherPage(body.page, page.page.code);
    return c.json(await extractPage(db, reader, page.page, liveRequest(page.page, body, c.get('language'), now())), 200);
  });

  return router;
}
