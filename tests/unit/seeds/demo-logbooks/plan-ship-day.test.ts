import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoShips } from '../../../../seeds/demo-accounts.js';
import { generateDemoFleet, type DemoVoyageLeg } from '../../../../seeds/demo-fleet/generate-demo-fleet.js';
import { buildShipModel } from '../../../../seeds/demo-fleet/ship-models.js';
import { logbookHabits } from '../../../../seeds/demo-logbooks/logbook-habits.js';
import { lookAheadMs, planShipDay, type ShipBooks } from '../../../../seeds/demo-logbooks/plan-ship-day.js';
import type { PlannedEntry, ShipDay } from '../../../../seeds/demo-logbooks/planned-entry.js';
import { initialState } from '../../../../seeds/demo-logbooks/ship-log-state.js';
import { ShipMinutes } from '../../../../seeds/demo-logbooks/ship-minutes.js';
import { geoAreas, isPointInGeoArea } from '../../../../seeds/reference/index.js';

const dayMs = 86_400_000;
const minuteMs = 60_000;

interface Minute { t: number; lat: number; lon: number; status: string; fuel: Record<string, number> }
interface ShipRun { entries: (PlannedEntry & { day: string })[]; minutes: Minute[]; legs: DemoVoyageLeg[] }

/** Plans the ships' books over whole days from `from` on, keeping every minute's position, status and fuel flows for the checks. */
async function planBooks(ships: string[], from: Date, days: number): Promise<Record<string, ShipRun>> {
  const runs: Record<string, ShipRun> = {};
  const books = new Map(ships.map((code) => {
    const model = buildShipModel(code), habits = logbookHabits[code], particulars = demoShips.find((s) => s.code === code)!.particulars;
    runs[code] = { entries: [], minutes: [], legs: [] };
    return [code, { model, habits, state: initialState(model, habits, from.getTime()), minutes: new ShipMinutes(model, 4), next: 0,
      names: { mains: particulars.mainEngines.map((e) => e.name), gensets: particulars.auxiliaryEngines.map((e) => e.name) } } as ShipBooks & { next: number }];
  }));
  const to = new Date(from.getTime() + (days + 1) * dayMs);
  for await (const batch of generateDemoFleet({ seed: 'keel-demo', from, to, ships })) {
    const ship = books.get(batch.ship)!;
    ship.minutes.add(batch);
    const run = runs[batch.ship];
    run.legs.push(...batch.voyageLegs);
    for (let t = batch.from.getTime(); t < batch.to.getTime(); t += minuteMs) {
      run.minutes.push({ t, lat: ship.minutes.num('LAT', t), lon: ship.minutes.num('LON', t), status: ship.minutes.text('NAV_STATUS', t),
        fuel: Object.fromEntries(ship.minutes.meters.map((m, k) => [`${m.consumer}-${m.fuel}`, ship.minutes.flow(k, t)])) });
    }
    while (ship.next < days) {
      const start = from.getTime() + ship.next * dayMs - ship.habits.clockOffsetMin * minuteMs;
      const day: ShipDay = { ship: batch.ship, day: new Date(start + ship.habits.clockOffsetMin * minuteMs).toISOString().slice(0, 10),
        offsetMin: ship.habits.clockOffsetMin, start, end: start + dayMs, dataFrom: from.getTime() };
      if (ship.minutes.to < day.end + lookAheadMs) break;
      run.entries.push(...planShipDay(ship, day).map((e) => ({ ...e, day: day.day })));
      ship.next++;
    }
  }
  return runs;
}

const form = (descriptor: string) => JSON.parse(readFileSync(new URL(`../../../../descriptors/kinds/form/builtin/ELOG_${descriptor}.json`, import.meta.url), 'utf8'));

describe('demo logbooks planned from the ship data', () => {
  let fleet: Record<string, ShipRun>;
  beforeAll(async () => {
    fleet = await planBooks(demoShips.map((s) => s.code), new Date('2025-09-15T00:00:00Z'), 2);
  }, 120_000);

  it('fill every entry as its form requires', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const invalid: string[] = [];
    for (const [ship, run] of Object.entries(fleet)) {
      for (const entry of run.entries.filter((e) => e.status === 'COMPLETED')) {
        const validate = ajv.getSchema(entry.descriptor) ?? (ajv.addSchema(form(entry.descriptor.replace('FUEL_CHANGEOVER_CHANGEOVER', 'FUEL_CHANGEOVER_CHANGEOVER')).schema, entry.descriptor), ajv.getSchema(entry.descriptor)!);
        if (!validate(entry.content)) invalid.push(`${ship} ${entry.descriptor} ${new Date(entry.start).toISOString()}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('keeps six watches, a noon report and the engine room\'s daily figures on every whole day of every ship', () => {
    for (const [ship, run] of Object.entries(fleet)) {
      const day = run.entries.filter((e) => e.day === run.entries.at(-1)!.day);
      const count = (descriptor: string) => day.filter((e) => e.descriptor === descriptor).length;
      expect([count('DECK_WATCH'), count('DECK_NOON'), count('ENGINE_WATCH_READINGS'), count('ENGINE_FUEL_COUNTERS'), count('ENGINE_RUNNING_HOURS')], ship).toEqual([6, 1, 6, 1, 1]);
    }
  });

  it('states the noon position the ship reported at noon, and arrivals and departures at the port calls of the voyage record', () => {
    for (const [ship, run] of Object.entries(fleet)) {
      for (const noon of run.entries.filter((e) => e.descriptor === 'DECK_NOON' && e.status === 'COMPLETED')) {
        const minute = run.minutes.find((m) => m.t === noon.start)!;
        expect(noon.content.position, ship).toEqual({ lat: Math.round(minute.lat * 1e4) / 1e4, lon: Math.round(minute.lon * 1e4) / 1e4 });
      }
      const arrivals = run.entries.filter((e) => e.descriptor === 'DECK_ARRIVAL').map((e) => e.start);
      const arrived = run.legs.filter((l) => l.arrival && arrivals.length && l.arrival.getTime() <= arrivals.at(-1)!).map((l) => l.arrival!.getTime());
      expect(arrivals, ship).toEqual(arrived.filter((t) => t >= run.entries[0].start));
    }
    // the Helsinki–Tallinn ferry makes two round trips a day
    expect(fleet.GULF_STAR.entries.filter((e) => e.descriptor === 'DECK_DEPARTURE' && e.day === '2025-09-16')).toHaveLength(4);
  });
});

describe('Baltic Amber, a tanker without a scrubber', () => {
  let run: ShipRun;
  const baltic = geoAreas.find((a) => a.code === 'BALTIC_SEA_ECA')!;
  beforeAll(async () => {
    // from Donges (outside the SECAs) round to Primorsk: out of the Atlantic into the North Sea SECA, then the Baltic
    run = (await planBooks(['BALTIC_AMBER'], new Date('2025-09-15T00:00:00Z'), 10)).BALTIC_AMBER;
  }, 120_000);

  it('burns only its 0.10 % sulphur fuel inside the Baltic Sea SECA (MARPOL Annex VI reg. 14.4)', () => {
    const inside = run.minutes.filter((m) => isPointInGeoArea(m.lon, m.lat, baltic));
    expect(inside.length).toBeGreaterThan(1000);
    const burnt = new Set(inside.flatMap((m) => Object.entries(m.fuel).filter(([, kgH]) => kgH > 0).map(([meter]) => meter.split('-')[1])));
    expect([...burnt]).toEqual(['MDO_MGO']);
    expect(logbookHabits.BALTIC_AMBER.tanks.find((t) => t.fuel === 'MDO_MGO')!.sulphurPct).toBeLessThanOrEqual(0.1);
  });

  it('changes over at the SECA boundary, as its fuel data and the change-over record both show', () => {
    const switches = run.minutes.filter((m, i) => i > 0 && m.status !== 'IN_PORT' && run.minutes[i - 1].status !== 'IN_PORT'
      && (m.fuel['ME-HFO'] > 0) !== (run.minutes[i - 1].fuel['ME-HFO'] > 0));
    expect(switches.length).toBeGreaterThan(0);
    const records = run.entries.filter((e) => e.descriptor === 'FUEL_CHANGEOVER_CHANGEOVER');
    expect(records.map((r) => r.start)).toEqual(switches.map((m) => m.t));
    for (const [i, record] of records.entries()) {
      const at = { time: new Date(switches[i].t).toISOString(), lat: Math.round(switches[i].lat * 1e4) / 1e4, lon: Math.round(switches[i].lon * 1e4) / 1e4 };
      expect(record.content).toMatchObject({ direction: 'TO_COMPLIANT', eca: 'NORTH_SEA_ECA', to: { fuel: 'MDO_MGO', sulphurContent: 0.08 }, ecaBoundary: at, completed: at });
      // the North Sea SECA's western limit in the Channel is 5° W
      expect(Math.abs(switches[i].lon + 5)).toBeLessThan(0.1);
    }
    const leg = run.legs.find((l) => l.fromPort === 'FRMTX' && l.toPort === 'RUPRI')!;
    expect(new Set(leg.fuel.filter((f) => f.consumer === 'ME').map((f) => f.fuel))).toEqual(new Set(['HFO', 'MDO_MGO']));
  });
});
