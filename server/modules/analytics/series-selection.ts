/** Which stored series a dataset tag reads: its tag, its grouping key pattern (else the page's cluster) and the filters' keys; what their keys hold. */
import { matchesGroupingKey, parseGroupingKey, type GroupingKey } from '../../../descriptors/lib/grouping-key.js';
import { resolveSeriesKey, type Cluster } from '../timeseries/clusters.js';

export interface SelectableSeries {
  tag: string;
  groupingKey: string;
}

export interface SeriesCriteria {
  tag: string;
  /** the dataset tag's own pattern */
  groupingKey?: string;
  /** the page's cluster, for a tag without a pattern */
  cluster?: string;
  /** the filters' patterns: the series must match one of them */
  filterKeys?: readonly string[];
}

const patternsOf = (texts: readonly string[] | undefined) => (texts ?? []).map(parseGroupingKey).filter((p): p is GroupingKey => p !== undefined);

export function selectSeries<T extends SelectableSeries>(rows: readonly T[], criteria: SeriesCriteria): T[] {
  const own = criteria.groupingKey ? parseGroupingKey(criteria.groupingKey) : undefined;
  const filters = patternsOf(criteria.filterKeys);
  return rows.filter((row) => {
    if (row.tag !== criteria.tag) return false;
    const key = parseGroupingKey(row.groupingKey);
    if (!key) return false;
    if (own ? !matchesGroupingKey(own, key) : criteria.cluster !== undefined && key.clusterCode !== criteria.cluster) return false;
    return filters.length === 0 || filters.some((p) => matchesGroupingKey(p, key));
  });
}

/** The pattern a tag without its own grouping key reads: the cluster's primary group (`SHIP-UNIT`), any values. */
export function defaultGroupingKey(clusters: readonly Cluster[], clusterCode: string | undefined): string | undefined {
  const primary = clusters.find((c) => c.code === clusterCode)?.groups.find((g) => g.primary);
  return primary ? `${clusterCode}-${primary.code}` : undefined;
}

/** The values of a stored series' grouping key by key name, the ship's key left out (it is the series' `unit`). */
export function keyValuesOf(clusters: readonly Cluster[], groupingKey: string): Record<string, string> {
  const resolved = resolveSeriesKey(clusters, groupingKey);
  if ('problem' in resolved) return {};
  return Object.fromEntries(resolved.group.keys.flatMap((k, i) => (k.isUnit ? [] : [[k.key, String(resolved.key.values[i])]])));
}
