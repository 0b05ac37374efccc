/** The tag conditions as pure functions: threshold with its deadband, rate of change, deviation, expression, subjects. */
import { describe, expect, it } from 'vitest';
import {
  deviationHolds, deviationPercent, expressionHolds, groupingKeyPrefix, isTagCondition, numberOf, rateHolds, referenceOf, seriesSubject,
  thresholdHolds, watchesGroupingKey, type DeviationCondition, type RateCondition, type ThresholdCondition,
} from '../../../../../server/modules/alarms/tag-conditions.js';

const high: ThresholdCondition = { type: 'threshold', tag: 'ME_EXH_TEMP', high: 450, hysteresis: 10 };
const band: ThresholdCondition = { type: 'threshold', tag: 'DEPTH', high: 100, low: 10, hysteresis: 2 };

describe('threshold', () => {
  it('holds above the high limit and below the low one', () => {
    expect(thresholdHolds(high, 451, false)).toBe(true);
    expect(thresholdHolds(high, 450, false)).toBe(false);
    expect(thresholdHolds(band, 9, false)).toBe(true);
    expect(thresholdHolds(band, 50, false)).toBe(false);
  });

  it('once holding, clears only when back inside the limit by the hysteresis', () => {
    expect(thresholdHolds(high, 445, true)).toBe(true);
    expect(thresholdHolds(high, 440.5, true)).toBe(true);
    expect(thresholdHolds(high, 440, true)).toBe(false);
    expect(thresholdHolds(band, 11.5, true)).toBe(true);
    expect(thresholdHolds(band, 12, true)).toBe(false);
    expect(thresholdHolds(band, 98.5, true)).toBe(true);
  });

  it('says nothing of a value that is no number', () => {
    expect(thresholdHolds(high, 'sensor fault', false)).toBeUndefined();
    expect(thresholdHolds(high, null, true)).toBeUndefined();
    expect(thresholdHolds(high, '460', false)).toBe(true);
  });
});

describe('rate of change', () => {
  const rate: RateCondition = { type: 'rate', tag: 'SHAFT_RPM', maxPerMinute: 10 };
  it('holds when the value changes faster than the limit per minute, either way', () => {
    expect(rateHolds(rate, { t: 0, v: 60 }, { t: 60_000, v: 71 })).toBe(true);
    expect(rateHolds(rate, { t: 0, v: 60 }, { t: 60_000, v: 49 })).toBe(true);
    expect(rateHolds(rate, { t: 0, v: 60 }, { t: 120_000, v: 79 })).toBe(false);
    expect(rateHolds(rate, { t: 0, v: 60 }, { t: 30_000, v: 66 })).toBe(true);
  });
  it('says nothing without a previous point, or of a point not after it', () => {
    expect(rateHolds(rate, undefined, { t: 60_000, v: 71 })).toBeUndefined();
    expect(rateHolds(rate, { t: 60_000, v: 0 }, { t: 60_000, v: 71 })).toBeUndefined();
    expect(rateHolds(rate, { t: 0, v: 'off' }, { t: 60_000, v: 71 })).toBeUndefined();
  });
});

describe('deviation from a reference', () => {
  const below: DeviationCondition = { type: 'deviation', tag: 'STW', reference: { value: 14 }, direction: 'below', maxDeviationPercent: 10 };
  const either: DeviationCondition = { type: 'deviation', tag: 'PROP_PITCH', reference: { shipField: 'propellerPitch' }, maxDeviationPercent: 5 };
  it('measures percent of the reference and keeps to the direction asked', () => {
    expect(deviationPercent(12.6, 14)).toBeCloseTo(-10);
    expect(deviationHolds(below, 12.5, 14)).toBe(true);
    expect(deviationHolds(below, 12.7, 14)).toBe(false);
    expect(deviationHolds(below, 20, 14)).toBe(false);
    expect(deviationHolds({ ...below, direction: 'above' }, 15.5, 14)).toBe(true);
    expect(deviationHolds(either, 6.5, 6.1)).toBe(true);
    expect(deviationHolds(either, 5.7, 6.1)).toBe(true);
    expect(deviationHolds(either, 6.2, 6.1)).toBe(false);
  });
  it('reads the reference from the constant or the ship\'s particulars, and says nothing without one', () => {
    expect(referenceOf(below, { propellerPitch: 6.1 })).toBe(14);
    expect(referenceOf(either, { propellerPitch: 6.1 })).toBe(6.1);
    expect(deviationHolds(either, 6.5, referenceOf(either, {}))).toBeUndefined();
    expect(deviationHolds(either, 6.5, 0)).toBeUndefined();
  });
});

describe('expression', () => {
  const condition = { type: 'expression' as const, tags: ['ME_LOAD', 'SHAFT_RPM'], expression: 'ME_LOAD > 50 and SHAFT_RPM < 40' };
  it('holds when the expression answers true over the latest values by tag', async () => {
    expect(await expressionHolds(condition, { ME_LOAD: 60, SHAFT_RPM: 35 })).toBe(true);
    expect(await expressionHolds(condition, { ME_LOAD: 60, SHAFT_RPM: 45 })).toBe(false);
    expect(await expressionHolds(condition, { ME_LOAD: 60 })).toBe(false);
  });
  it('throws for a bad expression and one that runs out of its budget', async () => {
    await expect(expressionHolds({ ...condition, expression: 'ME_LOAD >' }, {})).rejects.toThrow();
    await expect(expressionHolds({ ...condition, expression: '($f := function($n) { $f($n + 1) }; $f(0))' }, {})).rejects.toMatchObject({ code: 'LIMIT' });
  });
});

describe('subjects and grouping keys', () => {
  it('replaces {unit} by the ship\'s code and matches grouping keys by prefix', () => {
    expect(groupingKeyPrefix({ groupingKey: 'SHIP-UNIT-{unit}' }, 'NORDIC_ORE')).toBe('SHIP-UNIT-NORDIC_ORE');
    expect(watchesGroupingKey({ groupingKey: 'SHIP-UNIT-{unit}' }, 'SHIP-UNIT-NORDIC_ORE', 'NORDIC_ORE')).toBe(true);
    expect(watchesGroupingKey({ groupingKey: 'SHIP-UNIT-{unit}' }, 'SHIP-UNIT-BALTIC_AMBER', 'NORDIC_ORE')).toBe(false);
    expect(watchesGroupingKey({}, 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO', 'NORDIC_ORE')).toBe(true);
    expect(seriesSubject('SHIP-UNIT-NORDIC_ORE', 'SOG')).toBe('SHIP-UNIT-NORDIC_ORE|SOG');
  });
  it('tells tag conditions from the sweep\'s and reads numbers', () => {
    expect(isTagCondition(high)).toBe(true);
    expect(isTagCondition({ type: 'stale', tag: 'SOG', minutes: 10 })).toBe(false);
    expect(numberOf('12.5')).toBe(12.5);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf(Number.NaN)).toBeUndefined();
  });
});
