/**
 * EU MRV figures of a ship-year (Regulation (EU) 2015/757 as amended by (EU) 2023/957): each leg touching an EU/EEA
 * port and each stay at an EU berth as an Art. 9 voyage record, and the Art. 10 annual figures; plus the CSV file.
 */
import type { MrvAnnualDto, MrvReportResponse, MrvSplit, MrvVoyageRow } from '../../../descriptors/lib/emissions/api-types.js';
import { mrvAnnualReport, mrvVoyageReport } from '../../calc/emissions/eu-mrv.js';
import { toCsv } from '../../../descriptors/lib/csv.js';
import { cargoOf, type EmissionRecord } from './emission-records.js';
import { fuelByType, fuelEuFuelProblem, fuelUsesOf, imoFuelProblem, scopeProblem } from './figure-problems.js';
import type { FuelTables } from './fuel-tables.js';
import type { ShipProfile } from './ship-profiles.js';

export function mrvShipYear(ship: ShipProfile, records: readonly EmissionRecord[], year: number, years: number[], tables: FuelTables): MrvReportResponse {
  const base = { unitId: ship.unitId, shipName: ship.shipName, shipType: ship.shipType, imoNumber: ship.imoNumber, year, years, cargoUnit: ship.cargoUnit };
  const inScope = records.filter((r) => r.scope !== 'OUTSIDE');
  const early = imoFuelProblem(inScope, tables) ?? fuelEuFuelProblem(inScope, ship, tables) ?? scopeProblem(records);
  if (early) return { ...base, voyages: [], annual: null, problem: early };
  const reports = inScope.map((r) => ({
    record: r,
    report: mrvVoyageReport({
      scope: r.scope as MrvSplit, departurePort: r.fromPort, arrivalPort: r.toPort, departureTime: r.start.toISOString(),
      arrivalTime: (r.end ?? r.start).toISOString(), fuel: fuelUsesOf(r, ship), distanceNm: r.distanceNm, timeAtSeaH: r.hoursAtSea,
      cargo: cargoOf(r, ship.cargoUnit),
    }, tables),
  }));
  const voyages: MrvVoyageRow[] = reports.map(({ record, report }) => ({
    id: record.id, kind: record.kind, scope: report.input.scope, departurePort: record.fromPort, arrivalPort: record.toPort,
    departureTime: report.input.departureTime, arrivalTime: report.input.arrivalTime, distanceNm: record.distanceNm, timeAtSeaH: record.hoursAtSea,
    cargo: report.input.cargo, fuel: fuelByType(report.input.fuel), emissions: { co2T: report.co2T, ch4T: report.ch4T, n2oT: report.n2oT },
    co2eT: report.co2eT, transportWork: report.transportWork,
  }));
  if (!reports.length) return { ...base, voyages, annual: null, problem: null };
  const a = mrvAnnualReport(reports.map((r) => r.report));
  const annual: MrvAnnualDto = {
    fuelByType: Object.entries(a.fuelByType).map(([fuel, t]) => ({ fuel, totalT: t.totalT })).sort((x, y) => y.totalT - x.totalT),
    total: a.total,
    bySplit: (Object.entries(a.bySplit) as [MrvSplit, typeof a.total][]).map(([split, t]) => ({ split, ...t })),
    distanceNm: a.distanceNm, timeAtSeaH: a.timeAtSeaH, transportWork: a.transportWork, efficiency: a.efficiency,
  };
  return { ...base, voyages, annual, problem: null };
}

const fixed = (value: number | null, digits: number) => (value === null ? '' : value.toFixed(digits));

/** The annual report as CSV: the Art. 10 figures, then one line per Art. 9 voyage record. */
export function mrvCsv(report: MrvReportResponse): string {
  const rows: string[][] = [
    ['EU MRV annual report (Regulation (EU) 2015/757 Art. 10)'],
    ['Ship', report.shipName], ['IMO number', report.imoNumber ?? ''], ['Reporting period', String(report.year)], ['Cargo unit', report.cargoUnit],
  ];
  if (report.annual) {
    const a = report.annual;
    rows.push([], ['Fuel type', 'Consumed (t)'], ...a.fuelByType.map((f) => [f.fuel, fixed(f.totalT, 3)]));
    rows.push([], ['Emissions', 'CO2 (t)', 'CH4 (t)', 'N2O (t)', 'CO2e (t)'], ['Total', fixed(a.total.co2T, 3), fixed(a.total.ch4T, 5), fixed(a.total.n2oT, 5), fixed(a.total.co2eT, 3)],
      ...a.bySplit.map((s) => [s.split, fixed(s.co2T, 3), fixed(s.ch4T, 5), fixed(s.n2oT, 5), fixed(s.co2eT, 3)]));
    rows.push([], ['Distance (nm)', fixed(a.distanceNm, 1)], ['Time at sea (h)', fixed(a.timeAtSeaH, 2)], [`Transport work (${report.cargoUnit}·nm)`, fixed(a.transportWork, 0)],
      ['Fuel per distance (kg/nm)', fixed(a.efficiency.fuelPerDistanceKgPerNm, 3)], [`Fuel per transport work (g/${report.cargoUnit}·nm)`, fixed(a.efficiency.fuelPerTransportWorkGPerUnitNm, 4)],
      ['CO2e per distance (kg/nm)', fixed(a.efficiency.co2ePerDistanceKgPerNm, 3)], [`CO2e per transport work (g/${report.cargoUnit}·nm)`, fixed(a.efficiency.co2ePerTransportWorkGPerUnitNm, 4)]);
  }
  rows.push([], ['Record', 'Scope', 'Departure port', 'Arrival port', 'Departure (UTC)', 'Arrival (UTC)', 'Distance (nm)', 'Time at sea (h)', `Cargo (${report.cargoUnit})`, 'Fuel', 'CO2 (t)', 'CH4 (t)', 'N2O (t)', 'CO2e (t)']);
  for (const v of report.voyages) {
    rows.push([v.kind, v.scope, v.departurePort, v.arrivalPort, v.departureTime, v.arrivalTime, fixed(v.distanceNm, 1), fixed(v.timeAtSeaH, 2), fixed(v.cargo, 0),
      v.fuel.map((f) => `${f.fuel} ${f.massT.toFixed(3)} t`).join('; '), fixed(v.emissions.co2T, 3), fixed(v.emissions.ch4T, 5), fixed(v.emissions.n2oT, 5), fixed(v.co2eT, 3)]);
  }
  return toCsv(rows[0], rows.slice(1));
}
