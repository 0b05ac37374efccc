/**
 * First load (issue 21, decision 76): what the browser fetches before the first screen, and how long Chromium takes,
 * with an empty cache, from the navigation to
 * - the sign-in form shown,
 * - the home map's coastline drawn (signed in: the token is in localStorage),
 * - the designer usable: its list shown and a descriptor's JSON open in an editor (and, apart, Monaco arrived),
 * each against a plain static page with a form served by the same server in the same run (the baseline).
 * The built runtime is BENCH_STATIC_DIR, else one built now into a temporary folder; BENCH_OLD_STATIC_DIR names an
 * older build to measure beside it in the same run (old against new).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { build } from 'vite';
import { buildApp } from '../../server/app.js';
import { startServer, type RunningServer } from '../../server/ws/serve.js';
import { initialJsBudget, measureInitialJs } from '../../scripts/bundle/initial-js.js';
import { testConfig } from '../support/test-app.js';
import { benchEngines } from './bench-database.js';
import { launchChromium } from './dashboard-browser.js';
import { formatRatio, median, ratioLine, type Bench } from './measure.js';

const rounds = Number(process.env.BENCH_FIRST_LOAD_ROUNDS ?? 5);
const viewport = { width: 1440, height: 900 };
const plainPage = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain</title></head><body>'
  + '<h1>Keel</h1><form><label>Username <input name="username"></label><label>Password <input name="password" type="password"></label>'
  + '<button>Sign in</button></form></body></html>';

/**
 * The page's ms since the navigation once `condition` (a function's text: tsx would wrap a function in a helper the page
 * lacks) holds, asked every 20 ms. Asked from here, not by waitForFunction, which Keel's Content-Security-Policy blocks.
 */
async function whenTrue(page: Page, condition: string): Promise<number> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const ms = await page.evaluate(`(${condition})() && performance.now()`).catch(() => false) as number | false;
    if (ms) return ms;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not shown within 120 s: ${condition}`);
}

const signInShown = `() => { const input = document.querySelector('input[autocomplete=username], input[name=username]'); return input && input.getBoundingClientRect().height > 0; }`;
const coastlineDrawn = `() => [...document.querySelectorAll('.leaflet-overlay-pane path')].reduce((sum, p) => sum + (p.getAttribute('d') || '').length, 0) > 20000`;
const designerUsable = `() => document.querySelector('[aria-label*="JSON"], textarea, .monaco-editor') && /"renderer"/.test(document.querySelector('textarea')?.value || document.querySelector('.monaco-editor .view-lines')?.textContent || '') && document.querySelectorAll('nav a, [role=option], [role=listitem], li').length > 3`;
const monacoShown = `() => /renderer/.test(document.querySelector('.monaco-editor .view-lines')?.textContent || '')`;

interface Timings { plain: number; signIn: number; map: number; designer: number; monaco: number }

/** One build served by its own copy of the app on the same database: the dist folder plus the plain page. */
function withPlainPage(dist: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'keel-first-load-'));
  for (const entry of readdirSync(dist)) {
    if (entry === 'assets') symlinkSync(join(dist, 'assets'), join(dir, 'assets'));
    else cpSync(join(dist, entry), join(dir, entry), { recursive: true });
  }
  writeFileSync(join(dir, 'plain.html'), plainPage);
  return dir;
}

async function visit(browser: Browser, baseURL: string, path: string, condition: string, token?: string): Promise<number> {
  const context = await browser.newContext({ viewport, baseURL });
  if (token) await context.addInitScript(`localStorage.setItem('keel_token', ${JSON.stringify(token)})`);
  const page = await context.newPage();
  try {
    await page.goto(path, { waitUntil: 'commit' });
    return await whenTrue(page, condition);
  } finally {
    await context.close();
  }
}

/** One round of every visit; `plain` is the baseline page on the same server. */
async function roundOf(browser: Browser, baseURL: string, token: string): Promise<Timings> {
  return {
    plain: await visit(browser, baseURL, '/plain.html', signInShown),
    signIn: await visit(browser, baseURL, '/auth/login', signInShown),
    map: await visit(browser, baseURL, '/fleet/map', coastlineDrawn, token),
    designer: await visit(browser, baseURL, '/designer?kind=screen&code=fleet-map', designerUsable, token),
    monaco: await visit(browser, baseURL, '/designer?kind=screen&code=fleet-map', monacoShown, token),
  };
}

function medians(samples: readonly Timings[]): Timings {
  const of = (key: keyof Timings) => median(samples.map((s) => s[key]));
  return { plain: of('plain'), signIn: of('signIn'), map: of('map'), designer: of('designer'), monaco: of('monaco') };
}

async function builtRuntime(): Promise<{ dir: string; isTemporary: boolean }> {
  if (process.env.BENCH_STATIC_DIR) return { dir: resolve(process.env.BENCH_STATIC_DIR), isTemporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'keel-first-load-dist-'));
  await build({ logLevel: 'warn', build: { outDir: dir, emptyOutDir: true, reportCompressedSize: false } });
  return { dir, isTemporary: true };
}

export const firstLoad: Bench = {
  id: 'first-load',
  title: 'First load: the first screen\'s JavaScript, and Chromium with an empty cache to the sign-in form, the map\'s coastline and the designer, against a plain page',
  async run() {
    const runtime = await builtRuntime();
    const builds = [{ label: 'this build', dir: runtime.dir }];
    if (process.env.BENCH_OLD_STATIC_DIR) builds.push({ label: 'old build', dir: resolve(process.env.BENCH_OLD_STATIC_DIR) });
    const lines: string[] = [];
    for (const { label, dir } of builds) {
      if (!existsSync(join(dir, 'index.html'))) return [`skipped: no built runtime in ${dir}`];
      const initial = measureInitialJs(dir);
      lines.push(`${label}: ${ratioLine('first screen JavaScript', initial.gzip / 1000, initialJsBudget / 1000, 'budget', 'KB gzip')} in ${initial.files.length} files`);
    }
    const engine = benchEngines()[0];
    const bench = await engine.open();
    const browser = await launchChromium();
    const servers: RunningServer[] = [];
    const copies: string[] = [];
    try {
      const served: { label: string; baseURL: string; token: string; samples: Timings[] }[] = [];
      for (const { label, dir } of builds) {
        const copy = withPlainPage(dir);
        copies.push(copy);
        const { app, sockets } = await buildApp({ db: bench.db, config: testConfig({ staticDir: copy }), engine: bench.engine });
        const server = await startServer(app, sockets, { port: 0, hostname: '127.0.0.1' });
        servers.push(server);
        const baseURL = `http://127.0.0.1:${server.port}`;
        const signIn = await fetch(`${baseURL}/api/authentication`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin#2026' }),
        });
        const { token } = await signIn.json() as { token: string };
        served.push({ label, baseURL, token, samples: [] });
      }
      // Rounds alternate between the builds, so a change of load on the shared machine falls on both.
      for (let round = 0; round < rounds; round++) {
        for (const build of served) build.samples.push(await roundOf(browser, build.baseURL, build.token));
      }
      const measured = served.map(({ label, samples }) => ({ label, timings: medians(samples) }));
      for (const { label, timings } of measured) {
        lines.push(`## ${label} (${engine.label}, median of ${rounds}, empty cache)`);
        lines.push(ratioLine('sign-in form shown', timings.signIn, timings.plain, 'plain page', 'ms'));
        lines.push(ratioLine('home map coastline drawn', timings.map, timings.plain, 'plain page', 'ms'));
        lines.push(ratioLine('designer usable (list + JSON open)', timings.designer, timings.plain, 'plain page', 'ms'));
        lines.push(ratioLine('designer with Monaco shown', timings.monaco, timings.plain, 'plain page', 'ms'));
      }
      if (measured.length === 2) {
        const [now, old] = [measured[0].timings, measured[1].timings];
        for (const key of ['signIn', 'map', 'designer', 'monaco'] as const) lines.push(`${key}: this build ${formatRatio(now[key] / old[key])} × the old build`);
      }
      return lines;
    } finally {
      await browser.close();
      for (const server of servers) await server.close();
      await bench.dispose();
      for (const copy of copies) rmSync(copy, { recursive: true, force: true });
      if (runtime.isTemporary) rmSync(runtime.dir, { recursive: true, force: true });
    }
  },
};
