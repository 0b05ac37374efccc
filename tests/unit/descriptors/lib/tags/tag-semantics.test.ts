import { describe, expect, it } from 'vitest';
import measure from '../../../../../descriptors/kinds/resource/builtin/measure.json' with { type: 'json' };
import { aggregationKinds } from '../../../../../descriptors/lib/analytics/aggregation.js';
import { effectiveAggregation, holdsNumbers, tagSemanticsOf, tagValueTypes } from '../../../../../descriptors/lib/tags/tag-semantics.js';

describe('what a tag is', () => {
  it('knows the value types and aggregations the tag editor offers, and its defaults', () => {
    const fields = measure.schema.properties;
    expect(fields.valueType.enum).toEqual([...tagValueTypes]);
    expect(fields.aggregationType.enum).toEqual([...aggregationKinds]);
    expect(tagSemanticsOf({})).toEqual({ valueType: fields.valueType.default, aggregation: fields.aggregationType.default, precision: null, measureUnit: null });
  });

  it('reads a stored tag, ignoring values the editor would not have stored', () => {
    expect(tagSemanticsOf({ valueType: 'STRING', aggregationType: 'LAST', precision: 3, measureUnit: 'kn' }))
      .toEqual({ valueType: 'STRING', aggregation: 'LAST', precision: 3, measureUnit: 'kn' });
    expect(tagSemanticsOf({ valueType: 'TEXT', aggregationType: 'MEDIAN', precision: 'two' }))
      .toEqual({ valueType: 'NUMERIC', aggregation: 'AVG', precision: null, measureUnit: null });
  });

  it('shows a text tag’s last value where it declares a numeric aggregation; numbers and booleans aggregate as declared', () => {
    expect(effectiveAggregation({ valueType: 'STRING', aggregation: 'AVG' })).toBe('LAST');
    expect(effectiveAggregation({ valueType: 'LIST', aggregation: 'FIRST' })).toBe('FIRST');
    expect(effectiveAggregation({ valueType: 'BOOLEAN', aggregation: 'MAX' })).toBe('MAX');
    expect(tagValueTypes.filter(holdsNumbers)).toEqual(['NUMERIC', 'BOOLEAN']);
  });
});
