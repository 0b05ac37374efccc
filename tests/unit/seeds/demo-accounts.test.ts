import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import ship from '../../../descriptors/kinds/resource/builtin/ship.json' with { type: 'json' };
import { fuelCategories, nations } from '../../../seeds/reference/index.js';
import { demoShips } from '../../../seeds/demo-accounts.js';

/** IMO number check digit: the first six digits weighted 7..2, sum mod 10. */
const imoCheckDigitHolds = (imo: string) => [...imo.slice(0, 6)].reduce((sum, d, i) => sum + Number(d) * (7 - i), 0) % 10 === Number(imo[6]);

describe('demo ships', () => {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(ship.schema);

  it.each(demoShips.map((s) => [s.name, s] as const))('%s satisfies the ship descriptor and has a valid IMO number', (_name, demo) => {
    const data = { code: demo.code, name: demo.name, imoNumber: demo.imoNumber, ...demo.particulars };
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(imoCheckDigitHolds(demo.imoNumber)).toBe(true);
    expect(nations.some((n) => n.code === demo.particulars.flag)).toBe(true);
    for (const fuel of demo.particulars.fuelTypes) expect(fuelCategories.some((f) => f.code === fuel)).toBe(true);
  });

  it('covers six different CII ship types', () => {
    expect(new Set(demoShips.map((s) => s.particulars.shipType)).size).toBe(6);
  });
});
