import { describe, expect, it } from 'vitest';
import { orderedKeys } from '../../../../../descriptors/lib/field-order.js';
import { formFields } from '../../../../../descriptors/lib/forms/form-fields.js';

describe('the fields of a form by path, in the order it shows them', () => {
  const form = {
    schema: { type: 'object', properties: {
      remarks: { type: 'string' }, watch: { type: 'string', title: 'Watch' },
      weather: { type: 'object', properties: { wind: { type: 'number' }, visibility: { type: 'number' } } },
    } },
    uiSchema: { 'ui:order': ['watch', '*', 'remarks'], weather: { 'ui:order': ['visibility', 'wind'], visibility: { 'ui:title': { en: 'Visibility, nm', ru: 'Видимость, мили' } } } },
  };

  it('lists sections and their fields depth first, titled from the uiSchema or the schema', () => {
    expect(formFields(form).map((f) => [f.path, f.parent, f.isSection])).toEqual([
      ['watch', '', false], ['weather', '', true], ['weather.visibility', 'weather', false], ['weather.wind', 'weather', false], ['remarks', '', false],
    ]);
    expect(formFields(form).find((f) => f.path === 'weather.visibility')?.title).toEqual({ en: 'Visibility, nm', ru: 'Видимость, мили' });
    expect(formFields(form)[0].title).toBe('Watch');
  });

  it('puts the fields ui:order leaves out where its wildcard stands, or after the named ones', () => {
    expect(orderedKeys({ properties: { a: {}, b: {}, c: {} } }, { 'ui:order': ['c'] })).toEqual(['c', 'a', 'b']);
    expect(orderedKeys({ properties: { a: {}, b: {}, c: {} } }, { 'ui:order': ['*', 'a'] })).toEqual(['b', 'c', 'a']);
  });
});
