/**
 * Reading the follow-up log (ALARM_FLW, docs/alarms.md): `/alarm-logs` lists the entries about one alarm (an episode
 * of a ship), each with the episode's title and subject; `/alarm-logs/other` lists what is not about one alarm — the
 * notes crew write about their ship's alarm system (alarm_log rows without an episode) and what was done to the alarm
 * set-up (the audit trail of `alarm-definition` descriptors). Newest first, filtered, paged; only the given ships.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AlarmSetupAction, FollowUpEntry, FollowUpAction } from '../../../descriptors/lib/alarms/alarm-log.js';
import type { AlarmPriority } from '../../../descriptors/lib/alarms/alarm.js';
import type { Db } from '../../db/engine.js';
import { searchAudit, type AuditRow, type AuditSearch } from '../audit/audit-search.js';
import { likePattern } from '../resources/record-sql.js';
import { logEntryOf } from './episode-rows.js';
import { alarmEpisodes, alarmLog } from './tables.js';

export interface FollowUpQuery {
  /** the ships whose entries may be listed (already narrowed to the one asked for) */
  unitIds: readonly string[];
  /** whether entries about no ship (the alarm set-up) are listed: only when no ship was asked for */
  includeUnitless: boolean;
  from?: Date;
  to?: Date;
  action?: FollowUpAction;
  text?: string;
  limit: number;
  offset: number;
}

export interface FollowUpPage {
  entries: FollowUpEntry[];
  total: number;
}

type ShipNames = ReadonlyMap<string, string>;

/** The audit actions of descriptor writes, as the set-up actions of the log. */
const setupActionOf: Record<string, AlarmSetupAction> = {
  CREATE: 'DEFINITION_CREATED', UPDATE: 'DEFINITION_CHANGED', RESET: 'DEFINITION_RESET', RESTORE: 'DEFINITION_RESTORED', DELETE: 'DEFINITION_DELETED',
};
const auditActionOf = Object.fromEntries(Object.entries(setupActionOf).map(([audit, action]) => [action, audit])) as Record<AlarmSetupAction, string>;
const definitionEntity = 'descriptor:alarm-definition';

function logConditions(query: FollowUpQuery, episodes: 'with' | 'without'): SQL[] {
  const ships = query.unitIds.length ? inArray(alarmLog.unitId, [...query.unitIds]) : sql`false`;
  const conditions: SQL[] = [
    episodes === 'with' ? isNotNull(alarmLog.episodeId) : isNull(alarmLog.episodeId),
    query.includeUnitless ? or(ships, isNull(alarmLog.unitId))! : ships,
  ];
  if (query.from) conditions.push(gte(alarmLog.ts, query.from));
  if (query.to) conditions.push(lt(alarmLog.ts, query.to));
  if (query.action) conditions.push(eq(alarmLog.action, query.action));
  if (query.text) {
    const pattern = likePattern(query.text);
    const episodeText = episodes === 'with'
      ? sql` or ${alarmEpisodes.subjectLabel} ilike ${pattern} or ${alarmEpisodes.title}::text ilike ${pattern}`
      : sql``;
    conditions.push(sql`(coalesce(${alarmLog.comment}, '') ilike ${pattern} or coalesce(${alarmLog.username}, '') ilike ${pattern}
      or coalesce(${alarmLog.definition}, '') ilike ${pattern} or coalesce(${alarmLog.problemCause}, '') ilike ${pattern}${episodeText})`);
  }
  return conditions;
}

const shipName = (names: ShipNames, unitId: string | null) => (unitId ? names.get(unitId) ?? null : null);

/** The entries about one alarm, with their episode's title and subject. */
export async function listAlarmFollowUp(db: Db, query: FollowUpQuery, names: ShipNames): Promise<FollowUpPage> {
  if (query.action && query.action in auditActionOf) return { entries: [], total: 0 };
  const where = and(...logConditions(query, 'with'));
  const joined = eq(alarmEpisodes.id, alarmLog.episodeId);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ log: alarmLog, title: alarmEpisodes.title, subjectLabel: alarmEpisodes.subjectLabel, priority: alarmEpisodes.priority })
      .from(alarmLog).leftJoin(alarmEpisodes, joined).where(where)
      .orderBy(desc(alarmLog.ts), desc(alarmLog.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(alarmLog).leftJoin(alarmEpisodes, joined).where(where),
  ]);
  return {
    total,
    entries: rows.map((row) => ({
      ...logEntryOf(row.log, shipName(names, row.log.unitId)),
      title: row.title ?? null, subjectLabel: row.subjectLabel ?? null, priority: (row.priority as AlarmPriority | null) ?? null,
    })),
  };
}

/** The audit search of the alarm set-up's changes the query asks for, or undefined when it asks for none. */
function setupSearch(query: FollowUpQuery, limit: number): AuditSearch | undefined {
  if (!query.includeUnitless) return undefined;
  if (query.action && !(query.action in auditActionOf)) return undefined;
  const actions = query.action ? [auditActionOf[query.action as AlarmSetupAction]] : Object.keys(setupActionOf);
  return { entity: definitionEntity, actions, from: query.from, to: query.to, text: query.text, limit };
}

function setupEntryOf(row: AuditRow): FollowUpEntry {
  return {
    id: `audit-${row.id}`, ts: row.ts.toISOString(), unitId: null, unitName: null, episodeId: null, definition: row.entityId,
    action: setupActionOf[row.action], username: row.username, comment: null, problemCause: null, title: null, subjectLabel: null, priority: null,
  };
}

/**
 * The entries not about one alarm: notes on the ships' alarm systems and changes to the alarm set-up, merged newest
 * first. Each source is read up to the end of the page asked for (the offset is bounded), then the two are merged.
 */
export async function listOtherFollowUp(db: Db, query: FollowUpQuery, names: ShipNames): Promise<FollowUpPage> {
  const end = query.offset + query.limit;
  const notesWhere = query.action && query.action in auditActionOf ? undefined : and(...logConditions(query, 'without'));
  const setup = setupSearch(query, end);
  const [notes, noteCount, changes] = await Promise.all([
    notesWhere ? db.select().from(alarmLog).where(notesWhere).orderBy(desc(alarmLog.ts), desc(alarmLog.id)).limit(end) : [],
    notesWhere ? db.select({ total: count() }).from(alarmLog).where(notesWhere) : [{ total: 0 }],
    setup ? searchAudit(db, setup) : { rows: [], total: 0 },
  ]);
  const merged: FollowUpEntry[] = [
    ...notes.map((row) => ({ ...logEntryOf(row, shipName(names, row.unitId)), title: null, subjectLabel: null, priority: null })),
    ...changes.rows.map(setupEntryOf),
  ].sort((a, b) => (a.ts < b.ts ? 1 : a.ts > b.ts ? -1 : 0));
  return { entries: merged.slice(query.offset, end), total: noteCount[0].total + changes.total };
}
