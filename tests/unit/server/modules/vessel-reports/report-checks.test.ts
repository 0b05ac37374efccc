import { describe, expect, it } from 'vitest';
import { isOnLand } from '../../../../../server/modules/vessel-reports/land-mask.js';
import { checkReport, type CheckContext, type CheckedReport } from '../../../../../server/modules/vessel-reports/report-checks.js';

const t0 = Date.parse('2026-10-01T12:00:00Z');
const hours = (h: number) => new Date(t0 + h * 3_600_000);
const context = (overrides: Partial<CheckContext> = {}): CheckContext => ({
  isOnLand: () => false, knownFuels: new Set(['HFO', 'MDO_MGO']), titleOf: (path) => path.join('.'), now: hours(1000), ...overrides,
});
const previous: CheckedReport = { kind: 'NOON', at: hours(0), content: { position: { lat: 45, lon: -20 } } };
const withRob: CheckedReport = { ...previous, content: { ...previous.content, rob: [{ fuel: 'HFO', quantity: 500 }] } };
const noon = (content: Record<string, unknown>, at = hours(24)): CheckedReport => ({ kind: 'NOON', at, content });
const codes = (report: CheckedReport, ctx = context({ previous })) => checkReport(report, ctx).map((f) => `${f.level}:${f.code}@${f.path}`);

describe('vessel report checks', () => {
  it('accepts ROB within 1 t (or 1 % of the previous ROB) of the previous less the consumption, and warns beyond', () => {
    const consumption = [{ consumer: 'ME', fuel: 'HFO', quantity: 30 }];
    const afterRob = context({ previous: withRob });
    expect(codes(noon({ consumption, rob: [{ fuel: 'HFO', quantity: 471 }] }), afterRob)).toEqual([]);
    expect(codes(noon({ consumption, rob: [{ fuel: 'HFO', quantity: 464.9 }] }), afterRob)).toEqual(['warning:robContinuity@/rob/0/quantity']);
    const large = { ...previous, content: { rob: [{ fuel: 'HFO', quantity: 2000 }] } };
    expect(codes(noon({ consumption, rob: [{ fuel: 'HFO', quantity: 1985 }] }), context({ previous: large }))).toEqual([]);
    expect(codes(noon({ consumption, rob: [] }), afterRob)).toEqual(['warning:robMissing@/rob']);
  });

  it('compares distance with speed × steaming time within 2 nm or 5 %', () => {
    expect(codes(noon({ distanceSinceLastReport: 252, averageSpeed: 10, steamingTime: 24 }))).toEqual([]);
    expect(codes(noon({ distanceSinceLastReport: 253, averageSpeed: 10, steamingTime: 24 }))).toEqual(['warning:distanceVsSpeed@/distanceSinceLastReport']);
  });

  it('refuses steaming hours beyond the time since the previous report and times out of order', () => {
    expect(codes(noon({ steamingTime: 24.1 }))).toEqual([]);
    expect(codes(noon({ steamingTime: 24.2 }))).toEqual(['error:steamingOverElapsed@/steamingTime']);
    const arrival: CheckedReport = {
      kind: 'ARRIVAL', at: hours(30), content: { times: { endOfSeaPassage: { timestamp: hours(28).getTime(), offset: 0 }, anchorDropped: { timestamp: hours(27).getTime(), offset: 0 } } },
    };
    expect(codes(arrival)).toEqual(['error:timeOrder@/times/anchorDropped']);
    expect(codes(noon({}), context({ previous, filedAfter: hours(30) }))).toEqual(['error:notAfterPrevious@/reportTime']);
    expect(codes(noon({}, hours(1001)))).toEqual(['error:inFuture@/reportTime']);
  });

  it('checks a position at sea against land and against the run from the previous position', () => {
    // 45°N 20°W to 45°N 14°W is about 254 nm.
    expect(codes(noon({ position: { lat: 45, lon: -14 }, distanceSinceLastReport: 250 }))).toEqual([]);
    expect(codes(noon({ position: { lat: 45, lon: -14 }, distanceSinceLastReport: 200 }))).toEqual(['warning:fartherThanRun@/position']);
    expect(codes(noon({ position: { lat: 45, lon: 5 } }))).toEqual(['warning:unreachable@/position']);
    expect(codes(noon({ position: { lat: 45, lon: -19 } }), context({ previous, isOnLand: () => true }))).toEqual(['warning:onLand@/position']);
    // A berth's position is on the coast: departure and arrival are not checked against land.
    expect(codes({ kind: 'ARRIVAL', at: hours(24), content: { position: { lat: 45, lon: -19 } } }, context({ previous, isOnLand: () => true }))).toEqual([]);
  });

  it('warns of consumption per day off the ship\'s usual and refuses a consumer and fuel twice or an unknown fuel', () => {
    const usual = context({ previous, usualFuelPerDay: { tonnes: 30, legs: 5 } });
    const burn = (quantity: number) => noon({ consumption: [{ consumer: 'ME', fuel: 'HFO', quantity }] });
    expect(codes(burn(44), usual)).toEqual([]);
    expect(codes(burn(46), usual)).toEqual(['warning:unusualConsumption@/consumption']);
    expect(codes(burn(14), usual)).toEqual(['warning:unusualConsumption@/consumption']);
    expect(codes(burn(46), context({ previous, usualFuelPerDay: { tonnes: 30, legs: 2 } }))).toEqual([]);
    expect(codes(noon({ consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 1 }, { consumer: 'ME', fuel: 'HFO', quantity: 2 }, { consumer: 'AE', fuel: 'LSFO', quantity: 1 }] }), context()))
      .toEqual(['error:unknownFuel@/consumption/2/fuel', 'error:listedTwice@/consumption/1']);
  });

  it('knows land from sea on the Natural Earth 1:50 m polygons', () => {
    expect(isOnLand({ lat: 48.85, lon: 2.35 })).toBe(true); // Paris
    expect(isOnLand({ lat: 23, lon: 10 })).toBe(true); // Sahara
    expect(isOnLand({ lat: 45, lon: -30 })).toBe(false); // North Atlantic
    expect(isOnLand({ lat: 42, lon: 51 })).toBe(false); // Caspian Sea: a lake, a hole in the land
    expect(isOnLand({ lat: -45, lon: 30 })).toBe(false); // a sign flipped: Southern Ocean
  });
});
