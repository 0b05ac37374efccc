/**
 * The cluster bus: what one Keel instance tells every instance (itself included) that shares its database. On
 * PostgreSQL it is LISTEN/NOTIFY (postgres-bus.ts); on PGlite, which one process owns, an in-process bus with the same
 * interface (createLocalBus). Messages are batches of items under a topic (topics.ts); a subscriber of every instance
 * gets each item once, its own instance's at once, in publish order. Nothing is stored: an instance that is not
 * listening when a message is sent misses it (docs/operations.md "Several instances").
 */
import { randomUUID } from 'node:crypto';

/** A kind of message: its name on the wire and how its items are written compactly and read back. */
export interface BusTopic<T> {
  name: string;
  /** The item as sent (JSON); identity when absent. */
  encode?(item: T): unknown;
  /** The item as received; answers undefined for a malformed one (logged, skipped). */
  decode(raw: unknown): T | undefined;
  /** Splits an item that may be too large for one frame into smaller ones of the same meaning (e.g. a long id list). */
  split?(item: T): T[];
}

export type BusListener<T> = (items: readonly T[]) => void;

export interface ClusterBus {
  /** This instance's id on the bus (host:pid:random): frames it sent come back to it and are dropped by it. */
  readonly instanceId: string;
  /** 'postgres' across processes, 'local' within this one. */
  readonly kind: 'postgres' | 'local';
  /** Resolves once the bus hears the other instances (at once for the local bus). */
  readonly ready: Promise<void>;
  /** Hands the items to every subscriber of the topic on every instance; never throws (a frame that cannot be sent is logged). */
  publish<T>(topic: BusTopic<T>, items: readonly T[]): void;
  /** Returns the unsubscribe function. A listener must not throw (a failing one is logged and skipped). */
  subscribe<T>(topic: BusTopic<T>, listener: BusListener<T>): () => void;
  close(): Promise<void>;
}

export type BusLog = (line: string) => void;

export const newInstanceId = () => `${process.env.HOSTNAME ?? 'keel'}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** The listeners of one instance, by topic name: both buses deliver through it. */
export function createLocalDelivery(log: BusLog) {
  const listeners = new Map<string, Set<BusListener<unknown>>>();
  const topics = new Map<string, BusTopic<unknown>>();
  const deliver = (topicName: string, items: readonly unknown[]) => {
    if (!items.length) return;
    for (const listener of listeners.get(topicName) ?? []) {
      try { listener(items); } catch (error) { log(`cluster bus: a ${topicName} listener failed: ${error instanceof Error ? error.message : String(error)}`); }
    }
  };
  return {
    deliver,
    /** Items of another instance, as encoded on the wire: decoded with the topic's own reader (malformed ones are logged). */
    deliverEncoded(topicName: string, raw: readonly unknown[]) {
      const topic = topics.get(topicName);
      if (!topic) return;
      const items = raw.map((r) => topic.decode(r)).filter((i) => i !== undefined);
      if (items.length < raw.length) log(`cluster bus: ${raw.length - items.length} malformed ${topicName} item(s) received and skipped`);
      deliver(topicName, items);
    },
    subscribe<T>(topic: BusTopic<T>, listener: BusListener<T>): () => void {
      topics.set(topic.name, topic as BusTopic<unknown>);
      const set = listeners.get(topic.name) ?? new Set();
      listeners.set(topic.name, set);
      set.add(listener as BusListener<unknown>);
      return () => { set.delete(listener as BusListener<unknown>); };
    },
  };
}

/** The bus of a single process (PGlite, tests): every item goes straight to this process's subscribers. */
export function createLocalBus(options: { log?: BusLog } = {}): ClusterBus {
  const local = createLocalDelivery(options.log ?? ((line) => console.error(line)));
  return {
    instanceId: newInstanceId(),
    kind: 'local',
    ready: Promise.resolve(),
    publish(topic, items) { local.deliver(topic.name, items); },
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    close: async () => {},
  };
}
