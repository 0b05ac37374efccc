/**
 * Tag conditions evaluated on the values an ingestion of this process has just committed (docs/alarms.md "Engine").
 * The feed carries each series' newest stored value of the batch (points older than the series' latest are history
 * being filled in and raise nothing). Subjects whose condition neither holds nor has anything pending or open are
 * passed over on one bulk read, so quiet data costs no write; the others are observed one by one, in order.
 */
import { and, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { isActive } from '../../../descriptors/lib/alarms/episode-state.js';
import type { AlarmState } from '../../../descriptors/lib/alarms/alarm.js';
import type { Db } from '../../db/engine.js';
import { listShips, type Ship } from '../access/ships.js';
import { readLatest } from '../timeseries/extract.js';
import type { LiveValue } from '../timeseries/live-feed.js';
import { seriesOfShipTags } from '../timeseries/series-lookup.js';
import { announceResults, type NoticeOptions } from './alarm-notices.js';
import { appliesToShip, enabledAlarmDefinitions } from './definition-cache.js';
import { observe, type Observation, type ObserveResult, type Verdict } from './episode-engine.js';
import type { AlarmDefinition } from './subject-state.js';
import { alarmConditions, alarmEpisodes } from './tables.js';
import {
  deviationHolds, expressionHolds, isTagCondition, rateHolds, referenceOf, seriesSubject, thresholdHolds, watchesGroupingKey,
  type ExpressionCondition, type TagCondition,
} from './tag-conditions.js';

const keyOf = (definition: string, unitId: string, subject: string) => `${definition}\u0000${unitId}\u0000${subject}`;
const verdictOf = (holds: boolean | undefined, value: number | string | null): Verdict | undefined => (holds === undefined ? undefined : { holds, value });

/** The ship's latest value of each tag (when several series of the ship carry a tag, the newest). */
async function latestByTag(db: Db, unitId: string, tags: readonly string[]): Promise<{ values: Record<string, number | string | null>; t: number }> {
  const series = await seriesOfShipTags(db, unitId, tags);
  const latest = await readLatest(db, series.map((s) => s.id));
  const values: Record<string, number | string | null> = {};
  const at: Record<string, number> = {};
  let t = 0;
  for (const s of series) {
    const point = latest.get(s.id);
    if (!point || (at[s.tag] ?? -Infinity) > point.ts.getTime()) continue;
    at[s.tag] = point.ts.getTime();
    values[s.tag] = point.value;
    t = Math.max(t, point.ts.getTime());
  }
  return { values, t };
}

/** The values the expression saw, in the condition's tag order: `ME_LOAD=60, SHAFT_RPM=35`. */
const expressionSummary = (tags: readonly string[], values: Record<string, unknown>) => tags.filter((tag) => tag in values)
  .map((tag) => { const v = values[tag]; return `${tag}=${typeof v === 'number' ? Math.round(v * 1000) / 1000 : String(v)}`; }).join(', ').slice(0, 500);

/** The observations a batch asks for: one per definition and series (per ship for an expression). */
async function observationsOf(db: Db, definitions: readonly AlarmDefinition[], values: readonly LiveValue[], ships: ReadonlyMap<string, Ship>): Promise<Observation[]> {
  const observations: Observation[] = [];
  // The expressions' latest values: one read per ship for the tags of all its expressions.
  const expressionTags = new Set(definitions.flatMap((d) => (d.body.condition.type === 'expression' ? d.body.condition.tags : [])));
  const latestOfShip = new Map<string, Promise<{ values: Record<string, number | string | null>; t: number }>>();
  const latestOf = (unitId: string) => {
    let latest = latestOfShip.get(unitId);
    if (!latest) latestOfShip.set(unitId, latest = latestByTag(db, unitId, [...expressionTags]));
    return latest;
  };
  for (const definition of definitions) {
    const condition = definition.body.condition as TagCondition;
    if (condition.type === 'expression') {
      observations.push(...await expressionObservations(definition, condition, values, ships, latestOf));
      continue;
    }
    for (const live of values) {
      const ship = live.unitId ? ships.get(live.unitId) : undefined;
      if (!ship || live.tag !== condition.tag || !appliesToShip(definition, ship) || !watchesGroupingKey(condition, live.groupingKey, ship.code)) continue;
      const point = { t: Date.parse(live.ts), v: live.value };
      const check: Observation['check'] = condition.type === 'threshold'
        ? (memory) => verdictOf(thresholdHolds(condition, live.value, memory.wasHolding), live.value)
        : condition.type === 'rate'
          ? (memory) => verdictOf(rateHolds(condition, memory.last, point), live.value)
          : () => verdictOf(deviationHolds(condition, live.value, referenceOf(condition, ship.particulars)), live.value);
      observations.push({
        definition, unitId: ship.id, subject: seriesSubject(live.groupingKey, live.tag), subjectLabel: live.tag, at: new Date(point.t), point, check,
      });
    }
  }
  return observations;
}

async function expressionObservations(
  definition: AlarmDefinition, condition: ExpressionCondition, values: readonly LiveValue[], ships: ReadonlyMap<string, { code: string }>,
  latestOf: (unitId: string) => Promise<{ values: Record<string, number | string | null> }>,
): Promise<Observation[]> {
  const units = new Set(values.flatMap((v) => {
    const ship = v.unitId ? ships.get(v.unitId) : undefined;
    return ship && condition.tags.includes(v.tag) && appliesToShip(definition, ship) ? [v.unitId!] : [];
  }));
  const observations: Observation[] = [];
  for (const unitId of units) {
    const all = (await latestOf(unitId)).values;
    const latest = { values: Object.fromEntries(condition.tags.filter((tag) => tag in all).map((tag) => [tag, all[tag]])), t: 0 };
    latest.t = Math.max(0, ...values.filter((v) => v.unitId === unitId && condition.tags.includes(v.tag)).map((v) => Date.parse(v.ts)));
    let holds: boolean;
    try {
      holds = await expressionHolds(condition, latest.values);
    } catch (error) {
      console.error(`alarm definition ${definition.code}: the expression failed`, error);
      continue;
    }
    const verdict = { holds, value: expressionSummary(condition.tags, latest.values) };
    observations.push({
      definition, unitId, subject: 'expression', subjectLabel: condition.expression.slice(0, 200), at: new Date(latest.t),
      point: { t: latest.t, v: null }, check: () => verdict,
    });
  }
  return observations;
}

/**
 * Leaves out the observations that change nothing: the condition does not hold (or says nothing) and the subject has
 * nothing pending, clearing or active. Rate of change is always observed (it needs its previous point remembered).
 */
async function needingObservation(db: Db, observations: readonly Observation[]): Promise<Observation[]> {
  if (!observations.length) return [];
  const unitIds = [...new Set(observations.map((o) => o.unitId))];
  const definitionCodes = [...new Set(observations.map((o) => o.definition.code))];
  const rateCodes = [...new Set(observations.filter((o) => o.definition.body.condition.type === 'rate').map((o) => o.definition.code))];
  const memoryColumns = {
    definition: alarmConditions.definition, unitId: alarmConditions.unitId, subject: alarmConditions.subject,
    lastTs: alarmConditions.lastTs, lastValue: alarmConditions.lastValue,
  };
  const [memories, episodes, rateMemories] = await Promise.all([
    db.select(memoryColumns).from(alarmConditions)
      .where(and(inArray(alarmConditions.unitId, unitIds), inArray(alarmConditions.definition, definitionCodes),
        or(isNotNull(alarmConditions.pendingSince), isNotNull(alarmConditions.clearingSince)))),
    db.select({ definition: alarmEpisodes.definition, unitId: alarmEpisodes.unitId, subject: alarmEpisodes.subject, state: alarmEpisodes.state })
      .from(alarmEpisodes)
      .where(and(ne(alarmEpisodes.state, 'NORMAL'), inArray(alarmEpisodes.unitId, unitIds), inArray(alarmEpisodes.definition, definitionCodes))),
    rateCodes.length
      ? db.select(memoryColumns).from(alarmConditions).where(and(inArray(alarmConditions.unitId, unitIds), inArray(alarmConditions.definition, rateCodes)))
      : Promise.resolve([]),
  ]);
  const busy = new Set(memories.map((m) => keyOf(m.definition, m.unitId, m.subject)));
  const active = new Set(episodes.filter((e) => isActive(e.state as AlarmState)).map((e) => keyOf(e.definition, e.unitId, e.subject)));
  const lastPoints = new Map(rateMemories.map((m) => [keyOf(m.definition, m.unitId, m.subject), m.lastTs ? { t: m.lastTs.getTime(), v: m.lastValue ?? null } : undefined]));
  const quietRates: Observation[] = [];
  const needed = observations.filter((o) => {
    const key = keyOf(o.definition.code, o.unitId, o.subject);
    if (busy.has(key)) return true;
    const verdict = o.check({ wasHolding: active.has(key), last: lastPoints.get(key) });
    const quiet = verdict === undefined ? !active.has(key) : !verdict.holds && !active.has(key);
    if (quiet && o.definition.body.condition.type === 'rate') quietRates.push(o);
    return !quiet;
  });
  await rememberPoints(db, quietRates);
  return needed;
}

/** The last point of quiet rate-of-change subjects, all in one statement (only where newer than the one kept). */
async function rememberPoints(db: Db, observations: readonly Observation[]): Promise<void> {
  const rows = observations.flatMap((o) => (o.point ? [{
    definition: o.definition.code, unitId: o.unitId, subject: o.subject, lastTs: new Date(o.point.t), lastValue: o.point.v, updatedAt: new Date(),
  }] : []));
  if (!rows.length) return;
  await db.insert(alarmConditions).values(rows).onConflictDoUpdate({
    target: [alarmConditions.definition, alarmConditions.unitId, alarmConditions.subject],
    set: { lastTs: sql.raw('excluded.last_ts'), lastValue: sql.raw('excluded.last_value'), updatedAt: sql.raw('excluded.updated_at') },
    setWhere: sql`${alarmConditions.lastTs} IS NULL OR excluded.last_ts > ${alarmConditions.lastTs}`,
  });
}

/** Evaluates the tag conditions of the enabled definitions on one committed batch, then pushes and notifies. */
export async function evaluateLiveValues(db: Db, values: readonly LiveValue[], options: { publicUrl: string; now: () => number }): Promise<ObserveResult[]> {
  const ofShips = values.filter((v) => v.unitId);
  if (!ofShips.length) return [];
  const tags = new Set(ofShips.map((v) => v.tag));
  const definitions = (await enabledAlarmDefinitions(db)).filter((d) => {
    const condition = d.body.condition;
    if (!isTagCondition(condition)) return false;
    return condition.type === 'expression' ? condition.tags.some((tag) => tags.has(tag)) : tags.has(condition.tag);
  });
  if (!definitions.length) return [];
  const ships = new Map((await listShips(db, { ids: [...new Set(ofShips.map((v) => v.unitId!))] })).map((s) => [s.id, s]));
  const observations = await needingObservation(db, await observationsOf(db, definitions, ofShips, ships));
  const results: ObserveResult[] = [];
  for (const observation of observations) {
    try {
      results.push(await observe(db, observation));
    } catch (error) {
      console.error(`alarm definition ${observation.definition.code}: evaluating ${observation.subject} failed`, error);
    }
  }
  const notice: NoticeOptions = { publicUrl: options.publicUrl, now: new Date(options.now()) };
  await announceResults(db, results, new Map(definitions.map((d) => [d.code, d])), notice);
  return results;
}
