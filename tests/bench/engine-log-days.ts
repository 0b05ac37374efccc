/**
 * A ship's engine log over consecutive days as the demo crews keep it (seeds/demo-logbooks): the demo fleet's minute
 * data of the ship planned into the day's entries — watch readings every 4 hours, fuel counters at noon, running
 * hours before midnight — each saved by the chief engineer through the logbook services, signed, the day completed
 * and approved. The ship data themselves are not stored: the entries carry the values.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/engine.js';
import { units } from '../../server/db/schema.js';
import { loadAuditKey } from '../../server/modules/elog/audit-key.js';
import { loadElog } from '../../server/modules/elog/elog-definitions.js';
import { demoShips } from '../../seeds/demo-accounts.js';
import { generateDemoFleet } from '../../seeds/demo-fleet/generate-demo-fleet.js';
import { buildShipModel } from '../../seeds/demo-fleet/ship-models.js';
import { ensureCrew } from '../../seeds/demo-logbooks/crew-accounts.js';
import { logbookHabits } from '../../seeds/demo-logbooks/logbook-habits.js';
import { lookAheadMs, planShipDay, type ShipBooks } from '../../seeds/demo-logbooks/plan-ship-day.js';
import type { ShipDay } from '../../seeds/demo-logbooks/planned-entry.js';
import { initialState } from '../../seeds/demo-logbooks/ship-log-state.js';
import { ShipMinutes } from '../../seeds/demo-logbooks/ship-minutes.js';
import { crewActors, writeLogbookDay } from '../../seeds/demo-logbooks/write-logbook-day.js';

const dayMs = 86_400_000;

export interface EngineLogDays {
  unitId: string;
  /** the days written, YYYY-MM-DD on the ship's clock, oldest first */
  days: string[];
  entries: number;
}

/** Writes `count` days of the ship's engine log ending with `lastDay` (YYYY-MM-DD); seals go to the audit key folder. */
export async function writeEngineLogDays(db: Db, ship: string, lastDay: string, count: number, auditKeyDir: string): Promise<EngineLogDays> {
  const habits = logbookHabits[ship];
  const model = buildShipModel(ship);
  const { particulars } = demoShips.find((s) => s.code === ship)!;
  const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.code, ship));
  const elog = await loadElog(db, 'ENGINE');
  const crew = (await ensureCrew(db, [ship])).get(ship)!;
  const writer = { db, key: await loadAuditKey(auditKeyDir), elog, unitId: unit.id, actors: await crewActors(db, elog, unit.id, crew) };
  const firstDay = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (count - 1) * dayMs).toISOString().slice(0, 10);
  const from = Date.parse(`${firstDay}T00:00:00Z`) - habits.clockOffsetMin * 60_000;
  const books: ShipBooks = {
    model, habits, state: initialState(model, habits, from), minutes: new ShipMinutes(model, 4),
    names: { mains: particulars.mainEngines.map((e) => e.name), gensets: particulars.auxiliaryEngines.map((e) => e.name) },
  };
  const written: EngineLogDays = { unitId: unit.id, days: [], entries: 0 };
  const to = new Date(from + count * dayMs + lookAheadMs + dayMs);
  for await (const batch of generateDemoFleet({ seed: 'keel-demo', from: new Date(from), to, ships: [ship] })) {
    books.minutes.add(batch);
    // days are planned in order once the minutes reach past their end (port work decided on arrival looks ahead)
    for (let start = from + written.days.length * dayMs; written.days.length < count && books.minutes.to >= start + dayMs + lookAheadMs; start += dayMs) {
      const day: ShipDay = { ship, day: new Date(start + habits.clockOffsetMin * 60_000).toISOString().slice(0, 10), offsetMin: habits.clockOffsetMin, start, end: start + dayMs, dataFrom: from };
      const entries = planShipDay(books, day).filter((e) => e.elog === 'ENGINE');
      if (!await writeLogbookDay(writer, day, entries)) throw new Error(`the engine log of ${ship} for ${day.day} was not approved`);
      written.days.push(day.day);
      written.entries += entries.length;
    }
    if (written.days.length === count) break;
  }
  return written;
}
