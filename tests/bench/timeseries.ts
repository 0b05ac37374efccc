/**
 * Keel's time-series store against a plain narrow table with a (series, ts) key, on each engine (bench-database.ts):
 * one year of minute data of ten tags for one ship is loaded into both, then year-long hourly and daily views,
 * latest values and bytes per point are compared, and finally new days are ingested through the batch API against
 * COPY of the same points. Both stores hold the year while the new days go in.
 */
import { buildApp } from '../../server/app.js';
import { chooseResolution } from '../../server/modules/timeseries/extract.js';
import { testConfig } from '../support/test-app.js';
import { benchEngines, type BenchDatabase, type BenchEngine } from './bench-database.js';
import { ingestYear, keelTables, lastClosedDay, signedInCaller, yearFrom, yearPoints, yearTo, type Caller } from './bench-year.js';
import { median, msOnce, msPerOp, ratioLine, type Bench } from './measure.js';
import { createPlainTable, plainAverages, plainLatest, plainTable, relationBytes } from './plain-table.js';
import { benchTags, dayBatch, dayCopyText, dayMs, minuteMs } from './timeseries-data.js';

/** New closed days ingested through the batch API, one day (14 400 points) per request, in rounds of a week. */
const ingestRounds = 4;
const daysPerRound = 7;
/** Series ids of the plain table: the year's ship, the ship of the newly ingested days, the open-day ship. */
const plainSeries = { year: 1, ingest: 11, open: 21 };

const seriesIdsFrom = (first: number) => benchTags.map((_, i) => first + i);
const perSecond = (points: number, ms: number) => (points * 1000) / ms;

/** The year into Keel's store (ingestMeasurements, one day per batch) and into the plain table (COPY, 30 days per statement). */
async function loadYear(bench: BenchDatabase): Promise<string[]> {
  const keelMs = await ingestYear(bench.db, 'SHIP-UNIT-NORDIC_ORE');
  let copyMs = 0;
  for (let month = yearFrom; month < yearTo; month += 30 * dayMs) {
    const parts: string[] = [];
    for (let day = month; day < Math.min(month + 30 * dayMs, yearTo); day += dayMs) parts.push(dayCopyText(plainSeries.year, day));
    copyMs += await msOnce(() => bench.raw.copyIn(plainTable, parts));
  }
  for (const table of [...keelTables, plainTable]) await bench.raw.query(`VACUUM ANALYZE ${table}`);
  return [ratioLine(`year load, ingestMeasurements in-process (${yearPoints.toLocaleString('en-US')} points)`,
    perSecond(yearPoints, keelMs), perSecond(yearPoints, copyMs), 'COPY into the plain table', 'points/s')];
}

async function compareBytes(bench: BenchDatabase): Promise<string[]> {
  const keel = await relationBytes(bench.raw, keelTables) / yearPoints;
  const plain = await relationBytes(bench.raw, [plainTable]) / yearPoints;
  return [ratioLine('bytes on disk, Keel (measure_* tables)', keel, plain, 'plain table with its key', 'B/point')];
}

/** Year-long views as the API is asked for them: at a resolution, or as many buckets as a chart is wide. */
const views = [
  { label: 'hourly averages', request: { resolution: 3600, maxPoints: 10_000 } },
  { label: 'averages for a 1000-point chart', request: { maxPoints: 1000 } },
  { label: 'daily averages', request: { resolution: 86_400, maxPoints: 10_000 } },
];

/** Each view through Keel's extraction API against date_bin … GROUP BY on the plain table; the answers must agree. */
async function compareExtraction(bench: BenchDatabase, caller: Caller): Promise<string[]> {
  const lines: string[] = [];
  for (const view of views) {
    const body = JSON.stringify({ units: ['NORDIC_ORE'], tags: benchTags, from: new Date(yearFrom).toISOString(), to: new Date(yearTo).toISOString(), ...view.request });
    const keel = async () => (await (await caller.post('/api/measures/extract', body)).json()) as Extracted;
    const seconds = chooseResolution(yearFrom, yearTo, view.request.maxPoints, view.request.resolution);
    const plain = () => plainAverages(bench.raw, seriesIdsFrom(plainSeries.year), yearFrom, yearTo, seconds);
    const answer = await keel();
    if (answer.resolution !== seconds) throw new Error(`Keel chose ${answer.resolution} s buckets for ${view.label}, not ${seconds} s`);
    assertSameAverages(answer.series, await plain());
    const keelMs = await msPerOp(keel, 1, 5);
    const plainMs = await msPerOp(plain, 1, 3);
    const size = seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`;
    lines.push(ratioLine(`year of ${view.label} (${size} buckets), 10 tags, Keel extraction API`, keelMs, plainMs, 'plain SQL date_bin … GROUP BY'));
  }
  return lines;
}

interface Extracted { resolution: number; series: { tag: string; points: [number, number | null][] }[] }

function assertSameAverages(keel: Extracted['series'], plain: Map<number, [number, number][]>) {
  benchTags.forEach((tag, i) => {
    const mine = keel.find((s) => s.tag === tag)?.points ?? [];
    const theirs = plain.get(plainSeries.year + i) ?? [];
    const differs = mine.length !== theirs.length
      || mine.some(([t, v], k) => t !== theirs[k][0] || Math.abs((v ?? NaN) - theirs[k][1]) > 1e-9 * Math.max(1, Math.abs(theirs[k][1])));
    if (differs) throw new Error(`Keel and the plain table disagree on ${tag} (${mine.length} against ${theirs.length} buckets)`);
  });
}

async function compareLatest(bench: BenchDatabase, caller: Caller): Promise<string[]> {
  const body = JSON.stringify({ units: ['NORDIC_ORE'], tags: benchTags });
  const keelMs = await msPerOp(() => caller.post('/api/measures/latest', body), 20, 5);
  const plainMs = await msPerOp(() => plainLatest(bench.raw, seriesIdsFrom(plainSeries.year)), 20, 5);
  return [ratioLine('latest values of 10 tags, Keel API', keelMs, plainMs, 'plain SQL, one index probe per series')];
}

/**
 * New points through POST /api/measures/ingest (JSON bodies built beforehand) against COPY of the same points in
 * batches of the same size: closed days (packed into chunks) and, one hour per batch, yesterday (narrow rows).
 */
async function compareIngestion(bench: BenchDatabase, caller: Caller): Promise<string[]> {
  const closedRates: [number, number][] = [];
  for (let round = 0; round < ingestRounds; round++) {
    const days = Array.from({ length: daysPerRound }, (_, i) => lastClosedDay - (round * daysPerRound + i) * dayMs);
    const bodies = days.map((day) => JSON.stringify({ requestValue: { series: dayBatch('SHIP-UNIT-BALTIC_AMBER', day, 'iso') } }));
    const texts = days.map((day) => dayCopyText(plainSeries.ingest, day));
    const points = days.length * benchTags.length * (dayMs / minuteMs);
    const keelMs = await msOnce(async () => { for (const body of bodies) await caller.post('/api/measures/ingest', body); });
    const copyMs = await msOnce(async () => { for (const text of texts) await bench.raw.copyIn(plainTable, [text]); });
    closedRates.push([perSecond(points, keelMs), perSecond(points, copyMs)]);
  }
  const yesterday = Math.floor(Date.now() / dayMs) * dayMs - dayMs;
  const wholeDay = dayBatch('SHIP-UNIT-KEEL_HORIZON', yesterday, 'iso');
  const hours = Array.from({ length: 24 }, (_, h) => wholeDay.map((s) => ({ ...s, points: s.points.slice(h * 60, h * 60 + 60) })));
  const hourBodies = hours.map((batch) => JSON.stringify({ requestValue: { series: batch } }));
  const hourTexts = hours.map((batch) => batch.map((s, i) => s.points.map((p) => `${plainSeries.open + i}\t${p.ts as string}\t${p.value}\n`).join('')).join(''));
  const openPoints = 24 * 60 * benchTags.length;
  const keelOpenMs = await msOnce(async () => { for (const body of hourBodies) await caller.post('/api/measures/ingest', body); });
  const copyOpenMs = await msOnce(async () => { for (const text of hourTexts) await bench.raw.copyIn(plainTable, [text]); });
  return [
    ratioLine(`ingest closed days via API, 1 day × 10 tags per request (${ingestRounds}×${daysPerRound} days, median of rounds)`,
      median(closedRates.map(([keel]) => keel)), median(closedRates.map(([, copy]) => copy)), 'COPY per batch', 'points/s'),
    ratioLine('ingest yesterday (open day, rows) via API, 1 hour × 10 tags per request', perSecond(openPoints, keelOpenMs), perSecond(openPoints, copyOpenMs), 'COPY per batch', 'points/s'),
  ];
}

async function runOn(engine: BenchEngine): Promise<string[]> {
  const bench = await engine.open();
  try {
    const { app } = await buildApp({ db: bench.db, config: testConfig(), engine: bench.engine });
    const caller = await signedInCaller(app);
    await createPlainTable(bench.raw);
    return [
      `## ${engine.label}`,
      ...await loadYear(bench),
      ...await compareBytes(bench),
      ...await compareExtraction(bench, caller),
      ...await compareLatest(bench, caller),
      ...await compareIngestion(bench, caller),
    ];
  } finally {
    await bench.dispose();
  }
}

export const timeseries: Bench = {
  id: 'timeseries',
  title: 'Time series: Keel store against a plain (series, ts, value) table, one year of minute data of 10 tags',
  async run() {
    const lines: string[] = [];
    for (const engine of benchEngines()) lines.push(...await runOn(engine));
    return lines;
  },
};
