/**
 * Energy Efficiency Operational Indicator per voyage and over a period or a rolling window of voyages: always a ratio
 * of sums, never a mean of voyage values; ballast voyages add fuel and no transport work. Pure: no I/O.
 */
import { assertNonNegative, GRAMS_PER_TONNE, imoCo2Tonnes, type FuelUse, type ImoFuelTable } from './fuel-factors.js';

/** One voyage (departure from one port to departure from the next): cargo in t, TEU, passengers … as the ship reports it. */
export interface EeoiVoyage {
  fuel: readonly FuelUse[];
  cargo: number;
  distanceNm: number;
}

export interface EeoiFigure {
  co2T: number;
  /** m_cargo · D. */
  transportWork: number;
  /** g CO2 per (cargo unit · nm); null when there is no transport work (ballast only). */
  eeoi: number | null;
}

function sumVoyages(voyages: readonly EeoiVoyage[], table?: ImoFuelTable): EeoiFigure {
  let co2T = 0;
  let transportWork = 0;
  for (const voyage of voyages) {
    assertNonNegative(voyage.cargo, 'cargo');
    assertNonNegative(voyage.distanceNm, 'distance');
    co2T += imoCo2Tonnes(voyage.fuel, table);
    transportWork += voyage.cargo * voyage.distanceNm;
  }
  return { co2T, transportWork, eeoi: transportWork > 0 ? (co2T * GRAMS_PER_TONNE) / transportWork : null };
}

/** EEOI = Σ_j FC_j·CF_j / (m_cargo · D) of one voyage (MEPC.1/Circ.684). */
export function voyageEeoi(voyage: EeoiVoyage, table?: ImoFuelTable): EeoiFigure {
  return sumVoyages([voyage], table);
}

/** Period EEOI = Σ_i Σ_j FC_ij·CF_j / Σ_i (m_cargo,i · D_i) (MEPC.1/Circ.684, rolling average). */
export function periodEeoi(voyages: readonly EeoiVoyage[], table?: ImoFuelTable): EeoiFigure {
  return sumVoyages(voyages, table);
}

/** The rolling EEOI after each voyage over the last `window` voyages (fewer at the start), each a ratio of sums (MEPC.1/Circ.684). */
export function rollingEeoi(voyages: readonly EeoiVoyage[], window: number, table?: ImoFuelTable): EeoiFigure[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`rolling window must be a whole number ≥ 1, got ${window}`);
  return voyages.map((_, i) => sumVoyages(voyages.slice(Math.max(0, i - window + 1), i + 1), table));
}

// MEPC.1/Circ.684: containers with mixed cargo may count 10 t per loaded TEU and 2 t per empty TEU.
export const NOMINAL_LOADED_TEU_T = 10;
export const NOMINAL_EMPTY_TEU_T = 2;

/** Cargo mass of a container ship by the nominal TEU masses of MEPC.1/Circ.684. */
export function nominalContainerCargoTonnes(loadedTeu: number, emptyTeu: number): number {
  assertNonNegative(loadedTeu, 'loaded TEU');
  assertNonNegative(emptyTeu, 'empty TEU');
  return loadedTeu * NOMINAL_LOADED_TEU_T + emptyTeu * NOMINAL_EMPTY_TEU_T;
}
