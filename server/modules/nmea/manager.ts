/**
 * Keeps the running NMEA listeners in line with the tcp-config records. reconcile() compares what runs with what the
 * records ask for: a new record starts a listener, a changed one restarts it, a disabled or deleted one stops it, and
 * one that could not bind (port taken, no permission) is tried again. The server calls reconcile() at start; after
 * that the manager polls every `pollMs`, so a saved record takes effect within seconds without the resource routes
 * knowing about listeners, and a record written by another instance is seen too.
 */
import type { Db } from '../../db/engine.js';
import type { MeasurementSink } from '../timeseries/ingest-types.js';
import type { ListenerCounters } from './listener-counters.js';
import { createNmeaListener, type NmeaListener, type NmeaListenerOptions } from './nmea-listener.js';
import { loadTcpConfigs, shipUnitKey, type TcpConfig } from './tcp-configs.js';

export interface NmeaManagerOptions {
  db: Db;
  sink: MeasurementSink;
  log?: (line: string) => void;
  /** 0: no polling, only explicit reconcile() calls. */
  pollMs?: number;
  listener?: Pick<NmeaListenerOptions, 'flushMs' | 'maxBatchPoints'>;
}

/** One tcp-config record as it runs: listening with its counters, or failed with the reason. */
export interface NmeaListenerStatus extends Pick<TcpConfig, 'id' | 'code' | 'description' | 'protocol' | 'port' | 'bindAddress'> {
  groupingKey: string | null;
  state: 'listening' | 'failed';
  error: string | null;
  boundPort: number | null;
  counters: ListenerCounters | null;
}

export interface NmeaManager {
  reconcile(): Promise<void>;
  status(): NmeaListenerStatus[];
  close(): Promise<void>;
}

interface Entry {
  config: TcpConfig;
  fingerprint: string;
  listener?: NmeaListener;
  error?: string;
}

/** What a listener is built from; a change of code or description alone does not restart it. */
const fingerprintOf = (c: TcpConfig) => JSON.stringify([c.protocol, c.port, c.bindAddress, c.unitCode, c.mapping, c.problem]);

export function createNmeaManager(options: NmeaManagerOptions): NmeaManager {
  const { db, sink, log = () => {}, pollMs = 5000 } = options;
  const entries = new Map<string, Entry>();
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  const timer = pollMs > 0 ? setInterval(() => void reconcile(), pollMs) : undefined;
  timer?.unref();

  async function start(config: TcpConfig, previous?: Entry) {
    const entry: Entry = { config, fingerprint: fingerprintOf(config) };
    entries.set(config.id, entry);
    if (config.problem || !config.unitCode) {
      entry.error = config.problem ?? 'unknown ship';
    } else {
      const groupingKey = shipUnitKey(config.unitCode);
      const listener = createNmeaListener({
        protocol: config.protocol, port: config.port, bindAddress: config.bindAddress, groupingKey, mapping: config.mapping, sink, log, ...options.listener,
      });
      try {
        await listener.start();
        entry.listener = listener;
        log(`NMEA: ${config.code} listening on ${config.protocol} ${config.bindAddress}:${listener.boundPort()} for ${groupingKey}`);
        return;
      } catch (error) {
        entry.error = error instanceof Error ? error.message : String(error);
      }
    }
    // A listener that cannot start is retried at every poll; say so once, not every five seconds.
    if (previous?.error !== entry.error) log(`NMEA: ${config.code} cannot listen on ${config.protocol} ${config.port}: ${entry.error}`);
  }

  async function stop(id: string) {
    const entry = entries.get(id);
    entries.delete(id);
    if (entry?.listener) {
      await entry.listener.close();
      log(`NMEA: ${entry.config.code} stopped`);
    }
  }

  async function reconcileNow() {
    const configs = await loadTcpConfigs(db);
    const wanted = new Map(configs.map((c) => [c.id, c]));
    for (const [id, entry] of entries) {
      const config = wanted.get(id);
      if (!config || fingerprintOf(config) !== entry.fingerprint) await stop(id);
    }
    for (const config of configs) {
      const entry = entries.get(config.id);
      if (entry?.listener) entry.config = config;
      else await start(config, entry);
    }
  }

  function reconcile(): Promise<void> {
    queue = queue.then(async () => {
      if (!closed) await reconcileNow();
    }).catch((error: unknown) => log(`NMEA: reading tcp-config failed, listeners left as they are: ${error instanceof Error ? error.message : String(error)}`));
    return queue;
  }

  return {
    reconcile,
    status: () => [...entries.values()].map(({ config, listener, error }) => ({
      id: config.id, code: config.code, description: config.description, protocol: config.protocol, port: config.port, bindAddress: config.bindAddress,
      groupingKey: config.unitCode ? shipUnitKey(config.unitCode) : null,
      state: listener ? 'listening' : 'failed', error: error ?? null, boundPort: listener?.boundPort() ?? null, counters: listener?.status() ?? null,
    })),
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await queue;
      for (const id of [...entries.keys()]) await stop(id);
    },
  };
}
