/** CII rating boundaries and the A–E rating, with the boundary tie rule made explicit. Pure: no I/O. */
import { ciiCapacity, type CiiShip } from './cii-reference-line.js';
import { resolveCiiTables, selectBand, type CiiTableOptions } from './cii-tables.js';

export const CII_RATINGS = ['A', 'B', 'C', 'D', 'E'] as const;
export type CiiRating = (typeof CII_RATINGS)[number];

/**
 * What a value exactly on a boundary gets. WORSE (default): the worse band, i.e. a band holds values strictly below
 * its upper boundary. BETTER: the better band (`≤`). The regulation leaves this open (reference §1.6, UNVERIFIED).
 */
export type BoundaryTieRule = 'WORSE' | 'BETTER';

/** The four boundaries in gCO2/(capacity·nm): superior (A|B), lower (B|C), upper (C|D), inferior (D|E). */
export interface CiiBoundaries {
  superior: number;
  lower: number;
  upper: number;
  inferior: number;
}

/** exp(d1..d4) for the ship's type and size (MEPC.354(78) Table 1). */
export function ciiRatingVector(ship: CiiShip, options: CiiTableOptions = {}): readonly [number, number, number, number] {
  const capacity = ciiCapacity(ship, options).value;
  return selectBand(resolveCiiTables(options).ratingVectors[ship.shipType], capacity, `${ship.shipType} rating-vector`).expD;
}

/** Boundaries = CII_req · exp(d_i) (MEPC.354(78) G4). */
export function ciiBoundaries(required: number, expD: readonly [number, number, number, number]): CiiBoundaries {
  return { superior: required * expD[0], lower: required * expD[1], upper: required * expD[2], inferior: required * expD[3] };
}

/** The rating of an attained CII against its boundaries (MEPC.354(78) G4). */
export function rateCiiValue(attained: number, boundaries: CiiBoundaries, tieRule: BoundaryTieRule = 'WORSE'): CiiRating {
  const below = tieRule === 'WORSE' ? (limit: number) => attained < limit : (limit: number) => attained <= limit;
  if (below(boundaries.superior)) return 'A';
  if (below(boundaries.lower)) return 'B';
  if (below(boundaries.upper)) return 'C';
  if (below(boundaries.inferior)) return 'D';
  return 'E';
}

/** SEEMP Part III corrective plan due: the latest year rated E, or D three consecutive years (MARPOL Annex VI reg. 28). */
export function needsCorrectiveActionPlan(ratingsOldestFirst: readonly CiiRating[]): boolean {
  const n = ratingsOldestFirst.length;
  if (n === 0) return false;
  if (ratingsOldestFirst[n - 1] === 'E') return true;
  return n >= 3 && ratingsOldestFirst.slice(n - 3).every((rating) => rating === 'D');
}
