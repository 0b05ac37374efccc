/**
 * The CPU time of a page's renderer main thread while it is traced (Chromium tracing through Playwright): the thread
 * time (`tdur`) of every task it ran, and of that the parts the timeline names — events dispatched (the page's
 * scripts, React's work included), style, layout and paint. Thread time rather than wall time: it does not grow when
 * other processes share the cores, which on the bench machines they do.
 */
import type { Browser, Page } from '@playwright/test';

export interface RendererCpu {
  /** Every task of the main thread. */
  totalMs: number;
  /** Of it: DOM events dispatched (keydown, input … and the listeners', React's, work). */
  eventsMs: number;
  /** Style recalculation. */
  styleMs: number;
  layoutMs: number;
  /** Pre-paint, paint and layerization. */
  paintMs: number;
}

interface TraceEvent { ph: string; name: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } }

const parts: Record<Exclude<keyof RendererCpu, 'totalMs'>, string[]> = {
  eventsMs: ['EventDispatch'],
  styleMs: ['UpdateLayoutTree'],
  layoutMs: ['Layout'],
  paintMs: ['PrePaint', 'Paint', 'Layerize'],
};

export async function startRendererCpu(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
}

/** Stops the trace and sums the renderer main thread's thread time. */
export async function stopRendererCpu(browser: Browser): Promise<RendererCpu> {
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const mains = traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // One tab per context: the renderer main thread that ran the most is the page's.
  // Events of a part nest (input is dispatched inside keypress): only the outermost ones count.
  const ms = (thread: TraceEvent, names: string[]) => {
    const events = traceEvents.filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && names.includes(e.name)).sort((a, b) => a.ts - b.ts);
    let sum = 0;
    let end = -Infinity;
    for (const e of events) {
      if (e.ts < end) continue;
      sum += e.tdur ?? 0;
      end = e.ts + (e.dur ?? 0);
    }
    return sum / 1000;
  };
  const busiest = mains.map((thread) => ({ thread, total: ms(thread, ['ThreadControllerImpl::RunTask']) })).sort((a, b) => b.total - a.total)[0];
  if (!busiest) throw new Error('the trace has no renderer main thread');
  return {
    totalMs: busiest.total,
    eventsMs: ms(busiest.thread, parts.eventsMs),
    styleMs: ms(busiest.thread, parts.styleMs),
    layoutMs: ms(busiest.thread, parts.layoutMs),
    paintMs: ms(busiest.thread, parts.paintMs),
  };
}
