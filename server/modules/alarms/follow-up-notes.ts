/**
 * Adding a note to the follow-up log (ALARM_FLW MANAGEMENT, docs/alarms.md): about one episode of a ship ("what was
 * done about it"), or, without an episode, about the ship's alarm system (`/alarm-logs/other`). The ship must be one
 * the user sees, the episode one of that ship, the problem cause an enabled simple value of the scope problemCause.
 */
import { and, eq } from 'drizzle-orm';
import { problemCauseScope, type FollowUpEntry, type FollowUpNote } from '../../../descriptors/lib/alarms/alarm-log.js';
import type { AlarmPriority } from '../../../descriptors/lib/alarms/alarm.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { dataText } from '../resources/record-sql.js';
import { selectRecords } from '../resources/record-queries.js';
import { logEntryOf, writeAlarmLog } from './episode-rows.js';
import { alarmEpisodes, alarmLog } from './tables.js';

/** The enabled problem causes, each labelled by `label` (the route's translation of `alarmLog.problemCause.<CODE>`, else the value). */
export async function listProblemCauses(db: Db, label: (code: string, value: string) => string): Promise<{ label: string; value: string }[]> {
  const rows = await selectRecords(db, 'simple-values', { enabledOnly: true, where: eq(dataText('group'), problemCauseScope) });
  return rows.map(({ data }) => {
    const code = String(data.code);
    return { value: code, label: label(code, String(data.value ?? code)) };
  }).sort((a, b) => a.label.localeCompare(b.label));
}

const field = (name: string) => `/requestValue/${name}`;

async function isProblemCause(db: Db, code: string): Promise<boolean> {
  const [row] = await selectRecords(db, 'simple-values', { codes: [`${problemCauseScope}:${code}`], enabledOnly: true });
  return Boolean(row);
}

export async function addFollowUpNote(db: Db, principal: Principal, note: FollowUpNote, now: Date): Promise<FollowUpEntry> {
  const ship = (await listVisibleShips(db, principal, { includeDisabled: true })).find((s) => s.id === note.unitId);
  if (!ship) {
    throw new KeelError('INVALID_INPUT', 'alarmLog.unknownShip', {}, [{ path: field('unitId'), code: 'unknown', messageKey: 'alarmLog.unknownShip' }]);
  }
  let episode: typeof alarmEpisodes.$inferSelect | undefined;
  if (note.episodeId) {
    [episode] = await db.select().from(alarmEpisodes).where(eq(alarmEpisodes.id, note.episodeId));
    // An episode of another ship is answered as unknown: its existence is not the user's to learn.
    if (!episode || episode.unitId !== ship.id) {
      throw new KeelError('INVALID_INPUT', 'alarmLog.unknownEpisode', {}, [{ path: field('episodeId'), code: 'unknown', messageKey: 'alarmLog.unknownEpisode' }]);
    }
  }
  if (note.problemCause !== undefined && !(await isProblemCause(db, note.problemCause))) {
    throw new KeelError('INVALID_INPUT', 'alarmLog.unknownProblemCause', { code: note.problemCause }, [{
      path: field('problemCause'), code: 'unknown', messageKey: 'alarmLog.unknownProblemCause', params: { code: note.problemCause },
    }]);
  }
  await writeAlarmLog(db, [{
    ts: now, action: 'NOTE', unitId: ship.id, episodeId: episode?.id ?? null, definition: episode?.definition ?? null,
    user: { userId: principal.userId, username: principal.username }, comment: note.comment, problemCause: note.problemCause ?? null,
  }]);
  // The writer answers nothing; the note is the newest of this user's at this instant on this ship.
  const [row] = await db.select().from(alarmLog)
    .where(and(eq(alarmLog.unitId, ship.id), eq(alarmLog.ts, now), eq(alarmLog.action, 'NOTE'), eq(alarmLog.userId, principal.userId)))
    .limit(1);
  return {
    ...logEntryOf(row, ship.name), title: episode?.title ?? null, subjectLabel: episode?.subjectLabel ?? null,
    priority: (episode?.priority as AlarmPriority | undefined) ?? null,
  };
}
