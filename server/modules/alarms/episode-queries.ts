/**
 * Reading episodes for the operator calls (docs/alarms.md): only episodes of ships the user may see (an episode about
 * no ship is everyone's with ALARMS), with each ship's name. The open list, a page of history (newest first), the rows
 * of a CSV download, one episode for an action (404 when absent or on a ship the user may not see).
 */
import { and, count, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import type { AlarmEpisode } from '../../../descriptors/lib/alarms/alarm.js';
import { compareEpisodes, isShelved } from '../../../descriptors/lib/alarms/episode-views.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { episodeOf, type EpisodeRow } from './episode-rows.js';
import { alarmEpisodes } from './tables.js';

export interface EpisodeFilter {
  unitId?: string;
  alarmClass?: string;
  priority?: string;
  state?: string;
  /** raised at or after */
  from?: Date;
  /** raised before */
  to?: Date;
}

/** The ships the user may see, by id with their names (disabled ships too: their alarms stay readable). */
export async function visibleShipNames(db: Db, principal: Principal): Promise<Map<string, string>> {
  return new Map((await listVisibleShips(db, principal, { includeDisabled: true })).map((s) => [s.id, s.name]));
}

/** The filter as SQL; a ship the user may not see matches nothing (its alarms are absent, not refused). */
function whereOf(ships: Map<string, string>, filter: EpisodeFilter): SQL | undefined {
  const units = filter.unitId !== undefined ? (ships.has(filter.unitId) ? [filter.unitId] : []) : [...ships.keys(), ''];
  return and(
    units.length ? inArray(alarmEpisodes.unitId, units) : eq(alarmEpisodes.id, '00000000-0000-4000-8000-000000000000'),
    filter.alarmClass !== undefined ? eq(alarmEpisodes.alarmClass, filter.alarmClass) : undefined,
    filter.priority !== undefined ? eq(alarmEpisodes.priority, filter.priority) : undefined,
    filter.state !== undefined ? eq(alarmEpisodes.state, filter.state) : undefined,
    filter.from ? gte(alarmEpisodes.raisedAt, filter.from) : undefined,
    filter.to ? lt(alarmEpisodes.raisedAt, filter.to) : undefined,
  );
}

const wire = (ships: Map<string, string>) => (row: EpisodeRow): AlarmEpisode => episodeOf(row, ships.get(row.unitId) ?? null);

/** Open episodes (state other than NORMAL), worst first; shelved ones only when asked. */
export async function listOpenEpisodes(db: Db, principal: Principal, options: { unitId?: string; includeShelved: boolean; now: number }): Promise<AlarmEpisode[]> {
  const ships = await visibleShipNames(db, principal);
  const rows = await db.select().from(alarmEpisodes).where(and(whereOf(ships, { unitId: options.unitId }), ne(alarmEpisodes.state, 'NORMAL')));
  return rows.map(wire(ships)).filter((e) => options.includeShelved || !isShelved(e, options.now)).sort(compareEpisodes);
}

/** One page of episodes (1-based), newest raised first, with the total the filter matches. */
export async function listEpisodeHistory(db: Db, principal: Principal, filter: EpisodeFilter, page: number, size: number) {
  const ships = await visibleShipNames(db, principal);
  const where = whereOf(ships, filter);
  const [{ total }] = await db.select({ total: count() }).from(alarmEpisodes).where(where);
  const rows = await db.select().from(alarmEpisodes).where(where)
    .orderBy(desc(alarmEpisodes.raisedAt), desc(alarmEpisodes.id)).limit(size).offset((page - 1) * size);
  return { episodes: rows.map(wire(ships)), total: Number(total), page, size };
}

/** Up to `limit` episodes, newest first, and whether more matched. */
export async function episodesForExport(db: Db, principal: Principal, filter: EpisodeFilter, limit: number) {
  const ships = await visibleShipNames(db, principal);
  const rows = await db.select().from(alarmEpisodes).where(whereOf(ships, filter))
    .orderBy(desc(alarmEpisodes.raisedAt), desc(alarmEpisodes.id)).limit(limit + 1);
  return { episodes: rows.slice(0, limit).map(wire(ships)), cut: rows.length > limit };
}

/** The episode's row when it exists and its ship is one the user sees; a 404 otherwise (others' alarms do not exist). */
export async function loadVisibleEpisode(db: Db, principal: Principal, id: string, lock = false): Promise<EpisodeRow> {
  const query = db.select().from(alarmEpisodes).where(eq(alarmEpisodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (row.unitId !== '' && !canSeeUnit(principal, row.unitId))) throw new KeelError('NOT_FOUND', 'alarms.episode.notFound');
  return row;
}
