/**
 * Attained CII and the full rating of a ship-year: attained, reference line, required CII, boundaries, rating.
 * Entry point for the CII screens. Pure: no I/O.
 */
import { assertPositive, GRAMS_PER_TONNE, imoCo2Tonnes, type FuelUse, type ImoFuelTable } from './fuel-factors.js';
import { ciiCapacity, ciiReferenceLine, type CiiShip, type ReferenceLine } from './cii-reference-line.js';
import { ciiReductionFactor, requiredCii } from './cii-reduction.js';
import { ciiBoundaries, ciiRatingVector, rateCiiValue, type BoundaryTieRule, type CiiBoundaries, type CiiRating } from './cii-rating.js';
import type { CapacityKind, CiiTableOptions } from './cii-tables.js';

/** CO2 mass per unit of supply-based transport work, in g CO2/(capacity·nm) (MEPC.352(78) G1: CII = M / (C · D_t)). */
export function carbonIntensity(co2T: number, capacity: number, distanceNm: number): number {
  assertPositive(capacity, 'capacity');
  assertPositive(distanceNm, 'distance');
  return (co2T * GRAMS_PER_TONNE) / (capacity * distanceNm);
}

export interface CiiOptions extends CiiTableOptions {
  tieRule?: BoundaryTieRule;
  fuelTable?: ImoFuelTable;
}

/** A ship-year: the ship, the calendar year, and either its fuel and distance or an attained CII already computed. */
export type CiiYearInput = CiiShip & { year: number } & ({ fuel: readonly FuelUse[]; distanceNm: number } | { attained: number });

export interface CiiAssessment {
  year: number;
  capacityKind: CapacityKind;
  /** Actual DWT or GT: transport work uses it uncapped. */
  capacity: number;
  /** Present when computed from fuel: Σ FC·CF in t. */
  co2T?: number;
  attained: number;
  reference: ReferenceLine;
  reductionPercent: number;
  required: number;
  boundaries: CiiBoundaries;
  /** attained / required. */
  ratio: number;
  rating: CiiRating;
}

/** Attained, required, boundaries and rating of a ship-year (MARPOL Annex VI reg. 28; MEPC.352–354(78)). */
export function assessCii(input: CiiYearInput, options: CiiOptions = {}): CiiAssessment {
  const capacity = ciiCapacity(input, options);
  let co2T: number | undefined;
  let attained: number;
  if ('attained' in input) {
    attained = input.attained;
  } else {
    co2T = imoCo2Tonnes(input.fuel, options.fuelTable);
    attained = carbonIntensity(co2T, capacity.value, input.distanceNm);
  }
  const reference = ciiReferenceLine(input, options);
  const required = requiredCii(reference.value, input.year);
  const boundaries = ciiBoundaries(required, ciiRatingVector(input, options));
  return {
    year: input.year, capacityKind: capacity.kind, capacity: capacity.value, co2T, attained, reference,
    reductionPercent: ciiReductionFactor(input.year), required, boundaries,
    ratio: attained / required, rating: rateCiiValue(attained, boundaries, options.tieRule),
  };
}
