import { describe, expect, it } from 'vitest';
import { fieldTypeIds, fieldTypeOf, fieldTypes } from '../../../../designer/form-designer/field-types.js';
import deckWatch from '../../../../descriptors/kinds/form/builtin/ELOG_DECK_WATCH.json';
import { fieldTree, flattenTree } from '../../../../designer/form-designer/form-tree.js';
import type { FormDraft } from '../../../../designer/form-designer/form-body.js';

describe('the palette', () => {
  it('recognises every field it makes as its own type', () => {
    for (const id of fieldTypeIds) expect(fieldTypeOf(fieldTypes[id].schema, fieldTypes[id].ui ?? {})).toBe(id);
  });

  it('recognises the fields of a built-in form', () => {
    const nodes = flattenTree(fieldTree(deckWatch as unknown as FormDraft));
    const typeOf = (path: string) => nodes.find((n) => n.path.join('.') === path)?.type;
    expect(typeOf('watch')).toBe('select');
    expect(typeOf('courseAlterations')).toBe('table');
    expect(typeOf('courseAlterations.time')).toBe('dateTime');
    expect(typeOf('weather.windForce')).toBe('integer');
    expect(typeOf('weather.windSpeed')).toBe('tagValue');
    expect(typeOf('watchkeeping.roundsMade')).toBe('yesNo');
    expect(nodes.every((n) => n.type !== undefined)).toBe(true);
  });

  it('shows a time on the ship\'s clock as one field, not a section of its timestamp and offset', () => {
    const { schema, ui } = fieldTypes.shipTime;
    const [node] = fieldTree({ schema: { type: 'object', properties: { anchored: schema } }, uiSchema: { anchored: ui } } as FormDraft);
    expect(node).toMatchObject({ kind: 'field', type: 'shipTime', children: [] });
  });
});
