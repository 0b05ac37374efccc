import { describe, expect, it } from 'vitest';
import { buildShipModel } from '../../../../seeds/demo-fleet/ship-models.js';
import { collectDemoFleet, num } from '../../../support/demo-fleet-columns.js';

const dayMs = 86_400_000;

describe('hull fouling in the demo data', () => {
  it('needs more power for the same speed month by month, and less after the hull cleaning', async () => {
    const from = new Date('2025-03-01T00:00:00Z');
    const run = await collectDemoFleet({ seed: 'fouling', from, to: new Date(from.getTime() + 150 * dayMs), ships: ['NORDIC_ORE'] });
    const cleanings = run.portCalls.filter((c) => c.hullCleanedAt);
    expect(cleanings).toHaveLength(1);
    const cleaning = { time: cleanings[0].hullCleanedAt!, port: cleanings[0].port };
    expect(cleaning.time > cleanings[0].arrival && cleaning.time < cleanings[0].departure!).toBe(true);
    const s = run.ships.NORDIC_ORE;
    const m = buildShipModel('NORDIC_ORE');
    const at = cleaning.time.getTime();
    // power over the clean-hull admiralty power at the same speed and displacement, at sea in light winds (median of a window)
    const excess = (fromDay: number, toDay: number): number => {
      const values: number[] = [];
      for (let i = 0; i < s.times.length; i++) {
        if (s.times[i] < at + fromDay * dayMs || s.times[i] >= at + toDay * dayMs) continue;
        if (s.tags.NAV_STATUS[i] !== 'AT_SEA' || num(s, 'WIND_SPEED_TRUE', i) > 10) continue;
        values.push((num(s, 'SHAFT_POWER', i) * m.admiraltyCoefficient) / (num(s, 'DISPLACEMENT', i) ** (2 / 3) * num(s, 'STW', i) ** 3));
      }
      expect(values.length).toBeGreaterThan(2000);
      return values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    };
    const before = excess(-30, 0), after = excess(0, 30), later = excess(60, 90);
    expect(before).toBeGreaterThan(after * 1.02);
    expect(later).toBeGreaterThan(after * 1.01);
  }, 120_000);
});
