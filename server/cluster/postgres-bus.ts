/**
 * The cluster bus on PostgreSQL: NOTIFY on one channel, LISTEN on a dedicated connection of this bus's own. Items go to
 * this instance's subscribers at once and to the others as frames (frames.ts); the frames of this instance that come
 * back are dropped, so each subscriber sees an item exactly once. The listening connection is watched: when it drops,
 * the bus listens again (1, 2, 4 … 30 s apart) and logs both, since frames sent meanwhile are missed.
 */
import postgres from 'postgres';
import { createLocalDelivery, newInstanceId, type BusLog, type ClusterBus } from './bus.js';
import { packFrames, readFrame } from './frames.js';

/** The one PostgreSQL channel of the bus (NOTIFY is per database: instances of other databases never hear it). */
export const busChannel = 'keel_cluster';

export interface PostgresBusOptions {
  log?: BusLog;
  /** Called each time the bus starts listening (first time and after every reconnect): tests wait for it. */
  onListening?(): void;
}

export interface PostgresBus extends ClusterBus {
  /** True while the listening connection is up and LISTENing. */
  isListening(): boolean;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createPostgresBus(databaseUrl: string, options: PostgresBusOptions = {}): PostgresBus {
  const log = options.log ?? ((line) => console.error(line));
  const instanceId = newInstanceId();
  const local = createLocalDelivery(log);
  let isClosed = false;
  let listening = false;
  let retryMs = 1_000;
  let retryTimer: NodeJS.Timeout | undefined;
  let hasListened = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => { markReady = resolve; });

  const receive = (payload: string) => {
    const frame = readFrame(payload);
    if (!frame) return log(`cluster bus: a payload on ${busChannel} that is not a Keel frame was ignored`);
    if (frame.o === instanceId) return;
    local.deliverEncoded(frame.t, frame.i);
  };

  // Sending: one connection, so frames leave (and arrive) in publish order.
  // Both connections name the instance, so pg_stat_activity shows which Keel process holds them.
  const connection = (role: string) => ({ application_name: `keel ${role} ${instanceId}`.slice(0, 63) });
  const sender = postgres(databaseUrl, { max: 1, onnotice: () => {}, fetch_types: false, connection: connection('bus-send') });
  // Listening: a connection of its own that never idles out; a drop is noticed by onclose.
  // `onnotify` is postgres.js's connection-level hook (what its own sql.listen uses) but not in its typed options.
  const listener = postgres(databaseUrl, {
    max: 1, idle_timeout: 0, max_lifetime: null, fetch_types: false, onnotice: () => {}, connection: connection('bus-listen'),
    onnotify: (channel: string, payload: string) => { if (channel === busChannel) receive(payload); },
    onclose: () => {
      if (isClosed || !listening) return;
      listening = false;
      log('cluster bus: the listening connection dropped; values and notifications of other instances are missed until it is back');
      scheduleListen(0);
    },
  } as postgres.Options<Record<string, never>>);

  async function listen() {
    retryTimer = undefined;
    if (isClosed) return;
    try {
      await listener.unsafe(`LISTEN ${busChannel}`);
      if (isClosed) return;
      listening = true;
      retryMs = 1_000;
      if (hasListened) log('cluster bus: listening again');
      hasListened = true;
      markReady();
      options.onListening?.();
    } catch (error) {
      if (isClosed) return;
      log(`cluster bus: cannot listen (${describe(error)}); trying again in ${retryMs / 1000} s`);
      scheduleListen(retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    }
  }
  function scheduleListen(delayMs: number) {
    if (retryTimer || isClosed) return;
    retryTimer = setTimeout(() => void listen(), delayMs);
    retryTimer.unref();
  }
  void listen();

  return {
    instanceId,
    kind: 'postgres',
    ready,
    isListening: () => listening,
    publish(topic, items) {
      if (!items.length || isClosed) return;
      local.deliver(topic.name, items);
      const { payloads, oversized } = packFrames(instanceId, topic, items);
      for (const { bytes } of oversized) {
        log(`cluster bus: a ${topic.name} item of ${bytes} bytes is over the NOTIFY limit; only this instance's sockets got it`);
      }
      for (const payload of payloads) {
        sender.notify(busChannel, payload).catch((error: unknown) => {
          log(`cluster bus: a ${topic.name} frame could not be sent to the other instances: ${describe(error)}`);
        });
      }
    },
    subscribe: (topic, listen) => local.subscribe(topic, listen),
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      await Promise.all([listener.end({ timeout: 2 }), sender.end({ timeout: 2 })]);
    },
  };
}
