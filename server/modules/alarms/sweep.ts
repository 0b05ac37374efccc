/**
 * The alarm sweep (scheduled job `alarms.sweep`, every minute; docs/alarms.md "Engine"): runs each enabled
 * definition's time-based condition (the `sweepConditions` catalogue) and reconciles — subjects holding now are
 * observed as holding, pending or active subjects no longer holding as clear; fires the delay-on and delay-off of tag
 * conditions that expired without a new point; ends the shelves whose time has passed.
 */
import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import { announceResults } from './alarm-notices.js';
import { appliesToShip, enabledAlarmDefinitions } from './definition-cache.js';
import { observe, type Observation, type ObserveResult } from './episode-engine.js';
import { writeAlarmLog, type EpisodeRow } from './episode-rows.js';
import type { AlarmDefinition } from './subject-state.js';
import { outOfSight, sweepConditions } from './sweep-conditions/index.js';
import { alarmConditions, alarmEpisodes } from './tables.js';
import { isTagCondition } from './tag-conditions.js';

export interface SweepSummary { raised: number; cleared: number; unshelved: number }

const keyOf = (unitId: string, subject: string) => `${unitId}\u0000${subject}`;

async function tryObserve(db: Db, observation: Observation, results: ObserveResult[]) {
  try {
    results.push(await observe(db, observation));
  } catch (error) {
    console.error(`alarm definition ${observation.definition.code}: sweeping ${observation.subject} failed`, error);
  }
}

/** One time-based definition: its holding subjects, and the ones that stopped holding. */
async function reconcile(db: Db, definition: AlarmDefinition, unitIds: string[], now: Date, results: ObserveResult[]) {
  const sweep = sweepConditions[definition.body.condition.type]!;
  let holding;
  try {
    holding = await sweep(db, definition, unitIds, now);
  } catch (error) {
    console.error(`alarm definition ${definition.code}: the sweep condition failed`, error);
    return;
  }
  const held = new Set<string>();
  for (const h of holding) {
    if (!unitIds.includes(h.unitId)) continue;
    held.add(keyOf(h.unitId, h.subject));
    const verdict = { holds: true, value: h.value };
    await tryObserve(db, { definition, unitId: h.unitId, subject: h.subject, subjectLabel: h.subjectLabel, at: now, since: h.since, check: () => verdict }, results);
  }
  const [pending, active] = await Promise.all([
    db.select({ unitId: alarmConditions.unitId, subject: alarmConditions.subject }).from(alarmConditions)
      .where(and(eq(alarmConditions.definition, definition.code), isNotNull(alarmConditions.pendingSince))),
    db.select({ unitId: alarmEpisodes.unitId, subject: alarmEpisodes.subject, subjectLabel: alarmEpisodes.subjectLabel, lastValue: alarmEpisodes.lastValue })
      .from(alarmEpisodes).where(and(eq(alarmEpisodes.definition, definition.code), inArray(alarmEpisodes.state, ['ACTIVE_UNACK', 'ACTIVE_ACK']))),
  ]);
  const gone = new Map<string, { unitId: string; subject: string; subjectLabel: string; lastValue: number | string | null }>();
  const unseen = outOfSight[definition.body.condition.type];
  for (const row of [...pending.map((p) => ({ ...p, subjectLabel: p.subject, lastValue: null })), ...active]) {
    const key = keyOf(row.unitId, row.subject);
    if (!held.has(key) && !unseen?.(row.subject, now)) gone.set(key, { ...gone.get(key), ...row });
  }
  for (const row of gone.values()) {
    const verdict = { holds: false, value: row.lastValue ?? null };
    await tryObserve(db, { definition, unitId: row.unitId, subject: row.subject, subjectLabel: row.subjectLabel, at: now, check: () => verdict }, results);
  }
}

/** Tag conditions whose delay-on or delay-off has run out with no new point: the last verdict stands. */
async function fireExpiredDelays(db: Db, definitions: ReadonlyMap<string, AlarmDefinition>, now: Date, results: ObserveResult[]) {
  const rows = await db.select().from(alarmConditions)
    .where(or(isNotNull(alarmConditions.pendingSince), isNotNull(alarmConditions.clearingSince)));
  for (const row of rows) {
    const definition = definitions.get(row.definition);
    if (!definition || !isTagCondition(definition.body.condition)) continue;
    const since = row.pendingSince ?? row.clearingSince!;
    const delay = (row.pendingSince ? definition.body.delayOnSeconds : definition.body.delayOffSeconds) ?? 0;
    if (now.getTime() - since.getTime() < delay * 1000) continue;
    const verdict = { holds: row.pendingSince !== null, value: row.lastValue ?? null };
    const label = row.subject.includes('|') ? row.subject.slice(row.subject.lastIndexOf('|') + 1) : row.subject;
    await tryObserve(db, { definition, unitId: row.unitId, subject: row.subject, subjectLabel: label, at: now, check: () => verdict }, results);
  }
}

/** Ends the shelves whose time has passed: UNSHELVED in the log; answers the changed episodes. */
export async function endExpiredShelves(db: Db, now: Date): Promise<EpisodeRow[]> {
  return inTransaction(db, async (tx) => {
    const rows = await tx.update(alarmEpisodes)
      .set({ shelvedUntil: null, shelvedBy: null, shelveReason: null, version: sql`${alarmEpisodes.version} + 1` })
      .where(lte(alarmEpisodes.shelvedUntil, now)).returning();
    await writeAlarmLog(tx, rows.map((row) => ({
      ts: now, action: 'UNSHELVED' as const, unitId: row.unitId, episodeId: row.id, definition: row.definition, problemCause: row.problemCause,
    })));
    return rows;
  });
}

export async function runAlarmSweep(db: Db, nowMs: number, options: { publicUrl: string }): Promise<SweepSummary> {
  const now = new Date(nowMs);
  const definitions = await enabledAlarmDefinitions(db);
  const ships = (await listShips(db)).filter((s) => !s.disabled);
  const results: ObserveResult[] = [];
  for (const definition of definitions) {
    if (!sweepConditions[definition.body.condition.type]) continue;
    await reconcile(db, definition, ships.filter((s) => appliesToShip(definition, s)).map((s) => s.id), now, results);
  }
  await fireExpiredDelays(db, new Map(definitions.map((d) => [d.code, d])), now, results);
  const unshelved = await endExpiredShelves(db, now);
  await announceResults(db, [...results, { changed: unshelved, raised: [] }], new Map(definitions.map((d) => [d.code, d])), { publicUrl: options.publicUrl, now });
  const changed = results.flatMap((r) => r.changed);
  return {
    raised: results.reduce((n, r) => n + r.raised.length, 0),
    cleared: changed.filter((e) => e.state === 'RECTIFIED_UNACK' || e.state === 'NORMAL').length,
    unshelved: unshelved.length,
  };
}
