/** Episode and log rows as the wire shapes of descriptors/lib/alarms/alarm.ts, and the one writer of the follow-up log. */
import type { AlarmEpisode, AlarmLogAction, AlarmLogEntry } from '../../../descriptors/lib/alarms/alarm.js';
import type { Db } from '../../db/engine.js';
import { alarmEpisodes, alarmLog } from './tables.js';

export type EpisodeRow = typeof alarmEpisodes.$inferSelect;
export type AlarmLogRow = typeof alarmLog.$inferSelect;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** `unitName` is the ship's name as the caller knows it (null when the ship is gone). */
export function episodeOf(row: EpisodeRow, unitName: string | null): AlarmEpisode {
  return {
    id: row.id, definition: row.definition, title: row.title, priority: row.priority as AlarmEpisode['priority'],
    alarmClass: row.alarmClass, problemCause: row.problemCause, genericAsset: row.genericAsset,
    unitId: row.unitId || null, unitName, subject: row.subject, subjectLabel: row.subjectLabel,
    state: row.state as AlarmEpisode['state'], raisedAt: row.raisedAt.toISOString(), raisedValue: row.raisedValue ?? null,
    lastValue: row.lastValue ?? null, rectifiedAt: iso(row.rectifiedAt), acknowledgedAt: iso(row.acknowledgedAt),
    acknowledgedBy: row.acknowledgedBy, acknowledgeComment: row.acknowledgeComment, shelvedUntil: iso(row.shelvedUntil),
    shelvedBy: row.shelvedBy, shelveReason: row.shelveReason, closedAt: iso(row.closedAt), version: row.version,
  };
}

export function logEntryOf(row: AlarmLogRow, unitName: string | null): AlarmLogEntry {
  return {
    id: row.id, ts: row.ts.toISOString(), unitId: row.unitId, unitName, episodeId: row.episodeId, definition: row.definition,
    action: row.action as AlarmLogAction, username: row.username, comment: row.comment, problemCause: row.problemCause,
  };
}

export interface AlarmLogInput {
  ts: Date;
  action: AlarmLogAction;
  unitId?: string | null;
  episodeId?: string | null;
  definition?: string | null;
  /** who; absent for what the system did */
  user?: { userId: string; username: string };
  comment?: string | null;
  problemCause?: string | null;
}

/** Appends follow-up log entries (inside the caller's transaction when `db` is one). */
export async function writeAlarmLog(db: Db, entries: readonly AlarmLogInput[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(alarmLog).values(entries.map((e) => ({
    ts: e.ts, action: e.action, unitId: e.unitId || null, episodeId: e.episodeId ?? null, definition: e.definition ?? null,
    userId: e.user?.userId ?? null, username: e.user?.username ?? null, comment: e.comment ?? null, problemCause: e.problemCause ?? null,
  })));
}
