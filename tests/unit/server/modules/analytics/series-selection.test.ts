import { describe, expect, it } from 'vitest';
import { defaultGroupingKey, keyValuesOf, selectSeries } from '../../../../../server/modules/analytics/series-selection.js';
import type { Cluster } from '../../../../../server/modules/timeseries/clusters.js';

const rows = [
  { tag: 'STW', groupingKey: 'SHIP-UNIT-NORDIC_ORE' },
  { tag: 'STW', groupingKey: 'SHIP-UNIT-BALTIC_AMBER' },
  { tag: 'STW', groupingKey: 'OTHER-UNIT-NORDIC_ORE' },
  { tag: 'FUEL_MASS_FLOW', groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO' },
  { tag: 'FUEL_MASS_FLOW', groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-AE1-MGO' },
];
const keys = (found: typeof rows) => found.map((r) => r.groupingKey);

describe('series of a dataset tag', () => {
  it('takes the tag own pattern, else the page cluster, else every series of the tag', () => {
    expect(keys(selectSeries(rows, { tag: 'STW', groupingKey: 'SHIP-UNIT-*' }))).toEqual(['SHIP-UNIT-NORDIC_ORE', 'SHIP-UNIT-BALTIC_AMBER']);
    expect(keys(selectSeries(rows, { tag: 'STW', cluster: 'OTHER' }))).toEqual(['OTHER-UNIT-NORDIC_ORE']);
    expect(selectSeries(rows, { tag: 'STW' })).toHaveLength(3);
    expect(keys(selectSeries(rows, { tag: 'FUEL_MASS_FLOW', groupingKey: 'SHIP-CONSUMER-*-ME-*' }))).toEqual(['SHIP-CONSUMER-NORDIC_ORE-ME-HFO']);
  });

  it('keeps only series matching one of the filters keys', () => {
    expect(keys(selectSeries(rows, { tag: 'STW', cluster: 'SHIP', filterKeys: ['SHIP-UNIT-BALTIC_AMBER'] }))).toEqual(['SHIP-UNIT-BALTIC_AMBER']);
    expect(selectSeries(rows, { tag: 'STW', cluster: 'SHIP', filterKeys: ['OTHER-UNIT-*'] })).toEqual([]);
  });
});

describe('grouping keys of the page cluster', () => {
  const clusters: Cluster[] = [{ code: 'SHIP', description: 'Ship', timing: 'CONTINUOUS', groups: [
    { code: 'UNIT', primary: true, keys: [{ key: 'unit', isUnit: true }] },
    { code: 'CONSUMER', keys: [{ key: 'unit', isUnit: true }, { key: 'consumer' }, { key: 'fuel' }] },
  ] }];

  it('reads the primary group when a tag names no grouping key', () => {
    expect(defaultGroupingKey(clusters, 'SHIP')).toBe('SHIP-UNIT');
    expect(defaultGroupingKey(clusters, 'NONE')).toBeUndefined();
    expect(keys(selectSeries(rows, { tag: 'STW', groupingKey: 'SHIP-UNIT' }))).toEqual(['SHIP-UNIT-NORDIC_ORE', 'SHIP-UNIT-BALTIC_AMBER']);
  });

  it('names the values of a series key, the ship left out', () => {
    expect(keyValuesOf(clusters, 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO')).toEqual({ consumer: 'ME', fuel: 'HFO' });
    expect(keyValuesOf(clusters, 'SHIP-UNIT-NORDIC_ORE')).toEqual({});
    expect(keyValuesOf(clusters, 'OTHER-UNIT-X')).toEqual({});
  });
});
