/**
 * Collects a listener's points and hands them to the sink in batches: every `flushMs`, or at once when
 * `maxBatchPoints` are waiting. One flush at a time. A sink that throws gets the same points again at the next flush;
 * beyond `maxPendingPoints` the oldest are dropped and counted, so a long store outage cannot exhaust memory.
 */
import type { IngestPoint, IngestSeries, MeasurementSink } from '../timeseries/ingest-types.js';
import { noteProblem, type ListenerCounters } from './listener-counters.js';

export interface BatcherOptions {
  groupingKey: string;
  sink: MeasurementSink;
  counters: ListenerCounters;
  log: (line: string) => void;
  flushMs?: number;
  maxBatchPoints?: number;
  maxPendingPoints?: number;
}

export function createPointBatcher(options: BatcherOptions) {
  const { groupingKey, sink, counters, log, flushMs = 1000, maxBatchPoints = 500, maxPendingPoints = 20 * maxBatchPoints } = options;
  let pending: { tag: string; point: IngestPoint }[] = [];
  let flushing: Promise<void> | undefined;
  let isStoreFailing = false;
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  async function send(batch: { tag: string; point: IngestPoint }[]) {
    const byTag = new Map<string, IngestPoint[]>();
    for (const { tag, point } of batch) {
      const points = byTag.get(tag);
      if (points) points.push(point);
      else byTag.set(tag, [point]);
    }
    const series: IngestSeries[] = [...byTag].map(([tag, points]) => ({ groupingKey, tag, points }));
    try {
      const result = await sink(series);
      counters.acceptedPoints += result.accepted;
      counters.duplicatePoints += result.duplicate;
      counters.rejectedPoints += result.rejected;
      if (isStoreFailing) log(`NMEA ${groupingKey}: the store takes points again`);
      isStoreFailing = false;
      const first = result.rejections[0];
      if (first) noteProblem(counters, `rejected ${series[first.series]?.tag ?? '?'}: ${first.reason}`);
    } catch (error) {
      counters.sinkErrors += 1;
      noteProblem(counters, `store failed: ${error instanceof Error ? error.message : String(error)}`);
      // An outage would otherwise log once a second; say when it starts and when it ends.
      if (!isStoreFailing) log(`NMEA ${groupingKey}: the store failed (${String(error)}); keeping up to ${maxPendingPoints} points until it is back`);
      isStoreFailing = true;
      pending = [...batch, ...pending];
      const excess = pending.length - maxPendingPoints;
      if (excess > 0) {
        pending = pending.slice(excess);
        counters.droppedPoints += excess;
      }
    }
  }

  async function drain() {
    while (pending.length) {
      const batch = pending.splice(0, maxBatchPoints);
      const errorsBefore = counters.sinkErrors;
      await send(batch);
      if (counters.sinkErrors > errorsBefore) return;
    }
  }

  /** Sends what is waiting (in batches of at most `maxBatchPoints`); resolves when the sink has answered. */
  function flush(): Promise<void> {
    // `.finally` runs after the assignment even when there was nothing to send, so `flushing` never stays set.
    flushing ??= drain().finally(() => { flushing = undefined; });
    return flushing;
  }

  return {
    add(tag: string, point: IngestPoint): void {
      pending.push({ tag, point });
      if (pending.length >= maxBatchPoints) void flush();
    },
    flush,
    /** Stops the timer and sends what is left once; what the store still refuses to take is counted as dropped. */
    async close(): Promise<void> {
      clearInterval(timer);
      await flushing;
      await flush();
      counters.droppedPoints += pending.length;
      pending = [];
    },
  };
}
