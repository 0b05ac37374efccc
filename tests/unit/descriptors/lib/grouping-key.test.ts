import { describe, expect, it } from 'vitest';
import { formatGroupingKey, matchesGroupingKey, parseGroupingKey } from '../../../../descriptors/lib/grouping-key.js';

describe('grouping keys (SPEC §3)', () => {
  it('joins cluster, group and values with dashes, empty as *, lists with commas', () => {
    expect(formatGroupingKey({ clusterCode: 'SHIP', clusterGroup: 'UNIT', values: ['NORDIC_ORE'] })).toBe('SHIP-UNIT-NORDIC_ORE');
    expect(formatGroupingKey({ clusterCode: 'SHIP', clusterGroup: 'CONSUMER', values: [null, 'ME', ['HFO', 'MGO']] })).toBe('SHIP-CONSUMER-*-ME-HFO,MGO');
    expect(formatGroupingKey({ clusterCode: 'SHIP', clusterGroup: 'CONSUMER', values: ['', [], 'LNG'] })).toBe('SHIP-CONSUMER-*-*-LNG');
  });

  it('parses what it formats', () => {
    const key = { clusterCode: 'SHIP', clusterGroup: 'CONSUMER', values: [null, 'ME', ['HFO', 'MGO']] };
    expect(parseGroupingKey(formatGroupingKey(key))).toEqual(key);
    expect(parseGroupingKey('SHIP-UNIT')).toEqual({ clusterCode: 'SHIP', clusterGroup: 'UNIT', values: [] });
  });

  it('refuses fewer than two parts', () => {
    expect(parseGroupingKey('SHIP')).toBeUndefined();
    expect(parseGroupingKey('')).toBeUndefined();
    expect(parseGroupingKey('-UNIT')).toBeUndefined();
  });

  it('matches concrete keys against a pattern with * and lists', () => {
    const pattern = parseGroupingKey('SHIP-CONSUMER-*-ME-HFO,MGO')!;
    expect(matchesGroupingKey(pattern, parseGroupingKey('SHIP-CONSUMER-NORDIC_ORE-ME-MGO')!)).toBe(true);
    expect(matchesGroupingKey(pattern, parseGroupingKey('SHIP-CONSUMER-NORDIC_ORE-AE-MGO')!)).toBe(false);
    expect(matchesGroupingKey(pattern, parseGroupingKey('SHIP-UNIT-NORDIC_ORE')!)).toBe(false);
  });
});
