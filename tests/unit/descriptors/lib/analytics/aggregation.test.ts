import { describe, expect, it } from 'vitest';
import measure from '../../../../../descriptors/kinds/resource/builtin/measure.json' with { type: 'json' };
import { aggregationKinds, isNumericAggregation } from '../../../../../descriptors/lib/analytics/aggregation.js';
import { aggregationsFor } from '../../../../../designer/dashboard/dataset-edits.js';

describe('aggregation kinds', () => {
  it('a tag record offers exactly the kinds extraction knows (the JSON schema cannot import the list)', () => {
    const field = (measure as { schema: { properties: { aggregationType: { enum: string[] } } } }).schema.properties.aggregationType;
    expect([...field.enum].sort()).toEqual([...aggregationKinds].sort());
  });

  it('a text tag may take only FIRST and LAST; numbers may take every kind', () => {
    expect(aggregationKinds.filter(isNumericAggregation)).toEqual(['AVG', 'MAX', 'MIN', 'SUM']);
    expect(aggregationsFor('STRING')).toEqual(['FIRST', 'LAST']);
    expect(aggregationsFor('NUMERIC')).toEqual(aggregationKinds);
  });
});
