import { beforeAll, describe, expect, it } from 'vitest';
import hullPage from '../../../../descriptors/kinds/analytics-page/builtin/MAIN_KPI_HULL.json' with { type: 'json' };
import { buildShipModel, demoShipCodes } from '../../../../seeds/demo-fleet/ship-models.js';
import { evaluateDerived } from '../../../../server/modules/analytics/derived-series.js';
import type { ChartPoint } from '../../../../descriptors/lib/analytics/extract-answer.js';
import { collectDemoFleet, num, type FleetRun } from '../../../support/demo-fleet-columns.js';

/**
 * C = Δ^(2/3)·V³/P in t, kn and kW (performance.md §2; its example, a bulk carrier of 80 000 t at 14 kn on 10 000 kW,
 * gives 509). Full, slow hulls make the most speed of their power; fine hulls driven fast spend more of it on waves.
 * A value far outside these bands means the model (engines, power split, displacement) or the formula is wrong.
 */
const plausible: Record<string, [min: number, max: number]> = {
  NORDIC_ORE: [500, 1000], BALTIC_AMBER: [500, 1000], // bulk carrier and tanker, Cb above 0.8, about 14–15 kn
  KEEL_HORIZON: [350, 700], ARCTIC_FROST: [350, 700], // container ship and LNG carrier, finer and faster
  GULF_STAR: [350, 650], // ro-pax at about 19.5 kn on two of its four engines, as it keeps its timetable
  AURORA_SPIRIT: [350, 650], // cruise ship at about 20 kn, diesel-electric
};

describe('admiralty coefficients of the demo fleet', () => {
  it('are plausible for each ship type', () => {
    for (const code of demoShipCodes) {
      const c = buildShipModel(code).admiraltyCoefficient;
      expect(c, code).toBeGreaterThanOrEqual(plausible[code][0]);
      expect(c, code).toBeLessThanOrEqual(plausible[code][1]);
    }
  });

  describe('as the hull dashboard derives them', () => {
    let run: FleetRun;
    const from = new Date('2025-09-15T00:00:00Z');
    beforeAll(async () => {
      run = await collectDemoFleet({ seed: 'keel-demo', from, to: new Date(from.getTime() + 2 * 86_400_000) });
    }, 120_000);

    /** The dataset's buckets from the minutes, each tag under its alias and aggregation. */
    function buckets(code: string): Record<string, ChartPoint[][]> {
      const dataset = hullPage.datasets[0];
      const s = run.ships[code];
      const size = dataset.resolution * 1000;
      const inputs: Record<string, ChartPoint[][]> = {};
      for (const tag of dataset.tags) {
        const groups = new Map<number, number[]>();
        s.times.forEach((t, i) => {
          const bucket = Math.floor(t / size) * size;
          groups.set(bucket, [...(groups.get(bucket) ?? []), num(s, tag.tag, i)]);
        });
        const aggregation = (tag as { aggregation?: string }).aggregation ?? 'AVG';
        inputs[tag.alias] = [[...groups].map(([t, values]) => [t, aggregation === 'MIN' ? Math.min(...values) : values.reduce((a, b) => a + b, 0) / values.length])];
      }
      return inputs;
    }

    it('read each ship\'s coefficient, a fouled hull in weather a little below its clean calm-water one', async () => {
      for (const code of demoShipCodes) {
        const outcome = await evaluateDerived(hullPage.datasets[0].derived[0].expression, buckets(code), {});
        if ('failure' in outcome) throw new Error(outcome.failure.message);
        const values = outcome.points.map(([, v]) => v).filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
        expect(values.length, code).toBeGreaterThan(2);
        const median = values[Math.floor(values.length / 2)] / buildShipModel(code).admiraltyCoefficient;
        expect(median, code).toBeGreaterThan(0.8);
        expect(median, code).toBeLessThan(1.02);
      }
    });
  });
});
