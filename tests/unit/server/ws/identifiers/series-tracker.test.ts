import { describe, expect, it } from 'vitest';
import type { LiveValue } from '../../../../../server/modules/timeseries/live-feed.js';
import type { SeriesRow } from '../../../../../server/modules/timeseries/series-query.js';
import { createSeriesTracker } from '../../../../../server/ws/identifiers/series-tracker.js';

const row = (id: number, unitCode: string): SeriesRow => ({
  id, groupingKey: `SHIP-UNIT-${unitCode}`, tag: 'SOG', unitId: `u-${unitCode}`, unitCode, aggregation: 'AVG', valueType: 'NUMERIC', precision: null, measureUnit: null,
});
const live = (seriesId: number, unitCode: string): LiveValue => ({ seriesId, groupingKey: `SHIP-UNIT-${unitCode}`, tag: 'SOG', unitId: `u-${unitCode}`, ts: '2026-11-21T10:00:00Z', value: 1 });

describe('series tracker of a live subscription', () => {
  it('queries once, again for a series it has not seen (new series), and never twice for the same one', async () => {
    let rows = [row(1, 'NORDIC_ORE')];
    let queries = 0;
    const tracker = createSeriesTracker(async () => { queries++; return rows; }, () => true);
    expect((await tracker.match([live(1, 'NORDIC_ORE')])).map((m) => m.series.id)).toEqual([1]);
    rows = [row(1, 'NORDIC_ORE'), row(2, 'NORDIC_ORE')];
    expect((await tracker.match([live(2, 'NORDIC_ORE'), live(3, 'BALTIC_AMBER')])).map((m) => m.series.id)).toEqual([2]);
    await tracker.match([live(3, 'BALTIC_AMBER')]);
    expect(queries).toBe(2);
  });

  it('spares the query for values that cannot belong, and queries again after the rights changed', async () => {
    let queries = 0;
    const tracker = createSeriesTracker(async () => { queries++; return [row(1, 'NORDIC_ORE')]; }, (v) => v.unitId === 'u-NORDIC_ORE');
    await tracker.match([]);
    expect(await tracker.match([live(9, 'BALTIC_AMBER')])).toEqual([]);
    expect(queries).toBe(1);
    tracker.invalidate();
    await tracker.match([live(1, 'NORDIC_ORE')]);
    expect(queries).toBe(2);
  });
});
