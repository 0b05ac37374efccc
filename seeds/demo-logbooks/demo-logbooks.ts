/**
 * The demo ships' logbooks: for every ship and every day that has ended (up to yesterday in UTC, so today's page
 * stays the crew's) since the books began, the deck and engine logs and the MARPOL books where something happened,
 * written and signed through the logbook services from the same minute data the ships reported. The books begin
 * `days` days before the first start (or with the demo period, if it is shorter): writing a day through the services
 * costs far more than generating its minutes, so months of ship data get the last weeks of books. It follows the demo
 * fleet's stream batch by batch (seeds/demo-fleet-loader.ts) and plans each day as its minutes arrive; `write` then
 * writes the planned days, apart from the ship data, so a first start serves as soon as the ship data are stored and
 * the books fill in behind. A restart replays the stream, so each ship's books reach the same state day by day, and
 * only days after the last one written are written again (a day interrupted half-way is taken up where it stopped).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/engine.js';
import { systemKeys, units } from '../../server/db/schema.js';
import { describeForLog } from '../../server/http/database-errors.js';
import { loadAuditKey, type AuditKey } from '../../server/modules/elog/audit-key.js';
import type { ElogActor } from '../../server/modules/elog/elog-access.js';
import { loadElog, type ElogDefinition } from '../../server/modules/elog/elog-definitions.js';
import { withEntryNotificationsBatched } from '../../server/modules/elog/entry-listeners.js';
import { demoShips } from '../demo-accounts.js';
import type { DemoFleetBatch } from '../demo-fleet/generate-demo-fleet.js';
import { buildShipModel } from '../demo-fleet/ship-models.js';
import { ensureCrew, type CrewPrincipals } from './crew-accounts.js';
import { logbookHabits, type Rank } from './logbook-habits.js';
import { hourMs, type DemoElog, type PlannedEntry, type ShipDay } from './planned-entry.js';
import { lookAheadMs, planShipDay, type ShipBooks } from './plan-ship-day.js';
import { initialState } from './ship-log-state.js';
import { ShipMinutes } from './ship-minutes.js';
import { crewActors, writeLogbookDay } from './write-logbook-day.js';

const stateKey = 'demo-logbooks';
const dayMs = 86_400_000;
const books: DemoElog[] = ['DECK', 'ENGINE', 'ORB1', 'GRB1', 'FUEL_CHANGEOVER'];
const daysPerNotification = 30;

export interface DemoLogbookOptions {
  /** start of the demo period: the ships' data begin here, and the books not before */
  from: Date;
  /** days of books the first start writes, back from yesterday (at most the demo period) */
  days: number;
  /** the installation's audit key folder (config.auditKeyDir): completing and signing seals the audit trail with it */
  auditKeyDir: string;
  now: () => number;
  log?: (line: string) => void;
}

/** Follows the stream: `observe` every batch in order, `write` what is planned. */
export interface DemoLogbooks {
  /** Plans the ship's days that have ended and whose minutes the batches now cover. */
  observe(batch: DemoFleetBatch): void;
  /** Writes every planned day, including the ones planned meanwhile; one writer at a time. */
  write(): Promise<void>;
  /** Writes no further day (shutdown); resolves when the day being written is done. */
  stop(): Promise<void>;
}

interface ShipProgress extends ShipBooks {
  unitId: string;
  /** the next day to plan on the ship's clock */
  next: string;
  /** the first instant the books record */
  booksFrom: number;
}

/** What is kept between starts: the day the books began, and each ship's last day written. */
interface LogbookProgress {
  /** YYYY-MM-DD: every ship's books begin on this day of its own clock */
  firstDay: string;
  written: Record<string, string>;
}

interface PlannedDay {
  day: ShipDay;
  entries: PlannedEntry[];
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

export async function createDemoLogbooks(db: Db, options: DemoLogbookOptions): Promise<DemoLogbooks> {
  const log = options.log ?? (() => {});
  const from = options.from.getTime();
  const codes = demoShips.map((s) => s.code);
  const key: AuditKey = await loadAuditKey(options.auditKeyDir);
  const crew: CrewPrincipals = await ensureCrew(db, codes);
  const elogs = new Map<DemoElog, ElogDefinition>();
  for (const code of books) elogs.set(code, await loadElog(db, code));
  const unitIds = new Map((await db.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
  const progress: LogbookProgress = await readProgress(db)
    ?? { firstDay: addDays(new Date(options.now()).toISOString().slice(0, 10), -options.days), written: {} };
  const { written } = progress;
  const ships = new Map<string, ShipProgress>(codes.map((code) => {
    const model = buildShipModel(code), habits = logbookHabits[code];
    const particulars = demoShips.find((s) => s.code === code)!.particulars;
    const periodDay = new Date(from + habits.clockOffsetMin * 60_000).toISOString().slice(0, 10);
    const firstDay = periodDay > progress.firstDay ? periodDay : progress.firstDay;
    // the books' first instant: the period's start, or the midnight on the ship's clock that begins its first day
    const booksFrom = Math.max(from, Date.parse(`${firstDay}T00:00:00Z`) - habits.clockOffsetMin * 60_000);
    return [code, {
      model, habits, state: initialState(model, habits, booksFrom), minutes: new ShipMinutes(model, 4), unitId: unitIds.get(code)!, next: firstDay, booksFrom,
      names: { mains: particulars.mainEngines.map((e) => e.name), gensets: particulars.auxiliaryEngines.map((e) => e.name) },
    }];
  }));
  const queue: PlannedDay[] = [];
  const actors = new Map<string, Map<Rank, ElogActor>>();
  let writing: Promise<void> | undefined;
  let isStopped = false;

  /** Plans the ship's days that have ended and whose data the minutes hold; queues the ones not written before. */
  function planShip(code: string, ship: ShipProgress) {
    const lastDay = new Date(options.now() - dayMs).toISOString().slice(0, 10);
    while (ship.next <= lastDay) {
      const start = Date.parse(`${ship.next}T00:00:00Z`) - ship.habits.clockOffsetMin * 60_000;
      const day: ShipDay = { ship: code, day: ship.next, offsetMin: ship.habits.clockOffsetMin, start, end: start + dayMs, dataFrom: ship.booksFrom };
      if (ship.minutes.to < day.end + lookAheadMs) return;
      ship.next = addDays(ship.next, 1);
      // a period that starts in the day's last hour begins the books the next day
      if (ship.booksFrom > day.end - hourMs) continue;
      const entries = planShipDay(ship, day);
      if (!written[code] || day.day > written[code]) queue.push({ day, entries });
    }
  }

  async function actorsOf(code: string, elog: ElogDefinition, unitId: string) {
    const cacheKey = `${code}:${elog.code}`;
    if (!actors.has(cacheKey)) actors.set(cacheKey, await crewActors(db, elog, unitId, crew.get(code)!));
    return actors.get(cacheKey)!;
  }

  async function writeDay({ day, entries }: PlannedDay) {
    const ship = ships.get(day.ship)!;
    try {
      for (const elogCode of books) {
        const elog = elogs.get(elogCode)!;
        const own = entries.filter((e) => e.elog === elogCode);
        if (own.length) await writeLogbookDay({ db, key, elog, unitId: ship.unitId, actors: await actorsOf(day.ship, elog, ship.unitId) }, day, own);
      }
    } catch (error) {
      // the day is left as it is (a crew member may have written it by hand) and the books go on with the next
      log(`logbooks of ${day.ship} for ${day.day} not written: ${describeForLog(error)}`);
    }
    written[day.ship] = day.day;
    await writeProgress(db, progress);
  }

  async function drain() {
    const started = Date.now();
    let count = 0, shown = 0;
    if (queue.length > 6) log(`writing the ships' logbooks from ${queue[0].day.day} (${queue.length} ship-days)`);
    while (queue.length && !isStopped) {
      // the voyage record follows the deck log once per ship and chunk of days, not after every entry
      await withEntryNotificationsBatched(async () => {
        for (let i = 0; i < daysPerNotification && queue.length && !isStopped; i++, count++) {
          await writeDay(queue.shift()!);
          // let the requests of people using the demo in between
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      if (Date.now() - started > (shown + 1) * 60_000) log(`logbooks: ${++shown} min, ${queue.length} ship-days to go`);
    }
    if (count) log(`logbooks of ${count} ship-day(s) written in ${Math.round((Date.now() - started) / 1000)} s`);
  }

  return {
    observe(batch) {
      const ship = ships.get(batch.ship);
      if (!ship) return;
      ship.minutes.add(batch);
      planShip(batch.ship, ship);
    },
    write() {
      if (isStopped) return Promise.resolve();
      for (const [code, ship] of ships) planShip(code, ship);
      writing ??= drain().finally(() => { writing = undefined; });
      return writing;
    },
    async stop() {
      isStopped = true;
      await writing;
    },
  };
}

async function readProgress(db: Db): Promise<LogbookProgress | undefined> {
  const [row] = await db.select().from(systemKeys).where(eq(systemKeys.id, stateKey));
  const progress = row ? JSON.parse(row.value) as Partial<LogbookProgress> : undefined;
  return typeof progress?.firstDay === 'string' && progress.written ? progress as LogbookProgress : undefined;
}

async function writeProgress(db: Db, progress: LogbookProgress) {
  const value = JSON.stringify(progress);
  await db.insert(systemKeys).values({ id: stateKey, value }).onConflictDoUpdate({ target: systemKeys.id, set: { value } });
}
