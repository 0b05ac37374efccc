import { describe, expect, it } from 'vitest';
import { assessCii } from '../../../../../server/calc/emissions/cii.js';
import { roundTo } from '../../../../support/round-to.js';

// Keel reference emissions.md §1.8, Ex-1: bulk carrier 80 000 DWT, 55 000 nm, 5 000 t HFO + 300 t MGO, strict `<` banding.
const ship = { shipType: 'BULK_CARRIER', dwt: 80_000 } as const;
const fuel = [{ fuel: 'HFO', massT: 5000 }, { fuel: 'MDO_MGO', massT: 300 }];

describe('CII worked example Ex-1 (bulk carrier 80 000 DWT)', () => {
  it('gives 16 531.8 t CO2, attained 3.7572 and CII_ref 4.2317', () => {
    const a = assessCii({ ...ship, year: 2024, fuel, distanceNm: 55_000 });
    expect(roundTo(a.co2T!, 1)).toBe(16_531.8);
    expect(roundTo(a.attained, 4)).toBe(3.7572);
    expect(roundTo(a.reference.value, 4)).toBe(4.2317);
    expect(a.capacity * 55_000).toBe(4.4e9);
  });

  it.each([
    { year: 2024, z: 7, required: 3.9355, bounds: [3.3845, 3.6993, 4.1716, 4.6439], ratio: 0.9547, rating: 'C' },
    { year: 2027, z: 13.625, required: 3.6551, bounds: [3.1434, 3.4358, 3.8744, 4.313], ratio: 1.0279, rating: 'C' },
    { year: 2030, z: 21.5, required: 3.3219, bounds: [2.8568, 3.1226, 3.5212, 3.9198], ratio: 1.1311, rating: 'D' },
  ])('rates $year: Z $z %, required $required, ratio $ratio → $rating', ({ year, z, required, bounds, ratio, rating }) => {
    const a = assessCii({ ...ship, year, fuel, distanceNm: 55_000 });
    expect(a.reductionPercent).toBe(z);
    expect(roundTo(a.required, 4)).toBe(required);
    const { superior, lower, upper, inferior } = a.boundaries;
    expect([superior, lower, upper, inferior].map((b) => roundTo(b, 4))).toEqual(bounds);
    expect(roundTo(a.ratio, 4)).toBe(ratio);
    expect(a.rating).toBe(rating);
  });

  it('with 5 800 t HFO (19 023 t CO2) is attained 4.3234: D in 2024 (ratio 1.0986), E in 2027 (ratio 1.1828)', () => {
    const heavier = [{ fuel: 'HFO', massT: 5800 }, { fuel: 'MDO_MGO', massT: 300 }];
    const y2024 = assessCii({ ...ship, year: 2024, fuel: heavier, distanceNm: 55_000 });
    const y2027 = assessCii({ ...ship, year: 2027, fuel: heavier, distanceNm: 55_000 });
    expect(roundTo(y2024.co2T!, 1)).toBe(19_023);
    expect(roundTo(y2024.attained, 4)).toBe(4.3234);
    expect(roundTo(y2024.ratio, 4)).toBe(1.0986);
    expect(y2024.rating).toBe('D');
    expect(roundTo(y2027.ratio, 4)).toBe(1.1828);
    expect(y2027.rating).toBe('E');
  });

  it('rates an attained value computed elsewhere (corrections) the same way', () => {
    const fromFuel = assessCii({ ...ship, year: 2024, fuel, distanceNm: 55_000 });
    const fromValue = assessCii({ ...ship, year: 2024, attained: fromFuel.attained });
    expect(fromValue.rating).toBe('C');
    expect(fromValue.required).toBe(fromFuel.required);
    expect(fromValue.co2T).toBeUndefined();
  });
});
