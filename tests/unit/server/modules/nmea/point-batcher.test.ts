import { describe, expect, it } from 'vitest';
import type { IngestSeries, MeasurementSink } from '../../../../../server/modules/timeseries/ingest-types.js';
import { createCounters } from '../../../../../server/modules/nmea/listener-counters.js';
import { createPointBatcher } from '../../../../../server/modules/nmea/point-batcher.js';

const ts = new Date('2026-03-01T10:00:00Z');

describe('point batcher', () => {
  it('hands points to the sink grouped into series of the grouping key', async () => {
    const batches: IngestSeries[][] = [];
    const sink: MeasurementSink = async (batch) => { batches.push(batch); return { accepted: 3, duplicate: 0, rejected: 0, rejections: [] }; };
    const counters = createCounters();
    const batcher = createPointBatcher({ groupingKey: 'SHIP-UNIT-NORDIC_ORE', sink, counters, log: () => {}, flushMs: 60_000 });
    batcher.add('SOG', { ts, value: 5.6 });
    batcher.add('COG', { ts, value: 230.5 });
    batcher.add('SOG', { ts, value: 5.8 });
    await batcher.close();
    expect(batches).toEqual([[
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', points: [{ ts, value: 5.6 }, { ts, value: 5.8 }] },
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'COG', points: [{ ts, value: 230.5 }] },
    ]]);
    expect(counters.acceptedPoints).toBe(3);
  });

  it('still sends after flushing with nothing to send', async () => {
    const store: number[] = [];
    const sink: MeasurementSink = async (batch) => { store.push(batch.length); return { accepted: 1, duplicate: 0, rejected: 0, rejections: [] }; };
    const batcher = createPointBatcher({ groupingKey: 'SHIP-UNIT-NORDIC_ORE', sink, counters: createCounters(), log: () => {}, flushMs: 60_000 });
    await batcher.flush();
    batcher.add('SOG', { ts, value: 5.6 });
    await batcher.flush();
    expect(store).toEqual([1]);
    await batcher.close();
  });

  it('keeps the points of a failed store for the next flush, and drops the oldest beyond its limit', async () => {
    let failures = 2;
    const stored: number[] = [];
    const sink: MeasurementSink = async (batch) => {
      if (failures-- > 0) throw new Error('database unavailable');
      for (const series of batch) stored.push(...series.points.map((p) => Number(p.value)));
      return { accepted: stored.length, duplicate: 0, rejected: 0, rejections: [] };
    };
    const counters = createCounters();
    const batcher = createPointBatcher({ groupingKey: 'SHIP-UNIT-NORDIC_ORE', sink, counters, log: () => {}, flushMs: 60_000, maxBatchPoints: 10, maxPendingPoints: 4 });
    for (const value of [1, 2, 3]) batcher.add('STW', { ts, value });
    await batcher.flush();
    for (const value of [4, 5]) batcher.add('STW', { ts, value });
    await batcher.flush();
    await batcher.flush();
    expect(counters).toMatchObject({ sinkErrors: 2, droppedPoints: 1, acceptedPoints: 4 });
    expect(counters.lastProblem?.reason).toBe('store failed: database unavailable');
    expect(stored).toEqual([2, 3, 4, 5]);
    await batcher.close();
  });
});
