/**
 * Opening a dashboard in Chromium as a user does: sign in through the form, then open the page in a fresh tab with the
 * cache disabled and wait until every panel shows its drawing. Measures the time from the navigation to the last
 * panel drawn (the page's own clock, performance.now()) and the bytes of every response after the navigation
 * (CDP Network.loadingFinished encodedDataLength: bodies as transferred plus response headers).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInThroughForm } from '../e2e/support.js';
import { panelKind, type BenchPanel, type PanelKind } from './dashboard-page.js';

/** An office screen: the full-width panel asks for about 530 points. */
const viewport = { width: 1920, height: 1080 };

export interface Visit {
  outcome: 'drawn' | 'timeout' | 'crashed';
  /** Navigation to the last panel drawn; the bound when not drawn in time; until the crash when the tab crashed. */
  ms: number;
  bytes: number;
  /** When the last extraction answer had arrived (resource timing responseEnd, ms after the navigation); 0 when none did. */
  answeredMs: number;
  /** The maxPoints the page asked for. */
  maxPoints: number;
  /** Of the bytes, the extraction answers' (POST custom-analytics/extract). */
  extractBytes: number;
  extractRequests: number;
  /** What the KPI panels show, by panel id (a check that both pages draw the same thing). */
  kpis: Record<string, string>;
  /** The panels not drawn when the bound was reached (unknown when the page was too busy to tell). */
  pending?: string[];
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
}

/** Debian's Chromium, headless; `extraArgs` are added to its command line. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}

interface Expected { id: string; title: string; kind: PanelKind; series: number }

/**
 * Runs in the page: the ids of the panels that do not show their drawing yet. Kept as text: tsx wraps named functions
 * in a helper (`__name`) that the page does not have.
 */
const pendingPanels = `(expected) => {
  const filled = (path) => (path.getAttribute('d') || '').length > 10;
  const isDrawn = (cell, panel) => {
    switch (panel.kind) {
      case 'line': return [...cell.querySelectorAll('.apexcharts-svg .apexcharts-series')]
        .filter((g) => [...g.querySelectorAll('path')].some(filled)).length >= panel.series;
      case 'bar': return [...cell.querySelectorAll('.apexcharts-svg path.apexcharts-bar-area')].some(filled);
      case 'heatmap': return cell.querySelectorAll('.apexcharts-svg rect.apexcharts-heatmap-rect').length > 0;
      case 'gauge': return [...cell.querySelectorAll('.apexcharts-svg .apexcharts-radial-series path.apexcharts-radialbar-area')].some(filled);
      case 'kpi': return /\\d/.test(cell.querySelector('[class*=kpiValue]')?.textContent || '');
      case 'table': return /\\d/.test(cell.querySelector('tbody tr td:last-child')?.textContent || '');
      default: return false;
    }
  };
  return expected.filter((panel) => {
    const cell = document.querySelector('main section[aria-label="' + CSS.escape(panel.title) + '"]');
    return !cell || !isDrawn(cell, panel);
  }).map((panel) => panel.id);
}`;

/** Runs in the page: when the last extraction answer had arrived (ms after the navigation). */
const answeredAt = `Math.max(0, ...performance.getEntriesByType('resource')
  .filter((entry) => entry.name.endsWith('/api/custom-analytics/extract')).map((entry) => entry.responseEnd))`;

/** Signs in as admin through the form in a new context; the token stays in its localStorage for the next tabs. */
export async function signedInContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL });
  const login = await context.newPage();
  await login.goto('/auth/login');
  await signInThroughForm(login, 'admin', 'Admin#2026');
  await login.waitForURL(/\/fleet\/map$/);
  await login.close();
  return context;
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);

/** Kills the browser's renderer processes (SystemInfo.getProcessInfo): the only way to stop a tab whose script runs on. */
async function killRenderers(browser: Browser): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  for (const info of processInfo.filter((p) => p.type === 'renderer')) process.kill(info.id, 'SIGKILL');
  await cdp.detach();
}

/** Closes the context, or reports that a stuck renderer keeps it open (the caller then replaces the browser). */
async function closeWithin(context: BrowserContext, ms: number): Promise<boolean> {
  return Promise.race([context.close().then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

async function kpiTexts(page: Page, panels: readonly BenchPanel[]): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const panel of panels.filter((p) => p.type === 'kpi')) {
    texts[panel.id] = (await page.locator(`main section[aria-label="${panel.title}"] [class*=kpiValue]`).first().textContent()) ?? '';
  }
  return texts;
}

/**
 * One visit of /custom-analytics/view/{code} in a fresh signed-in context. A page not drawn within `boundMs` counts as
 * a timeout (its renderer is then killed); a renderer that dies (out of memory) as a crash. `isBrowserUsable` is false
 * when the context would not close.
 */
export async function visitDashboard(browser: Browser, baseURL: string, code: string, panels: readonly BenchPanel[], boundMs: number)
  : Promise<Visit & { isBrowserUsable: boolean }> {
  const context = await signedInContext(browser, baseURL);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const urls = new Map<string, string>();
  const visit: Visit = { outcome: 'drawn', ms: 0, answeredMs: 0, maxPoints: 0, bytes: 0, extractBytes: 0, extractRequests: 0, kpis: {}, errors: [] };
  let counting = true;
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    if (!counting) return;
    visit.bytes += event.encodedDataLength;
    if (new URL(urls.get(event.requestId) ?? 'http://x/').pathname === '/api/custom-analytics/extract') {
      visit.extractBytes += event.encodedDataLength;
      visit.extractRequests++;
    }
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/custom-analytics/extract') return;
    visit.maxPoints = (request.postDataJSON() as { requestValue: { maxPoints: number } }).requestValue.maxPoints;
  });
  page.on('console', (message) => { if (message.type() === 'error') visit.errors.push(message.text()); });
  page.on('pageerror', (error) => visit.errors.push(error.message));
  let crashed = false;
  page.on('crash', () => { crashed = true; });

  const expected: Expected[] = panels.map((p) => ({ id: p.id, title: p.title, kind: panelKind[p.type], series: p.tags.length }));
  const pending = `(${pendingPanels})(${JSON.stringify(expected)})`;
  const began = performance.now();
  try {
    await page.goto(`/custom-analytics/view/${encodeURIComponent(code)}`, { waitUntil: 'commit' });
    // Playwright's own time-out waits for a busy renderer to answer, so the bound is kept here.
    const drawn = page.waitForFunction(`${pending}.length === 0 && performance.now()`, undefined, { polling: 'raf', timeout: 0 })
      .then((handle) => handle.jsonValue() as Promise<number>);
    drawn.catch(() => undefined);
    const drawnAt = await within(drawn, boundMs);
    if (drawnAt === undefined) {
      counting = false;
      visit.outcome = 'timeout';
      visit.ms = boundMs;
      visit.pending = await within(page.evaluate(pending).catch(() => undefined) as Promise<string[] | undefined>, 3_000);
      // The tab is still drawing: end it as a crash would, so the context can close.
      await killRenderers(browser);
    } else {
      visit.ms = drawnAt;
      // Responses that finished before the last panel was drawn may still be on their way to us.
      await page.waitForTimeout(300);
      counting = false;
      visit.kpis = await kpiTexts(page, panels);
      visit.answeredMs = await page.evaluate(answeredAt) as number;
      const failed = await page.locator('main section [role=alert]').count();
      if (failed) throw new Error(`${failed} panel(s) of ${code} show an error`);
    }
  } catch (error) {
    counting = false;
    if (!crashed && !/crash/i.test(String(error))) throw error;
    visit.outcome = 'crashed';
    visit.ms = performance.now() - began;
  }
  const isBrowserUsable = await closeWithin(context, 30_000);
  return { ...visit, isBrowserUsable };
}
