import { describe, expect, it } from 'vitest';
import { keyPatternOf, tagChoicesOf, type SelectorGroup, type SelectorTag } from '../../../../designer/dashboard/measure-catalogue.js';
import type { TagValueType } from '../../../../descriptors/lib/tags/tag-semantics.js';

const tag = (code: string, valueType: TagValueType = 'NUMERIC'): SelectorTag => ({
  tag: code, description: code.toLowerCase(), measureType: null, measureUnit: 'kn', valueType, aggregation: 'AVG', precision: 1, formatter: null,
});

describe('the measure selector’s answer as choices of a dataset', () => {
  it('writes the ship of a grouping key as *', () => {
    expect(keyPatternOf('SHIP-CONSUMER-NORDIC_ORE-ME-HFO', 'NORDIC_ORE')).toBe('SHIP-CONSUMER-*-ME-HFO');
    expect(keyPatternOf('SHIP-UNIT-NORDIC_ORE', null)).toBe('SHIP-UNIT-NORDIC_ORE');
  });

  it('offers each tag once per pattern with the ships that have it; the primary group needs no pattern', () => {
    const groups: SelectorGroup[] = [
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', unit: 'NORDIC_ORE', tags: [tag('STW'), tag('SOG')] },
      { groupingKey: 'SHIP-UNIT-BALTIC_AMBER', unit: 'BALTIC_AMBER', tags: [tag('STW')] },
      { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO', unit: 'NORDIC_ORE', tags: [tag('FUEL_MASS_FLOW')] },
      { groupingKey: 'WEATHER-POINT-X', unit: null, tags: [tag('WAVE')] },
    ];
    const choices = tagChoicesOf(groups, 'SHIP');
    expect(choices.map((c) => [c.tag, c.groupingKey, c.units])).toEqual([
      ['FUEL_MASS_FLOW', 'SHIP-CONSUMER-*-ME-HFO', ['NORDIC_ORE']],
      ['SOG', undefined, ['NORDIC_ORE']],
      ['STW', undefined, ['NORDIC_ORE', 'BALTIC_AMBER']],
    ]);
  });
});
