/**
 * Pre-filling a noon report's run from the ship's track: a form field whose uiSchema says
 * `"ui:options": { "sinceLastNoon": { "value": "distance" } }` (or `"hoursAbove"` / `"average"` of a `measure`, counting
 * samples `above` a threshold) takes what the measurements say about the period since the previous noon report —
 * the previous entry of the same type up to 30 hours before — or, without one, since the previous 12:00 on the ship's
 * clock at least 12 hours before the entry.
 */
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { TimestampWithOffset } from '../../../descriptors/lib/elog/time-with-offset.js';
import type { Db } from '../../db/engine.js';
import { elogEntries } from './tables.js';
import { averageAbove, hoursAbove, pairFixes, trackDistanceNm, type Sample } from '../../calc/track-run.js';
import { readRawPoints } from '../timeseries/extract.js';
import { findSeries } from '../timeseries/series-query.js';

const hourMs = 3_600_000;
const minuteMs = 60_000;
/** The longest day a noon-to-noon run spans (clocks retarded by a few hours) before "the previous noon report" is stale. */
const previousNoonWithinMs = 30 * hourMs;
const positionTags = ['LAT', 'LON'] as const;

export interface NoonRunBinding {
  /** JSON pointer of the field in the form data */
  pointer: string;
  value: 'distance' | 'hoursAbove' | 'average';
  measure?: string;
  above?: number;
}

/** Every field of a uiSchema filled from the run since the last noon, at any depth. */
export function noonRunBindings(uiSchema: Record<string, unknown> | undefined, base = ''): NoonRunBinding[] {
  if (!uiSchema) return [];
  return Object.entries(uiSchema).flatMap(([key, node]) => {
    if (key.startsWith('ui:') || !node || typeof node !== 'object' || Array.isArray(node)) return [];
    const options = (node as Record<string, unknown>)['ui:options'] as { sinceLastNoon?: Record<string, unknown> } | undefined;
    const run = options?.sinceLastNoon;
    const pointer = `${base}/${key}`;
    const own: NoonRunBinding[] = [];
    if (run && (run.value === 'distance' || ((run.value === 'hoursAbove' || run.value === 'average') && typeof run.measure === 'string'))) {
      own.push({ pointer, value: run.value, ...(typeof run.measure === 'string' ? { measure: run.measure } : {}), ...(typeof run.above === 'number' ? { above: run.above } : {}) });
    }
    return [...own, ...noonRunBindings(node as Record<string, unknown>, pointer)];
  });
}

/** The last 12:00 on the clock at `offset` that lies at least 12 hours before the instant. */
export function previousLocalNoon(instant: number, offset: number): number {
  const local = instant + offset * minuteMs - 12 * hourMs;
  const noon = Math.floor((local - 12 * hourMs) / (24 * hourMs)) * 24 * hourMs + 12 * hourMs;
  return noon - offset * minuteMs;
}

export interface RunPeriodQuery {
  unitId: string;
  elogCode: string;
  entryDescriptor: string;
  start: TimestampWithOffset;
  /** The entry being changed, which is not its own predecessor. */
  exceptId?: string;
}

/** Where the run up to the entry starts: the previous entry of its type, or the previous local noon. */
export async function runPeriodStart(db: Db, query: RunPeriodQuery): Promise<TimestampWithOffset> {
  const at = query.start.timestamp;
  const [previous] = await db.select({ ts: elogEntries.startTs, offset: elogEntries.startOffset }).from(elogEntries).where(and(
    eq(elogEntries.unitId, query.unitId), eq(elogEntries.elogCode, query.elogCode), eq(elogEntries.entryDescriptor, query.entryDescriptor),
    ne(elogEntries.status, 'DELETED'), ne(elogEntries.status, 'NA'), lt(elogEntries.startTs, new Date(at)), gt(elogEntries.startTs, new Date(at - previousNoonWithinMs)),
    ...(query.exceptId ? [ne(elogEntries.id, query.exceptId)] : []),
  )).orderBy(desc(elogEntries.startTs)).limit(1);
  return previous
    ? { timestamp: previous.ts.getTime(), offset: previous.offset }
    : { timestamp: previousLocalNoon(at, query.start.offset), offset: query.start.offset };
}

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The run's values by pointer (distance in nm to 0.1, hours to 0.01, means to 0.1), for the fields the track can fill. */
export async function noonRunData(db: Db, principal: Principal, unitCode: string, bindings: readonly NoonRunBinding[], from: number, to: number):
  Promise<Record<string, number>> {
  if (!bindings.length || to <= from) return {};
  const tags = [...new Set(bindings.flatMap((b) => (b.value === 'distance' ? [...positionTags] : [b.measure!])))];
  const series = (await findSeries(db, principal, { units: [unitCode], tags })).filter((s) => s.groupingKey === `SHIP-UNIT-${unitCode}`);
  // The run ends at the entry: a sample stamped exactly at it belongs to it.
  const points = await readRawPoints(db, series.map((s) => s.id), from, to + 1);
  const samplesOf = (tag: string): Sample[] => {
    const id = series.find((s) => s.tag === tag)?.id;
    return (id === undefined ? [] : points.get(id) ?? []).flatMap((p) => (typeof p.v === 'number' ? [{ t: p.t, v: p.v }] : []));
  };
  const values: Record<string, number> = {};
  for (const binding of bindings) {
    const value = binding.value === 'distance'
      ? trackDistanceNm(pairFixes(samplesOf('LAT'), samplesOf('LON')))
      : binding.value === 'hoursAbove'
        ? hoursAbove(samplesOf(binding.measure!), binding.above ?? 0, from, to + 1)
        : averageAbove(samplesOf(binding.measure!), binding.above);
    if (value !== undefined) values[binding.pointer] = rounded(value, binding.value === 'hoursAbove' ? 2 : 1);
  }
  return values;
}
