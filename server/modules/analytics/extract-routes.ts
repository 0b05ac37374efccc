/**
 * SPEC §7 custom-analytics data calls: extract (a saved page by code, or a page body for a preview), extract/live,
 * measurements (tags over the filters) and measurements/export (the same as CSV). Only the reader's ships are read.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { AnalyticsPage } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import type { Language } from '../../../descriptors/lib/text.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireLicence } from '../licence/licences.js';
import { extractionCsv } from '../timeseries/extraction-csv.js';
import { extractMeasurements } from '../timeseries/measurement-extraction.js';
import { Code, Filters, LiveFields, MaxPoints, PageBody } from './api-schemas.js';
import { ExtractAnswer } from '../../../descriptors/lib/analytics/extract-answer.js';
import { readAnalytics } from './page-access.js';
import { checkPage } from './page-checks.js';
import { extractPage, type ExtractRequest } from './page-extraction.js';
import { resolvePeriod } from './period.js';
import { bodyToStore, loadVisiblePage } from './page-store.js';

const tags = ['Custom analytics'];
const PageRef = z.union([Code, PageBody]);
const Extract = z.object({ requestValue: z.object({ page: PageRef, filters: Filters.default({}), maxPoints: MaxPoints }) });
const ExtractLive = z.object({ requestValue: z.object({ page: PageRef, ...LiveFields }) });
const Measurements = z.object({ requestValue: z.object({
  tags: z.array(z.string().min(1).max(100)).min(1).max(200), filters: Filters.default({}), maxPoints: MaxPoints,
  resolution: z.number().int().min(60).max(604_800).optional(),
}) });
const MeasurementsAnswer = z.object({ from: z.string(), to: z.string(), resolution: z.number(), series: z.array(z.object({
  groupingKey: z.string(), unit: z.string().nullable(), tag: z.string(), aggregation: z.string(), measureUnit: z.string().nullable(), precision: z.number().nullable(),
  points: z.array(z.tuple([z.number(), z.union([z.number(), z.string(), z.null()])])),
})) });

/** Seconds a live extraction shows when neither the request nor the page says. */
export const defaultLiveSeconds = 600;

/** A saved page the reader may see, or a page body checked as a preview (a broken expression fails only its series). */
export async function pageToExtract(db: Db, principal: Principal, ref: string | Record<string, unknown>): Promise<AnalyticsPage> {
  if (typeof ref === 'string') return (await loadVisiblePage(db, principal, ref)).page;
  return checkPage(db, bodyToStore(ref), { expressions: false, base: '/requestValue/page' });
}

/** The extraction request of an extract/live call. */
export function liveRequest(page: AnalyticsPage, body: z.infer<z.ZodObject<typeof LiveFields>>, language: Language, now: number): ExtractRequest {
  return {
    now,
    filters: { units: body.units, groupingKeys: body.groupingKeyValues }, maxPoints: body.dimensionBase, language,
    live: { seconds: body.liveExtractionPeriod ?? (page.liveExtractionPeriod || defaultLiveSeconds) },
  };
}

export function extractRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  const middleware = [requireLicence(db, 'analytics'), readAnalytics];

  router.openapi(createRoute({ method: 'post', path: '/custom-analytics/extract', tags, middleware, summary: 'Series of every chart of a page for the filters',
    request: { body: jsonBody(Extract) }, responses: { 200: jsonResponse(ExtractAnswer, 'Series per chart') } }), async (c) => {
    const { page, filters, maxPoints } = c.req.valid('json').requestValue;
    const principal = principalOf(c);
    const language = c.get('language');
    const body = await pageToExtract(db, principal, page);
    return c.json(await extractPage(db, principal, body, { filters, maxPoints, language, now: now() }), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/custom-analytics/extract/live', tags, middleware, summary: 'The last liveExtractionPeriod seconds of a page',
    request: { body: jsonBody(ExtractLive) }, responses: { 200: jsonResponse(ExtractAnswer, 'Series per chart') } }), async (c) => {
    const body = c.req.valid('json').requestValue;
    const principal = principalOf(c);
    const language = c.get('language');
    const page = await pageToExtract(db, principal, body.page);
    return c.json(await extractPage(db, principal, page, liveRequest(page, body, language, now())), 200);
  });

  const measurements = async (principal: Principal, body: z.infer<typeof Measurements>['requestValue']) => {
    const { from, to } = resolvePeriod(undefined, body.filters, now());
    return extractMeasurements(db, principal, { tags: body.tags, units: body.filters.units, groupingKeys: body.filters.groupingKeys,
      from, to, maxPoints: body.maxPoints, resolution: body.resolution });
  };

  router.openapi(createRoute({ method: 'post', path: '/custom-analytics/measurements', tags, middleware, summary: 'Tags over the filters, each with its aggregation kind',
    request: { body: jsonBody(Measurements) }, responses: { 200: jsonResponse(MeasurementsAnswer, 'Series') } }), async (c) =>
    c.json(await measurements(principalOf(c), c.req.valid('json').requestValue), 200));

  router.openapi(createRoute({ method: 'post', path: '/custom-analytics/measurements/export', tags, middleware, summary: 'The same measurements as CSV (one column per series)',
    request: { body: jsonBody(Measurements) }, responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } } }), async (c) => {
    const answer = await measurements(principalOf(c), c.req.valid('json').requestValue);
    c.header('content-disposition', `attachment; filename="analytics-${answer.from.slice(0, 10)}.csv"`);
    return c.body(extractionCsv(answer.series), 200, { 'content-type': 'text/csv; charset=utf-8' });
  });

  return router;
}
