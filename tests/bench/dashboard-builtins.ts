/**
 * Issue 21: every built-in analytics page (descriptors/kinds/analytics-page/builtin) opened in Chromium over the demo
 * fleet's ship data — the time from the navigation to every panel drawn — against a one-panel page (a KPI of one
 * ship's speed over a day) opened the same way in the same run: what starting the app and one extraction cost.
 * The demo fleet (6 ships) is generated for BENCH_BUILTIN_DAYS days (60: Daily consumption's own period) on each
 * engine of bench-database.ts and served over HTTP with the built runtime (BENCH_STATIC_DIR, else dist/).
 * BENCH_COMPARE_STATIC_DIR names a second build served by a second app over the same database: each page is then
 * measured with both builds in alternation (before/after a change, in one run).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { buildApp } from '../../server/app.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { startServer, type RunningServer } from '../../server/ws/serve.js';
import { createDemoFleetRunner } from '../../seeds/demo-fleet-loader.js';
import { seedDemoMasterData } from '../../seeds/demo-master-data.js';
import { testConfig } from '../support/test-app.js';
import { benchEngines, type BenchEngine } from './bench-database.js';
import { signedInCaller } from './bench-year.js';
import { launchChromium, signedInContext } from './dashboard-browser.js';
import { median, ratioLine, type Bench } from './measure.js';

const staticDir = resolve(process.env.BENCH_STATIC_DIR ?? 'dist');
const compareDir = process.env.BENCH_COMPARE_STATIC_DIR ? resolve(process.env.BENCH_COMPARE_STATIC_DIR) : undefined;
const demoDays = Number(process.env.BENCH_BUILTIN_DAYS ?? 60);
const rounds = Number(process.env.BENCH_BUILTIN_ROUNDS ?? 3);
const boundMs = 60_000;
const builtinDir = resolve('descriptors/kinds/analytics-page/builtin');
/** The one-panel page of the baseline. */
const onePanelCode = 'BENCH_ONE_PANEL';

/** The built-in pages' codes and titles (English), in file order. */
function builtinPages(): { code: string; title: string }[] {
  return readdirSync(builtinDir).filter((f) => f.endsWith('.json')).sort().map((file) => {
    const page = JSON.parse(readFileSync(join(builtinDir, file), 'utf8')) as { code: string; title: unknown };
    return { code: page.code, title: typeof page.title === 'object' && page.title ? String((page.title as { en?: string }).en ?? page.code) : page.code };
  });
}

/**
 * Runs in the page: performance.now() once every cell of the page shows its panel — no loader left, and every chart
 * (`role=img`) has drawn its plot area — else false. Kept as text (tsx's `__name` helper is not in the page).
 */
const drawnAt = `(() => {
  const cells = [...document.querySelectorAll('main section[aria-label]')];
  if (!cells.length) return false;
  for (const cell of cells) {
    if (cell.querySelector('.mantine-Loader-root')) return false;
    for (const chart of cell.querySelectorAll('[role=img]')) {
      const plot = chart.querySelector('svg.apexcharts-svg .apexcharts-graphical');
      if (!plot || !plot.querySelector('path, rect, circle')) return false;
    }
  }
  return performance.now();
})()`;

interface PageVisit { ms: number; cells: number; errors: string[] }

/** Opens `path` in a fresh tab of the signed-in context, the cache disabled, and waits until every cell is drawn. */
async function visit(context: BrowserContext, path: string): Promise<PageVisit> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    await page.goto(path, { waitUntil: 'commit' });
    const ms = await (await page.waitForFunction(drawnAt, undefined, { polling: 'raf', timeout: boundMs })).jsonValue() as number;
    const cells = await page.locator('main section[aria-label]').count();
    return { ms, cells, errors };
  } finally {
    await page.close();
  }
}

/** The one-panel baseline page: one ship's mean speed over the last day. */
function onePanelBody() {
  return {
    code: onePanelCode, title: { en: 'Benchmark: one panel' }, topic: 'BENCHMARK', published: false, editable: true, slider: false,
    cluster: 'SHIP', units: ['NORDIC_ORE'], unitSplitView: false, liveExtractionPeriod: 0, viewRows: 12, viewColumns: 12,
    viewFixedHeight: false, viewHeight: 800, filters: [], datasets: [],
    charts: [{
      id: 'sog', location: { x: 0, y: 0, w: 3, h: 2 }, title: { en: 'Mean speed over ground' }, type: 'kpi',
      config: { series: 'sog', aggregate: 'avg', precision: 1 },
      datasets: [{ id: 'sog', tags: [{ tag: 'SOG', alias: 'sog' }], period: { last: 86_400 } }],
    }],
  };
}

interface Served { label: string; baseURL: string; server: RunningServer; context?: BrowserContext }

async function runOn(engine: BenchEngine, browser: Browser): Promise<string[]> {
  const bench = await engine.open();
  const served: Served[] = [];
  try {
    await seedDemoMasterData(bench.db);
    const runner = await createDemoFleetRunner(bench.db, { days: demoDays, store: (batch) => ingestMeasurements(bench.db, batch) });
    await runner.catchUp();
    runner.close();
    const builds = [{ label: compareDir ? 'A' : 'Keel', dir: staticDir }, ...(compareDir ? [{ label: 'B', dir: compareDir }] : [])];
    for (const build of builds) {
      const { app, sockets } = await buildApp({ db: bench.db, config: testConfig({ staticDir: build.dir }), engine: bench.engine });
      if (!served.length) await (await signedInCaller(app)).post('/api/custom-analytics', JSON.stringify({ requestValue: onePanelBody() }));
      const server = await startServer(app, sockets, { port: 0, hostname: '127.0.0.1' });
      served.push({ label: build.label, baseURL: `http://127.0.0.1:${server.port}`, server });
    }
    for (const s of served) s.context = await signedInContext(browser, s.baseURL);

    const pages = [{ code: onePanelCode, title: 'one panel (baseline)' }, ...builtinPages()];
    const times = new Map<string, number[]>();
    const cells = new Map<string, number>();
    const errors = new Set<string>();
    // A warm-up of the baseline on each build, then rounds over every page, builds in alternation.
    for (const s of served) await visit(s.context!, `/custom-analytics/view/${onePanelCode}`);
    for (let round = 0; round < rounds; round++) {
      for (const page of pages) {
        for (const s of served) {
          const visited = await visit(s.context!, `/custom-analytics/view/${encodeURIComponent(page.code)}`);
          const key = `${s.label}|${page.code}`;
          times.set(key, [...(times.get(key) ?? []), visited.ms]);
          cells.set(page.code, visited.cells);
          for (const error of visited.errors) errors.add(error.slice(0, 160));
          console.error(`dashboard-builtins: ${s.label} ${page.code} ${Math.round(visited.ms)} ms`);
        }
      }
    }
    const lines = [`## ${engine.label} (${demoDays} days of the demo fleet, median of ${rounds})`];
    for (const s of served) {
      const baseline = median(times.get(`${s.label}|${onePanelCode}`)!);
      if (served.length > 1) lines.push(`build ${s.label}: ${s.label === 'A' ? staticDir : compareDir}`);
      for (const page of pages.slice(1)) {
        const ms = median(times.get(`${s.label}|${page.code}`)!);
        lines.push(ratioLine(`${served.length > 1 ? `[${s.label}] ` : ''}${page.code} (${cells.get(page.code)} panels), navigation to all drawn`, ms, baseline, 'one panel', 'ms'));
      }
      const slowest = Math.max(...pages.slice(1).map((page) => median(times.get(`${s.label}|${page.code}`)!)));
      lines.push(`  ${served.length > 1 ? `[${s.label}] ` : ''}slowest built-in page: ${Math.round(slowest).toLocaleString('en-US')} ms; one panel: ${Math.round(baseline).toLocaleString('en-US')} ms`);
    }
    if (errors.size) lines.push(`  console errors: ${[...errors].slice(0, 5).join(' | ')}`);
    return lines;
  } finally {
    for (const s of served) {
      await s.context?.close();
      await s.server.close();
    }
    await bench.dispose();
  }
}

export const dashboardBuiltins: Bench = {
  id: 'dashboard-builtins',
  title: `Built-in dashboards: each built-in analytics page over ${demoDays} days of the demo fleet in Chromium against a one-panel page`,
  async run() {
    for (const dir of [staticDir, compareDir].filter((d): d is string => d !== undefined)) {
      if (!existsSync(join(dir, 'index.html'))) return [`skipped: no built runtime in ${dir}. Run \`npm run build\` first (or set BENCH_STATIC_DIR to a built copy).`];
    }
    const browser = await launchChromium();
    try {
      const lines: string[] = [];
      for (const engine of benchEngines()) lines.push(...await runOn(engine, browser));
      return lines;
    } finally {
      await browser.close();
    }
  },
};
