/**
 * EU ETS maritime allowances (EUAs) per voyage and per year: scope share per leg, phase-in by emission year, CH4/N2O
 * counted from 2026, ice-class reduction, cost at an allowance price. Pure: no I/O.
 */
import { EU_SCOPE_SHARE, type EuScope } from '../../../descriptors/lib/emissions/eu-scope.js';
import type { GhgMass } from '../../../descriptors/lib/emissions/api-types.js';
import { co2Equivalent, GWP_AR5, type GwpSet } from './gwp.js';

// Directive 2003/87/EC Art. 3gb (as amended by (EU) 2023/959): share of verified emissions to surrender, by emission year.
export const ETS_PHASE_IN: Readonly<Record<number, number>> = { 2024: 0.4, 2025: 0.7 };
export const ETS_FIRST_YEAR = 2024;
export const ETS_FULL_PHASE_IN_YEAR = 2026;

// Directive 2003/87/EC as amended by (EU) 2023/959: CH4 and N2O count from 2026 emissions.
export const ETS_NON_CO2_FROM_YEAR = 2026;

// Directive 2003/87/EC as amended by (EU) 2023/959 (ice-class derogation): IA / IA Super may surrender 5 % fewer allowances until 31 Dec 2030.
export const ETS_ICE_CLASS_REDUCTION = 0.05;
/** Last emission year the ice-class reduction applies to by default: 2029's allowances are the last surrendered before 31 Dec 2030. */
export const ETS_ICE_CLASS_LAST_EMISSION_YEAR = 2029;

// Directive 2003/87/EC Art. 16(3): excess-emissions penalty per t CO2e not surrendered (indexed; the base figure).
export const ETS_EXCESS_EMISSIONS_PENALTY_EUR = 100;

/** The surrender share for an emission year: 40 % (2024), 70 % (2025), 100 % from 2026 (Art. 3gb). */
export function etsPhaseIn(year: number): number {
  if (!Number.isInteger(year) || year < ETS_FIRST_YEAR) throw new RangeError(`EU ETS covers maritime emissions from ${ETS_FIRST_YEAR}, got ${year}`);
  return year >= ETS_FULL_PHASE_IN_YEAR ? 1 : ETS_PHASE_IN[year];
}

export interface EtsOptions {
  /** Ship holds ice class IA or IA Super (or equivalent). */
  isIceClassIa?: boolean;
  /** Last emission year of the ice-class reduction (default 2029; 2030 if the administering authority reads it so). */
  iceClassLastEmissionYear?: number;
  /** EUR per allowance; without it no cost is given. */
  allowancePriceEur?: number;
  /** GWPs for CH4/N2O from 2026 (AR5 28/265). */
  gwp?: GwpSet;
}

export interface EtsFigure {
  /** Gases counted for the year, CO2e t, before the scope share. */
  emissionsCo2eT: number;
  scopeShare: number;
  /** scopeShare · emissions: the ETS-relevant emissions. */
  scopedCo2eT: number;
  phaseIn: number;
  iceClassFactor: number;
  /** EUAs to surrender (unrounded). */
  allowances: number;
  costEur?: number;
}

/** CO2e counted by the ETS for an emission year: CO2 only before 2026, CO2 + 28·CH4 + 265·N2O from 2026 (Directive 2003/87/EC as amended by (EU) 2023/959). */
export function etsCountedCo2e(emissions: GhgMass, year: number, gwp: GwpSet = GWP_AR5): number {
  if (year < ETS_NON_CO2_FROM_YEAR) return emissions.co2T;
  return co2Equivalent({ co2: emissions.co2T, ch4: emissions.ch4T, n2o: emissions.n2oT }, gwp);
}

/** EUA_v = φ_year · s_v · CO2e_v · (1 − 5 % ice class) and its cost (Directive 2003/87/EC Art. 3ga, 3gb and the ice-class derogation). */
export function etsVoyageAllowances(leg: { scope: EuScope; emissions: GhgMass }, year: number, options: EtsOptions = {}): EtsFigure {
  const emissionsCo2eT = etsCountedCo2e(leg.emissions, year, options.gwp);
  const scopeShare = EU_SCOPE_SHARE[leg.scope];
  const phaseIn = etsPhaseIn(year);
  const lastIceYear = options.iceClassLastEmissionYear ?? ETS_ICE_CLASS_LAST_EMISSION_YEAR;
  const iceClassFactor = options.isIceClassIa && year <= lastIceYear ? 1 - ETS_ICE_CLASS_REDUCTION : 1;
  const scopedCo2eT = scopeShare * emissionsCo2eT;
  const allowances = phaseIn * scopedCo2eT * iceClassFactor;
  const figure: EtsFigure = { emissionsCo2eT, scopeShare, scopedCo2eT, phaseIn, iceClassFactor, allowances };
  if (options.allowancePriceEur !== undefined) figure.costEur = allowances * options.allowancePriceEur;
  return figure;
}

export interface EtsYear {
  year: number;
  voyages: EtsFigure[];
  scopedCo2eT: number;
  allowances: number;
  /** The annual total rounded to whole allowances (rounding point UNVERIFIED: at the annual total, half up). */
  allowancesWhole: number;
  costEur?: number;
}

/** EUAs of a ship's emission year: the sum of its legs (Directive 2003/87/EC Art. 3ga–3gb). */
export function etsYearAllowances(legs: readonly { scope: EuScope; emissions: GhgMass }[], year: number, options: EtsOptions = {}): EtsYear {
  const voyages = legs.map((leg) => etsVoyageAllowances(leg, year, options));
  const allowances = voyages.reduce((sum, v) => sum + v.allowances, 0);
  const result: EtsYear = {
    year, voyages, allowances, allowancesWhole: Math.round(allowances),
    scopedCo2eT: voyages.reduce((sum, v) => sum + v.scopedCo2eT, 0),
  };
  if (options.allowancePriceEur !== undefined) result.costEur = allowances * options.allowancePriceEur;
  return result;
}

/** Penalty for allowances not surrendered in time; the allowances remain due (Directive 2003/87/EC Art. 16(3)). */
export function etsExcessEmissionsPenalty(shortfallT: number, eurPerT: number = ETS_EXCESS_EMISSIONS_PENALTY_EUR): number {
  return Math.max(0, shortfallT) * eurPerT;
}
