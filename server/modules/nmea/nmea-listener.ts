/**
 * One NMEA 0183 listener: a TCP or UDP port whose sentences become points of one grouping key (a ship's own tags,
 * `SHIP-UNIT-<code>`), handed to the measurement sink in batches. Bad lines, void data and a failing store are counted
 * in its status; none of them stops it. Only close() does.
 */
import type { MeasurementSink } from '../timeseries/ingest-types.js';
import { createLineHandler } from './line-handler.js';
import { createCounters, noteProblem, type ListenerCounters } from './listener-counters.js';
import { createPointBatcher } from './point-batcher.js';
import { createTagResolver, type MappingRule } from './tag-mapping.js';
import { createTcpTransport } from './tcp-transport.js';
import type { Transport } from './transport.js';
import { createUdpTransport } from './udp-transport.js';

export type NmeaProtocol = 'TCP' | 'UDP';

export interface NmeaListenerOptions {
  protocol: NmeaProtocol;
  /** 0 binds any free port (tests); boundPort() tells which. */
  port: number;
  bindAddress?: string;
  groupingKey: string;
  mapping?: readonly MappingRule[];
  sink: MeasurementSink;
  log?: (line: string) => void;
  flushMs?: number;
  maxBatchPoints?: number;
}

export interface NmeaListener {
  /** Binds the port; rejects (EADDRINUSE, EACCES …) when it cannot. */
  start(): Promise<void>;
  /** The port bound, once started. */
  boundPort(): number | undefined;
  /** Hands what is waiting to the sink now. */
  flush(): Promise<void>;
  status(): ListenerCounters;
  /** Unbinds, hangs up on the talkers and flushes what is left. */
  close(): Promise<void>;
}

export function createNmeaListener(options: NmeaListenerOptions): NmeaListener {
  const { protocol, port, bindAddress = '0.0.0.0', groupingKey, sink, log = () => {} } = options;
  const counters = createCounters();
  const batcher = createPointBatcher({ groupingKey, sink, counters, log, flushMs: options.flushMs, maxBatchPoints: options.maxBatchPoints });
  const handleLine = createLineHandler({ resolveTag: createTagResolver(options.mapping), counters, emit: batcher.add });
  const onLine = (line: string, receivedAt: Date) => {
    try {
      handleLine(line, receivedAt);
    } catch (error) {
      // A bug of ours must not take the port down with it; the line is counted and the next one read.
      counters.malformed += 1;
      noteProblem(counters, `internal error: ${error instanceof Error ? error.message : String(error)}`, line);
    }
  };
  const transportOptions = { port, bindAddress, onLine, log };
  const transport: Transport = protocol === 'UDP' ? createUdpTransport(transportOptions, counters) : createTcpTransport(transportOptions, counters);
  let bound: number | undefined;

  return {
    async start() {
      try {
        bound = await transport.start();
      } catch (error) {
        await batcher.close();
        throw error;
      }
    },
    boundPort: () => bound,
    flush: () => batcher.flush(),
    status: () => structuredClone(counters),
    async close() {
      await transport.close();
      await batcher.close();
      bound = undefined;
    },
  };
}
