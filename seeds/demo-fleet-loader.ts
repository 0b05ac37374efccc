/**
 * Puts the demo fleet's ship data into the store and keeps it sailing. The first start generates the history (a few
 * months by default, a year on request) through ingestion, with progress; the seed and start instant are kept, so a
 * later start regenerates the same stream, stores only what is missing and is serving in seconds. After that each
 * minute the minutes that have become the past are stored (and pushed live), as if the ships were reporting. The
 * port calls and voyage legs the ships complete go into the voyage record, and, given the audit key folder, each
 * ship's logbooks are kept for every day that has ended since a week before the first start (seeds/demo-logbooks).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/engine.js';
import { systemKeys } from '../server/db/schema.js';
import type { IngestSeries } from '../server/modules/timeseries/ingest-types.js';
import { storeVoyageRecords } from '../server/modules/voyages/voyage-records.js';
import { demoFleetPeriod, generateDemoFleet, type DemoFleetBatch, type DemoPortCall, type DemoVoyageLeg } from './demo-fleet/generate-demo-fleet.js';
import { createDemoLogbooks } from './demo-logbooks/demo-logbooks.js';

const stateKey = 'demo-fleet';
const minuteMs = 60_000;
const defaultLogbookDays = 7;
/** How far ahead the stream is opened: it is pulled a day at a time, so this only bounds a server that runs for years. */
const horizonMs = 5 * 365 * 86_400_000;

interface DemoFleetState {
  seed: string;
  from: string;
  /** everything before this instant is stored */
  storedTo: string;
}

export interface DemoFleetOptions {
  /** months of history on the first start (default 3; 12 for a full year) */
  months?: number;
  /** days of history instead of months (tests and quick starts) */
  days?: number;
  log?: (line: string) => void;
  now?: () => number;
  /** stores a batch (ingestion with the live feed) */
  store: (series: IngestSeries[]) => Promise<unknown>;
  /** the installation's audit key folder: when given, the ships' logbooks are written too */
  auditKeyDir?: string;
  /** days of logbooks back from yesterday that the first start writes (default 7: each day goes through the logbook services) */
  logbookDays?: number;
  /** told as catchUp stores the history: the share of the period stored (0–100) and the instant reached */
  onProgress?: (percent: number, storedTo: Date) => void;
}

export interface DemoFleetRunner {
  /** Stores the history up to now; resolves when the stored data reaches the present (the logbooks follow at the next tick). */
  catchUp(): Promise<void>;
  /** Resolves when every logbook day planned so far is written. */
  logbooksWritten(): Promise<void>;
  /** Stores the minutes that have passed since the last call (call it every minute). */
  tick(): Promise<void>;
  /**
   * Stops pulling and storing (shutdown); resolves when nothing more will be written, so the database may close. A
   * catch-up stopped half-way keeps its stored-to instant: the next start generates the rest again (stored points are
   * updated in place, records are kept once).
   */
  close(): Promise<void>;
}

/** Whether an earlier start already stored demo ship data (then this start may serve before catching up). */
export async function hasDemoFleetData(db: Db): Promise<boolean> {
  const state = await readState(db);
  return Boolean(state && state.storedTo > state.from);
}

async function readState(db: Db): Promise<DemoFleetState | undefined> {
  const [row] = await db.select().from(systemKeys).where(eq(systemKeys.id, stateKey));
  return row ? JSON.parse(row.value) as DemoFleetState : undefined;
}

async function writeState(db: Db, state: DemoFleetState) {
  await db.insert(systemKeys).values({ id: stateKey, value: JSON.stringify(state) })
    .onConflictDoUpdate({ target: systemKeys.id, set: { value: JSON.stringify(state) } });
}

/**
 * Lets the event loop serve between steps of the fill: PGlite runs on this thread and the generator computes a day at
 * a time, so a fill that only awaited them would answer no request until it ended (issue 21: serve while filling).
 */
const letOthersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The points of a batch inside [from, to). */
function slice(series: readonly IngestSeries[], from: number, to: number): IngestSeries[] {
  return series.map((s) => ({ ...s, points: s.points.filter((p) => { const t = new Date(p.ts).getTime(); return t >= from && t < to; }) }))
    .filter((s) => s.points.length > 0);
}

export async function createDemoFleetRunner(db: Db, options: DemoFleetOptions): Promise<DemoFleetRunner> {
  const log = options.log ?? (() => {});
  const now = () => Math.floor((options.now?.() ?? Date.now()) / minuteMs) * minuteMs;
  let state = await readState(db);
  if (!state) {
    const period = options.days !== undefined
      ? { from: new Date(now() - options.days * 86_400_000) }
      : demoFleetPeriod(new Date(now()), options.months ?? 3);
    state = { seed: 'keel-demo', from: period.from.toISOString(), storedTo: period.from.toISOString() };
    await writeState(db, state);
  }
  const from = new Date(state.from);
  const stream = generateDemoFleet({ seed: state.seed, from, to: new Date(from.getTime() + horizonMs) })[Symbol.asyncIterator]();
  const logbooks = options.auditKeyDir ? await createDemoLogbooks(db, { from, days: options.logbookDays ?? defaultLogbookDays, auditKeyDir: options.auditKeyDir, now, log }) : undefined;
  /** Batches pulled from the stream whose minutes are not all stored yet (today's, ship by ship). */
  let pending: DemoFleetBatch[] = [];
  /** Port calls and voyage legs generated but completed at or after storedTo (the stream runs up to a day ahead). */
  let pendingCalls: DemoPortCall[] = [];
  let pendingLegs: DemoVoyageLeg[] = [];
  let storedTo = new Date(state.storedTo).getTime();
  let isClosed = false;
  let isBusy = false;
  /** catchUp and tick calls under way, awaited by close */
  const working = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    working.add(work);
    void work.finally(() => working.delete(work)).catch(() => {});
    return work;
  };
  /**
   * Writes the planned logbook days behind the ship data, from the first tick on: a first start that wrote them in
   * catchUp would not serve until the last one is signed, as the server's own queries queue behind theirs.
   */
  const writeLogbooks = () => void logbooks?.write().catch((error: unknown) => log(`logbooks: ${String(error)}`));

  /** Stores the part of a batch in [storedTo, until). */
  async function storePart(batch: DemoFleetBatch, until: number) {
    const series = slice(batch.series, Math.max(storedTo, batch.from.getTime()), Math.min(until, batch.to.getTime()));
    if (series.length) await options.store(series);
  }

  /**
   * Stores the port calls and voyage legs completed before `until` (a later start offers the earlier ones again; the
   * store keeps the first). The call or leg under way now is not a record yet: the live tags show it.
   */
  async function storeCompletedRecords(until: number) {
    const isDone = (end: Date | null) => end !== null && end.getTime() <= until;
    const portCalls = pendingCalls.filter((c) => isDone(c.departure));
    const voyageLegs = pendingLegs.filter((l) => isDone(l.arrival));
    pendingCalls = pendingCalls.filter((c) => !isDone(c.departure));
    pendingLegs = pendingLegs.filter((l) => !isDone(l.arrival));
    await storeVoyageRecords(db, { portCalls, voyageLegs: voyageLegs.map(({ sequence: _sequence, ...leg }) => leg) }, 'DEMO');
  }

  /**
   * Stores every minute in [storedTo, until): pulls batches until one starts at or after `until` (the stream is ordered
   * by day), stores and drops the ones that end before it, and keeps the partly future ones for the next call.
   */
  async function advance(until: number, report?: (batch: DemoFleetBatch) => void) {
    const finished: DemoFleetBatch[] = [];
    const flushFinished = async () => {
      for (const batch of finished.splice(0)) {
        if (isClosed) return;
        await storePart(batch, until);
        await letOthersIn();
        report?.(batch);
      }
    };
    while (!isClosed && !(pending.length && pending[pending.length - 1].from.getTime() >= until)) {
      const next = await stream.next();
      await letOthersIn();
      if (next.done || isClosed) break;
      logbooks?.observe(next.value);
      pendingCalls.push(...next.value.portCalls);
      pendingLegs.push(...next.value.voyageLegs);
      if (next.value.to.getTime() <= until) finished.push(next.value);
      else pending.push(next.value);
      if (finished.length >= 6) await flushFinished();
    }
    // closed: what was pulled but not stored is generated again by the next start, so storedTo stays where it was
    if (isClosed) return;
    await flushFinished();
    for (const batch of pending) {
      if (isClosed) return;
      if (batch.from.getTime() < until) await storePart(batch, until);
    }
    if (isClosed) return;
    pending = pending.filter((b) => b.to.getTime() > until);
    await storeCompletedRecords(until);
    storedTo = Math.max(storedTo, until);
    await writeState(db, { ...state!, storedTo: new Date(storedTo).toISOString() });
  }

  return {
    catchUp: () => track((async () => {
      const target = now();
      if (storedTo >= target) { options.onProgress?.(100, new Date(storedTo)); return; }
      const missingDays = Math.ceil((target - storedTo) / 86_400_000);
      log(`generating ship data from ${new Date(storedTo).toISOString().slice(0, 16)}Z (about ${missingDays} day(s) for 6 ships)`);
      let lastShown = 0;
      const started = Date.now();
      await advance(target, (batch) => {
        const percent = Math.floor((batch.to.getTime() - from.getTime()) / Math.max(1, target - from.getTime()) * 100);
        if (batch.to.getTime() > storedTo) options.onProgress?.(Math.min(99, percent), new Date(Math.min(batch.to.getTime(), target)));
        if (percent >= lastShown + 10 && batch.to.getTime() > storedTo) {
          lastShown = percent - (percent % 10);
          log(`ship data ${Math.min(100, lastShown)} % (${batch.to.toISOString().slice(0, 10)})`);
        }
      });
      if (isClosed) return;
      options.onProgress?.(100, new Date(target));
      log(`ship data up to now stored in ${Math.round((Date.now() - started) / 1000)} s; the ships keep reporting every minute`);
    })()),
    logbooksWritten() {
      return logbooks?.write() ?? Promise.resolve();
    },
    async tick() {
      if (isBusy || isClosed) return;
      isBusy = true;
      try {
        await track(advance(now()));
        if (!isClosed) writeLogbooks();
      } finally { isBusy = false; }
    },
    async close() {
      isClosed = true;
      await Promise.allSettled([...working, logbooks?.stop()]);
      await stream.return?.(undefined);
    },
  };
}
