/**
 * Stale data (docs/alarms.md "Time-based conditions"): each series of the tag on the ships whose newest point is
 * `minutes` old or older. Only series that exist and have had a point are watched: which ships ought to report a tag
 * is not known (a ship without the sensor would alarm for ever), and a series that never had a point has no "since".
 */
import type { Db } from '../../../db/engine.js';
import { listShips } from '../../access/ships.js';
import { latestTimesOfTag } from '../../timeseries/series-lookup.js';
import type { HoldingSubject, SweepCondition } from '../subject-state.js';
import { conditionOf, minuteMs } from './condition-of.js';

export const unitPlaceholder = '{unit}';

export const staleCondition: SweepCondition = async (db, definition, unitIds, now) => {
  const condition = conditionOf(definition, 'stale');
  if (!condition || !unitIds.length) return [];
  const series = await latestTimesOfTag(db, condition.tag, unitIds);
  const prefixOf = await groupingKeyPrefixes(db, condition.groupingKey, series.map((s) => s.unitId));
  const watched = series.filter((s) => s.groupingKey.startsWith(prefixOf(s.unitId)));
  const seriesPerShip = new Map<string, number>();
  for (const s of watched) seriesPerShip.set(s.unitId, (seriesPerShip.get(s.unitId) ?? 0) + 1);
  const limit = condition.minutes * minuteMs;
  return watched.filter((s) => now.getTime() - s.ts.getTime() >= limit).map((s): HoldingSubject => ({
    unitId: s.unitId,
    subject: `${s.groupingKey}|${condition.tag}`,
    subjectLabel: (seriesPerShip.get(s.unitId) ?? 0) > 1 ? `${condition.tag} (${s.groupingKey})` : condition.tag,
    value: Math.floor((now.getTime() - s.ts.getTime()) / minuteMs),
    since: new Date(s.ts.getTime() + limit),
  }));
};

/** The grouping key prefix each ship's series must start with: `{unit}` stands for the ship's code, as in grouping keys. */
async function groupingKeyPrefixes(db: Db, groupingKey: string | undefined, ships: readonly string[]): Promise<(unitId: string) => string> {
  if (!groupingKey) return () => '';
  if (!groupingKey.includes(unitPlaceholder)) return () => groupingKey;
  const codes = new Map((await listShips(db, { ids: [...new Set(ships)] })).map((ship) => [ship.id, ship.code]));
  // A ship with no code cannot match: the prefix keeps the placeholder, which no grouping key holds.
  return (unitId) => groupingKey.replaceAll(unitPlaceholder, codes.get(unitId) ?? unitPlaceholder);
}
