/**
 * Whether a series may be written: a grouping key of a known cluster, an enabled tag, an enabled ship the writer may
 * write. Ingestion refuses a whole series on these; the import preview asks the same without storing anything.
 */
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import { loadClusters, resolveSeriesKey, type ResolvedKey } from './clusters.js';

export interface SeriesVerdict {
  /** the ship code of the grouping key, when its group has a ship key */
  unitCode: string | null;
  /** the ship's id, when it exists */
  unitId: string | null;
  /** why ingestion refuses the whole series (a message key) */
  problem?: string;
  /** the cluster and group, when the grouping key resolved */
  resolved?: ResolvedKey;
}

export async function checkSeries(
  db: Db, series: readonly { groupingKey: string; tag: string }[], knownTags: ReadonlyMap<string, unknown>, allowedUnitIds?: ReadonlySet<string>,
): Promise<SeriesVerdict[]> {
  const [clusters, unitRows] = await Promise.all([loadClusters(db), listShips(db)]);
  const unitByCode = new Map(unitRows.map((u) => [u.code, u]));
  return series.map(({ groupingKey, tag }) => {
    const resolved = resolveSeriesKey(clusters, groupingKey);
    if ('problem' in resolved) return { unitCode: null, unitId: null, problem: resolved.problem };
    const unit = resolved.unitCode === null ? undefined : unitByCode.get(resolved.unitCode);
    const verdict = { unitCode: resolved.unitCode, unitId: unit?.id ?? null, resolved };
    if (!knownTags.has(tag)) return { ...verdict, problem: 'measures.unknownTag' };
    if (resolved.unitCode !== null && (!unit || unit.disabled)) return { ...verdict, problem: 'measures.unknownUnit' };
    if (allowedUnitIds && (!unit || !allowedUnitIds.has(unit.id))) return { ...verdict, problem: 'measures.unitNotAllowed' };
    return verdict;
  });
}
