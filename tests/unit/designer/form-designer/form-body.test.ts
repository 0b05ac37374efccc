import { describe, expect, it } from 'vitest';
import { containerUiKeys, orderOf, readForm } from '../../../../designer/form-designer/form-body.js';

describe('reading a form out of the text', () => {
  it('reads a form with an object schema and refuses other shapes', () => {
    expect(readForm('{"title":"x","schema":{"type":"object"}}')).toEqual({ title: 'x', schema: { type: 'object' } });
    expect(readForm('{"schema":{"type":"string"}}')).toBeUndefined();
    expect(readForm('{"schema":{"type":"object"},"rules":{}}')).toBeUndefined();
    expect(readForm('{"schema":')).toBeUndefined();
  });

  it('orders fields by ui:order with * standing for the rest, else by properties', () => {
    const container = { properties: { a: {}, b: {}, c: {}, d: {} } };
    expect(orderOf(container, {})).toEqual(['a', 'b', 'c', 'd']);
    expect(orderOf(container, { 'ui:order': ['c', '*', 'a'] })).toEqual(['c', 'b', 'd', 'a']);
    expect(orderOf(container, { 'ui:order': ['d', 'x'] })).toEqual(['d', 'a', 'b', 'c']);
  });

  it('steps into items for a table’s rows in the uiSchema', () => {
    const schema = { type: 'object', properties: { t: { type: 'array', items: { type: 'object', properties: { s: { type: 'object', properties: {} } } } } } };
    expect(containerUiKeys(schema, ['t', 's'])).toEqual(['t', 'items', 's']);
  });
});
