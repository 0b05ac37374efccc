/** How much stored data a tag has: its series, their ships and the span of their points. */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import { maySeeUnit } from '../timeseries/series-query.js';
import { pointSpan, seriesOfTag } from '../timeseries/series-lookup.js';

export interface TagUsage {
  series: number;
  /** codes of the ships the series belong to (series of no ship are not counted here) */
  ships: string[];
}

/** The tag's series, all of them or only those of ships the principal may see. */
async function tagSeriesWithShips(db: Db, tag: string, principal?: Principal) {
  const series = await seriesOfTag(db, tag);
  const rows = principal ? series.filter((r) => maySeeUnit(principal, r.unitId)) : series;
  const codes = new Map((await listShips(db, { ids: rows.flatMap((r) => (r.unitId ? [r.unitId] : [])) })).map((ship) => [ship.id, ship.code]));
  return rows.map((r) => ({ ...r, unitCode: r.unitId ? codes.get(r.unitId) ?? null : null }));
}

const usageOf = (rows: { unitCode: string | null }[]): TagUsage => ({
  series: rows.length,
  ships: [...new Set(rows.map((r) => r.unitCode).filter((c): c is string => c !== null))].sort(),
});

/** Every series of the tag, whoever may see them: what a deletion would orphan. */
export async function tagUsage(db: Db, tag: string): Promise<TagUsage> {
  return usageOf(await tagSeriesWithShips(db, tag));
}

/** The tag's series the principal may see, with the first and last instant of their points (ISO; null without data). */
export async function visibleTagData(db: Db, tag: string, principal: Principal): Promise<TagUsage & { firstTime: string | null; lastTime: string | null }> {
  const rows = await tagSeriesWithShips(db, tag, principal);
  if (!rows.length) return { ...usageOf(rows), firstTime: null, lastTime: null };
  const span = await pointSpan(db, rows.map((r) => r.id));
  return { ...usageOf(rows), firstTime: span.first?.toISOString() ?? null, lastTime: span.last?.toISOString() ?? null };
}
