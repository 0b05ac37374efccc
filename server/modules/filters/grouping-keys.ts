/** The grouping keys of a data cluster that have series, limited to the ships the user may see (POST /api/filters/read/grouping-keys). */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { listShips } from '../access/ships.js';
import { loadClusters } from '../timeseries/clusters.js';
import { groupingKeysWithSeries } from '../timeseries/series-lookup.js';
import { maySeeUnit } from '../timeseries/series-query.js';

export interface GroupingKeyRequest {
  cluster: string;
  /** a group of the cluster; absent: every group */
  group?: string;
  /** ship codes; absent or empty: every ship the user may see */
  units?: readonly string[];
}

const unknownInput = (field: 'cluster' | 'group', key: string, params: Record<string, string>) =>
  new KeelError('INVALID_INPUT', key, params, [{ path: `/requestValue/${field}`, code: 'unknown', messageKey: key, params }]);

/** The keys, sorted; an unknown cluster or group is invalid input (400) naming it. */
export async function readGroupingKeys(db: Db, principal: Principal, request: GroupingKeyRequest): Promise<string[]> {
  const cluster = (await loadClusters(db)).find((c) => c.code === request.cluster);
  if (!cluster) throw unknownInput('cluster', 'filters.unknownCluster', { cluster: request.cluster });
  if (request.group !== undefined && !cluster.groups.some((g) => g.code === request.group)) {
    throw unknownInput('group', 'filters.unknownGroup', { cluster: cluster.code, group: request.group });
  }
  const unitIds = request.units?.length ? (await listShips(db, { codes: request.units })).map((ship) => ship.id) : undefined;
  const rows = await groupingKeysWithSeries(db, { cluster: cluster.code, group: request.group, unitIds });
  return [...new Set(rows.filter((r) => maySeeUnit(principal, r.unitId)).map((r) => r.groupingKey))].sort();
}
