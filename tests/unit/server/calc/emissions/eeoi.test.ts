import { describe, expect, it } from 'vitest';
import { nominalContainerCargoTonnes, periodEeoi, rollingEeoi, voyageEeoi } from '../../../../../server/calc/emissions/eeoi.js';

const hfo = (massT: number) => [{ fuel: 'HFO', massT }];

describe('EEOI (MEPC.1/Circ.684)', () => {
  const laden = { fuel: hfo(100), cargo: 50_000, distanceNm: 5_000 };
  const ballast = { fuel: hfo(80), cargo: 0, distanceNm: 5_000 };
  const short = { fuel: [{ fuel: 'MDO_MGO', massT: 50 }], cargo: 20_000, distanceNm: 2_000 };

  it('of one voyage is CO2 over cargo · distance in g/(t·nm)', () => {
    expect(voyageEeoi(laden).eeoi).toBeCloseTo(311.4e6 / 2.5e8, 12);
    expect(voyageEeoi(short).eeoi).toBeCloseTo(160.3e6 / 4e7, 12);
  });

  it('of a ballast voyage has fuel and no transport work, so no value of its own', () => {
    expect(voyageEeoi(ballast)).toEqual({ co2T: 80 * 3.114, transportWork: 0, eeoi: null });
  });

  it('over a period is the ratio of sums, not the mean of voyage values', () => {
    const period = periodEeoi([laden, short]).eeoi!;
    expect(period).toBeCloseTo(471.7e6 / 2.9e8, 12);
    const meanOfVoyages = (voyageEeoi(laden).eeoi! + voyageEeoi(short).eeoi!) / 2;
    expect(period).not.toBeCloseTo(meanOfVoyages, 3);
  });

  it('counts ballast fuel in the numerator of the period', () => {
    expect(periodEeoi([laden, ballast]).eeoi).toBeCloseTo((311.4 + 249.12) * 1e6 / 2.5e8, 12);
    expect(periodEeoi([ballast]).eeoi).toBeNull();
  });

  it('rolls over the last n voyages', () => {
    const rolling = rollingEeoi([laden, ballast, short], 2).map((f) => f.eeoi);
    expect(rolling[0]).toBeCloseTo(311.4e6 / 2.5e8, 12);
    expect(rolling[1]).toBeCloseTo((311.4 + 249.12) * 1e6 / 2.5e8, 12);
    expect(rolling[2]).toBeCloseTo((249.12 + 160.3) * 1e6 / 4e7, 12);
    expect(() => rollingEeoi([laden], 0)).toThrow(RangeError);
  });

  it('counts a loaded TEU as 10 t and an empty one as 2 t for mixed container cargo', () => {
    expect(nominalContainerCargoTonnes(1_000, 200)).toBe(10_400);
  });
});
