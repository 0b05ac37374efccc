/**
 * SPEC §7 custom-analytics: list, get, by-code, checkCode, create, update (409 when stale), delete, search, publish,
 * unpublish and duplicate. `{id}` is the page's descriptor code.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireLicence } from '../licence/licences.js';
import { descriptorCodePattern } from '../descriptors/descriptor-writes.js';
import { getDescriptor } from '../descriptors/store.js';
import { CodeCheck, CodeParams, PageBody, PageSummary, PageView } from './api-schemas.js';
import { administerAnalytics, readAnalytics } from './page-access.js';
import { searchPages } from './page-search.js';
import { listVisiblePages, loadVisiblePage, pageKind, pageSummary, pageView, type StoredPage } from './page-store.js';
import { createPage, deletePage, duplicatePage, setPublished, updatePage } from './page-writes.js';

const tags = ['Custom analytics'];
const Search = z.object({
  text: z.string().max(200).optional(), topic: z.string().max(100).optional(), published: z.boolean().optional(), owner: z.string().max(100).optional(),
});
const WritePage = PageBody.and(z.object({ code: z.string().min(1).max(100) }));

export function pageRoutes(db: Db) {
  const router = createRouter();
  const middleware = [requireLicence(db, 'analytics'), readAnalytics];
  const administration = [...middleware, administerAnalytics];
  const viewOf = (c: Context<KeelEnv>, page: StoredPage) => pageView(page, principalOf(c));

  router.openapi(createRoute({ method: 'get', path: '/custom-analytics', tags, middleware, summary: 'The pages the user may see (published and their own)',
    responses: { 200: jsonResponse(z.array(PageSummary), 'Summaries') } }), async (c) => {
    const principal = principalOf(c);
    return c.json((await listVisiblePages(db, principal)).map((p) => pageSummary(p, principal)), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/custom-analytics/search', tags, middleware, summary: 'Pages by text (code or title), topic, published and owner',
    request: { body: jsonBody(z.object({ requestValue: Search })) }, responses: { 200: jsonResponse(z.array(PageSummary), 'Summaries') } }), async (c) => {
    const principal = principalOf(c);
    const found = searchPages(await listVisiblePages(db, principal), c.req.valid('json').requestValue);
    return c.json(found.map((p) => pageSummary(p, principal)), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/custom-analytics/checkCode/{id}', tags, middleware, summary: 'Whether a page code is valid and free',
    request: { params: CodeParams }, responses: { 200: jsonResponse(CodeCheck, 'Availability') } }), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ valid: descriptorCodePattern.test(id) && !id.startsWith('@'), available: !(await getDescriptor(db, pageKind, id)) }, 200);
  });

  for (const path of ['/custom-analytics/{id}', '/custom-analytics/by-code/{id}']) {
    router.openapi(createRoute({ method: 'get', path, tags, middleware, summary: 'One page (404 when the user may not see it)',
      request: { params: CodeParams }, responses: { 200: jsonResponse(PageView, 'The page') } }), async (c) =>
      c.json(viewOf(c, await loadVisiblePage(db, principalOf(c), c.req.valid('param').id)), 200));
  }

  router.openapi(createRoute({ method: 'post', path: '/custom-analytics', tags, middleware, summary: 'Create a page owned by the caller',
    request: { body: jsonBody(z.object({ requestValue: WritePage })) }, responses: { 200: jsonResponse(PageView, 'Created') } }), async (c) => {
    const page = await createPage(db, principalOf(c), c.req.valid('json').requestValue);
    addServerMessage(c, 'SUCCESS', 'customAnalytics.saved', { code: page.row.code });
    return c.json(viewOf(c, page), 200);
  });

  router.openapi(createRoute({ method: 'put', path: '/custom-analytics', tags, middleware, summary: 'Save a new version of a page (409 when the version is stale)',
    request: { body: jsonBody(z.object({ requestValue: WritePage.and(z.object({ version: z.number().int().positive() })) })) },
    responses: { 200: jsonResponse(PageView, 'Saved') } }), async (c) => {
    const { version, ...input } = c.req.valid('json').requestValue;
    const page = await updatePage(db, principalOf(c), input, version);
    addServerMessage(c, 'SUCCESS', 'customAnalytics.saved', { code: page.row.code });
    return c.json(viewOf(c, page), 200);
  });

  router.openapi(createRoute({ method: 'delete', path: '/custom-analytics/{id}', tags, middleware, summary: 'Delete a page (and its wallboard links)',
    request: { params: CodeParams }, responses: { 200: jsonResponse(z.object({ deleted: z.boolean() }), 'Deleted') } }), async (c) => {
    await deletePage(db, principalOf(c), c.req.valid('param').id);
    return c.json({ deleted: true }, 200);
  });

  const publishing = [['publish', true], ['unpublish', false]] as const;
  for (const [action, published] of publishing) {
    router.openapi(createRoute({ method: 'put', path: `/custom-analytics/${action}/{id}`, tags, middleware: administration, summary: `${action} a page (ANALYTICS_PAGEDS MANAGEMENT)`,
      request: { params: CodeParams }, responses: { 200: jsonResponse(PageView, 'The page') } }), async (c) => {
      const page = await setPublished(db, principalOf(c), c.req.valid('param').id, published);
      addServerMessage(c, 'SUCCESS', published ? 'customAnalytics.published' : 'customAnalytics.unpublished', { code: page.row.code });
      return c.json(viewOf(c, page), 200);
    });
  }

  router.openapi(createRoute({ method: 'put', path: '/custom-analytics/duplicate/{id}', tags, middleware: administration,
    summary: 'Copy a page: new code <code>_COPY, owned by the caller, unpublished (ANALYTICS_PAGEDS MANAGEMENT)',
    request: { params: CodeParams }, responses: { 200: jsonResponse(PageView, 'The copy') } }), async (c) => {
    const page = await duplicatePage(db, principalOf(c), c.req.valid('param').id);
    addServerMessage(c, 'SUCCESS', 'customAnalytics.duplicated', { code: page.row.code });
    return c.json(viewOf(c, page), 200);
  });

  return router;
}
