/** Bucket aggregation kinds (SPEC §3): how a bucket's raw points of a tag become its one value. */

export const aggregationKinds = ['AVG', 'FIRST', 'LAST', 'MAX', 'MIN', 'SUM'] as const;
export type AggregationKind = (typeof aggregationKinds)[number];

/** The kinds that compute on numbers; a text tag takes FIRST or LAST. */
export const numericAggregations = ['AVG', 'MAX', 'MIN', 'SUM'] as const satisfies readonly AggregationKind[];

export const isNumericAggregation = (kind: string): boolean => (numericAggregations as readonly string[]).includes(kind);
