import { describe, expect, it } from 'vitest';
import { checkExpression, sampleDataOf } from '../../../../designer/form-designer/expression-check.js';

const schema = {
  type: 'object',
  properties: {
    watch: { type: 'string', enum: ['00-04', '04-08'] },
    speed: { type: 'number', minimum: 2 },
    events: { type: 'array', items: { type: 'object', properties: { ok: { type: 'boolean' } } } },
  },
};

describe('checking an expression as it is typed', () => {
  it('builds sample data from the form: first choices, minimums, one table row', () => {
    expect(sampleDataOf(schema)).toEqual({ watch: '00-04', speed: 2, events: [{ ok: false }] });
  });

  it('answers the value over the sample data, or the error with its position', async () => {
    expect(await checkExpression('watch = "00-04" and speed > 1', sampleDataOf(schema))).toEqual({ isValid: true, value: true });
    const broken = await checkExpression('speed >', {});
    expect(broken.isValid).toBe(false);
    expect(broken.isValid === false && broken.position).toBeGreaterThan(0);
  });
});
