/** What a listener has seen since it started, for /api/nmea/status: enough to tell a silent talker from a broken one. */

export interface ListenerCounters {
  /** TCP talkers that connected, and those connected now. */
  connections: number;
  activeConnections: number;
  /** UDP datagrams received. */
  datagrams: number;
  /** Non-empty lines received, good or bad. */
  lines: number;
  /** Lines that decoded into readings. */
  sentences: number;
  malformed: number;
  badChecksum: number;
  /** Well-formed sentences Keel does not read (GSV, ZDA, proprietary …). */
  unsupported: number;
  /** Sentences their talker marked void (RMC or RPM status V, GGA without a fix). */
  invalid: number;
  /** Points handed to the store and what it answered. */
  acceptedPoints: number;
  duplicatePoints: number;
  rejectedPoints: number;
  /** The store failed (threw); the batch is retried until too much waits, then the oldest points are dropped. */
  sinkErrors: number;
  droppedPoints: number;
  lastSentenceAt: string | null;
  lastProblem: { at: string; reason: string; line?: string } | null;
  /** Readings no mapping rule stores, by `sentence.field`: what to add to the configuration. */
  unmapped: Record<string, number>;
}

const maxUnmappedKeys = 50;

export function createCounters(): ListenerCounters {
  return {
    connections: 0, activeConnections: 0, datagrams: 0, lines: 0, sentences: 0, malformed: 0, badChecksum: 0, unsupported: 0, invalid: 0,
    acceptedPoints: 0, duplicatePoints: 0, rejectedPoints: 0, sinkErrors: 0, droppedPoints: 0, lastSentenceAt: null, lastProblem: null, unmapped: {},
  };
}

/** Notes a problem; the line is cut short and kept printable, since it may be garbage. */
export function noteProblem(counters: ListenerCounters, reason: string, line?: string): void {
  counters.lastProblem = { at: new Date().toISOString(), reason, ...(line === undefined ? {} : { line: line.slice(0, 100).replace(/[^\x20-\x7e]/g, '?') }) };
}

export function noteUnmapped(counters: ListenerCounters, key: string): void {
  if (key in counters.unmapped || Object.keys(counters.unmapped).length < maxUnmappedKeys) counters.unmapped[key] = (counters.unmapped[key] ?? 0) + 1;
}
