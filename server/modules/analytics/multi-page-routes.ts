/**
 * SPEC §7 multi-dashboard-pages: the list (summaries), code, checkCode, dashboards (its analytics pages the user may see), extract and
 * extract/live of one of those pages (the multi-page's grouping keys when the filters name none).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { dashboardsOf } from '../../../descriptors/kinds/multi-dashboard-page/multi-dashboard-page.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireLicence } from '../licence/licences.js';
import { descriptorCodePattern } from '../descriptors/descriptor-writes.js';
import { getDescriptor } from '../descriptors/store.js';
import { Code, CodeCheck, Filters, LiveFields, MaxPoints, PageView } from './api-schemas.js';
import { ExtractAnswer } from '../../../descriptors/lib/analytics/extract-answer.js';
import { liveRequest } from './extract-routes.js';
import { readAnalytics } from './page-access.js';
import { extractPage } from './page-extraction.js';
import { loadVisiblePage, pageView } from './page-store.js';
import { dashboardsOfMultiPage, listMultiPages, loadMultiPage, multiPageKind, multiPageView } from './multi-pages.js';

const tags = ['Multi-dashboard pages'];
const CodeParam = z.object({ code: Code });
const MultiPageSummary = z.object({
  id: z.string(), code: z.string(), title: z.unknown(), description: z.unknown(), tabs: z.number(), dashboards: z.number(), dashboardTitles: z.array(z.unknown()),
  system: z.boolean(), updatedOn: z.string(),
}).openapi('MultiDashboardPageSummary');
/** One analytics page (`page`) read through a multi-page (`code`, optional: its grouping keys apply and the page must be one of its). */
const Target = { page: Code, code: Code.optional() };

export function multiPageRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  const middleware = [requireLicence(db, 'dashboards'), readAnalytics];

  /** The page to extract and the multi-page's grouping keys (when a multi-page is named). */
  const target = async (principal: Principal, pageCode: string, multiCode: string | undefined) => {
    const page = (await loadVisiblePage(db, principal, pageCode)).page;
    if (multiCode === undefined) return { page, groupingKeys: undefined };
    const multi = (await loadMultiPage(db, multiCode)).page;
    if (!dashboardsOf(multi).includes(pageCode)) throw new KeelError('NOT_FOUND', 'customAnalytics.pageNotFound', { code: pageCode });
    return { page, groupingKeys: multi.groupingKeys?.length ? multi.groupingKeys : undefined };
  };

  router.openapi(createRoute({ method: 'get', path: '/multi-dashboard-pages', tags, middleware,
    summary: 'The multi-pages the user may see (with a dashboard the user may see, or none yet): tabs and visible dashboards counted',
    responses: { 200: jsonResponse(z.array(MultiPageSummary), 'Summaries') } }), async (c) =>
    c.json(await listMultiPages(db, principalOf(c)), 200));

  router.openapi(createRoute({ method: 'get', path: '/multi-dashboard-pages/code/{code}', tags, middleware, summary: 'One multi-dashboard page',
    request: { params: CodeParam }, responses: { 200: jsonResponse(z.record(z.string(), z.unknown()), 'The multi-page') } }), async (c) =>
    c.json(multiPageView(await loadMultiPage(db, c.req.valid('param').code)), 200));

  router.openapi(createRoute({ method: 'get', path: '/multi-dashboard-pages/checkCode/{code}', tags, middleware, summary: 'Whether a multi-page code is valid and free',
    request: { params: CodeParam }, responses: { 200: jsonResponse(CodeCheck, 'Availability') } }), async (c) => {
    const { code } = c.req.valid('param');
    return c.json({ valid: descriptorCodePattern.test(code), available: !(await getDescriptor(db, multiPageKind, code)) }, 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/multi-dashboard-pages/dashboards', tags, middleware, summary: 'The analytics pages of a multi-page the user may see',
    request: { body: jsonBody(z.object({ requestValue: z.object({ code: Code, tab: z.string().min(1).max(60).optional() }) })) },
    responses: { 200: jsonResponse(z.array(PageView), 'Pages') } }), async (c) => {
    const { code, tab } = c.req.valid('json').requestValue;
    const principal = principalOf(c);
    const pages = await dashboardsOfMultiPage(db, principal, (await loadMultiPage(db, code)).page, tab);
    return c.json(pages.map((p) => pageView(p, principal)), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/multi-dashboard-pages/extract', tags, middleware, summary: 'The data of one page of a multi-page (the multi-page grouping keys unless the filters name some)',
    request: { body: jsonBody(z.object({ requestValue: z.object({ ...Target, filters: Filters.default({}), maxPoints: MaxPoints }) })) },
    responses: { 200: jsonResponse(ExtractAnswer, 'Series per chart') } }), async (c) => {
    const { page: pageCode, code, filters, maxPoints } = c.req.valid('json').requestValue;
    const principal = principalOf(c);
    const { page, groupingKeys } = await target(principal, pageCode, code);
    const request = { filters: { ...filters, groupingKeys: filters.groupingKeys ?? groupingKeys }, maxPoints, language: c.get('language'), now: now() };
    return c.json(await extractPage(db, principal, page, request), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/multi-dashboard-pages/extract/live', tags, middleware, summary: 'The live data of one page of a multi-page',
    request: { body: jsonBody(z.object({ requestValue: z.object({ ...Target, ...LiveFields }) })) },
    responses: { 200: jsonResponse(ExtractAnswer, 'Series per chart') } }), async (c) => {
    const body = c.req.valid('json').requestValue;
    const principal = principalOf(c);
    const { page, groupingKeys } = await target(principal, body.page, body.code);
    const live = { ...body, groupingKeyValues: body.groupingKeyValues?.length ? body.groupingKeyValues : groupingKeys };
    return c.json(await extractPage(db, principal, page, liveRequest(page, live, c.get('language'), now())), 200);
  });

  return router;
}
