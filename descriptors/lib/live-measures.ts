/** The `measures/latest` subscription of the socket protocol: what a page asks for and what it is pushed. */

export const measuresLatestIdentifier = 'measures/latest';

/** Which series to follow; every part optional, all given parts must match. Only ships the user may see are ever sent. */
export interface MeasuresLatestParameters {
  /** ship codes */
  units?: string[];
  /** grouping key patterns (`*` and comma lists allowed, see grouping-key.ts) */
  groupingKeys?: string[];
  tags?: string[];
}

/** One newly stored latest value. */
export interface LiveMeasure {
  groupingKey: string;
  /** the ship's code; null for a series of no ship */
  unit: string | null;
  tag: string;
  ts: string;
  value: number | string | null;
}

/** One push: the values of one ingestion that match the subscription. */
export interface MeasuresLatestData {
  values: LiveMeasure[];
}

/** The key of a series in the live values map: `${groupingKey}|${tag}`. */
export const liveMeasureKey = (groupingKey: string, tag: string) => `${groupingKey}|${tag}`;
