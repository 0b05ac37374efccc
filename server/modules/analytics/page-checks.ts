/**
 * Checks a page body before it is saved or previewed: the kind's meta-schema (field errors), then what a
 * schema cannot say: tags, ships and cluster exist, ids are unique, periods run forward, expressions compile.
 */
import type { AnalyticsPage, Dataset } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { staticTagOf } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { kindDefinitions } from '../../../descriptors/kinds/index.js';
import { compileExpression, ExpressionError } from '../../../descriptors/lib/expression.js';
import type { Db } from '../../db/engine.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import { jsonSchemaErrors } from '../../errors/json-schema-errors.js';
import { tagsByCode } from '../measures/tag-records.js';
import { loadClusters } from '../timeseries/clusters.js';
import { listShips } from '../access/ships.js';
import { isNumericAggregation } from '../../../descriptors/lib/analytics/aggregation.js';
import { holdsNumbers, tagSemanticsOf } from '../../../descriptors/lib/tags/tag-semantics.js';

export interface PageCheckOptions {
  /** Whether expressions must compile (a save); a preview reports a broken expression on its series instead. */
  expressions: boolean;
  /** JSON pointer of the page in the request. */
  base: string;
}

/** 400 naming the first failing field; every problem is in `errors`. */
export function invalidPage(errors: FieldError[]): KeelError {
  return new KeelError('INVALID_INPUT', 'customAnalytics.invalidPage', { field: errors[0].path, problem: { messageKey: errors[0].messageKey, params: errors[0].params } }, errors);
}

/** The page if it is valid; otherwise a 400 with every problem at its field. */
export async function checkPage(db: Db, body: unknown, options: PageCheckOptions): Promise<AnalyticsPage> {
  const schemaErrors = jsonSchemaErrors('kind:analytics-page', kindDefinitions['analytics-page'].schema, structuredClone(body), options.base);
  if (schemaErrors.length) throw invalidPage(schemaErrors);
  const page = body as AnalyticsPage;
  const errors = await semanticErrors(db, page, options);
  if (errors.length) throw invalidPage(errors);
  return page;
}

interface Located { dataset: Dataset; path: string }

/** Every dataset of the page with its pointer: page datasets, then each chart's. */
export function locatedDatasets(page: AnalyticsPage): Located[] {
  return [
    ...(page.datasets ?? []).map((dataset, i) => ({ dataset, path: `/datasets/${i}` })),
    ...(page.charts ?? []).flatMap((chart, c) => (chart.datasets ?? []).map((dataset, i) => ({ dataset, path: `/charts/${c}/datasets/${i}` }))),
  ];
}

async function semanticErrors(db: Db, page: AnalyticsPage, options: PageCheckOptions): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const problem = (path: string, code: string, key: string, params: Record<string, string | number> = {}) =>
    errors.push({ path: `${options.base}${path}`, code, messageKey: key, params });
  const datasets = locatedDatasets(page);
  const staticTags = (page.charts ?? []).flatMap((chart, c) => (chart.staticTags ?? []).map((s, i) => ({ tag: staticTagOf(s).tag, path: `/charts/${c}/staticTags/${i}` })));
  const tags = await tagsByCode(db, [...datasets.flatMap(({ dataset }) => dataset.tags.map((t) => t.tag)), ...staticTags.map((s) => s.tag)]);

  duplicates((page.charts ?? []).map((c) => c.id)).forEach((i) => problem(`/charts/${i}/id`, 'duplicate', 'customAnalytics.duplicateId', { id: page.charts![i].id }));
  duplicates((page.datasets ?? []).map((d) => d.id)).forEach((i) => problem(`/datasets/${i}/id`, 'duplicate', 'customAnalytics.duplicateId', { id: page.datasets![i].id }));
  for (const { dataset, path } of datasets) {
    dataset.tags.forEach((t, i) => {
      const row = tags.get(t.tag);
      if (!row) return problem(`${path}/tags/${i}/tag`, 'unknownTag', 'customAnalytics.unknownTag', { tag: t.tag });
      if (t.aggregation && isNumericAggregation(t.aggregation) && !holdsNumbers(tagSemanticsOf(row.data).valueType)) {
        problem(`${path}/tags/${i}/aggregation`, 'numericOnly', 'customAnalytics.numericAggregation', { tag: t.tag, aggregation: t.aggregation });
      }
    });
    const ids = [...dataset.tags.map((t) => t.alias ?? t.tag), ...(dataset.derived ?? []).map((d) => d.id)];
    duplicates(ids).forEach((i) => problem(i < dataset.tags.length ? `${path}/tags/${i}/alias` : `${path}/derived/${i - dataset.tags.length}/id`,
      'duplicate', 'customAnalytics.duplicateSeriesId', { id: ids[i] }));
    if (dataset.period && 'from' in dataset.period && Date.parse(dataset.period.from) >= Date.parse(dataset.period.to)) {
      problem(`${path}/period/to`, 'period', 'customAnalytics.badPeriod');
    }
    if (options.expressions) {
      (dataset.derived ?? []).forEach((d, i) => {
        try { compileExpression(d.expression); } catch (error) {
          if (!(error instanceof ExpressionError)) throw error;
          problem(`${path}/derived/${i}/expression`, 'expression', 'customAnalytics.expressionInvalid', { message: error.message });
        }
      });
    }
  }
  staticTags.forEach((s) => { if (!tags.has(s.tag)) problem(s.path, 'unknownTag', 'customAnalytics.unknownTag', { tag: s.tag }); });
  if (page.units?.length) {
    const known = new Set((await listShips(db)).map((s) => s.code));
    page.units.forEach((code, i) => { if (!known.has(code)) problem(`/units/${i}`, 'unknownUnit', 'customAnalytics.unknownUnit', { unit: code }); });
  }
  if (page.cluster && !(await loadClusters(db)).some((c) => c.code === page.cluster)) {
    problem('/cluster', 'unknownCluster', 'customAnalytics.unknownCluster', { cluster: page.cluster });
  }
  return errors;
}

/** Indexes of the values already seen earlier in the list. */
export function duplicates(values: readonly string[]): number[] {
  return values.flatMap((v, i) => (values.indexOf(v) < i ? [i] : []));
}
