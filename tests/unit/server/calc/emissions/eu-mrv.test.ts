import { describe, expect, it } from 'vitest';
import { mrvAnnualReport, mrvVoyageReport, type MrvVoyageInput } from '../../../../../server/calc/emissions/eu-mrv.js';
import { ghgFromFuel } from '../../../../../server/calc/emissions/ghg-from-fuel.js';
import { classifyEuVoyage } from '../../../../../server/calc/emissions/eu-scope.js';

const voyage = (over: Partial<MrvVoyageInput>): MrvVoyageInput => ({
  scope: 'INTRA_EU', departurePort: 'NLRTM', arrivalPort: 'DEHAM', departureTime: '2025-03-01T06:00:00+01:00',
  arrivalTime: '2025-03-03T06:00:00+01:00', fuel: [], distanceNm: 0, timeAtSeaH: 0, cargo: 0, ...over,
});

describe('EU MRV per voyage (Reg. (EU) 2015/757 Art. 9)', () => {
  it('gives CO2 by the IMO CF and CH4/N2O by the Annex II factors, with CO2e at AR5', () => {
    const report = mrvVoyageReport(voyage({
      fuel: [{ fuel: 'HFO', massT: 100 }, { fuel: 'MDO_MGO', massT: 10, inEca: true }], distanceNm: 1000, timeAtSeaH: 48, cargo: 40_000,
    }));
    expect(report.co2T).toBeCloseTo(343.46, 10);
    expect(report.ch4T).toBeCloseTo(0.0055, 12);
    expect(report.n2oT).toBeCloseTo(0.0198, 12);
    expect(report.co2eT).toBeCloseTo(348.861, 10);
    expect(report.transportWork).toBe(40_000_000);
    expect(report.fuelLines[1]).toMatchObject({ fuel: 'MDO_MGO', inEca: true, factors: { co2: 3.206, ch4: 0.00005, n2o: 0.00018, slipPercent: 0 } });
  });

  it('counts LNG methane slip as CH4 and only the burnt share for the other gases', () => {
    const ghg = ghgFromFuel([{ fuel: 'LNG', massT: 100, engine: 'LNG_OTTO_MS' }]);
    expect(ghg.co2T).toBeCloseTo(96.9 * 2.75, 10);
    expect(ghg.ch4T).toBeCloseTo(3.1, 10);
    expect(ghg.n2oT).toBeCloseTo(96.9 * 0.00011, 12);
    expect(() => ghgFromFuel([{ fuel: 'LNG', massT: 1 }])).toThrow(/consumer class/);
  });

  it('refuses a fuel whose CH4/N2O factors are unknown rather than guess them', () => {
    expect(() => ghgFromFuel([{ fuel: 'METHANOL', massT: 1 }])).toThrow(/not known/);
    expect(() => ghgFromFuel([{ fuel: 'LPG_PROPANE', massT: 1 }])).toThrow(/no FuelEU factors/);
  });
});

describe('EU MRV annual figures (Reg. (EU) 2015/757 Art. 10)', () => {
  const reports = [
    mrvVoyageReport(voyage({ fuel: [{ fuel: 'HFO', massT: 100 }, { fuel: 'MDO_MGO', massT: 10, inEca: true }], distanceNm: 1000, timeAtSeaH: 48, cargo: 40_000 })),
    mrvVoyageReport(voyage({ scope: 'TO_EU', departurePort: 'USHOU', fuel: [{ fuel: 'LNG', massT: 100, engine: 'LNG_OTTO_MS' }], distanceNm: 2000, timeAtSeaH: 100, cargo: 30_000 })),
    mrvVoyageReport(voyage({ scope: 'AT_BERTH_EU', arrivalPort: 'NLRTM', fuel: [{ fuel: 'MDO_MGO', massT: 5, inEca: true }] })),
  ];
  const annual = mrvAnnualReport(reports);

  it('totals fuel per type inside and outside ECAs', () => {
    expect(annual.fuelByType).toEqual({
      HFO: { totalT: 100, inEcaT: 0, outsideEcaT: 100 },
      MDO_MGO: { totalT: 15, inEcaT: 15, outsideEcaT: 0 },
      LNG: { totalT: 100, inEcaT: 0, outsideEcaT: 100 },
    });
  });

  it('totals emissions and splits them between MS ports, from/to MS ports and at berth', () => {
    expect(annual.total.co2T).toBeCloseTo(625.965, 9);
    expect(annual.total.co2eT).toBeCloseTo(721.236135, 9);
    expect(annual.bySplit.INTRA_EU.co2eT).toBeCloseTo(348.861, 9);
    expect(annual.bySplit.TO_EU.co2eT).toBeCloseTo(356.099635, 9);
    expect(annual.bySplit.FROM_EU.co2eT).toBe(0);
    expect(annual.bySplit.AT_BERTH_EU.co2T).toBeCloseTo(16.03, 10);
  });

  it('gives distance, time at sea, transport work and the average energy efficiency', () => {
    expect([annual.distanceNm, annual.timeAtSeaH, annual.transportWork]).toEqual([3000, 148, 1e8]);
    expect(annual.efficiency.fuelPerDistanceKgPerNm).toBeCloseTo(215_000 / 3000, 9);
    expect(annual.efficiency.fuelPerTransportWorkGPerUnitNm).toBeCloseTo(2.15, 12);
    expect(annual.efficiency.co2ePerDistanceKgPerNm).toBeCloseTo(721_236.135 / 3000, 9);
    expect(annual.efficiency.co2ePerTransportWorkGPerUnitNm).toBeCloseTo(7.21236135, 12);
    expect(mrvAnnualReport([reports[2]]).efficiency.fuelPerDistanceKgPerNm).toBeNull();
  });
});

describe('EU scope of a voyage', () => {
  it('is intra-EU, from or to the EU, or outside by the two ports’ flags', () => {
    expect([classifyEuVoyage(true, true), classifyEuVoyage(true, false), classifyEuVoyage(false, true), classifyEuVoyage(false, false)])
      .toEqual(['INTRA_EU', 'FROM_EU', 'TO_EU', 'OUTSIDE']);
  });
});
