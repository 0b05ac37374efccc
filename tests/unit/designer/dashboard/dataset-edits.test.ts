import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../../../descriptors/kinds/analytics-page/analytics-page.js';
import {
  addDerived, addTag, aggregationsFor, newDataset, removeDerived, removeTag, seriesNamesOf, uniqueName, updateDerived, updateTag,
} from '../../../../designer/dashboard/dataset-edits.js';

const speed: Dataset = { id: 'speed', tags: [{ tag: 'STW', alias: 'stw' }] };

describe('the tags of a dataset', () => {
  it('adds a tag with a lower-case alias unique in the dataset and the tag’s own aggregation', () => {
    const next = addTag(addTag(speed, 'SOG'), 'STW');
    expect(next.tags).toEqual([{ tag: 'STW', alias: 'stw' }, { tag: 'SOG', alias: 'sog' }, { tag: 'STW', alias: 'stw_2' }]);
    expect(addTag(speed, 'FUEL_MASS_FLOW', 'SHIP-CONSUMER-*-ME-*').tags[1]).toEqual({ tag: 'FUEL_MASS_FLOW', alias: 'fuel_mass_flow', groupingKey: 'SHIP-CONSUMER-*-ME-*' });
  });

  it('sets and clears a tag’s aggregation and alias, and removes a tag', () => {
    const avg = updateTag(speed, 0, { aggregation: 'MAX' });
    expect(avg.tags[0]).toEqual({ tag: 'STW', alias: 'stw', aggregation: 'MAX' });
    expect(updateTag(avg, 0, { aggregation: null, alias: '' }).tags[0]).toEqual({ tag: 'STW' });
    expect(removeTag(speed, 0).tags).toEqual([]);
  });

  it('offers AVG, MAX, MIN and SUM only for numeric tags', () => {
    expect(aggregationsFor('NUMERIC')).toEqual(['AVG', 'FIRST', 'LAST', 'MAX', 'MIN', 'SUM']);
    expect(aggregationsFor('STRING')).toEqual(['FIRST', 'LAST']);
    expect(aggregationsFor('BOOLEAN')).toEqual(['AVG', 'FIRST', 'LAST', 'MAX', 'MIN', 'SUM']);
  });
});

describe('derived series', () => {
  it('adds one that reads the first tag so it is valid at once, changes and removes it', () => {
    const next = addDerived(addDerived(speed));
    expect(next.derived).toEqual([{ id: 'derived1', expression: 'stw' }, { id: 'derived2', expression: 'stw' }]);
    const changed = updateDerived(next, 0, { id: 'knots', label: { en: 'Knots' }, measureUnit: 'kn', expression: 'stw * 1' });
    expect(changed.derived![0]).toEqual({ id: 'knots', label: { en: 'Knots' }, measureUnit: 'kn', expression: 'stw * 1' });
    expect(updateDerived(changed, 0, { measureUnit: '', label: undefined }).derived![0]).toEqual({ id: 'knots', expression: 'stw * 1' });
    expect(removeDerived(removeDerived(next, 0), 0).derived).toBeUndefined();
  });
});

describe('names', () => {
  it('makes names the meta-schema accepts, unique among those taken', () => {
    expect(uniqueName('stw', ['stw', 'stw_2'])).toBe('stw_3');
    expect(uniqueName('2nd-engine', [])).toBe('s_2nd_engine');
    expect(newDataset(['data', 'speed'])).toEqual({ id: 'data_2', tags: [] });
    expect(newDataset(['data', 'speed', 'speed_2'], 'speed_2')).toEqual({ id: 'speed_3', tags: [] });
  });

  it('lists the series a chart can name: aliases, tag codes without one, derived ids, each once', () => {
    const names = seriesNamesOf([{ ...speed, derived: [{ id: 'slip', label: { en: 'Slip' }, expression: '1' }] }, { id: 'b', tags: [{ tag: 'SOG' }, { tag: 'STW', alias: 'stw' }] }]);
    expect(names).toEqual([{ id: 'stw', tag: 'STW', label: undefined }, { id: 'slip', label: { en: 'Slip' } }, { id: 'SOG', tag: 'SOG', label: undefined }]);
  });
});
