import { describe, expect, it } from 'vitest';
import { withFieldOrder } from '../../../../descriptors/lib/field-order.js';

describe('keeping a form\'s field order through jsonb', () => {
  it('writes down the order of every object\'s properties, nested and in array items', () => {
    const body = {
      title: 'Watch',
      schema: { type: 'object', properties: {
        watch: { type: 'string' },
        position: { type: 'object', properties: { lat: { type: 'number' }, lon: { type: 'number' }, fixMethod: { type: 'string' } } },
        events: { type: 'array', items: { type: 'object', properties: { time: { type: 'string' }, event: { type: 'string' } } } },
      } },
      uiSchema: { position: { lat: { 'ui:options': { measure: 'LAT' } } } },
    };
    const ordered = withFieldOrder(body);
    expect(ordered.uiSchema).toEqual({
      'ui:order': ['watch', 'position', 'events', '*'],
      position: { 'ui:order': ['lat', 'lon', 'fixMethod', '*'], lat: { 'ui:options': { measure: 'LAT' } } },
      events: { items: { 'ui:order': ['time', 'event', '*'] } },
    });
  });

  it('keeps an order the descriptor gives, and leaves bodies without a schema alone', () => {
    const body = { schema: { type: 'object', properties: { b: {}, a: {} } }, uiSchema: { 'ui:order': ['a', 'b'] } };
    expect(withFieldOrder(body).uiSchema['ui:order']).toEqual(['a', 'b']);
    const menu = { items: [] };
    expect(withFieldOrder(menu)).toBe(menu);
  });
});
