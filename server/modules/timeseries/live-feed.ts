/**
 * Newly stored latest values, announced in-process after each ingestion commits. A process's own feed holds only what
 * it ingested (its alarm engine listens there); server/app.ts forwards it through the cluster bus to a second feed per
 * instance that the WebSocket hub reads, so pages see every instance's values. Listeners must not throw (a failing one
 * is skipped, not retried).
 */

/** A series' newest value as just stored. */
export interface LiveValue {
  seriesId: number;
  groupingKey: string;
  tag: string;
  unitId: string | null;
  ts: string;
  value: number | string | null;
}

export type LiveListener = (values: readonly LiveValue[]) => void;

export interface LiveFeed {
  publish(values: readonly LiveValue[]): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
}

export function createLiveFeed(): LiveFeed {
  const listeners = new Set<LiveListener>();
  return {
    publish(values) {
      if (!values.length) return;
      for (const listener of listeners) {
        try { listener(values); } catch { /* one broken subscriber must not stop the others or the ingestion */ }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
