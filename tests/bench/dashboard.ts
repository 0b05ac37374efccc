/**
 * Issue 6: opening a 12-panel dashboard over a year of one ship's minute data in Chromium — the time from the
 * navigation to every panel drawn and the bytes transferred — against the same page in the same browser whose
 * extraction answers every raw minute point of each series instead of Keel's buckets (dashboard-raw-answer.ts).
 * The app is served over HTTP with the built runtime (BENCH_STATIC_DIR, else dist/) on each engine of
 * bench-database.ts. When raw points are not drawn within the bound (or crash the tab), the baseline is a lower bound
 * and both pages are measured over a shorter period as well.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { buildApp } from '../../server/app.js';
import { startServer, type RunningServer } from '../../server/ws/serve.js';
import { testConfig } from '../support/test-app.js';
import { benchEngines, type BenchEngine } from './bench-database.js';
import { ingestYear, keelTables, signedInCaller, yearDays, yearTo, type Caller } from './bench-year.js';
import { launchChromium, visitDashboard, type Visit } from './dashboard-browser.js';
import { benchPageBody, benchPanels } from './dashboard-page.js';
import { rawAnswerOf, type PageAnswer } from './dashboard-raw-answer.js';
import { formatRatio, median, msPerOp, ratioLine, type Bench } from './measure.js';
import { dayMs } from './timeseries-data.js';

const staticDir = resolve(process.env.BENCH_STATIC_DIR ?? 'dist');
/** Timed visits per page after one warm-up each. */
const rounds = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 3);
/** A page not drawn within this is reported as "more than" it. */
const boundMs = Number(process.env.BENCH_DASHBOARD_BOUND_SECONDS ?? 300) * 1000;
/** The shorter period measured too when the raw points of the whole period are not drawn. */
const shortDays = Number(process.env.BENCH_DASHBOARD_SHORT_DAYS ?? 7);
/**
 * Keel's pages only, for a quick rerun: the year page against the same page over the shorter period, both Keel's
 * (the raw-points baseline takes minutes a visit).
 */
const keelOnly = process.env.BENCH_DASHBOARD_KEEL_ONLY === '1';

/** The browser, replaced when a stuck renderer would not let a context close. */
class Chromium {
  private browser?: Browser;
  async get(): Promise<Browser> {
    if (!this.browser?.isConnected()) this.browser = await launchChromium();
    return this.browser;
  }
  async replace(): Promise<void> {
    const old = this.browser;
    this.browser = undefined;
    await Promise.race([old?.close(), new Promise((r) => setTimeout(r, 30_000))]);
  }
}

/** The app over HTTP; while `rawAnswer` is set, POST /api/custom-analytics/extract is answered with it (no sign-in check, no database). */
interface Served { baseURL: string; caller: Caller; rawAnswer?: Uint8Array<ArrayBuffer> }

type Visited = Visit & { isBrowserUsable: boolean };

const kilobytes = (visit: Visit) => visit.bytes / 1000;
const days = (n: number) => (n === 365 ? 'one year' : n === 1 ? 'one day' : `${n} days`);

/** `name: X ms = 0.01 × raw points (Y ms)`, or with a baseline that never drew, `X ms < 0.01 × raw points (> Y ms: …)`. */
function timeLine(name: string, keel: number, raw: Visited[]): string {
  const drawn = raw.filter((v) => v.outcome === 'drawn');
  if (drawn.length === raw.length) return ratioLine(name, keel, median(raw.map((v) => v.ms)), 'raw points', 'ms');
  const why = raw.some((v) => v.outcome === 'crashed')
    ? `the tab crashed after ${Math.round(Math.max(...raw.map((v) => v.ms))).toLocaleString('en-US')} ms`
    : `not drawn within ${boundMs / 1000} s`;
  return `${name}: ${Math.round(keel).toLocaleString('en-US')} ms < ${formatRatio(keel / boundMs)} × raw points (> ${boundMs.toLocaleString('en-US')} ms: ${why})`;
}

async function visit(chromium: Chromium, served: Served, code: string, raw?: Uint8Array<ArrayBuffer>): Promise<Visited> {
  served.rawAnswer = raw;
  try {
    const visited = await visitDashboard(await chromium.get(), served.baseURL, code, benchPanels, boundMs);
    if (!visited.isBrowserUsable) await chromium.replace();
    console.error(`dashboard: ${code} ${raw ? 'raw points' : 'Keel'} ${visited.outcome} ${Math.round(visited.ms)} ms, ${Math.round(visited.bytes / 1000)} kB`);
    return visited;
  } finally {
    served.rawAnswer = undefined;
  }
}

/** A visit to Keel's own page, which must be drawn: a page that is not is a failure of the run, not a measure. */
async function keelVisit(chromium: Chromium, served: Served, code: string): Promise<Visited> {
  const visited = await visit(chromium, served, code);
  if (visited.outcome !== 'drawn') throw new Error(`Keel's page was not drawn (${visited.outcome}; pending: ${visited.pending?.join(', ')})`);
  return visited;
}

/** Keel's page and the raw-points page over the last `periodDays` days: a warm-up each, then `rounds` alternating visits. */
async function comparePeriod(chromium: Chromium, served: Served, periodDays: number): Promise<{ lines: string[]; isRawDrawn: boolean }> {
  const from = yearTo - periodDays * dayMs;
  const code = `BENCH_DASHBOARD_${periodDays}D`;
  await served.caller.post('/api/custom-analytics', JSON.stringify({ requestValue: benchPageBody(code, from, yearTo) }));
  const extract = JSON.stringify({ requestValue: { page: code, filters: {}, maxPoints: 1000 } });
  const keelAnswer = await (await served.caller.post('/api/custom-analytics/extract', extract)).json() as PageAnswer;
  const raw = rawAnswerOf(keelAnswer, from, yearTo);

  const keelWarm = await keelVisit(chromium, served, code);
  const rawWarm = await visit(chromium, served, code, raw.body);
  const keelVisits: Visited[] = [];
  const rawVisits: Visited[] = [rawWarm];
  for (let round = 0; round < rounds; round++) {
    keelVisits.push(await keelVisit(chromium, served, code));
    // A baseline that did not draw in the warm-up is not tried again: it would take the bound each time.
    if (rawWarm.outcome === 'drawn') rawVisits.push(await visit(chromium, served, code, raw.body));
  }
  const timedRaw = rawWarm.outcome === 'drawn' ? rawVisits.slice(1) : rawVisits;
  const keelMs = median(keelVisits.map((v) => v.ms));
  // What the page drew: Keel's answer at the maxPoints the page asked for.
  const drawnExtract = JSON.stringify({ requestValue: { page: code, filters: {}, maxPoints: keelWarm.maxPoints } });
  const drawnAnswer = await (await served.caller.post('/api/custom-analytics/extract', drawnExtract)).json() as PageAnswer;
  const keelPoints = Object.values(drawnAnswer.charts).reduce((n, c) => n + c.series.reduce((m, s) => m + s.points.length, 0), 0);
  const resolutions = [...new Set(Object.values(drawnAnswer.charts).map((c) => c.resolution))].sort((a, b) => a - b);
  const apiMs = await msPerOp(() => served.caller.post('/api/custom-analytics/extract', drawnExtract), 1, 5);
  const name = `12-panel dashboard, ${days(periodDays)}`;
  const lines = [
    timeLine(`${name}, time to all panels drawn`, keelMs, timedRaw),
    ratioLine(`${name}, bytes transferred after navigation`, median(keelVisits.map(kilobytes)), median(timedRaw.map(kilobytes)), 'raw points', 'kB'),
    ratioLine(`${name}, extraction answer (${keelPoints.toLocaleString('en-US')} points against ${raw.points.toLocaleString('en-US')})`,
      median(keelVisits.map((v) => v.extractBytes)) / 1000, raw.body.length / 1000, 'raw points', 'kB'),
    `  Keel: answer after ${Math.round(median(keelVisits.map((v) => v.answeredMs)))} ms, ${keelWarm.extractRequests} extraction request(s) of maxPoints ${keelWarm.maxPoints}, buckets of ${resolutions.join(', ')} s, `
      + `extraction API in-process ${apiMs.toFixed(0)} ms; KPIs ${JSON.stringify(keelWarm.kpis)}`,
    `  raw points: ${rawVisits.map((v) => `${v.outcome} ${Math.round(v.ms).toLocaleString('en-US')} ms${v.outcome === 'timeout' ? ` (not drawn: ${v.pending?.join(', ') ?? 'unknown, the page was busy'})` : ''}`).join(', ')} (first one the warm-up)`
      + (rawWarm.outcome === 'drawn' ? `, answer after ${Math.round(median(timedRaw.map((v) => v.answeredMs))).toLocaleString('en-US')} ms; KPIs ${JSON.stringify(rawWarm.kpis)}` : ''),
  ];
  lines.push(await sharedDatasetLine(served, periodDays, drawnAnswer, keelWarm.maxPoints));
  const errors = [...new Set([...keelVisits, ...rawVisits].flatMap((v) => v.errors))];
  if (errors.length) lines.push(`  console errors: ${errors.slice(0, 5).join(' | ')}`);
  return { lines, isRawDrawn: rawVisits.every((v) => v.outcome === 'drawn') };
}

/** Keel's page over the whole period against Keel's page over the shorter one: a warm-up each, then alternating visits. */
async function compareKeelPeriods(chromium: Chromium, served: Served): Promise<string[]> {
  const pages = [yearDays, shortDays].map((periodDays) => ({ periodDays, code: `BENCH_DASHBOARD_${periodDays}D`, visits: [] as Visited[] }));
  for (const page of pages) {
    await served.caller.post('/api/custom-analytics', JSON.stringify({ requestValue: benchPageBody(page.code, yearTo - page.periodDays * dayMs, yearTo) }));
  }
  for (const page of pages) await keelVisit(chromium, served, page.code);
  for (let round = 0; round < rounds; round++) for (const page of pages) page.visits.push(await keelVisit(chromium, served, page.code));
  const [whole, short] = pages;
  const name = `12-panel dashboard, ${days(yearDays)}`;
  const against = `Keel's page over ${days(shortDays)}`;
  return [
    ratioLine(`${name}, time to all panels drawn`, median(whole.visits.map((v) => v.ms)), median(short.visits.map((v) => v.ms)), against, 'ms'),
    ratioLine(`${name}, bytes transferred after navigation`, median(whole.visits.map(kilobytes)), median(short.visits.map(kilobytes)), against, 'kB'),
    `  Keel: answer after ${Math.round(median(whole.visits.map((v) => v.answeredMs)))} ms (${days(shortDays)}: ${Math.round(median(short.visits.map((v) => v.answeredMs)))} ms); `
      + `visits ${whole.visits.map((v) => Math.round(v.ms)).join(', ')} ms (${days(shortDays)}: ${short.visits.map((v) => Math.round(v.ms)).join(', ')} ms)`,
  ];
}

const answerBytes = (answer: PageAnswer) => Buffer.byteLength(JSON.stringify(answer));

/** The same page on one page dataset of all its tags, as the built-in pages are made: what its extraction answer weighs. */
async function sharedDatasetLine(served: Served, periodDays: number, perChart: PageAnswer, maxPoints: number): Promise<string> {
  const from = yearTo - periodDays * dayMs;
  const code = `BENCH_DASHBOARD_${periodDays}D_SHARED`;
  await served.caller.post('/api/custom-analytics', JSON.stringify({ requestValue: benchPageBody(code, from, yearTo, 'shared') }));
  const extract = JSON.stringify({ requestValue: { page: code, filters: {}, maxPoints } });
  const shared = await (await served.caller.post('/api/custom-analytics/extract', extract)).json() as PageAnswer;
  const series = Object.values(shared.charts).reduce((n, c) => n + c.series.length, 0);
  return `  the same page on one page dataset of its ${new Set(benchPanels.flatMap((p) => p.tags)).size} tags (as the built-in pages are made): extraction answer `
    + `${Math.round(answerBytes(shared) / 1000).toLocaleString('en-US')} kB with ${series} series (every chart gets every series), `
    + `against ${Math.round(answerBytes(perChart) / 1000).toLocaleString('en-US')} kB with one dataset per chart`;
}

async function runOn(engine: BenchEngine, chromium: Chromium): Promise<string[]> {
  const bench = await engine.open();
  let server: RunningServer | undefined;
  try {
    await ingestYear(bench.db, 'SHIP-UNIT-NORDIC_ORE');
    for (const table of keelTables) await bench.raw.query(`VACUUM ANALYZE ${table}`);
    const { app, sockets } = await buildApp({ db: bench.db, config: testConfig({ staticDir }), engine: bench.engine });
    const served = { caller: await signedInCaller(app) } as Served;
    const isRawExtract = (request: Request) => served.rawAnswer !== undefined && request.method === 'POST'
      && new URL(request.url).pathname === '/api/custom-analytics/extract';
    server = await startServer({
      fetch: (request: Request, ...rest: unknown[]) => (isRawExtract(request)
        ? new Response(served.rawAnswer, { headers: { 'content-type': 'application/json' } })
        : app.fetch(request, ...rest as [])),
    }, sockets, { port: 0, hostname: '127.0.0.1' });
    served.baseURL = `http://127.0.0.1:${server.port}`;
    const lines = [`## ${engine.label}`];
    if (keelOnly) return [...lines, ...await compareKeelPeriods(chromium, served)];
    const whole = await comparePeriod(chromium, served, yearDays);
    lines.push(...whole.lines);
    if (!whole.isRawDrawn && yearDays > shortDays) lines.push(...(await comparePeriod(chromium, served, shortDays)).lines);
    return lines;
  } finally {
    await server?.close();
    await bench.dispose();
  }
}

export const dashboard: Bench = {
  id: 'dashboard',
  title: `Dashboards: a 12-panel page over ${days(yearDays)} of minute data in Chromium against the same page fetching raw points`,
  async run() {
    if (!existsSync(join(staticDir, 'index.html'))) {
      return [`skipped: no built runtime in ${staticDir}. Run \`npm run build\` first (or set BENCH_STATIC_DIR to a built copy).`];
    }
    const chromium = new Chromium();
    try {
      const lines: string[] = [];
      for (const engine of benchEngines()) lines.push(...await runOn(engine, chromium));
      return lines;
    } finally {
      await chromium.replace();
    }
  },
};
