/**
 * CSV import of measurements: POST /measures/import with the file as a `text/csv` body (UTF-8; the file name and
 * the mode in the query). `mode=preview` reads the whole file and stores nothing: detected format, series, the
 * first rows and every problem by line and column. `mode=apply` stores it through ingestion in batches and records
 * a measure_imports row; GET /measures/stats/latest-import shows the newest one the user may see.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { measureImportLimits } from '../../../descriptors/lib/measure-import.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import type { LiveFeed } from '../timeseries/live-feed.js';
import { manageMeasures, readMeasures, writableUnits } from './access.js';
import { latestImport } from './import-log.js';
import { previewImport } from './import-preview.js';
import { applyImport } from './import-run.js';
import { parseMeasurementCsv } from './measurement-csv.js';
import { tagValueTypes } from './tag-records.js';

const tags = ['Measurements'];
const Reason = z.object({ line: z.number().optional(), column: z.string().optional(), points: z.number().optional(), reason: z.string() });
const Counts = { total: z.number(), accepted: z.number(), duplicate: z.number(), rejected: z.number() };
const Problem = z.object({ line: z.number().nullable(), column: z.string().nullable(), message: z.string() });
const Preview = z.object({
  mode: z.literal('preview'), format: z.enum(['wide', 'long']), header: z.array(z.string()), rows: z.number(),
  sample: z.array(z.object({ line: z.number(), cells: z.array(z.string()) })),
  series: z.array(z.object({ groupingKey: z.string(), tag: z.string(), column: z.string(), ship: z.string().nullable(), points: z.number(),
    from: z.string().nullable(), to: z.string().nullable(), problem: z.string().nullable() })),
  points: z.number(), refused: z.number(), problems: z.array(Problem), problemCount: z.number(),
});
const Applied = z.object({ mode: z.literal('apply'), id: z.string(), status: z.string(), fileName: z.string(), ...Counts, reasons: z.array(Reason) });
const LatestImport = z.object({
  id: z.string(), fileName: z.string(), status: z.enum(['RUNNING', 'DONE', 'FAILED']), startedBy: z.string(), startedAt: z.string(),
  finishedAt: z.string().nullable(), ships: z.array(z.string()), ...Counts, rejections: z.array(Reason),
}).openapi('MeasureImport');
const ImportQuery = z.object({
  mode: z.enum(['preview', 'apply']).default('preview'),
  fileName: z.string().min(1).max(200).default('measurements.csv'),
  /** data rows the preview shows */
  rows: z.coerce.number().int().min(0).max(measureImportLimits.maxPreviewRows).default(measureImportLimits.previewRows),
});

export function importRoutes(db: Db, feed: LiveFeed) {
  const router = createRouter();

  router.openapi(createRoute({ method: 'post', path: '/measures/import', tags,
    summary: 'Import a CSV file of measurements (text/csv body): mode=preview reads it and stores nothing, mode=apply stores it',
    middleware: [manageMeasures] as const,
    request: { query: ImportQuery, body: { content: { 'text/csv': { schema: z.string() } }, required: true } },
    responses: { 200: jsonResponse(z.union([Preview, Applied]), 'The preview, or the counts of the applied import') } }), async (c) => {
    const { mode, fileName, rows } = c.req.valid('query');
    if (!/^text\//i.test(c.req.header('content-type') ?? '')) throw new KeelError('INVALID_INPUT', 'measures.import.notCsv');
    const principal = principalOf(c);
    const language = c.get('language');
    const valueTypes = await tagValueTypes(db);
    const csv = parseMeasurementCsv(await c.req.text(), valueTypes);
    if ('problem' in csv) throw new KeelError('INVALID_INPUT', csv.problem.key, { line: csv.problem.line ?? 1, ...csv.problem.params });
    const allowedUnitIds = writableUnits(principal);
    if (mode === 'preview') return c.json({ mode, ...(await previewImport(db, csv, { valueTypes, allowedUnitIds, language, rows })) }, 200);
    const applied = await applyImport(db, csv, { fileName, startedBy: principal.username, valueTypes, allowedUnitIds, language, feed });
    return c.json({ mode, ...applied }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/measures/stats/latest-import', tags,
    summary: 'The newest CSV import the user may see (every ship of it visible, or started by the user), with counts and reasons',
    middleware: [readMeasures] as const, responses: { 200: jsonResponse(z.object({ latest: LatestImport.nullable() }), 'The newest import, or null') } }), async (c) =>
    c.json({ latest: (await latestImport(db, principalOf(c))) ?? null }, 200));

  return router;
}
