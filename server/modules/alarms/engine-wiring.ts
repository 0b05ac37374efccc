/**
 * The alarm engine plugged into a server process (docs/alarms.md "Engine"), called by buildApp: tag conditions are
 * evaluated on each batch this process ingests, in order (one queue per process), and the sweep job is registered.
 *
 * The engine listens to the LOCAL live feed only — the values this process's own ingestion committed. Values relayed
 * from other instances (PostgreSQL LISTEN/NOTIFY) are for sockets and must never be published on this feed, so that
 * each point is evaluated once across instances, by the instance that stored it.
 */
import type { Db } from '../../db/engine.js';
import type { LiveFeed } from '../timeseries/live-feed.js';
import { setEngineOptions } from './engine-options.js';
import { evaluateLiveValues } from './live-evaluation.js';
import './scheduled-jobs.js';

export interface AlarmEngineWiring {
  /** Resolves once every batch published so far has been evaluated (tests await it instead of sleeping). */
  idle(): Promise<void>;
  /** Stops listening to the feed. */
  stop(): void;
}

const wirings = new WeakMap<Db, AlarmEngineWiring>();

export function wireAlarmEngine(db: Db, feed: LiveFeed, options: { publicUrl: string; now: () => number }): AlarmEngineWiring {
  setEngineOptions(db, { publicUrl: options.publicUrl });
  let tail: Promise<void> = Promise.resolve();
  const stop = feed.subscribe((values) => {
    // An evaluation error is logged; it never reaches the ingestion (which has committed and answered already).
    tail = tail.then(() => evaluateLiveValues(db, values, options)).then(() => undefined, (error: unknown) => {
      console.error('alarm evaluation failed', error);
    });
  });
  const wiring: AlarmEngineWiring = {
    async idle() {
      let seen: Promise<void>;
      do { seen = tail; await seen; } while (seen !== tail);
    },
    stop,
  };
  wirings.set(db, wiring);
  return wiring;
}

/** The engine wired on this database (tests: `await alarmEngineOf(t.db)?.idle()`). */
export const alarmEngineOf = (db: Db): AlarmEngineWiring | undefined => wirings.get(db);
