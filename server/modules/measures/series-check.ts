/**
 * What ingestion will say about each series of a file, found without storing anything (the import preview): a
 * grouping key of a known cluster, an enabled tag, an enabled ship the user may write. Ingestion checks the same
 * again when the file is applied and stays the authority.
 */
import type { Db } from '../../db/engine.js';
import { units } from '../../db/schema.js';
import { loadClusters, resolveSeriesKey } from '../timeseries/clusters.js';

export interface SeriesVerdict {
  /** the ship code of the grouping key, when its group has a ship key */
  unitCode: string | null;
  /** the ship's id, when it exists */
  unitId: string | null;
  /** why ingestion will refuse the whole series (a message key) */
  problem?: string;
}

export async function checkSeries(
  db: Db, series: readonly { groupingKey: string; tag: string }[], knownTags: ReadonlyMap<string, unknown>, allowedUnitIds?: ReadonlySet<string>,
): Promise<SeriesVerdict[]> {
  const [clusters, unitRows] = await Promise.all([loadClusters(db), db.select({ id: units.id, code: units.code, disabled: units.disabled }).from(units)]);
  const unitByCode = new Map(unitRows.map((u) => [u.code, u]));
  return series.map(({ groupingKey, tag }) => {
    const resolved = resolveSeriesKey(clusters, groupingKey);
    if ('problem' in resolved) return { unitCode: null, unitId: null, problem: resolved.problem };
    const unit = resolved.unitCode === null ? undefined : unitByCode.get(resolved.unitCode);
    const verdict = { unitCode: resolved.unitCode, unitId: unit?.id ?? null };
    if (!knownTags.has(tag)) return { ...verdict, problem: 'measures.unknownTag' };
    if (resolved.unitCode !== null && (!unit || unit.disabled)) return { ...verdict, problem: 'measures.unknownUnit' };
    if (allowedUnitIds && (!unit || !allowedUnitIds.has(unit.id))) return { ...verdict, problem: 'measures.unitNotAllowed' };
    return verdict;
  });
}
