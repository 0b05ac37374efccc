/** How much stored data a tag has: its series, their ships and the span of their points. */
import { and, eq, inArray, max, min } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { measureRollups, measureSeries, units } from '../../db/schema.js';
import { maySeeUnit } from '../timeseries/series-query.js';

const daySeconds = 86_400;

export interface TagUsage {
  series: number;
  /** codes of the ships the series belong to (series of no ship are not counted here) */
  ships: string[];
}

/** The tag's series, all of them or only those of ships the principal may see. */
async function seriesOfTag(db: Db, tag: string, principal?: Principal) {
  const rows = await db.select({ id: measureSeries.id, unitId: measureSeries.unitId, unitCode: units.code }).from(measureSeries)
    .leftJoin(units, eq(units.id, measureSeries.unitId)).where(eq(measureSeries.tag, tag));
  return principal ? rows.filter((r) => maySeeUnit(principal, r.unitId)) : rows;
}

const usageOf = (rows: { unitCode: string | null }[]): TagUsage => ({
  series: rows.length,
  ships: [...new Set(rows.map((r) => r.unitCode).filter((c): c is string => c !== null))].sort(),
});

/** Every series of the tag, whoever may see them: what a deletion would orphan. */
export async function tagUsage(db: Db, tag: string): Promise<TagUsage> {
  return usageOf(await seriesOfTag(db, tag));
}

/** The tag's series the principal may see, with the first and last instant of their points (ISO; null without data). */
export async function visibleTagData(db: Db, tag: string, principal: Principal): Promise<TagUsage & { firstTime: string | null; lastTime: string | null }> {
  const rows = await seriesOfTag(db, tag, principal);
  if (!rows.length) return { ...usageOf(rows), firstTime: null, lastTime: null };
  // Daily rollups cover every stored point, closed days and open ones alike.
  const [span] = await db.select({ first: min(measureRollups.firstTs), last: max(measureRollups.lastTs) }).from(measureRollups)
    .where(and(inArray(measureRollups.seriesId, rows.map((r) => r.id)), eq(measureRollups.bucketSeconds, daySeconds)));
  return { ...usageOf(rows), firstTime: span?.first?.toISOString() ?? null, lastTime: span?.last?.toISOString() ?? null };
}
