import { describe, expect, it } from 'vitest';
import { alignInputs, evaluateDerived, namedAliases, toChartValue } from '../../../../../server/modules/analytics/derived-series.js';
import type { ChartPoint } from '../../../../../descriptors/lib/analytics/extract-answer.js';

const h = 3_600_000;
const slip = '(1 - stw * 1852 / 60 / (rpm * $pitch)) * 100';
/** Apparent slip (reference/performance.md §2): 14 kn at 80 rpm with a 7.0 m pitch is 22.83 %. */
const slipOf = (stw: number, rpm: number, pitch: number) => (1 - stw / (rpm * pitch * 60 / 1852)) * 100;

describe('derived series', () => {
  it('lines up the buckets of every input, null where an input has none', () => {
    const stw: ChartPoint[] = [[0, 10], [h, 12]];
    const rpm: ChartPoint[] = [[h, 80], [2 * h, 81]];
    expect(alignInputs({ stw: [stw], rpm: [rpm] })).toEqual([
      { t: 0, values: { stw: 10, rpm: null } },
      { t: h, values: { stw: 12, rpm: 80 } },
      { t: 2 * h, values: { stw: null, rpm: 81 } },
    ]);
  });

  it('gives an alias with several series of the ship (consumers) the sum of their values, null only when all are', () => {
    expect(alignInputs({ fuel: [[[0, 100]], [[0, 50], [h, 20]], [[2 * h, null]]] }))
      .toEqual([{ t: 0, values: { fuel: 150 } }, { t: h, values: { fuel: 20 } }, { t: 2 * h, values: { fuel: null } }]);
  });

  it('computes the apparent slip per bucket and leaves a gap where an input is missing', async () => {
    const outcome = await evaluateDerived(slip, { stw: [[[0, 14], [h, 12], [2 * h, null]]], rpm: [[[0, 80], [h, 75], [2 * h, 80]]] }, { pitch: 7 });
    expect('points' in outcome).toBe(true);
    if (!('points' in outcome)) return;
    expect(outcome.points[0][1]).toBeCloseTo(22.83, 2);
    expect(outcome.points[1][1]).toBeCloseTo(slipOf(12, 75, 7), 10);
    expect(outcome.points[2]).toEqual([2 * h, null]);
  });

  it('computes fuel per nautical mile (t/nm = FOC / (V · 24)): 40.8 t/d at 14 kn is 0.12143', async () => {
    const outcome = await evaluateDerived('foc / (sog * 24)', { foc: [[[0, 40.8]]], sog: [[[0, 14]]] }, {});
    expect('points' in outcome && outcome.points[0][1]).toBeCloseTo(0.12143, 5);
  });

  it('feeds and waits only for the aliases the expression names', async () => {
    expect(namedAliases(slip, ['stw', 'rpm', 'wind', 'pitch'])).toEqual(['stw', 'rpm']);
    const outcome = await evaluateDerived('stw * 2', { stw: [[[0, 10]]], wind: [[[h, 5]]] }, {});
    expect(outcome).toEqual({ points: [[0, 20]] });
  });

  it('leaves out an alias that reads no series of the ship (a fuel it never burns): CO2 of a ship burning HFO only', async () => {
    const co2 = '$round(((hfo ? hfo : 0) * 3.114 + (lng ? lng : 0) * 2.75) * 24 / 1000, 2)';
    const outcome = await evaluateDerived(co2, { hfo: [[[0, 1000], [h, null]]], lng: [] }, {});
    // 1 000 kg/h of HFO for a day is 24 t, times Cf 3.114 (MEPC.364(79)); a gap in the HFO flow stays a gap.
    expect(outcome).toEqual({ points: [[0, 74.74], [h, null]] });
  });

  it('fails the series when the expression does not compile, fails everywhere, or runs out of budget', async () => {
    expect(await evaluateDerived('stw *', { stw: [[[0, 1]]] }, {})).toMatchObject({ failure: { kind: 'syntax' } });
    expect(await evaluateDerived('stw * "knots"', { stw: [[[0, 1], [h, 2]]] }, {})).toMatchObject({ failure: { kind: 'runtime' } });
    const loop = '($f := function($n) { $f($n + 1) }; $f(stw))';
    expect(await evaluateDerived(loop, { stw: [[[0, 1]]] }, {})).toMatchObject({ failure: { kind: 'limit' } });
  });

  it('makes a gap of a bucket whose evaluation fails while others succeed (a stopped shaft)', async () => {
    const outcome = await evaluateDerived('rpm = 0 ? $error("stopped") : stw / rpm', { stw: [[[0, 10], [h, 10]]], rpm: [[[0, 0], [h, 5]]] }, {});
    expect(outcome).toEqual({ points: [[0, null], [h, 2]] });
  });

  it('turns results into chart values', () => {
    expect([toChartValue(1.5), toChartValue(Infinity), toChartValue(true), toChartValue('x'), toChartValue(undefined), toChartValue({})]).toEqual([1.5, null, 1, 'x', null, null]);
  });
});
