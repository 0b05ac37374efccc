import { describe, expect, it } from 'vitest';
import { assessCii } from '../../../../../server/calc/emissions/cii.js';
import { rateCiiValue, type BoundaryTieRule, type CiiRating } from '../../../../../server/calc/emissions/cii-rating.js';
import type { CiiShip } from '../../../../../server/calc/emissions/cii-reference-line.js';
import type { CiiTableEdition } from '../../../../../server/calc/emissions/cii-tables.js';

// One ship per rating-vector row of MEPC.354(78) Table 1 (size-split rows twice).
const ships: (CiiShip & { label: string })[] = [
  { label: 'bulk carrier', shipType: 'BULK_CARRIER', dwt: 80_000 },
  { label: 'gas carrier ≥ 65 000 DWT', shipType: 'GAS_CARRIER', dwt: 84_000 },
  { label: 'gas carrier < 65 000 DWT', shipType: 'GAS_CARRIER', dwt: 38_000 },
  { label: 'tanker', shipType: 'TANKER', dwt: 115_000 },
  { label: 'container ship', shipType: 'CONTAINER', dwt: 140_000 },
  { label: 'general cargo', shipType: 'GENERAL_CARGO', dwt: 12_000 },
  { label: 'refrigerated cargo', shipType: 'REFRIGERATED_CARGO', dwt: 10_000 },
  { label: 'combination carrier', shipType: 'COMBINATION_CARRIER', dwt: 70_000 },
  { label: 'LNG carrier ≥ 100 000 DWT', shipType: 'LNG_CARRIER', dwt: 110_000 },
  { label: 'LNG carrier < 100 000 DWT', shipType: 'LNG_CARRIER', dwt: 85_000 },
  { label: 'vehicle carrier', shipType: 'RORO_VEHICLE_CARRIER', gt: 60_000 },
  { label: 'ro-ro cargo', shipType: 'RORO_CARGO', dwt: 12_000, gt: 30_000 },
  { label: 'ro-pax', shipType: 'RORO_PASSENGER', gt: 25_000 },
  { label: 'ro-pax HSC', shipType: 'RORO_PASSENGER_HSC', gt: 6_000 },
  { label: 'cruise passenger', shipType: 'CRUISE_PASSENGER', gt: 90_000 },
];

const edges = [
  { name: 'superior (d1)', key: 'superior', better: 'A', worse: 'B' },
  { name: 'lower (d2)', key: 'lower', better: 'B', worse: 'C' },
  { name: 'upper (d3)', key: 'upper', better: 'C', worse: 'D' },
  { name: 'inferior (d4)', key: 'inferior', better: 'D', worse: 'E' },
] as const;

const cases = (['2022', '2021'] as CiiTableEdition[]).flatMap((edition) =>
  ships.flatMap((ship) => edges.map((edge) => ({ edition, ship, edge, label: `${edition} ${ship.label}, ${edge.name}` }))));

describe('CII rating at and around every band edge', () => {
  it.each(cases)('$label: just below is the better band, just above the worse one, on it as the tie rule says', ({ edition, ship, edge }) => {
    const options = { edition };
    const boundary = assessCii({ ...ship, year: 2026, attained: 1 }, options).boundaries[edge.key];
    const rate = (attained: number, tieRule?: BoundaryTieRule): CiiRating => assessCii({ ...ship, year: 2026, attained }, { ...options, tieRule }).rating;
    for (const tieRule of ['WORSE', 'BETTER'] as const) {
      expect(rate(boundary * (1 - 1e-9), tieRule)).toBe(edge.better);
      expect(rate(boundary * (1 + 1e-9), tieRule)).toBe(edge.worse);
    }
    expect(rate(boundary, 'WORSE')).toBe(edge.worse);
    expect(rate(boundary, 'BETTER')).toBe(edge.better);
    expect(rate(boundary)).toBe(edge.worse);
  });

  it('puts a value exactly on a boundary in the worse band by default (strict <)', () => {
    const boundaries = { superior: 1, lower: 2, upper: 3, inferior: 4 };
    expect([0.999, 1, 2, 3, 4, 4.001].map((v) => rateCiiValue(v, boundaries))).toEqual(['A', 'B', 'C', 'D', 'E', 'E']);
    expect([0.999, 1, 2, 3, 4, 4.001].map((v) => rateCiiValue(v, boundaries, 'BETTER'))).toEqual(['A', 'A', 'B', 'C', 'D', 'E']);
  });

  it('uses the size-split rating vectors of gas and LNG carriers', () => {
    const boundariesOf = (ship: CiiShip) => assessCii({ ...ship, year: 2026, attained: 1 }).boundaries;
    const gasLarge = boundariesOf({ shipType: 'GAS_CARRIER', dwt: 65_000 });
    expect(gasLarge.inferior / gasLarge.superior).toBeCloseTo(1.44 / 0.81, 12);
    const gasSmall = boundariesOf({ shipType: 'GAS_CARRIER', dwt: 64_999 });
    expect(gasSmall.inferior / gasSmall.superior).toBeCloseTo(1.25 / 0.85, 12);
    const lngLarge = boundariesOf({ shipType: 'LNG_CARRIER', dwt: 100_000 });
    expect(lngLarge.inferior / lngLarge.superior).toBeCloseTo(1.13 / 0.89, 12);
    const lngSmall = boundariesOf({ shipType: 'LNG_CARRIER', dwt: 99_999 });
    expect(lngSmall.inferior / lngSmall.superior).toBeCloseTo(1.37 / 0.78, 12);
  });
});
