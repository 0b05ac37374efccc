/** Data clusters (descriptors of kind `cluster`) and what a grouping key means in them. */
import { parseGroupingKey, type GroupingKey } from '../../../descriptors/lib/grouping-key.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { listDescriptors } from '../descriptors/store.js';

/** A key of a group; `labels` or `resource` name its values for legends (analytics/key-labels.ts). */
export interface ClusterKey { key: string; description?: LocalText; isUnit?: boolean; labels?: Record<string, LocalText>; resource?: string }
export interface ClusterGroup { code: string; description?: LocalText; primary?: boolean; keys: ClusterKey[] }
export interface Cluster {
  code: string;
  description: LocalText;
  timing: string;
  collectionSuffix?: string;
  defaultSource?: string;
  groups: ClusterGroup[];
  hidden?: boolean;
  distribution?: { updatePriority?: number };
  processing?: { processors?: string[] };
}

export async function loadClusters(db: Db): Promise<Cluster[]> {
  return (await listDescriptors(db, 'cluster')).map((row) => ({ ...(row.body as Omit<Cluster, 'code'>), code: row.code }));
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
