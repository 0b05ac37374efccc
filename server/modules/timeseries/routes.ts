/**
 * Ship data over HTTP: GET /clusters (SPEC §7), batch ingestion, extraction (JSON and CSV) and latest values.
 * Reading needs one of the data-viewing functions; every answer holds only series of ships the user may see.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../../db/engine.js';
import { principalOf, requireAnyFunction, requireFunction } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { KeelError } from '../../errors/keel-error.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { loadClusters } from './clusters.js';
import { extractionCsv } from './extraction-csv.js';
import { readLatest } from './extract.js';
import { ingestMeasurements } from './ingest.js';
import type { LiveFeed } from './live-feed.js';
import { extractMeasurements } from './measurement-extraction.js';
import { findSeries } from './series-query.js';
import './scheduled-jobs.js';
import { ChartPoint } from '../../../descriptors/lib/analytics/extract-answer.js';
import { GroupingKeyList, groupingKeyMaxLength } from '../../../descriptors/lib/grouping-key.js';
import { ShipCodeList } from '../../../descriptors/lib/ship-list.js';

const tags = ['Measurements'];
/** Functions whose holders read ship data (the screens showing it require one of them too). */
export const dataReaders = ['VOYAGE_MONITOR', 'SHIP_LIVE_DASHBOARDS', 'ANALYTICS', 'MEASURES'] as const;
const maxBatchPoints = 200_000;

const Instant = z.iso.datetime({ offset: true });
const Selection = z.object({
  units: ShipCodeList.optional(),
  groupingKeys: GroupingKeyList.optional(),
  tags: z.array(z.string().max(100)).max(200).optional(),
});
const Extraction = Selection.extend({
  tags: z.array(z.string().max(100)).min(1).max(200),
  from: Instant,
  to: Instant,
  /** seconds; chosen from the period and maxPoints when absent */
  resolution: z.number().int().positive().optional(),
  /** at most this many buckets per series (chart width in pixels is a good value) */
  maxPoints: z.number().int().min(2).max(10_000).default(1000),
}).refine((e) => Date.parse(e.from) < Date.parse(e.to), { message: 'from must be before to', path: ['to'] });
const IngestBody = z.object({ requestValue: z.object({ series: z.array(z.object({
  groupingKey: z.string().max(groupingKeyMaxLength), tag: z.string().max(100),
  points: z.array(z.object({ ts: z.string().max(40), value: z.union([z.number(), z.string().max(2000), z.boolean(), z.null()]) })).max(maxBatchPoints),
})).max(5000) }) });

const SeriesInfo = { groupingKey: z.string(), unit: z.string().nullable(), tag: z.string(), aggregation: z.string(), measureUnit: z.string().nullable(), precision: z.number().nullable() };

export function timeseriesRoutes(db: Db, feed: LiveFeed, now: () => number = Date.now) {
  const router = createRouter();
  const readers = requireAnyFunction([...dataReaders], 'VIEW');

  const extraction = (c: Context<KeelEnv>, body: z.infer<typeof Extraction>) =>
    extractMeasurements(db, principalOf(c), { ...body, from: Date.parse(body.from), to: Date.parse(body.to) });

  router.openapi(createRoute({ method: 'get', path: '/clusters', tags, summary: 'The data clusters (never an empty list)', middleware: [readers] as const,
    responses: { 200: jsonResponse(z.array(z.record(z.string(), z.unknown())), 'Clusters') } }), async (c) => {
    const clusters = await loadClusters(db);
    if (!clusters.length) throw new KeelError('BUSINESS_RULE', 'measures.noClusters');
    return c.json(clusters, 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/measures/ingest', tags, summary: 'Store a batch of points (counts accepted / duplicate / rejected with reasons)',
    middleware: [requireFunction('MEASURES', 'MANAGEMENT')] as const, request: { body: jsonBody(IngestBody) },
    responses: { 200: jsonResponse(z.object({ accepted: z.number(), duplicate: z.number(), rejected: z.number(),
      rejections: z.array(z.object({ series: z.number(), point: z.number().optional(), reason: z.string() })) }), 'Counts') } }), async (c) => {
    const principal = principalOf(c);
    const { series } = c.req.valid('json').requestValue;
    if (series.reduce((n, s) => n + s.points.length, 0) > maxBatchPoints) throw new KeelError('INVALID_INPUT', 'measures.batchTooLarge', { max: String(maxBatchPoints) });
    const result = await ingestMeasurements(db, series, {
      allowedUnitIds: principal.userType === 'ADMIN' ? undefined : new Set(principal.unitIds), language: c.get('language'), feed, now,
    });
    return c.json(result, 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/measures/extract', tags, summary: 'Aggregated series for charts: each tag with its aggregation kind, at most maxPoints buckets',
    middleware: [readers] as const, request: { body: jsonBody(Extraction) },
    responses: { 200: jsonResponse(z.object({ from: z.string(), to: z.string(), resolution: z.number(),
      series: z.array(z.object({ ...SeriesInfo, points: z.array(ChartPoint) })) }), 'Series') } }), async (c) => {
    return c.json(await extraction(c, c.req.valid('json')), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/measures/extract/export', tags, summary: 'The same extraction as CSV (one column per series)',
    middleware: [readers] as const, request: { body: jsonBody(Extraction) },
    responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } } }), async (c) => {
    const answer = await extraction(c, c.req.valid('json'));
    c.header('content-disposition', `attachment; filename="measurements-${answer.from.slice(0, 10)}.csv"`);
    return c.body(extractionCsv(answer.series), 200, { 'content-type': 'text/csv; charset=utf-8' });
  });

  router.openapi(createRoute({ method: 'post', path: '/measures/latest', tags, summary: 'The newest value of each series',
    middleware: [readers] as const, request: { body: jsonBody(Selection) },
    responses: { 200: jsonResponse(z.array(z.object({ ...SeriesInfo, ts: z.string(), value: z.union([z.number(), z.string(), z.null()]) })), 'Latest values') } }), async (c) => {
    const series = await findSeries(db, principalOf(c), c.req.valid('json'));
    const latest = await readLatest(db, series.map((s) => s.id));
    return c.json(series.filter((s) => latest.has(s.id)).map((s) => ({
      groupingKey: s.groupingKey, unit: s.unitCode, tag: s.tag, aggregation: s.aggregation, measureUnit: s.measureUnit, precision: s.precision,
      ts: latest.get(s.id)!.ts.toISOString(), value: latest.get(s.id)!.value,
    })), 200);
  });

  return router;
}
