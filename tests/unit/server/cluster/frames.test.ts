import { describe, expect, it } from 'vitest';
import { maxFrameBytes, packFrames, readFrame } from '../../../../server/cluster/frames.js';
import { liveValuesTopic, notificationChangesTopic } from '../../../../server/cluster/topics.js';
import type { LiveValue } from '../../../../server/modules/timeseries/live-feed.js';

const value = (i: number, v: LiveValue['value'] = i): LiveValue => ({
  seriesId: i, groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: `TAG_${i}`, unitId: 'u-1', ts: '2026-11-28T10:00:00.000Z', value: v,
});

describe('cluster bus frames', () => {
  it('packs a large batch into frames under the NOTIFY limit that read back to the same values, in order', () => {
    const values = Array.from({ length: 2_000 }, (_, i) => value(i, i % 3 === 0 ? `text ${i}` : i / 10));
    const { payloads, oversized } = packFrames('a', liveValuesTopic, values);
    expect(oversized).toEqual([]);
    expect(payloads.length).toBeGreaterThan(10);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(maxFrameBytes);
    const back = payloads.flatMap((p) => readFrame(p)!.i.map((raw) => liveValuesTopic.decode(raw)));
    expect(back).toEqual(values);
  });

  it('reports an item too large for a frame instead of sending it, and sends the rest', () => {
    const { payloads, oversized } = packFrames('a', liveValuesTopic, [value(1), value(2, 'x'.repeat(10_000)), value(3)]);
    expect(oversized).toHaveLength(1);
    expect(oversized[0].bytes).toBeGreaterThan(10_000);
    expect(payloads.flatMap((p) => readFrame(p)!.i.map((raw) => liveValuesTopic.decode(raw)?.seriesId))).toEqual([1, 3]);
  });

  it('splits "mark all as read" of thousands of notifications into changes that each fit', () => {
    const ids = Array.from({ length: 1_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const { payloads, oversized } = packFrames('a', notificationChangesTopic, [{ userId: 'u', change: { clientOperation: 'READ', ids } }]);
    expect(oversized).toEqual([]);
    const changes = payloads.flatMap((p) => readFrame(p)!.i.map((raw) => notificationChangesTopic.decode(raw)!));
    expect(changes.flatMap((c) => (c.change.clientOperation === 'CREATE' ? [] : c.change.ids))).toEqual(ids);
    expect(changes.every((c) => c.userId === 'u' && c.change.clientOperation === 'READ')).toBe(true);
  });

  it('ignores payloads that are not frames and values of the wrong shape', () => {
    expect(readFrame('hello')).toBeUndefined();
    expect(readFrame('{"o":"a","t":"live"}')).toBeUndefined();
    expect(liveValuesTopic.decode([1, 'k', 'T', null, '2026-11-28T10:00:00.000Z', { no: 1 }])).toBeUndefined();
  });
});
