/**
 * Issue 19: a month of a ship's engine log as one PDF. Keel's printout (the ELOG_ENGINE report descriptor, tests/support/logbook-printout.ts:
 * each day laid out by print-layout.ts, rendered by pdfmake in server/modules/printouts/pdf-engine.ts) against the same
 * days printed by Chromium: the print view's sheets (runtime/renderers/elog/print/PrintSheet.tsx, one per day, built
 * with Vite into elog-print/period.html) and page.pdf(), as "Print" → "Save as PDF" makes them. Both start from the
 * days as the server answers them for printing (GET /api/elog-aggregation/ENGINE/print, read once beforehand), so
 * each side's time is its own layout and its PDF: time and bytes, and Keel's as a ratio of Chromium's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import type { ElogPrintout } from '../../descriptors/lib/elog/print-answer.js';
import { formatPrintDay } from '../../descriptors/lib/elog/print-layout.js';
import { buildApp } from '../../server/app.js';
import { translate } from '../../server/http/i18n.js';
import { renderPdf } from '../../server/modules/printouts/pdf-engine.js';
import { logbookPdf } from '../support/logbook-printout.js';
import { pdfPages } from '../support/pdf-text.js';
import { testConfig } from '../support/test-app.js';
import { benchEngines } from './bench-database.js';
import { signedInCaller, type Caller } from './bench-year.js';
import { launchChromium } from './dashboard-browser.js';
import { writeEngineLogDays } from './engine-log-days.js';
import { median, msOnce, ratioLine, type Bench } from './measure.js';
import { buildPages, closePages, servePages, type ServedPages } from './static-pages.js';

const dayCount = Number(process.env.BENCH_PRINTOUT_DAYS ?? 31);
/** Timed rounds per side, after one warm-up each. */
const rounds = Number(process.env.BENCH_PRINTOUT_ROUNDS ?? 5);
const ship = 'NORDIC_ORE';
const language = 'en';
const pagesDir = fileURLToPath(new URL('./elog-print/', import.meta.url));
const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);

interface Printed { ms: number; bytes: Uint8Array }
interface ChromiumPrint extends Printed { renderMs: number; pdfMs: number }

async function timed(make: () => Promise<Uint8Array>): Promise<Printed> {
  let bytes: Uint8Array = new Uint8Array();
  const ms = await msOnce(async () => { bytes = await make(); });
  return { ms, bytes };
}

/** The days as the server answers them for printing, oldest first. */
async function readDays(caller: Caller, unitId: string, days: readonly string[]): Promise<ElogPrintout[]> {
  const printouts: ElogPrintout[] = [];
  for (const day of days) {
    const query = new URLSearchParams({ unitId, day });
    printouts.push(await (await caller.get(`/api/elog-aggregation/ENGINE/print?${query}`)).json() as ElogPrintout);
  }
  return printouts;
}

/** In a fresh tab: hands the days over, then times React laying out the print view's sheets and Chromium's page.pdf(). */
async function printInChromium(browser: Browser, baseURL: string, printouts: readonly ElogPrintout[]): Promise<ChromiumPrint> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseURL}/period.html`);
    await page.waitForFunction(() => 'printDays' in window);
    await page.evaluate((days) => window.printDays.keep(days), printouts as ElogPrintout[]);
    let sheets = 0;
    const renderMs = await msOnce(async () => { sheets = await page.evaluate(() => window.printDays.show()); });
    if (sheets !== printouts.length || errors.length) throw new Error(`the print view drew ${sheets} of ${printouts.length} days ${errors.join(' | ')}`);
    let bytes: Uint8Array = new Uint8Array();
    const pdfMs = await msOnce(async () => { bytes = new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: true })); });
    return { ms: renderMs + pdfMs, renderMs, pdfMs, bytes };
  } finally {
    await context.close();
  }
}

/** The page count, after checking the text of the first and last days is in the file. */
async function checkedPages(name: string, bytes: Uint8Array, printouts: readonly ElogPrintout[]): Promise<number> {
  const pages = await pdfPages(bytes);
  const text = pages.join(' ').replace(/\s+/g, ' ');
  for (const day of [printouts[0], printouts.at(-1)!]) {
    const date = formatPrintDay(day.aggregation.day, language);
    if (!text.includes(date)) throw new Error(`${name}'s PDF does not name ${date}`);
  }
  return pages.length;
}

const kB = (bytes: Uint8Array) => bytes.byteLength / 1000;
const mid = (prints: readonly Printed[], key: 'ms' = 'ms') => median(prints.map((p) => p[key]));

export const elogPrintout: Bench = {
  id: 'elog-printout',
  title: `A ${dayCount}-day engine-log printout: Keel's PDF (pdfmake) against Chromium printing the print view (page.pdf)`,
  async run() {
    const [engine] = benchEngines();
    const bench = await engine.open();
    const auditKeyDir = mkdtempSync(join(tmpdir(), 'keel-bench-audit-keys-'));
    const outDir = mkdtempSync(join(tmpdir(), 'keel-bench-elog-print-'));
    let served: ServedPages | undefined;
    let browser: Browser | undefined;
    try {
      const lastDay = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      let seeded = { unitId: '', days: [] as string[], entries: 0 };
      const seedMs = await msOnce(async () => { seeded = await writeEngineLogDays(bench.db, ship, lastDay, dayCount, auditKeyDir); });
      console.error(`elog-printout: ${seeded.entries} engine-log entries of ${seeded.days.length} days written and signed in ${Math.round(seedMs / 1000)} s`);
      const { app } = await buildApp({ db: bench.db, config: testConfig({ auditKeyDir }), engine: bench.engine });
      const caller = await signedInCaller(app);
      await readDays(caller, seeded.unitId, seeded.days.slice(0, 1));
      let printouts: ElogPrintout[] = [];
      const readMs = await msOnce(async () => { printouts = await readDays(caller, seeded.unitId, seeded.days); });

      const keelPeriod = async () => renderPdf(await logbookPdf(printouts, language, t));
      const keelDays = async () => {
        const files = [];
        for (const printout of printouts) files.push(await renderPdf(await logbookPdf([printout], language, t)));
        return Buffer.concat(files);
      };
      await keelPeriod();
      await keelDays();
      const keel: Printed[] = [];
      const keelSeparate: Printed[] = [];
      for (let round = 0; round < rounds; round++) {
        keel.push(await timed(keelPeriod));
        keelSeparate.push(await timed(keelDays));
      }

      await buildPages(pagesDir, ['period'], outDir);
      served = await servePages(outDir);
      browser = await launchChromium();
      await printInChromium(browser, served.baseURL, printouts);
      const chromium: ChromiumPrint[] = [];
      for (let round = 0; round < rounds; round++) chromium.push(await printInChromium(browser, served.baseURL, printouts));
      console.error(`elog-printout: Keel ${keel.map((p) => Math.round(p.ms)).join(', ')} ms; Chromium ${chromium.map((p) => Math.round(p.ms)).join(', ')} ms`);

      const keelPages = await checkedPages('Keel', keel[0].bytes, printouts);
      const chromiumPages = await checkedPages('Chromium', chromium[0].bytes, printouts);
      const rows = printouts.reduce((n, p) => n + p.eLogEntries.length, 0);
      const period = `${seeded.days[0]} – ${seeded.days.at(-1)}`;
      return [
        `## ${engine.label}; ${ship}'s engine log ${period}: ${rows} entries (watch readings every 4 h, fuel counters, running hours), each day signed and approved`,
        ratioLine(`${dayCount} days as one PDF, time (Keel: layout + pdfmake; Chromium: React layout + page.pdf)`, mid(keel), mid(chromium), 'Chromium', 'ms'),
        ratioLine(`${dayCount} days as one PDF, size (Keel ${keelPages} pages, Chromium ${chromiumPages})`, kB(keel[0].bytes), kB(chromium[0].bytes), 'Chromium', 'kB'),
        `  Chromium: React ${median(chromium.map((p) => p.renderMs)).toFixed(0)} ms + page.pdf ${median(chromium.map((p) => p.pdfMs)).toFixed(0)} ms; `
          + `median of ${rounds} rounds after a warm-up, each in a fresh tab`,
        ratioLine(`  Keel, the ${dayCount} days as ${dayCount} day PDFs (as the route prints one day), time`, mid(keelSeparate), mid(chromium), 'Chromium one PDF', 'ms'),
        ratioLine(`  Keel, the ${dayCount} day PDFs, size together`, kB(keelSeparate[0].bytes), kB(chromium[0].bytes), 'Chromium one PDF', 'kB'),
        `  reading the ${dayCount} days for printing (GET …/ENGINE/print in-process, both sides' input): ${Math.round(readMs)} ms`,
      ];
    } finally {
      await browser?.close();
      await closePages(served);
      await bench.dispose();
      rmSync(outDir, { recursive: true, force: true });
      rmSync(auditKeyDir, { recursive: true, force: true });
    }
  },
};
