/**
 * The shapes of an analytics page body (derived from analytics-page.schema.ts; docs/analytics.md the contract),
 * shared by the server and the runtime.
 */
import type { AnalyticsPageBody } from './analytics-page.schema.js';

export type { AggregationKind } from '../../lib/analytics/aggregation.js';

/** A page as the store keeps it: its body, which always carries its code. */
export type AnalyticsPage = AnalyticsPageBody;
export type Dataset = NonNullable<AnalyticsPage['datasets']>[number];
export type DatasetTag = Dataset['tags'][number];
export type DerivedSeries = NonNullable<Dataset['derived']>[number];
/** Seconds back from now, or a fixed interval (ISO instants). */
export type PagePeriod = NonNullable<Dataset['period']>;
export type Chart = NonNullable<AnalyticsPage['charts']>[number];
export type StaticTag = NonNullable<Chart['staticTags']>[number];

/** Fields the API answers beside the body and never stores (SPEC §3 id, version, createdOn, updatedOn, owned; `canEdit`). */
export const answeredPageFields = ['id', 'version', 'createdOn', 'updatedOn', 'owned', 'canEdit'] as const;

/** The datasets a chart reads: its own, else the page's (SPEC: charts inherit the page datasets when they have none); none for literal data. */
export function datasetsOfChart(page: Pick<AnalyticsPage, 'datasets'>, chart: Chart): Dataset[] {
  if (chart.datasets?.length) return chart.datasets;
  if (chart.staticData !== undefined && chart.staticData !== null) return [];
  return page.datasets ?? [];
}

/** The tag code and grouping key of a static tag. */
export const staticTagOf = (s: StaticTag) => (typeof s === 'string' ? { tag: s } : s);

/** The series id of a dataset tag: its alias, else the tag code. */
export const seriesIdOf = (t: DatasetTag) => t.alias ?? t.tag;
