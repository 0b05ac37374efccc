/**
 * AER/cgDIST of a ship-year by month, and EEOI per voyage, rolling and over the year (MEPC.352(78) G1;
 * MEPC.1/Circ.684: always a ratio of sums, ballast voyages count their fuel and no cargo).
 */
import type { AerShipYear, EeoiFigureDto, EeoiVoyageRow, FigureProblem } from '../../../descriptors/lib/emissions/api-types.js';
import { ciiCapacity } from '../../calc/emissions/cii-reference-line.js';
import { periodEeoi, rollingEeoi, voyageEeoi, type EeoiFigure, type EeoiVoyage } from '../../calc/emissions/eeoi.js';
import { imoCo2Tonnes } from '../../calc/emissions/fuel-factors.js';
import { cargoOf, monthOf, type EmissionRecord } from './emission-records.js';
import type { EmissionSettings } from './emission-settings.js';
import { fuelUsesOf, imoFuelProblem, problem } from './figure-problems.js';
import type { FuelTables } from './fuel-tables.js';
import type { ShipProfile } from './ship-profiles.js';

const aerValue = (co2T: number, capacity: number, distanceNm: number) => (distanceNm > 0 ? (co2T * 1e6) / (capacity * distanceNm) : null);

export function aerShipYear(ship: ShipProfile, records: readonly EmissionRecord[], year: number, settings: EmissionSettings, tables: FuelTables): AerShipYear {
  const distanceNm = records.reduce((s, r) => s + r.distanceNm, 0);
  const base: AerShipYear = { unitId: ship.unitId, shipName: ship.shipName, shipType: ship.shipType, year, capacityKind: null, capacity: null, distanceNm, co2T: 0, value: null, monthly: [], problem: null };
  const fuelProblem = imoFuelProblem(records, tables);
  if (fuelProblem) return { ...base, problem: fuelProblem };
  const co2T = imoCo2Tonnes(records.flatMap((r) => fuelUsesOf(r, ship)), tables.imo);
  if (!ship.ciiShipType) return { ...base, co2T, problem: problem('shipTypeMissing') };
  let capacity: { kind: 'DWT' | 'GT'; value: number };
  try {
    capacity = ciiCapacity({ shipType: ship.ciiShipType, dwt: ship.dwt ?? undefined, gt: ship.gt ?? undefined }, { edition: settings.ciiEdition });
  } catch {
    return { ...base, co2T, problem: problem('capacityMissing', { kind: ship.ciiShipType.startsWith('RORO') || ship.ciiShipType === 'CRUISE_PASSENGER' ? 'GT' : 'DWT' }) };
  }
  const monthly = [...new Set(records.map((r) => monthOf(r.start)))].map((month) => {
    const ofMonth = records.filter((r) => monthOf(r.start) === month);
    const co2 = imoCo2Tonnes(ofMonth.flatMap((r) => fuelUsesOf(r, ship)), tables.imo);
    return { month, value: aerValue(co2, capacity.value, ofMonth.reduce((s, r) => s + r.distanceNm, 0)) };
  });
  return {
    ...base, capacityKind: capacity.kind, capacity: capacity.value, co2T, value: aerValue(co2T, capacity.value, distanceNm), monthly,
    problem: distanceNm > 0 ? null : problem('noDistance', { year }),
  };
}

export interface EeoiShipFigures {
  voyages: EeoiVoyageRow[];
  period: EeoiFigureDto;
  problem: FigureProblem | null;
}

const dto = (f: EeoiFigure): EeoiFigureDto => ({ co2T: f.co2T, transportWork: f.transportWork, value: f.eeoi });

/**
 * EEOI per voyage of the year: a voyage is the voyages module's (port of call to port of call), with the fuel of its
 * legs and of the stays at its arrival ports; its cargo is the cargo × distance of each leg.
 */
export function eeoiShipYear(ship: ShipProfile, records: readonly EmissionRecord[], window: number, tables: FuelTables): EeoiShipFigures {
  const empty = { voyages: [], period: { co2T: 0, transportWork: 0, value: null } };
  const fuelProblem = imoFuelProblem(records, tables);
  if (fuelProblem) return { ...empty, problem: fuelProblem };
  const byVoyage = new Map<string, EmissionRecord[]>();
  for (const r of records) {
    const key = r.voyageId ?? r.id;
    byVoyage.set(key, [...(byVoyage.get(key) ?? []), r]);
  }
  const groups = [...byVoyage].filter(([, rs]) => rs.some((r) => r.kind === 'LEG'));
  // One EEOI voyage per group: cargo·distance summed leg by leg, so the ratio holds with cargo changing between legs.
  const eeoiVoyages: EeoiVoyage[] = groups.map(([, rs]) => {
    const legs = rs.filter((r) => r.kind === 'LEG');
    const distanceNm = legs.reduce((s, r) => s + r.distanceNm, 0);
    const work = legs.reduce((s, r) => s + cargoOf(r, ship.cargoUnit) * r.distanceNm, 0);
    return { fuel: rs.flatMap((r) => fuelUsesOf(r, ship)), cargo: distanceNm > 0 ? work / distanceNm : 0, distanceNm };
  });
  const rolling = rollingEeoi(eeoiVoyages, window, tables.imo);
  const voyages: EeoiVoyageRow[] = groups.map(([id, rs], i) => {
    const legs = rs.filter((r) => r.kind === 'LEG');
    const last = rs.at(-1)!;
    return {
      voyageId: id, fromPort: legs[0].fromPort, toPort: legs.at(-1)!.toPort, departure: legs[0].start.toISOString(),
      end: (last.kind === 'STAY' ? last.end : last.end)?.toISOString() ?? null, distanceNm: eeoiVoyages[i].distanceNm, cargo: eeoiVoyages[i].cargo,
      cargoUnit: ship.cargoUnit, figure: dto(voyageEeoi(eeoiVoyages[i], tables.imo)), rolling: dto(rolling[i]),
    };
  });
  return { voyages, period: dto(periodEeoi(eeoiVoyages, tables.imo)), problem: null };
}
