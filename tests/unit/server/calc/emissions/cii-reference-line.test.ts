import { describe, expect, it } from 'vitest';
import { assessCii } from '../../../../../server/calc/emissions/cii.js';
import { ciiCapacity, ciiReferenceLine } from '../../../../../server/calc/emissions/cii-reference-line.js';
import { ciiReductionFactor, requiredCii } from '../../../../../server/calc/emissions/cii-reduction.js';
import { ciiRatingVector, needsCorrectiveActionPlan } from '../../../../../server/calc/emissions/cii-rating.js';
import { CII_SHIP_TYPES, CII_TABLES_2022 } from '../../../../../server/calc/emissions/cii-tables.js';

const hfo = (massT: number) => [{ fuel: 'HFO', massT }];

describe('pitfall: capacity caps apply only in the reference line', () => {
  it.each([
    { ship: { shipType: 'BULK_CARRIER', dwt: 300_000 }, actual: 300_000, cap: 279_000 },
    { ship: { shipType: 'LNG_CARRIER', dwt: 50_000 }, actual: 50_000, cap: 65_000 },
    { ship: { shipType: 'RORO_VEHICLE_CARRIER', gt: 60_000 }, actual: 60_000, cap: 57_700 },
  ] as const)('a $ship.shipType uses its actual capacity $actual in transport work and $cap in CII_ref', ({ ship, actual, cap }) => {
    const a = assessCii({ ...ship, year: 2025, fuel: hfo(10_000), distanceNm: 60_000 });
    expect(a.capacity).toBe(actual);
    expect(a.attained).toBeCloseTo((10_000 * 3.114 * 1e6) / (actual * 60_000), 12);
    expect(a.reference.capacity).toBe(actual);
    expect(a.reference.capacityUsed).toBe(cap);
    expect(a.reference.value).toBeCloseTo(a.reference.a * cap ** -a.reference.c, 12);
  });

  it('a bulk carrier below 279 000 DWT is not capped', () => {
    expect(ciiReferenceLine({ shipType: 'BULK_CARRIER', dwt: 278_999 }).capacityUsed).toBe(278_999);
    expect(ciiReferenceLine({ shipType: 'BULK_CARRIER', dwt: 279_000 }).capacityUsed).toBe(279_000);
  });
});

describe('reference lines (MEPC.353(78) Table 1)', () => {
  it('reads 14405E7 as 1.4405×10^11 for gas carriers of 65 000 DWT and above', () => {
    const line = ciiReferenceLine({ shipType: 'GAS_CARRIER', dwt: 80_000 });
    expect(line.a).toBe(1.4405e11);
    expect(line.c).toBe(2.071);
    expect(line.value).toBeCloseTo(1.4405e11 * 80_000 ** -2.071, 10);
  });

  it('chooses the size band by actual capacity, the lower edge belonging to the upper band', () => {
    expect(ciiReferenceLine({ shipType: 'GAS_CARRIER', dwt: 65_000 }).a).toBe(14405e7);
    expect(ciiReferenceLine({ shipType: 'GAS_CARRIER', dwt: 64_999 }).a).toBe(8104);
    expect(ciiReferenceLine({ shipType: 'GENERAL_CARGO', dwt: 20_000 }).a).toBe(31948);
    expect(ciiReferenceLine({ shipType: 'GENERAL_CARGO', dwt: 19_999 }).a).toBe(588);
    expect(ciiReferenceLine({ shipType: 'LNG_CARRIER', dwt: 100_000 }).value).toBe(9.827);
    expect(ciiReferenceLine({ shipType: 'LNG_CARRIER', dwt: 99_999 }).a).toBe(14479e10);
    expect(ciiReferenceLine({ shipType: 'LNG_CARRIER', dwt: 64_999 }).a).toBe(14779e10);
    expect(ciiReferenceLine({ shipType: 'RORO_VEHICLE_CARRIER', gt: 29_999 }).a).toBe(330);
    expect(ciiReferenceLine({ shipType: 'RORO_VEHICLE_CARRIER', gt: 30_000 }).a).toBe(3627);
    expect(ciiReferenceLine({ shipType: 'RORO_PASSENGER_HSC', gt: 10_000 }).a).toBe(4196);
  });

  it('rates cargo ships by DWT and ro-ro, ro-pax and cruise ships by GT (2022 texts)', () => {
    const gtTypes = CII_SHIP_TYPES.filter((t) => CII_TABLES_2022.capacityKinds[t] === 'GT');
    expect(gtTypes).toEqual(['RORO_VEHICLE_CARRIER', 'RORO_CARGO', 'RORO_PASSENGER', 'RORO_PASSENGER_HSC', 'CRUISE_PASSENGER']);
    expect(ciiCapacity({ shipType: 'RORO_CARGO', dwt: 12_000, gt: 30_000 })).toEqual({ kind: 'GT', value: 30_000 });
    expect(() => ciiCapacity({ shipType: 'CRUISE_PASSENGER', dwt: 10_000 })).toThrow(/GT/);
    expect(() => ciiCapacity({ shipType: 'TANKER', dwt: 0 })).toThrow(RangeError);
  });

  it('the 2021 edition rates ro-ro cargo by DWT and uses the 2021 rows and ro-pax vector', () => {
    const roro = { shipType: 'RORO_CARGO', dwt: 12_000, gt: 30_000 } as const;
    expect(ciiCapacity(roro, { edition: '2021' })).toEqual({ kind: 'DWT', value: 12_000 });
    expect(ciiReferenceLine(roro, { edition: '2021' })).toMatchObject({ a: 10952, c: 0.637 });
    expect(ciiReferenceLine({ shipType: 'COMBINATION_CARRIER', dwt: 50_000 }, { edition: '2021' })).toMatchObject({ a: 40853, c: 0.812 });
    expect(ciiReferenceLine({ shipType: 'RORO_PASSENGER', gt: 20_000 }, { edition: '2021' })).toMatchObject({ a: 7540, c: 0.587 });
    expect(ciiReferenceLine({ shipType: 'RORO_VEHICLE_CARRIER', gt: 60_000 }, { edition: '2021' })).toMatchObject({ a: 5739, c: 0.631, capacityUsed: 60_000 });
    expect(ciiRatingVector({ shipType: 'RORO_PASSENGER', gt: 20_000 }, { edition: '2021' })).toEqual([0.72, 0.9, 1.12, 1.41]);
    expect(ciiRatingVector({ shipType: 'RORO_PASSENGER', gt: 20_000 })).toEqual([0.76, 0.92, 1.14, 1.3]);
    expect(ciiReferenceLine({ shipType: 'TANKER', dwt: 50_000 }, { edition: '2021' })).toEqual(ciiReferenceLine({ shipType: 'TANKER', dwt: 50_000 }));
  });

  it('takes an implementer’s own tables over the edition', () => {
    const tables = { ...CII_TABLES_2022, referenceLines: { ...CII_TABLES_2022.referenceLines, TANKER: [{ a: 5000, c: 0.6 }] } };
    expect(ciiReferenceLine({ shipType: 'TANKER', dwt: 50_000 }, { tables, edition: '2021' }).a).toBe(5000);
  });
});

describe('pitfall: reduction factors 2027–2030 are MEPC.400(83)’s, not +2 %/yr', () => {
  it('gives 13.625, 16.25, 18.875 and 21.5 % for 2027–2030', () => {
    expect([2027, 2028, 2029, 2030].map(ciiReductionFactor)).toEqual([13.625, 16.25, 18.875, 21.5]);
    expect([2027, 2028, 2029, 2030].map(ciiReductionFactor)).not.toEqual([13, 15, 17, 19]);
  });

  it('gives 0–11 % for 2019–2026 (MEPC.338(76))', () => {
    expect([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026].map(ciiReductionFactor)).toEqual([0, 1, 2, 3, 5, 7, 9, 11]);
  });

  it('refuses a year without an adopted factor', () => {
    expect(() => ciiReductionFactor(2018)).toThrow(/2019–2030/);
    expect(() => ciiReductionFactor(2031)).toThrow(RangeError);
    expect(requiredCii(10, 2030)).toBeCloseTo(7.85, 12);
  });
});

describe('SEEMP Part III corrective plan', () => {
  it('is due after an E, or after three consecutive Ds', () => {
    expect(needsCorrectiveActionPlan(['C', 'E'])).toBe(true);
    expect(needsCorrectiveActionPlan(['D', 'D', 'D'])).toBe(true);
    expect(needsCorrectiveActionPlan(['C', 'D', 'D'])).toBe(false);
    expect(needsCorrectiveActionPlan(['D', 'D', 'C'])).toBe(false);
    expect(needsCorrectiveActionPlan([])).toBe(false);
  });
});
