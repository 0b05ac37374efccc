import { describe, expect, it } from 'vitest';
import { recordLabel, type ResourceDefinition } from '../../../../descriptors/lib/resource.js';
import person from '../../../../descriptors/kinds/resource/builtin/person.json' with { type: 'json' };

const definition = person as unknown as ResourceDefinition;

describe('record labels', () => {
  it('shows a person as surname plus name (SPEC §3)', () => {
    expect(recordLabel(definition, { id: 'p1', data: { name: 'Erik', surname: 'Larsen' } })).toBe('Larsen Erik');
  });

  it('uses what there is, and the id when there is nothing', () => {
    expect(recordLabel(definition, { id: 'p2', data: { surname: 'Petrov' } })).toBe('Petrov');
    expect(recordLabel(definition, { id: 'p3', data: {} })).toBe('p3');
  });

  it('resolves {en, ru} texts in the requested language', () => {
    const nation = { title: 'x', schema: { type: 'object', properties: {} }, labelField: 'name', access: { view: {}, manage: {} } } as ResourceDefinition;
    expect(recordLabel(nation, { id: 'n', data: { name: { en: 'Norway', ru: 'Норвегия' } } }, 'ru')).toBe('Норвегия');
  });
});
