/**
 * First start (issue 21): `tsx server/main.ts --demo` on a fresh DATA_DIR, timed from the spawn until GET / answers the
 * sign-in page (200) and until the demo admin's sign-in works; the baseline is the same start of an empty installation
 * (no --demo, fresh DATA_DIR) in the same run, so the ratio is what the demo costs before serving. Also the same demo
 * start with KEEL_DEMO_FOREGROUND=1 (the order before issue 21: the history before serving), and how long the background
 * fill took: until the system status's demo data leave the HISTORY step, and until they are READY (models trained).
 *
 * History: BENCH_FIRST_START_DAYS days (default 14: two weeks of six ships is long enough for the old order to show,
 * short enough for a bench; `npm start` generates 3 months, ~92 days, which scales the fill, not the time to serve).
 * GET / needs the built app: STATIC_DIR when set (a `vite build` output), else the app is built once into a temporary
 * folder first (not timed). One round each: a start is the unit, and it cannot be repeated on the same folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { freePort } from '../instances/keel-process.js';
import { formatRatio, ratioLine, type Bench } from './measure.js';

const days = Number(process.env.BENCH_FIRST_START_DAYS ?? 14);
const pollMs = 100;

interface StartTimes {
  firstPageMs: number;
  signInMs: number;
  /** demo starts: the ship history stored (the status left HISTORY), and everything READY */
  historyMs?: number;
  readyMs?: number;
  stopMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(label: string, staticDir: string, options: { demo: boolean; foreground?: boolean }): Promise<StartTimes> {
  const dataDir = mkdtempSync(join(tmpdir(), 'keel-bench-first-start-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  if (options.demo) env.KEEL_DEMO_DAYS = String(days);
  if (options.foreground) env.KEEL_DEMO_FOREGROUND = '1';
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...(options.demo ? ['--demo'] : [])], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += String(chunk); });
  child.stderr.on('data', (chunk: Buffer) => { output += String(chunk); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const since = () => performance.now() - began;
  const fail = (why: string) => new Error(`first-start ${label}: ${why}\n${output}`);
  try {
    const until = async <T>(what: string, probe: () => Promise<T | undefined>, limitMs = 1_800_000): Promise<T> => {
      for (;;) {
        if (child.exitCode !== null) throw fail(`exited while waiting for ${what}`);
        if (since() > limitMs) throw fail(`no ${what} within ${limitMs / 1000} s`);
        const value = await probe().catch(() => undefined);
        if (value !== undefined) return value;
        await pause(pollMs);
      }
    };
    await until('first page', async () => ((await fetch(`${base}/`)).status === 200 ? true : undefined));
    const firstPageMs = since();
    const credentials = options.demo
      ? { username: 'admin', password: 'Admin#2026' }
      : { username: /username: (\S+)/.exec(output)?.[1], password: /temporary password: (\S+)/.exec(output)?.[1] };
    const token = await until('sign-in', async () => {
      const answer = await (await fetch(`${base}/api/authentication`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials),
      })).json() as { token?: string };
      return answer.token;
    });
    const signInMs = since();
    let historyMs: number | undefined, readyMs: number | undefined;
    if (options.demo) {
      const demoData = async () => (await (await fetch(`${base}/api/system/status`, { headers: { authorization: `Bearer ${token}` } })).json() as {
        demoData: { state: string; step: string | null };
      }).demoData;
      await until('history', async () => ((await demoData()).step !== 'HISTORY' ? true : undefined));
      historyMs = since();
      const state = await until('the end of the demo job', async () => { const { state } = await demoData(); return state === 'GENERATING' ? undefined : state; });
      if (state !== 'READY') throw fail(`the demo data ended ${state}`);
      readyMs = since();
    }
    const stopping = performance.now();
    child.kill('SIGTERM');
    await exited;
    return { firstPageMs, signInMs, historyMs, readyMs, stopMs: performance.now() - stopping };
  } finally {
    if (child.exitCode === null) { child.kill('SIGKILL'); await exited; }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const firstStart: Bench = {
  id: 'first-start',
  title: `First start: tsx server/main.ts --demo (KEEL_DEMO_DAYS=${days}) on a fresh DATA_DIR vs an empty installation`,
  async run() {
    let staticDir = process.env.STATIC_DIR;
    let builtDir: string | undefined;
    if (!staticDir) {
      builtDir = staticDir = mkdtempSync(join(tmpdir(), 'keel-bench-dist-'));
      await build({ logLevel: 'warn', build: { outDir: builtDir, emptyOutDir: true } });
    }
    try {
      const empty = await start('empty', staticDir, { demo: false });
      const demo = await start('demo', staticDir, { demo: true });
      const foreground = await start('demo, foreground', staticDir, { demo: true, foreground: true });
      return [
        ratioLine('demo start, first page (GET / 200)', demo.firstPageMs, empty.firstPageMs, 'empty start', 'ms'),
        ratioLine('demo start, sign-in works', demo.signInMs, empty.signInMs, 'empty start', 'ms'),
        ratioLine('old order (KEEL_DEMO_FOREGROUND=1), first page', foreground.firstPageMs, empty.firstPageMs, 'empty start', 'ms'),
        ratioLine('old order (KEEL_DEMO_FOREGROUND=1), sign-in works', foreground.signInMs, empty.signInMs, 'empty start', 'ms'),
        `new / old order, first page: ${formatRatio(demo.firstPageMs / foreground.firstPageMs)}`,
        `background fill (demo start): history stored ${seconds(demo.historyMs!)} after the spawn, everything ready (alarms, models) ${seconds(demo.readyMs!)}`,
        `old order: history stored before serving, everything ready ${seconds(foreground.readyMs!)} after the spawn`,
        `SIGTERM to exit after READY: demo ${seconds(demo.stopMs)}, empty ${seconds(empty.stopMs)}`,
      ];
    } finally {
      if (builtDir) rmSync(builtDir, { recursive: true, force: true });
    }
  },
};
