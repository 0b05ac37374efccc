import { describe, expect, it } from 'vitest';
import { averageAbove, greatCircleNm, hoursAbove, pairFixes, trackDistanceNm } from '../../../../server/calc/track-run.js';

const hour = 3_600_000;

describe('what the track says about a noon-to-noon run', () => {
  it('measures a degree of latitude as sixty nautical miles, and a degree of longitude at 60° N as thirty', () => {
    expect(greatCircleNm({ lat: 10, lon: 0 }, { lat: 11, lon: 0 })).toBeCloseTo(60.04, 2);
    expect(greatCircleNm({ lat: 60, lon: 0 }, { lat: 60, lon: 1 })).toBeCloseTo(30.02, 2);
  });

  it('adds the legs between fixes and skips a position jump no ship could make', () => {
    const fixes = pairFixes(
      [{ t: 0, v: 50 }, { t: hour, v: 50.2 }, { t: 2 * hour, v: 55 }, { t: 3 * hour, v: 50.4 }],
      [{ t: 0, v: 5 }, { t: hour, v: 5 }, { t: 2 * hour, v: 5 }, { t: 3 * hour, v: 5 }, { t: 4 * hour, v: 5 }],
    );
    expect(fixes).toHaveLength(4);
    // 50.0 → 50.2 is 12′; the jump to 55° and back is left out, 55 → 50.4 too, so the run is the first leg only.
    expect(trackDistanceNm(fixes)).toBeCloseTo(12.01, 2);
    expect(trackDistanceNm(fixes.slice(0, 1))).toBeUndefined();
  });

  it('counts steaming hours while the shaft turns, holding a sample no longer than an hour over a gap', () => {
    const rpm = [{ t: 0, v: 80 }, { t: hour, v: 0 }, { t: 2 * hour, v: 75 }, { t: 6 * hour, v: 80 }];
    expect(hoursAbove(rpm, 0, 0, 7 * hour)).toBe(3);
    expect(hoursAbove(rpm, 0, 8 * hour, 9 * hour)).toBeUndefined();
    expect(averageAbove(rpm, 0)).toBeCloseTo(78.33, 2);
    expect(averageAbove(rpm)).toBeCloseTo(58.75, 2);
    expect(averageAbove([{ t: 0, v: 0 }], 0)).toBeUndefined();
  });
});
