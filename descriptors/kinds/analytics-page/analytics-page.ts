/**
 * The shapes of an analytics page body (analytics-page.schema.json is the source; docs/analytics.md the contract),
 * shared by the server and the runtime.
 */
import type { LocalText } from '../../lib/text.js';

export type AggregationKind = 'AVG' | 'FIRST' | 'LAST' | 'MAX' | 'MIN' | 'SUM';

/** Seconds back from now, or a fixed interval (ISO instants). */
export type PagePeriod = { last: number } | { from: string; to: string };

export interface DatasetTag {
  tag: string;
  aggregation?: AggregationKind;
  alias?: string;
  groupingKey?: string;
  label?: LocalText;
}

export interface DerivedSeries {
  id: string;
  label?: LocalText;
  measureUnit?: string;
  expression: string;
}

export interface Dataset {
  id: string;
  title?: LocalText;
  tags: DatasetTag[];
  derived?: DerivedSeries[];
  period?: PagePeriod;
  resolution?: number;
  /** Keeps only the buckets of a ship in this condition (from its mean draft); ALL or absent: every bucket. */
  loadingCondition?: 'LADEN' | 'BALLAST' | 'ALL';
}

export type StaticTag = string | { tag: string; groupingKey?: string; label?: LocalText };

export interface Chart {
  id: string;
  location?: { x: number; y: number; w: number; h: number };
  title?: LocalText;
  type: string;
  config?: Record<string, unknown>;
  staticTags?: StaticTag[];
  staticData?: unknown;
  datasets?: Dataset[];
}

export interface AnalyticsPage {
  code: string;
  title: LocalText;
  description?: LocalText;
  topic?: string;
  owner?: string;
  published?: boolean;
  editable?: boolean;
  wallboard?: boolean;
  slider?: boolean;
  cluster?: string;
  units?: string[];
  unitSplitView?: boolean;
  unitValues?: Record<string, Record<string, number | string | boolean>>;
  liveExtractionPeriod?: number;
  viewRows?: number;
  viewColumns?: number;
  viewFixedHeight?: boolean;
  viewHeight?: number;
  /** SHORE or UNIT (or a SPEC scope value) */
  configurationScope?: string;
  metadata?: Record<string, unknown>;
  filters?: string[];
  datasets?: Dataset[];
  charts?: Chart[];
  system?: boolean;
}

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
