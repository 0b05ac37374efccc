/**
 * Issue 18: typing in a 150-field eLog form. Keel's RecordForm (RJSF with Keel's widgets and templates, Mantine, i18next)
 * against a plain controlled React form of the same fields, both built with Vite in production mode into a temporary
 * folder (form-typing/*.html), served over HTTP and typed into in Chromium: a number field in the middle of the form
 * gets a digit and a Backspace in turn, and the page measures each keystroke from its keydown to the end of the next
 * frame (form-typing/typing-probe.ts). The goal is under one frame (16 ms) per keystroke.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './dashboard-browser.js';
import { benchSections, typedFieldTitle } from './form-typing/form-descriptor.js';
import { startRendererCpu, stopRendererCpu, type RendererCpu } from './form-typing/renderer-cpu.js';
import type { KeystrokeSample } from './form-typing/typing-probe.js';
import { buildPages, closePages, servePages, type ServedPages } from './static-pages.js';
import { formatRatio, median, type Bench } from './measure.js';

const pagesDir = fileURLToPath(new URL('./form-typing/', import.meta.url));
/** Keystrokes measured per page, after the warm-up ones. */
const keystrokes = Number(process.env.BENCH_TYPING_KEYSTROKES ?? 200);
const warmUpKeystrokes = 20;
/** Rounds per page, alternating Keel and the plain form, each in a freshly loaded page. */
const rounds = Number(process.env.BENCH_TYPING_ROUNDS ?? 3);
const frameMs = 16;
/**
 * Without a frame-rate limit Chromium draws a frame as soon as one is asked for, instead of at the next 60 Hz tick:
 * the time to the next frame is then the work the keystroke caused, not that plus up to 16.7 ms of waiting for vsync.
 */
const unthrottledFrames = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];
const viewport = { width: 1280, height: 900 };

const percentile = (samples: readonly number[], p: number) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)];

interface Typed {
  samples: KeystrokeSample[];
  /** The renderer main thread's CPU over the measured keystrokes, per keystroke. */
  cpu: RendererCpu;
  loadMs: number;
  errors: string[];
}

/** Loads a page, focuses the typed field at the end of its text and types a digit and a Backspace in turn, one keystroke at a time. */
async function typeInto(browser: Browser, url: string): Promise<Typed> {
  const context = await browser.newContext({ viewport });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const began = performance.now();
    await page.goto(url);
    const field = page.getByLabel(typedFieldTitle, { exact: true });
    await field.waitFor();
    const loadMs = performance.now() - began;
    const initial = await field.inputValue();
    await field.click();
    await page.keyboard.press('End');
    const total = warmUpKeystrokes + keystrokes;
    for (let i = 0; i < total; i++) {
      if (i === warmUpKeystrokes) await startRendererCpu(browser, page);
      await page.keyboard.press(i % 2 === 0 ? String((i / 2) % 10) : 'Backspace');
      // One keystroke at a time: the next is pressed once this one's frame is measured, as a typist's keys are apart.
      await page.evaluate((n) => window.typingProbe.whenMeasured(n), i + 1);
    }
    const traced = await stopRendererCpu(browser);
    const cpu = Object.fromEntries(Object.entries(traced).map(([part, value]) => [part, value / keystrokes])) as unknown as RendererCpu;
    const probe = await page.evaluate(() => ({ samples: window.typingProbe.samples, typedValue: window.typingProbe.typedValue }));
    const shown = await field.inputValue();
    if (shown !== initial || String(probe.typedValue) !== initial) {
      throw new Error(`after typing, ${url} shows ${shown} and its state holds ${String(probe.typedValue)}, not ${initial}`);
    }
    if (probe.samples.length !== total) throw new Error(`${url}: ${probe.samples.length} keystrokes measured of ${total}`);
    return { samples: probe.samples.slice(warmUpKeystrokes), cpu, loadMs, errors };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function compareLine(name: string, keel: number, plain: number): string {
  return `${name}: ${ms(keel)} = ${formatRatio(keel / plain)} × plain React form (${ms(plain)})`;
}

export const formTyping: Bench = {
  id: 'form-typing',
  title: `Typing in a ${benchSections.reduce((n, s) => n + s.fields.length, 0)}-field eLog form: Keel's RecordForm against a plain controlled React form, per keystroke in Chromium`,
  async run() {
    const outDir = mkdtempSync(join(tmpdir(), 'keel-bench-form-typing-'));
    let served: ServedPages | undefined;
    let browser: Browser | undefined;
    try {
      await buildPages(pagesDir, ['keel', 'plain'], outDir);
      served = await servePages(outDir);
      browser = await launchChromium(process.env.BENCH_TYPING_VSYNC ? [] : unthrottledFrames);
      const keel: Typed[] = [];
      const plain: Typed[] = [];
      for (let round = 0; round < rounds; round++) {
        keel.push(await typeInto(browser, `${served.baseURL}/keel.html`));
        plain.push(await typeInto(browser, `${served.baseURL}/plain.html`));
        console.error(`form-typing: round ${round + 1} Keel median ${ms(median(keel[round].samples.map((s) => s.frameMs)))}, plain ${ms(median(plain[round].samples.map((s) => s.frameMs)))}`);
      }
      const all = (typed: Typed[], key: keyof KeystrokeSample) => typed.flatMap((t) => t.samples.map((s) => s[key]));
      const keelFrame = all(keel, 'frameMs');
      const plainFrame = all(plain, 'frameMs');
      const keelScript = all(keel, 'scriptMs');
      const plainScript = all(plain, 'scriptMs');
      const keelMedian = median(keelFrame);
      const cpuOf = (typed: Typed[], part: keyof RendererCpu) => median(typed.map((t) => t.cpu[part]));
      const cpuParts = (typed: Typed[]) => (['eventsMs', 'styleMs', 'layoutMs', 'paintMs'] as const)
        .map((part) => `${part.replace(/Ms$/, '')} ${ms(cpuOf(typed, part))}`).join(', ');
      const perRound = (typed: Typed[]) => typed.map((t) => median(t.samples.map((s) => s.frameMs)).toFixed(1)).join(', ');
      const lines = [
        `${keystrokes} keystrokes × ${rounds} rounds per form (digit and Backspace in turn in "${typedFieldTitle}", after ${warmUpKeystrokes} unmeasured), Chromium without a frame-rate limit`,
        compareLine('keydown to the next frame drawn, median', keelMedian, median(plainFrame)),
        compareLine('keydown to the next frame drawn, p95', percentile(keelFrame, 0.95), percentile(plainFrame, 0.95)),
        compareLine('keydown to the end of the script (React committed), median', median(keelScript), median(plainScript)),
        compareLine('keydown to the end of the script, p95', percentile(keelScript, 0.95), percentile(plainScript, 0.95)),
        compareLine('renderer main-thread CPU per keystroke (thread time, median of rounds)', cpuOf(keel, 'totalMs'), cpuOf(plain, 'totalMs')),
        `  of it, Keel: ${cpuParts(keel)}; plain: ${cpuParts(plain)}`,
        compareLine('page load to the form shown, median', median(keel.map((t) => t.loadMs)), median(plain.map((t) => t.loadMs))),
        `  Keel's median per round: ${perRound(keel)} ms; plain: ${perRound(plain)} ms; worst keystroke: Keel ${ms(Math.max(...keelFrame))}, plain ${ms(Math.max(...plainFrame))}`,
        `  Keel's median keystroke is ${keelMedian < frameMs ? 'under' : 'over'} one frame (${frameMs} ms); ${keelFrame.filter((v) => v >= frameMs).length} of ${keelFrame.length} keystrokes took a frame or more`,
      ];
      const errors = [...new Set([...keel, ...plain].flatMap((t) => t.errors))];
      if (errors.length) lines.push(`  console errors: ${errors.slice(0, 5).join(' | ')}`);
      return lines;
    } finally {
      await browser?.close();
      await closePages(served);
      rmSync(outDir, { recursive: true, force: true });
    }
  },
};
