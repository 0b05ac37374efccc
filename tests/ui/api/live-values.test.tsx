import { describe, expect, it } from 'vitest';
import { mergeLiveValues } from '../../../runtime/api/live-values.js';

const value = (tag: string, ts: string, v: number) => ({ groupingKey: 'SHIP-UNIT-NORDIC_ORE', unit: 'NORDIC_ORE', tag, ts, value: v });

describe('live values map', () => {
  it('keeps the newest value per grouping key and tag, so a late read never overwrites a push', () => {
    const pushed = mergeLiveValues(new Map(), [value('SOG', '2026-11-21T10:00:05Z', 12)]);
    const merged = mergeLiveValues(pushed, [value('SOG', '2026-11-21T10:00:00Z', 11), value('STW', '2026-11-21T10:00:00Z', 10)]);
    expect([...merged]).toEqual([
      ['SHIP-UNIT-NORDIC_ORE|SOG', { ts: '2026-11-21T10:00:05Z', value: 12 }],
      ['SHIP-UNIT-NORDIC_ORE|STW', { ts: '2026-11-21T10:00:00Z', value: 10 }],
    ]);
  });

  it('answers the same map when nothing is newer (no re-render)', () => {
    const current = mergeLiveValues(new Map(), [value('SOG', '2026-11-21T10:00:05Z', 12)]);
    expect(mergeLiveValues(current, [value('SOG', '2026-11-21T10:00:05Z', 12)])).toBe(current);
  });
});
