/** Data clusters (descriptors of kind `cluster`) and what a grouping key means in them. */
import { parseGroupingKey, type GroupingKey } from '../../../descriptors/lib/grouping-key.js';
import type { ClusterBody } from '../../../descriptors/kinds/cluster/cluster.schema.js';
import type { Db } from '../../db/engine.js';
import { listDescriptors } from '../descriptors/store.js';

/** A data cluster as its kind's schema says, with its code. A key's `labels` or `resource` name its values for legends (analytics/key-labels.ts). */
export type Cluster = ClusterBody & { code: string };
export type ClusterGroup = Cluster['groups'][number];
export type ClusterKey = ClusterGroup['keys'][number];

export async function loadClusters(db: Db): Promise<Cluster[]> {
  return (await listDescriptors(db, 'cluster')).map((row) => ({ ...row.body, code: row.code }));
}

/** A concrete series key: its cluster and group, and the ship code its unit key holds (if the group has one). */
export interface ResolvedKey {
  key: GroupingKey;
  cluster: Cluster;
  group: ClusterGroup;
  unitCode: string | null;
}

/** Resolves a stored series' grouping key, or says why it cannot be one (a message key). */
export function resolveSeriesKey(clusters: readonly Cluster[], text: string): ResolvedKey | { problem: string } {
  const key = parseGroupingKey(text);
  if (!key) return { problem: 'measures.badGroupingKey' };
  const cluster = clusters.find((c) => c.code === key.clusterCode);
  if (!cluster) return { problem: 'measures.unknownCluster' };
  const group = cluster.groups.find((g) => g.code === key.clusterGroup);
  if (!group) return { problem: 'measures.unknownGroup' };
  if (key.values.length !== group.keys.length || key.values.some((v) => typeof v !== 'string')) return { problem: 'measures.incompleteKey' };
  const unitIndex = group.keys.findIndex((k) => k.isUnit);
  return { key, cluster, group, unitCode: unitIndex >= 0 ? (key.values[unitIndex] as string) : null };
}
