/**
 * The engine's one way to change episodes (docs/alarms.md "Engine"): an observation says whether a definition's
 * condition holds for one subject at an instant; with what `alarm_conditions` remembers of the subject it applies
 * delay-on (`pendingSince`) and delay-off (`clearingSince`) and moves the open episode through the state machine
 * (raise, CLEAR, RETURN), in one transaction that writes the memory, the episode (version + 1) and the follow-up log.
 *
 * Two processes observing one subject at once are serialised by the lock on its memory row; the partial unique index
 * on open episodes is the last guard, and a conflict on it is answered by observing again (it then sees the episode).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { isActive, nextEpisodeState } from '../../../descriptors/lib/alarms/episode-state.js';
import type { AlarmState } from '../../../descriptors/lib/alarms/alarm.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { writeAlarmLog, type AlarmLogInput, type EpisodeRow } from './episode-rows.js';
import type { AlarmDefinition } from './subject-state.js';
import { alarmConditions, alarmEpisodes } from './tables.js';
import type { TimedValue } from './tag-conditions.js';

/** What the engine remembers of a subject, as the condition checks need it. */
export interface SubjectMemory {
  /** the subject's previous point (rate of change) */
  last?: TimedValue;
  /** whether the condition held at the previous observation (the threshold's deadband) */
  wasHolding: boolean;
}

export interface Verdict {
  holds: boolean;
  value: number | string | null;
}

export interface Observation {
  definition: AlarmDefinition;
  unitId: string;
  subject: string;
  subjectLabel: string;
  /** the point's time, or the sweep's now */
  at: Date;
  /** a point of the series: ignored unless newer than the subject's last point, then remembered as it */
  point?: TimedValue;
  /** when the condition began, when known (a sweep's HoldingSubject.since) */
  since?: Date;
  /** whether the condition holds, given the memory; undefined when the observation says nothing */
  check(memory: SubjectMemory): Verdict | undefined;
}

export interface ObserveResult {
  /** episodes raised, returned, rectified or closed: pushed once committed */
  changed: EpisodeRow[];
  /** episodes newly raised: their distribution list is told */
  raised: EpisodeRow[];
}

const none: ObserveResult = { changed: [], raised: [] };


/** Applies one observation; the caller pushes and notifies the result once this has returned (committed). */
export async function observe(db: Db, observation: Observation): Promise<ObserveResult> {
  try {
    return await inTransaction(db, (tx) => observeIn(tx, observation));
  } catch (error) {
    // Another process opened the episode between our read and our insert: observe again, seeing it.
    if (!isUniqueViolation(error)) throw error;
    return inTransaction(db, (tx) => observeIn(tx, observation));
  }
}

const msOf = (seconds: number | undefined) => (seconds ?? 0) * 1000;

async function observeIn(tx: Db, o: Observation): Promise<ObserveResult> {
  const { definition, unitId, subject, at } = o;
  const key = and(eq(alarmConditions.definition, definition.code), eq(alarmConditions.unitId, unitId), eq(alarmConditions.subject, subject));
  await tx.insert(alarmConditions).values({ definition: definition.code, unitId, subject }).onConflictDoNothing();
  const [memory] = await tx.select().from(alarmConditions).where(key).for('update');
  if (o.point && memory.lastTs && o.point.t <= memory.lastTs.getTime()) return none;
  const [episode] = await tx.select().from(alarmEpisodes)
    .where(and(eq(alarmEpisodes.definition, definition.code), eq(alarmEpisodes.unitId, unitId), eq(alarmEpisodes.subject, subject), ne(alarmEpisodes.state, 'NORMAL')))
    .for('update');
  const active = episode !== undefined && isActive(episode.state as AlarmState);
  const verdict = o.check({
    last: memory.lastTs ? { t: memory.lastTs.getTime(), v: memory.lastValue ?? null } : undefined,
    wasHolding: memory.pendingSince !== null || (active && memory.clearingSince === null),
  });
  const remembered = o.point ? { lastTs: new Date(o.point.t), lastValue: o.point.v } : {};
  if (!verdict) {
    if (o.point) await tx.update(alarmConditions).set({ ...remembered, updatedAt: new Date() }).where(key);
    return none;
  }

  const t = at.getTime();
  let { pendingSince, clearingSince } = memory;
  const changed: EpisodeRow[] = [];
  const raised: EpisodeRow[] = [];
  const log: AlarmLogInput[] = [];
  const logOf = (row: EpisodeRow, action: AlarmLogInput['action']): AlarmLogInput => ({
    ts: at, action, unitId: row.unitId, episodeId: row.id, definition: row.definition, problemCause: row.problemCause,
  });
  const change = async (state: AlarmState, set: Partial<EpisodeRow>) => {
    const [row] = await tx.update(alarmEpisodes).set({ ...set, state, version: sql`${alarmEpisodes.version} + 1` })
      .where(eq(alarmEpisodes.id, episode!.id)).returning();
    changed.push(row);
    return row;
  };

  if (verdict.holds) {
    clearingSince = null;
    if (active) {
      if (episode.lastValue !== verdict.value) {
        // The newest value is shown with the episode; not a change people act on (no new version, no push).
        await tx.update(alarmEpisodes).set({ lastValue: verdict.value }).where(eq(alarmEpisodes.id, episode.id));
      }
    } else {
      pendingSince ??= o.since && o.since < at ? o.since : at;
      if (t - pendingSince.getTime() >= msOf(definition.body.delayOnSeconds)) {
        const returned = episode && nextEpisodeState(episode.state as AlarmState, 'RETURN');
        if (episode && returned) {
          // Back before anyone acknowledged its end: the same episode is active again.
          log.push(logOf(await change(returned, { rectifiedAt: null, lastValue: verdict.value }), 'RAISED'));
        } else if (!episode) {
          const body = definition.body;
          const [row] = await tx.insert(alarmEpisodes).values({
            definition: definition.code, title: body.title, priority: body.priority, alarmClass: body.alarmClass ?? null,
            problemCause: body.problemCause ?? null, genericAsset: body.genericAsset ?? null, unitId, subject, subjectLabel: o.subjectLabel,
            state: 'ACTIVE_UNACK', raisedAt: pendingSince, raisedValue: verdict.value, lastValue: verdict.value,
          }).returning();
          changed.push(row);
          raised.push(row);
          log.push(logOf(row, 'RAISED'));
        }
        pendingSince = null;
      }
    }
  } else {
    pendingSince = null;
    if (active) {
      clearingSince ??= at;
      if (t - clearingSince.getTime() >= msOf(definition.body.delayOffSeconds)) {
        const state = nextEpisodeState(episode.state as AlarmState, 'CLEAR')!;
        const row = await change(state, { rectifiedAt: clearingSince, closedAt: state === 'NORMAL' ? at : null, lastValue: verdict.value });
        log.push(logOf(row, state === 'NORMAL' ? 'NORMAL' : 'RECTIFIED'));
        clearingSince = null;
      }
    } else {
      clearingSince = null;
    }
  }

  const open = changed.at(-1) ?? episode;
  const openEpisodeId = open && open.state !== 'NORMAL' ? open.id : null;
  const same = pendingSince?.getTime() === memory.pendingSince?.getTime() && clearingSince?.getTime() === memory.clearingSince?.getTime()
    && openEpisodeId === memory.openEpisodeId;
  if (!same || o.point) {
    await tx.update(alarmConditions).set({ pendingSince, clearingSince, openEpisodeId, ...remembered, updatedAt: new Date() }).where(key);
  }
  await writeAlarmLog(tx, log);
  return { changed, raised };
}
