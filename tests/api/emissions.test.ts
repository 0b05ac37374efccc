import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CiiCalculateResponse, CiiDeviationResponse, CiiOverviewResponse, EtsFleetResponse, EtsShipResponse, FuelEuFleetResponse, FuelEuPoolResponse, MrvReportResponse,
} from '../../descriptors/lib/emissions/api-types.js';
import { assessCii } from '../../server/calc/emissions/cii.js';
import { portCalls, units, users } from '../../server/db/schema.js';
import { CII_TYPE_OF_SHIP_TYPE } from '../../server/modules/emissions/ship-profiles.js';
import { createDemoFleetRunner } from '../../seeds/demo-fleet-loader.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

interface LegRecord { id: string; version: number; disabled: boolean; data: Record<string, unknown> }
interface ConsumerFuel { consumer: string; fuel: string; tonnes: number }

describe('emissions figures from the voyage record', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ship: Record<string, string> = {};
  const clock = Date.parse('2026-11-20T06:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of await t.db.select({ id: units.id, code: units.code }).from(units)) ship[u.code] = u.id;
    const runner = await createDemoFleetRunner(t.db, { days: 45, store: async () => {}, now: () => clock });
    await runner.catchUp();
    runner.close();
    // The analyst may correct CII figures (CII_VRT_DEVIATION_EXCLUSIONS) only when granted.
    const [chief] = await t.db.select().from(users).where(eq(users.username, 'chief'));
    await t.db.update(users).set({ userFunctions: [...chief.userFunctions, { function: 'CII_VRT_DEVIATION_EXCLUSIONS', level: 'VIEW' }] }).where(eq(users.id, chief.id));
    for (const name of ['admin', 'captain', 'chief', 'officer', 'analyst']) tokens[name] = await t.signIn(name, demoPasswords[name]);
  }, 240_000);
  afterAll(async () => { await t?.close(); });

  const call = async <T>(method: string, path: string, token: string, body?: unknown, language?: string) => {
    const res = await t.call(method, path, { token, body, language });
    return { status: res.status, body: (res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text()) as T, headers: res.headers };
  };
  const legsOf = async (unitId: string) => (await call<{ items: LegRecord[] }>('GET', '/api/voyage-leg?size=500', tokens.admin)).body.items
    .filter((l) => !l.disabled && String(l.data.departure).startsWith('2026') && l.data.unit === unitId);

  it('rates every demo ship from its legs: the same fuel and distance the legs show give the same attained CII and rating', async () => {
    const { status, body } = await call<CiiOverviewResponse>('GET', '/api/emissions/cii/overview?year=2026', tokens.admin);
    expect(status).toBe(200);
    expect(body.ships).toHaveLength(6);
    expect(body.years).toContain(2026);
    const { body: particulars } = await call<{ items: { id: string; data: { shipType: string; dwt: number; gt: number } }[] }>('GET', '/api/ship?size=50', tokens.admin);
    for (const row of body.ships) {
      expect(row.problem).toBeNull();
      const legs = await legsOf(row.unitId);
      expect(legs.length).toBeGreaterThan(0);
      // Fuel at sea from the legs; at berth from every stay of the year, also the one the record starts in (no leg arrives there).
      const stays = await t.db.select().from(portCalls).where(and(eq(portCalls.unitId, row.unitId), eq(portCalls.superseded, false), gte(portCalls.arrival, new Date('2026-01-01'))));
      expect(stays.length).toBeGreaterThan(0);
      const fuel = [...legs.flatMap((l) => l.data.fuelAtSea as ConsumerFuel[]), ...stays.flatMap((s) => s.fuel)].map((f) => ({ fuel: f.fuel, massT: f.tonnes }));
      const distanceNm = legs.reduce((s, l) => s + Number(l.data.distanceNm), 0);
      const p = particulars.items.find((s) => s.id === row.unitId)!.data;
      const expected = assessCii({ shipType: CII_TYPE_OF_SHIP_TYPE[p.shipType], dwt: p.dwt, gt: p.gt, year: 2026, fuel, distanceNm });
      expect(row.distanceNm).toBeCloseTo(distanceNm, 6);
      expect(row.assessment!.attained).toBeCloseTo(expected.attained, 6);
      expect(row.assessment!.rating).toBe(expected.rating);
      expect(row.projection!.assessment.rating).toMatch(/^[A-E]$/);
      expect(row.trend.at(-1)!.attainedToDate).toBeCloseTo(expected.attained, 6);
    }
  });

  it('gives a running year\'s EU ETS and FuelEU figures as to date, with the period they cover and the year end at the same rate', async () => {
    const ets = (await call<EtsFleetResponse>('GET', '/api/emissions/ets/fleet?year=2026', tokens.admin)).body;
    const fuelEu = (await call<FuelEuFleetResponse>('GET', '/api/emissions/fueleu/fleet?year=2026', tokens.admin)).body;
    const euShips = ets.ships.filter((s) => !s.problem && s.allowances > 0);
    expect(euShips.length).toBeGreaterThan(0);
    for (const s of euShips) {
      // About 45 days of records in a year of 365: the year end is several times the figures so far.
      expect(Date.parse(s.from!)).toBeGreaterThanOrEqual(Date.parse('2026-01-01'));
      expect(Date.parse(s.to!)).toBeGreaterThan(Date.parse(s.from!));
      const scale = s.projection!.allowances / s.allowances;
      expect(scale).toBeGreaterThan(1);
      expect(s.projection!.costEur / s.costEur).toBeCloseTo(scale, 9);
      expect(s.projection!.allowancesWhole).toBe(Math.round(s.projection!.allowances));
    }
    expect(ets.projection!.allowances).toBeCloseTo(euShips.reduce((sum, s) => sum + s.projection!.allowances, 0), 6);
    const balanced = fuelEu.ships.filter((s) => !s.problem && s.complianceBalanceG);
    expect(balanced.length).toBeGreaterThan(0);
    for (const s of balanced) expect(s.projection!.complianceBalanceG / s.complianceBalanceG!).toBeCloseTo(s.projection!.energyMj / s.energyMj, 9);
    expect(fuelEu.projection).not.toBeNull();
    // A year that is over has no projection: its figures are the year's.
    const past = (await call<EtsFleetResponse>('GET', '/api/emissions/ets/fleet?year=2025', tokens.admin)).body;
    expect(past.projection).toBeNull();
    expect(past.ships.every((s) => s.projection === null)).toBe(true);
  });

  it('changes CII, ETS and FuelEU figures when a leg\'s fuel is edited, and only the edited ship\'s', async () => {
    const target = ship.NORDIC_ORE;
    const before = {
      cii: (await call<CiiOverviewResponse>('GET', '/api/emissions/cii/overview?year=2026', tokens.admin)).body,
      ets: (await call<EtsFleetResponse>('GET', '/api/emissions/ets/fleet?year=2026', tokens.admin)).body,
      fuelEu: (await call<FuelEuFleetResponse>('GET', '/api/emissions/fueleu/fleet?year=2026', tokens.admin)).body,
    };
    const euLeg = (await legsOf(target)).find((l) => l.data.euScope !== 'OUTSIDE' && l.data.recordState === 'EDITABLE' && (l.data.fuelAtSea as ConsumerFuel[]).length);
    expect(euLeg, 'a Nordic Ore leg to or from an EU port').toBeTruthy();
    const fuelAtSea = (euLeg!.data.fuelAtSea as ConsumerFuel[]).map((f) => ({ ...f, tonnes: f.tonnes + 50 }));
    const saved = await call('PUT', `/api/voyage-leg/${euLeg!.id}`, tokens.admin, { requestValue: { version: euLeg!.version, data: { ...euLeg!.data, fuelAtSea } } });
    expect(saved.status).toBe(200);
    const after = {
      cii: (await call<CiiOverviewResponse>('GET', '/api/emissions/cii/overview?year=2026', tokens.admin)).body,
      ets: (await call<EtsFleetResponse>('GET', '/api/emissions/ets/fleet?year=2026', tokens.admin)).body,
      fuelEu: (await call<FuelEuFleetResponse>('GET', '/api/emissions/fueleu/fleet?year=2026', tokens.admin)).body,
    };
    const of = <T extends { unitId: string }>(rows: T[], id: string) => rows.find((r) => r.unitId === id)!;
    const addedCo2 = fuelAtSea.length * 50 * 3.0; // every oil fuel's CF is above 3.1 t/t
    expect(of(after.cii.ships, target).co2T - of(before.cii.ships, target).co2T).toBeGreaterThan(addedCo2);
    expect(of(after.cii.ships, target).assessment!.attained).toBeGreaterThan(of(before.cii.ships, target).assessment!.attained);
    expect(of(after.ets.ships, target).allowances).toBeGreaterThan(of(before.ets.ships, target).allowances + 0.5 * addedCo2 * 0.95 - 1);
    expect(of(after.fuelEu.ships, target).energyMj).toBeGreaterThan(of(before.fuelEu.ships, target).energyMj);
    expect(of(after.fuelEu.ships, target).complianceBalanceG).not.toBeCloseTo(of(before.fuelEu.ships, target).complianceBalanceG!, 0);
    expect(of(after.ets.ships, ship.BALTIC_AMBER).allowances).toBe(of(before.ets.ships, ship.BALTIC_AMBER).allowances);
  });

  it('answers 403 to a user without EMISSIONS on every emissions route, and keeps other users to their ships', async () => {
    const gets = ['/api/emissions/cii/overview', '/api/emissions/aer/overview', '/api/emissions/eeoi/overview', '/api/emissions/ets/fleet', '/api/emissions/fueleu/fleet',
      `/api/emissions/ets/ship?unitId=${ship.NORDIC_ORE}`, `/api/emissions/fueleu/ship?unitId=${ship.NORDIC_ORE}`, `/api/emissions/mrv?unitId=${ship.NORDIC_ORE}`,
      `/api/emissions/mrv.csv?unitId=${ship.NORDIC_ORE}&year=2026`, `/api/emissions/eeoi?unitId=${ship.NORDIC_ORE}`];
    for (const path of gets) expect((await call('GET', path, tokens.officer)).status, path).toBe(403);
    const posts: [string, unknown][] = [
      ['/api/emissions/cii/calculate', { shipType: 'bulk_carrier', dwt: 80_000, year: 2024, fuel: [{ fuel: 'HFO', massT: 5000 }], distanceNm: 55_000 }],
      ['/api/emissions/fueleu/pool', { year: 2026, unitIds: [ship.NORDIC_ORE, ship.ARCTIC_FROST] }],
    ];
    for (const [path, body] of posts) expect((await call('POST', path, tokens.officer, body)).status, path).toBe(403);
    // The captain sees his own ships only.
    const captainShips = (await call<CiiOverviewResponse>('GET', '/api/emissions/cii/overview?year=2026', tokens.captain)).body.ships.map((s) => s.unitId);
    const hidden = Object.values(ship).find((id) => !captainShips.includes(id))!;
    expect(captainShips.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/emissions/fueleu/ship?unitId=${hidden}&year=2026`, tokens.captain)).status).toBe(403);
    // The deviation calculator also needs CII_VRT_DEVIATION_EXCLUSIONS.
    const deviation = { unitId: ship.NORDIC_ORE, year: 2026, excludedLegs: [], corrections: [] };
    expect((await call('POST', '/api/emissions/cii/deviation', tokens.analyst, deviation)).status).toBe(403);
    // With the function: deducting more fuel than the year's is refused, naming the row.
    const tooMuch = await call<{ errors: { path: string; message: string }[] }>('POST', '/api/emissions/cii/deviation', tokens.chief,
      { ...deviation, corrections: [{ fuel: 'LNG', boilerT: 10 }] });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].path).toBe('/corrections/0/fuel');
    expect(tooMuch.body.errors[0].message).toContain('LNG');
    // Excluding a leg as an emergency takes out its distance and fuel; cargo heating is deducted at the 2026 factor 0.66.
    const { body: plain } = await call<CiiDeviationResponse>('POST', '/api/emissions/cii/deviation', tokens.chief, deviation);
    const leg = plain.legs[0];
    const { body: corrected } = await call<CiiDeviationResponse>('POST', '/api/emissions/cii/deviation', tokens.chief,
      { ...deviation, excludedLegs: [{ legId: leg.legId, reason: 'SHIP_SAFETY' }], corrections: [{ fuel: 'HFO', boilerT: 1 }] });
    expect(corrected.deductionFactor).toBeCloseTo(0.66, 10);
    expect(corrected.excludedDistanceNm).toBeCloseTo(leg.distanceNm, 6);
    expect(corrected.corrected!.distanceNm).toBeCloseTo(plain.uncorrected!.distanceNm! - leg.distanceNm, 6);
    expect(corrected.corrected!.co2T).toBeLessThan(plain.uncorrected!.co2T!);
  });

  it('calculates the reference\'s bulk carrier (80 000 DWT, 55 000 nm, 5 000 t HFO + 300 t MGO): C in 2024, D in 2030; bad input names the field', async () => {
    // The fuel pickers list fuel categories by code, for users without master data too.
    const fuels = await call<{ label: string; value: string }[]>('GET', '/api/common/list/fuel-categories', tokens.analyst, undefined, 'ru');
    expect(fuels.status).toBe(200);
    expect(fuels.body.find((f) => f.value === 'HFO')?.label).toBe('HFO — Тяжёлое топливо (ISO 8217 RME–RMK)');
    const body = { shipType: 'bulk_carrier', dwt: 80_000, year: 2024, fuel: [{ fuel: 'HFO', massT: 5000 }, { fuel: 'MDO_MGO', massT: 300 }], distanceNm: 55_000 };
    const y2024 = await call<CiiCalculateResponse>('POST', '/api/emissions/cii/calculate', tokens.analyst, body);
    expect(y2024.status).toBe(200);
    expect(y2024.body.assessment.attained).toBeCloseTo(3.7572, 4);
    expect(y2024.body.assessment.required).toBeCloseTo(3.9355, 4);
    expect(y2024.body.assessment.rating).toBe('C');
    expect(y2024.body.curve.length).toBeGreaterThan(20);
    const y2030 = await call<CiiCalculateResponse>('POST', '/api/emissions/cii/calculate', tokens.analyst, { ...body, year: 2030 });
    expect(y2030.body.assessment.rating).toBe('D');
    const badFuel = await call<{ errors: { path: string; message: string }[] }>('POST', '/api/emissions/cii/calculate', tokens.analyst, { ...body, fuel: [{ fuel: 'KEROSENE', massT: 1 }] }, 'ru');
    expect(badFuel.status).toBe(400);
    expect(badFuel.body.errors[0].path).toBe('/fuel/0/fuel');
    expect(badFuel.body.errors[0].message).toContain('KEROSENE');
    const noGt = await call<{ errors: { path: string }[] }>('POST', '/api/emissions/cii/calculate', tokens.analyst, { ...body, shipType: 'cruise_passenger_ship' });
    expect(noGt.status).toBe(400);
    expect(noGt.body.errors[0].path).toBe('/gt');
  });

  it('gives EU ETS allowances per leg at the phase-in and scope share, and FuelEU deficits with a penalty', async () => {
    const ets = (await call<EtsShipResponse>('GET', `/api/emissions/ets/ship?unitId=${ship.KEEL_HORIZON}&year=2026`, tokens.admin)).body;
    expect(ets.ship.phaseIn).toBe(1);
    expect(ets.legs.length).toBeGreaterThan(0);
    for (const leg of ets.legs) expect(leg.allowances).toBeCloseTo(leg.share * (leg.emissions.co2T + 28 * leg.emissions.ch4T + 265 * leg.emissions.n2oT), 6);
    expect(ets.ship.costEur).toBeCloseTo(ets.ship.allowances * ets.allowancePriceEur, 6);
    // EUAs per voyage: every leg and stay in one voyage, the voyages adding up to the year.
    expect(ets.voyages.length).toBeGreaterThan(0);
    expect(ets.voyages.reduce((s, v) => s + v.legCount + v.stayCount, 0)).toBe(ets.legs.length);
    expect(ets.voyages.reduce((s, v) => s + v.allowances, 0)).toBeCloseTo(ets.ship.allowances, 6);
    const fuelEu = (await call<FuelEuFleetResponse>('GET', '/api/emissions/fueleu/fleet?year=2026', tokens.admin)).body;
    const inDeficit = fuelEu.ships.filter((s) => (s.complianceBalanceG ?? 0) < 0);
    expect(inDeficit.length).toBeGreaterThan(0);
    for (const s of inDeficit) {
      expect(s.ghgIntensity!).toBeGreaterThan(s.targetIntensity);
      expect(s.penaltyEur!).toBeCloseTo((-s.complianceBalanceG! / (s.ghgIntensity! * 41_000)) * 2400, 4);
    }
  });

  it('simulates a pool: deficits covered by a surplus ship, or the rule it breaks', async () => {
    const fuelEu = (await call<FuelEuFleetResponse>('GET', '/api/emissions/fueleu/fleet?year=2026', tokens.admin)).body;
    const deficits = fuelEu.ships.filter((s) => (s.complianceBalanceG ?? 0) < 0).map((s) => s.unitId);
    const pool = await call<FuelEuPoolResponse>('POST', '/api/emissions/fueleu/pool', tokens.admin, { year: 2026, unitIds: deficits.slice(0, 2) });
    expect(pool.status).toBe(200);
    expect(pool.body.problems.map((p) => p.key)).toContain('emissions.problems.pool.POOL_NEGATIVE');
    expect(pool.body.members.every((m) => m.afterG === m.beforeG)).toBe(true);
  });

  it('writes the EU MRV annual report with its voyages, and the same as CSV', async () => {
    const report = (await call<MrvReportResponse>('GET', `/api/emissions/mrv?unitId=${ship.NORDIC_ORE}&year=2026`, tokens.admin)).body;
    expect(report.problem).toBeNull();
    expect(report.imoNumber).toBe('9312456');
    expect(report.voyages.every((v) => v.scope !== ('OUTSIDE' as string))).toBe(true);
    const total = report.voyages.reduce((s, v) => s + v.emissions.co2T, 0);
    expect(report.annual!.total.co2T).toBeCloseTo(total, 6);
    const csv = await call<string>('GET', `/api/emissions/mrv.csv?unitId=${ship.NORDIC_ORE}&year=2026`, tokens.admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('MRV_9312456_2026.csv');
    expect(csv.body).toContain('Nordic Ore');
    expect(csv.body.split('\r\n').filter((line) => /^(LEG|STAY);/.test(line))).toHaveLength(report.voyages.length);
  });
});
