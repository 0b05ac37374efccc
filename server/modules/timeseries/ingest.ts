/**
 * The one way measurements enter Keel (batch API, CSV import, NMEA listener, demo fleet): each series is checked
 * (grouping key of a known cluster, a known tag, a ship the writer may write), each point (time, value of the
 * tag's type); the good points of the batch are stored in one transaction: closed days into chunks, open days
 * as rows, rollups and latest values kept current. Bad points are counted and explained, never stored.
 */
import { lt, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/engine.js';
import { tagValueTypes } from '../measures/tag-records.js';
import { measureLatest, measurePoints } from './tables.js';
import type { Language } from '../../../descriptors/lib/text.js';
import { translate } from '../../http/i18n.js';
import { writeBufferPoints } from './buffer-writer.js';
import { writeChunkDays } from './chunk-writer.js';
import { compactClosedDays, openDaysStart } from './compaction.js';
import { lockSeries } from './series-lock.js';
import type { IngestPoint, IngestRejection, IngestResult, IngestSeries } from './ingest-types.js';
import type { LiveFeed, LiveValue } from './live-feed.js';
import type { Point } from './points.js';
import { checkSeries } from './series-check.js';
import { ensureSeries, seriesKey, type SeriesSpec } from './series-registry.js';
import type { TagValueType } from '../../../descriptors/lib/tags/tag-semantics.js';

export interface IngestOptions {
  /** Units the writer may write; undefined for every unit (administrators, the server's own sources). */
  allowedUnitIds?: ReadonlySet<string>;
  language?: Language;
  /** The clock (tests). */
  now?: () => number;
  /** Told the newest value of each series once the batch is committed (live pages). */
  feed?: LiveFeed;
}

/** Earliest and latest instants accepted: nothing before 1990, nothing more than a day ahead of the clock. */
const earliest = Date.UTC(1990, 0, 1);

function toPoint(point: IngestPoint, valueType: TagValueType, now: number): Point | string {
  const t = point.ts instanceof Date ? point.ts.getTime() : typeof point.ts === 'string' && /\d{4}-\d\d-\d\dT/.test(point.ts) ? Date.parse(point.ts) : NaN;
  if (!Number.isFinite(t)) return 'measures.badTime';
  if (t < earliest || t > now + 86_400_000) return 'measures.timeOutOfRange';
  const { value } = point;
  if (value === null || value === undefined) return 'measures.noValue';
  if (valueType === 'STRING' || valueType === 'LIST') {
    return typeof value === 'string' || typeof value === 'number' ? { t, v: null, s: String(value) } : 'measures.notText';
  }
  if (typeof value === 'boolean') return { t, v: value ? 1 : 0, s: null };
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'measures.notNumber';
  if (valueType === 'BOOLEAN' && value !== 0 && value !== 1) return 'measures.notBoolean';
  return { t, v: value, s: null };
}

export async function ingestMeasurements(db: Db, batch: readonly IngestSeries[], options: IngestOptions = {}): Promise<IngestResult> {
  const now = options.now?.() ?? Date.now();
  const language = options.language ?? 'en';
  const say = (key: string) => translate(language, key);
  const tagTypes = await tagValueTypes(db);
  const verdicts = await checkSeries(db, batch.map((series) => ({
    groupingKey: typeof series?.groupingKey === 'string' ? series.groupingKey : '', tag: String(series?.tag ?? ''),
  })), tagTypes, options.allowedUnitIds);
  const result: IngestResult = { accepted: 0, duplicate: 0, rejected: 0, rejections: [] };
  const reject = (rejection: IngestRejection, count = 1) => {
    result.rejected += count;
    if (result.rejections.length < 1000) result.rejections.push(rejection);
  };

  const good: { spec: SeriesSpec; points: Map<number, Point> }[] = [];
  batch.forEach((series, index) => {
    const size = Array.isArray(series?.points) ? series.points.length : 0;
    const { problem, resolved, unitId } = verdicts[index];
    if (problem || !resolved) return reject({ series: index, reason: say(problem ?? 'measures.badGroupingKey') }, size);
    const valueType = tagTypes.get(series.tag)!;
    const points = new Map<number, Point>();
    series.points.forEach((raw, pointIndex) => {
      const point = toPoint(raw, valueType, now);
      if (typeof point === 'string') return reject({ series: index, point: pointIndex, reason: say(point) });
      if (points.has(point.t)) result.duplicate += 1;
      points.set(point.t, point);
    });
    if (points.size) {
      good.push({ spec: { groupingKey: series.groupingKey, tag: series.tag, cluster: resolved.cluster.code, groupCode: resolved.group.code, unitId }, points });
    }
  });
  if (!good.length) return result;

  const openFrom = openDaysStart(now);
  let stored: LiveValue[] = [];
  await inTransaction(db, async (tx) => {
    const ids = await ensureSeries(tx, good.map((g) => g.spec));
    await lockSeries(tx, [...ids.values()]);
    const closed = new Map<number, Point[]>();
    const open = new Map<number, Point[]>();
    for (const { spec, points } of good) {
      const id = ids.get(seriesKey(spec.groupingKey, spec.tag))!;
      for (const p of points.values()) {
        const target = p.t < openFrom ? closed : open;
        const list = target.get(id) ?? [];
        list.push(p);
        target.set(id, list);
      }
    }
    // Rows of a day that has just closed are packed first, so a closed day lives in exactly one place.
    if (closed.size && (await tx.select({ t: measurePoints.ts }).from(measurePoints).where(lt(measurePoints.ts, new Date(openFrom))).limit(1)).length) {
      await compactClosedDays(tx, openFrom);
    }
    const replaced = (await writeChunkDays(tx, closed)) + (await writeBufferPoints(tx, open));
    const total = good.reduce((n, g) => n + g.points.size, 0);
    result.duplicate += replaced;
    result.accepted += total - replaced;
    const specs = new Map(good.map((g) => [ids.get(seriesKey(g.spec.groupingKey, g.spec.tag))!, g.spec]));
    stored = (await updateLatest(tx, [...closed, ...open])).map(([seriesId, p]) => ({
      seriesId, groupingKey: specs.get(seriesId)!.groupingKey, tag: specs.get(seriesId)!.tag, unitId: specs.get(seriesId)!.unitId,
      ts: new Date(p.t).toISOString(), value: p.v ?? p.s,
    }));
  });
  options.feed?.publish(stored);
  return result;
}

/** The newest point of each series, where it is newer than the stored one; answers the ones that became latest. */
async function updateLatest(db: Db, entries: readonly [number, Point[]][]): Promise<[number, Point][]> {
  const newest = new Map<number, Point>();
  for (const [id, points] of entries) {
    for (const p of points) if (!newest.has(id) || p.t >= newest.get(id)!.t) newest.set(id, p);
  }
  if (!newest.size) return [];
  const updated = await db.insert(measureLatest).values([...newest].map(([seriesId, p]) => ({ seriesId, ts: new Date(p.t), value: p.v, text: p.s })))
    .onConflictDoUpdate({
      target: measureLatest.seriesId,
      set: { ts: sql.raw('excluded.ts'), value: sql.raw('excluded.value'), text: sql.raw('excluded.text') },
      setWhere: sql`excluded.ts >= ${measureLatest.ts}`,
    })
    .returning({ seriesId: measureLatest.seriesId });
  return updated.map((row) => [row.seriesId, newest.get(row.seriesId)!]);
}
