import { describe, expect, it } from 'vitest';
import { prefilledParameters, printoutLink } from '../../../../../runtime/renderers/printouts/printout-link.js';

const schema = {
  type: 'object',
  properties: { unitId: { type: 'string' }, year: { type: 'integer' }, share: { type: 'number' }, signed: { type: 'boolean' }, any: {} },
};

describe('a printout opened from another screen', () => {
  it('names the printout and the values the screen shows, leaving out the empty ones', () => {
    expect(printoutLink('CII', { unitId: 'u-1', year: 2026, empty: '', none: null, unknown: undefined })).toBe('/printout-reporting?printout=CII&unitId=u-1&year=2026');
    expect(printoutLink('A B', { printout: 'OTHER' })).toBe('/printout-reporting?printout=A+B');
  });

  it('reads back only the parameters the schema names, typed as it wants them', () => {
    const query = new URLSearchParams('printout=CII&unitId=u-1&year=2026&share=0.5&signed=true&any=x&stranger=1');
    expect(prefilledParameters(query, schema)).toEqual({ unitId: 'u-1', year: 2026, share: 0.5, signed: true, any: 'x' });
  });

  it('drops a value of the wrong type instead of filling the form with it', () => {
    expect(prefilledParameters(new URLSearchParams('year=twenty&share=x&signed=maybe&unitId='), schema)).toEqual({});
    expect(prefilledParameters(new URLSearchParams('year=2026'), {})).toEqual({});
  });
});
