/**
 * What people do to an episode (docs/alarms.md): acknowledge with a comment (ALARMS VIEW), shelve for a time with a
 * reason and unshelve (ALARMS MANAGEMENT). Each takes the version the user saw (409 when stale), changes the episode
 * in one transaction with version + 1 and a follow-up log entry naming the user, then pushes the episode over the
 * socket. Acknowledging goes through the state machine: a second acknowledge is a 409 too.
 */
import { eq } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { AlarmEpisode, AlarmLogAction } from '../../../descriptors/lib/alarms/alarm.js';
import { nextEpisodeState } from '../../../descriptors/lib/alarms/episode-state.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { deliverAlarmChange } from './delivery.js';
import { loadVisibleEpisode, visibleShipNames } from './episode-queries.js';
import { episodeOf, writeAlarmLog, type EpisodeRow } from './episode-rows.js';
import { alarmEpisodes } from './tables.js';

type Change = Partial<Omit<typeof alarmEpisodes.$inferInsert, 'id' | 'version'>>;

interface Step {
  action: AlarmLogAction;
  comment: string | null;
  /** the change, or a refusal (thrown) when it does not apply to the episode as it is */
  change(row: EpisodeRow, at: Date): Change;
}

async function apply(db: Db, principal: Principal, id: string, version: number, step: Step, now: number): Promise<AlarmEpisode> {
  const at = new Date(now);
  const row = await inTransaction(db, async (tx) => {
    const current = await loadVisibleEpisode(tx, principal, id, true);
    if (current.version !== version) throw new KeelError('CONFLICT', 'alarms.episode.stale', { version, current: current.version });
    const change = step.change(current, at);
    const [updated] = await tx.update(alarmEpisodes).set({ ...change, version: current.version + 1 }).where(eq(alarmEpisodes.id, id)).returning();
    const log = [{ ts: at, action: step.action, unitId: current.unitId, episodeId: id, definition: current.definition,
      user: { userId: principal.userId, username: principal.username }, comment: step.comment, problemCause: current.problemCause }];
    // Acknowledging a rectified alarm ends it: the log says so as the state machine does.
    if (change.state === 'NORMAL') log.push({ ...log[0], action: 'NORMAL', comment: null });
    await writeAlarmLog(tx, log);
    return updated;
  });
  const episode = episodeOf(row, row.unitId ? (await visibleShipNames(db, principal)).get(row.unitId) ?? null : null);
  deliverAlarmChange(db, { episode });
  return episode;
}

export function acknowledgeEpisode(db: Db, principal: Principal, id: string, input: { version: number; comment: string }, now: number) {
  return apply(db, principal, id, input.version, {
    action: 'ACKNOWLEDGED', comment: input.comment,
    change: (row, at) => {
      const state = nextEpisodeState(row.state as AlarmEpisode['state'], 'ACK');
      if (!state) throw new KeelError('CONFLICT', 'alarms.episode.notAcknowledgeable', { state: { messageKey: `alarms.states.${row.state}` } });
      return { state, acknowledgedAt: at, acknowledgedBy: principal.username, acknowledgeComment: input.comment, ...(state === 'NORMAL' ? { closedAt: at } : {}) };
    },
  }, now);
}

export function shelveEpisode(db: Db, principal: Principal, id: string, input: { version: number; minutes: number; reason: string }, now: number) {
  return apply(db, principal, id, input.version, {
    action: 'SHELVED', comment: input.reason,
    change: (row, at) => {
      if (row.state === 'NORMAL') throw new KeelError('CONFLICT', 'alarms.episode.closed');
      return { shelvedUntil: new Date(at.getTime() + input.minutes * 60_000), shelvedBy: principal.username, shelveReason: input.reason };
    },
  }, now);
}

export function unshelveEpisode(db: Db, principal: Principal, id: string, input: { version: number }, now: number) {
  return apply(db, principal, id, input.version, {
    action: 'UNSHELVED', comment: null,
    change: (row, at) => {
      if (!row.shelvedUntil || row.shelvedUntil.getTime() <= at.getTime()) throw new KeelError('CONFLICT', 'alarms.episode.notShelved');
      return { shelvedUntil: null, shelvedBy: null, shelveReason: null };
    },
  }, now);
}
