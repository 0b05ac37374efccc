import { beforeAll, describe, expect, it } from 'vitest';
import { ports } from '../../../../seeds/reference/index.js';
import { isoLcvKjPerG, lcvOf, specificConsumption } from '../../../../seeds/demo-fleet/engine-curves.js';
import { displacementAtDraftT } from '../../../../seeds/demo-fleet/hull-physics.js';
import { buildShipModel, demoShipCodes } from '../../../../seeds/demo-fleet/ship-models.js';
import { collectDemoFleet, num, type FleetRun, type ShipColumns } from '../../../support/demo-fleet-columns.js';

let run: FleetRun;
const from = new Date('2025-09-15T00:00:00Z');

beforeAll(async () => {
  run = await collectDemoFleet({ seed: 'minute-data', from, to: new Date(from.getTime() + 20 * 86_400_000) });
}, 120_000);

/** Indexes of the minutes a predicate accepts. */
const minutes = (s: ShipColumns, accept: (i: number) => boolean) => s.times.map((_, i) => i).filter(accept);
const atSea = (s: ShipColumns) => minutes(s, (i) => s.tags.NAV_STATUS[i] === 'AT_SEA');
const fuelOf = (s: ShipColumns, consumer: string, i: number) =>
  Object.entries(s.fuel).filter(([key]) => key.includes(`-${consumer}-`)).map(([key, values]) => ({ fuel: key.split('-').at(-1)!, kgH: values[i] }));

describe('demo fleet minute data', () => {
  it('follows the cube law of speed and power, scaled by displacement^(2/3)', () => {
    for (const code of demoShipCodes) {
      const s = run.ships[code];
      const m = buildShipModel(code);
      const picked = minutes(s, (i) => s.tags.NAV_STATUS[i] !== 'IN_PORT' && s.tags.NAV_STATUS[i] !== 'AT_ANCHOR' && num(s, 'STW', i) > 4
        && num(s, 'WIND_SPEED_TRUE', i) < 12);
      const x = picked.map((i) => Math.log(num(s, 'STW', i)));
      const y = picked.map((i) => Math.log(num(s, 'SHAFT_POWER', i) / num(s, 'DISPLACEMENT', i) ** (2 / 3)));
      const mx = x.reduce((a, b) => a + b) / x.length, my = y.reduce((a, b) => a + b) / y.length;
      const slope = x.reduce((a, xi, k) => a + (xi - mx) * (y[k] - my), 0) / x.reduce((a, xi) => a + (xi - mx) ** 2, 0);
      expect(slope, code).toBeGreaterThan(2.6);
      expect(slope, code).toBeLessThan(3.3);
      // the admiralty coefficient seen at sea is the clean-hull one, lowered by fouling and weather
      const ratios = atSea(s).filter((i) => num(s, 'WIND_SPEED_TRUE', i) < 12)
        .map((i) => (num(s, 'DISPLACEMENT', i) ** (2 / 3) * num(s, 'STW', i) ** 3) / num(s, 'SHAFT_POWER', i) / m.admiraltyCoefficient)
        .sort((a, b) => a - b);
      expect(ratios[Math.floor(ratios.length / 2)], code).toBeGreaterThan(0.85);
      expect(ratios[Math.floor(ratios.length / 2)], code).toBeLessThan(1.0);
    }
  });

  it('burns main-engine fuel at SFOC(load) × power', () => {
    const off: string[] = [];
    for (const code of ['NORDIC_ORE', 'BALTIC_AMBER', 'KEEL_HORIZON', 'GULF_STAR', 'ARCTIC_FROST']) {
      const s = run.ships[code];
      const m = buildShipModel(code);
      for (const i of atSea(s)) {
        const brakeKw = num(s, 'SHAFT_POWER', i) / m.transmissionEfficiency;
        const specific = specificConsumption(m.mainEngineCurve, num(s, 'ME_LOAD', i) / 100);
        const flows = fuelOf(s, 'ME', i);
        // oil engines: kg/h = SFOC_ISO·P·(LCV_ISO/LCV)/1000; dual-fuel: the energy of gas and pilot = BSEC·P
        const expected = m.mainEngineCurve === 'dual-fuel-two-stroke' ? (specific * brakeKw) / 1000 : (specific * brakeKw * isoLcvKjPerG) / 1000;
        const actual = flows.reduce((sum, f) => sum + f.kgH * lcvOf(f.fuel), 0);
        if (Math.abs(actual / expected - 1) > 0.025) off.push(`${code} minute ${i}: ${actual} vs ${expected}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('keeps shaft power, rpm and torque consistent: P = 2π·n·Q/60', () => {
    const off: string[] = [];
    for (const code of demoShipCodes) {
      const s = run.ships[code];
      for (const i of minutes(s, (k) => num(s, 'SHAFT_POWER', k) > 50)) {
        const p = (2 * Math.PI * num(s, 'SHAFT_RPM', i) * num(s, 'SHAFT_TORQUE', i)) / 60;
        if (Math.abs(p - num(s, 'SHAFT_POWER', i)) > Math.max(2, 0.004 * p)) off.push(`${code} minute ${i}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('reports TRIM = DRAFT_AFT − DRAFT_FWD and a displacement that matches the drafts', () => {
    const off: string[] = [];
    for (const code of demoShipCodes) {
      const s = run.ships[code];
      const m = buildShipModel(code);
      for (let i = 0; i < s.times.length; i++) {
        if (Math.abs(num(s, 'TRIM', i) - (num(s, 'DRAFT_AFT', i) - num(s, 'DRAFT_FWD', i))) > 1e-6) off.push(`${code} trim at ${i}`);
        const mean = (num(s, 'DRAFT_AFT', i) + num(s, 'DRAFT_FWD', i)) / 2;
        if (Math.abs(displacementAtDraftT(m, mean) / num(s, 'DISPLACEMENT', i) - 1) > 0.05) off.push(`${code} displacement at ${i}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('lies still in port with PORT a real UN/LOCODE, and names no port at sea', () => {
    const locodes = new Set(ports.map((p) => p.unlocode));
    for (const code of demoShipCodes) {
      const s = run.ships[code];
      const statuses = new Set(s.tags.NAV_STATUS);
      expect([...statuses].every((x) => ['AT_SEA', 'IN_PORT', 'AT_ANCHOR', 'MANOEUVRING'].includes(x as string))).toBe(true);
      expect(statuses.has('IN_PORT') && statuses.has('AT_SEA') && statuses.has('MANOEUVRING')).toBe(true);
      const off = s.times.map((_, i) => i).filter((i) => (s.tags.NAV_STATUS[i] === 'IN_PORT'
        ? !locodes.has(s.tags.PORT[i] as string) || num(s, 'SOG', i) >= 0.3 || num(s, 'STW', i) >= 0.3 || num(s, 'SHAFT_POWER', i) !== 0
        : s.tags.PORT[i] !== ''));
      expect(off, code).toEqual([]);
      const calls = new Set(run.portCalls.filter((c) => c.ship === code).map((c) => c.port));
      expect(new Set(s.tags.PORT.filter(Boolean))).toEqual(calls);
    }
  });

  it('runs boilers in port, hotel load on the gensets, and cruise ships on far more electricity than bulk carriers', () => {
    for (const code of demoShipCodes) {
      const s = run.ships[code];
      const inPort = minutes(s, (i) => s.tags.NAV_STATUS[i] === 'IN_PORT');
      expect(inPort.every((i) => fuelOf(s, 'BOILER', i).some((f) => f.kgH > 0) && num(s, 'AE_POWER', i) > 100), code).toBe(true);
    }
    const meanAe = (code: string) => run.ships[code].tags.AE_POWER.reduce<number>((a, b) => a + (b as number), 0) / run.ships[code].times.length;
    expect(meanAe('AURORA_SPIRIT')).toBeGreaterThan(8 * meanAe('NORDIC_ORE'));
    expect(meanAe('KEEL_HORIZON')).toBeGreaterThan(3 * meanAe('NORDIC_ORE'));
  });

  it('burns LNG with a pilot of gas oil on the LNG carrier', () => {
    const s = run.ships.ARCTIC_FROST;
    const shares = atSea(s).map((i) => {
      const [lng, pilot] = ['LNG', 'MDO_MGO'].map((fuel) => s.fuel[`SHIP-CONSUMER-ARCTIC_FROST-ME-${fuel}`][i]);
      return pilot / lng;
    });
    expect(Math.min(...shares)).toBeGreaterThan(0.005);
    expect(Math.max(...shares)).toBeLessThan(0.02);
  });

  it('switches to low-sulphur fuel in the North Sea emission control area without a scrubber', () => {
    const s = run.ships.NORDIC_ORE;
    const flows = (i: number) => Object.fromEntries(fuelOf(s, 'ME', i).map((f) => [f.fuel, f.kgH]));
    const north = atSea(s).filter((i) => num(s, 'LAT', i) > 63), southern = atSea(s).filter((i) => num(s, 'LAT', i) < 60);
    expect(north.length).toBeGreaterThan(100);
    expect(southern.length).toBeGreaterThan(100);
    expect(north.every((i) => flows(i).HFO > 0 && flows(i).MDO_MGO === 0)).toBe(true);
    expect(southern.every((i) => flows(i).HFO === 0 && flows(i).MDO_MGO > 0)).toBe(true);
  });

  it('reports true wind consistent with relative wind and SOG (ISO 19030 Annex G)', () => {
    for (const code of demoShipCodes) {
      const s = run.ships[code];
      const off = atSea(s).map((i) => {
        const vwr = num(s, 'WIND_SPEED_REL', i), vg = num(s, 'SOG', i), psi = (num(s, 'WIND_ANGLE_REL', i) * Math.PI) / 180;
        return Math.abs(Math.sqrt(vwr ** 2 + vg ** 2 - 2 * vwr * vg * Math.cos(psi)) - num(s, 'WIND_SPEED_TRUE', i));
      }).sort((a, b) => a - b);
      expect(off[Math.floor(off.length * 0.95)], code).toBeLessThan(1.5);
    }
  });

  it('is colder off northern Norway than in the tropics, and deeper at sea than alongside', () => {
    const meanOf = (s: ShipColumns, tag: string, pick: number[]) => pick.reduce((a, i) => a + num(s, tag, i), 0) / pick.length;
    const frost = run.ships.ARCTIC_FROST, horizon = run.ships.KEEL_HORIZON;
    const arctic = minutes(frost, (i) => num(frost, 'LAT', i) > 68), tropics = minutes(horizon, (i) => Math.abs(num(horizon, 'LAT', i)) < 15);
    expect(meanOf(frost, 'SEA_TEMP', arctic)).toBeLessThan(meanOf(horizon, 'SEA_TEMP', tropics) - 15);
    for (const code of demoShipCodes) {
      const s = run.ships[code];
      const port = minutes(s, (i) => s.tags.NAV_STATUS[i] === 'IN_PORT');
      expect(meanOf(s, 'DEPTH', atSea(s)), code).toBeGreaterThan(meanOf(s, 'DEPTH', port));
    }
  });
});
