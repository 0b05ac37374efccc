/**
 * The cluster bus (server/cluster/): the in-process bus of PGlite, and on PostgreSQL (TEST_DATABASE_URL) LISTEN/NOTIFY
 * between two buses of one database, large batches in several frames, a listening connection that drops and comes back.
 * The two-process test is tests/instances/.
 */
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeasuresLatestData } from '../../descriptors/lib/live-measures.js';
import { createLocalBus, type ClusterBus } from '../../server/cluster/bus.js';
import { createPostgresBus, type PostgresBus } from '../../server/cluster/postgres-bus.js';
import { onOneInstance } from '../../server/cluster/one-instance.js';
import { openDatabase } from '../../server/db/engine.js';
import { liveValuesTopic, notificationChangesTopic } from '../../server/cluster/topics.js';
import type { LiveValue } from '../../server/modules/timeseries/live-feed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { openProbe, startTestServer, type SocketProbe, type TestServer } from '../support/test-server.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const value = (seriesId: number, v: LiveValue['value'] = seriesId): LiveValue => ({
  seriesId, groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', unitId: null, ts: '2026-11-28T10:00:00.000Z', value: v,
});

/** Resolves once `predicate` holds for what was received; fails after `timeoutMs` instead of hanging. */
function waitFor(received: unknown[], predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (predicate()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error(`not received within ${timeoutMs} ms; got ${JSON.stringify(received).slice(0, 500)}`));
      setTimeout(check, 10);
    };
    check();
  });
}

describe('the in-process cluster bus (PGlite, one process)', () => {
  it("hands each batch to this process's subscribers once, per topic, until they unsubscribe", () => {
    const bus = createLocalBus();
    const live: LiveValue[][] = [];
    const notifications: unknown[] = [];
    const stop = bus.subscribe(liveValuesTopic, (values) => live.push([...values]));
    bus.subscribe(notificationChangesTopic, (items) => notifications.push(...items));
    bus.publish(liveValuesTopic, [value(1), value(2)]);
    bus.publish(liveValuesTopic, []);
    stop();
    bus.publish(liveValuesTopic, [value(3)]);
    expect(live).toEqual([[value(1), value(2)]]);
    expect(notifications).toEqual([]);
  });
});

describe("an app's own ingestion on its sockets", () => {
  let t: TestApp;
  let server: TestServer;
  let admin: string;
  let probe: SocketProbe;
  // On PostgreSQL the app's pushes go through a real LISTEN/NOTIFY bus, whose own frames come back to it.
  beforeAll(async () => {
    t = await createTestApp({}, { bus: (url) => (url ? createPostgresBus(url) : createLocalBus()) });
    server = await startTestServer(t);
    admin = await t.signIn('admin', 'Admin#2026');
    probe = await openProbe(server.socketUrl);
  });
  afterAll(async () => {
    probe?.socket.terminate();
    await server?.close();
    await t?.close();
  });

  it('reaches a subscriber of this instance exactly once, and the in-process feed once', async () => {
    expect((await probe.request('wsm:authenticate', { token: admin })).content).toEqual({ status: 'OK' });
    const { subscriptionId } = (await probe.request('wsm:subscribe', { identifier: 'measures/latest', parameters: { units: ['NORDIC_ORE'], tags: ['SOG'] } })).content as { subscriptionId: string };
    const local: LiveValue[] = [];
    t.feed.subscribe((values) => local.push(...values));
    const pushed = (v: number) => probe.messages.filter((m) => m.target === 'subscription'
      && (m.content as { subscriptionId: string; data: MeasuresLatestData }).subscriptionId === subscriptionId
      && (m.content as { data: MeasuresLatestData }).data.values.some((x) => x.value === v));
    let ts = Date.now() - 600_000;
    for (const v of [11.5, 12.5]) {
      const res = await t.call('POST', '/api/measures/ingest', {
        token: admin, body: { requestValue: { series: [{ groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', points: [{ ts: new Date((ts += 1_000)).toISOString(), value: v }] }] } },
      });
      expect(res.status).toBe(200);
      await probe.next(() => pushed(v).length > 0);
    }
    // The second push came after anything the first ingestion could still have sent.
    expect(pushed(11.5)).toHaveLength(1);
    expect(local.filter((v) => v.value === 11.5)).toHaveLength(1);
  });
});

describe('work that runs on one instance at a time (the algorithms\' continuous rounds)', () => {
  it('skips the turn of an instance while another runs it, and runs it once that one is done', async () => {
    const t = await createTestApp();
    try {
      const here = onOneInstance(t.db, t.engine);
      if (t.engine === 'pglite') {
        // One process owns a PGlite database: there is no other instance to wait for.
        expect(await here('round', async () => 'ran')).toBe('ran');
        return;
      }
      const other = await openDatabase({ databaseUrl: t.databaseUrl });
      try {
        const there = onOneInstance(other.db, 'postgres');
        let release: () => void = () => {};
        const holding = new Promise<void>((resolve) => { release = resolve; });
        let started: () => void = () => {};
        const isRunning = new Promise<void>((resolve) => { started = resolve; });
        const first = here('round', async () => { started(); await holding; return 'first'; });
        await isRunning;
        expect(await there('round', async () => 'second')).toBeUndefined();
        expect(await there('another job', async () => 'another')).toBe('another');
        release();
        expect(await first).toBe('first');
        expect(await there('round', async () => 'second')).toBe('second');
      } finally {
        await other.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('the PostgreSQL cluster bus: two buses on one database', () => {
  let admin: postgres.Sql | undefined;
  let databaseUrl = '';
  const name = `keel_bus_${process.pid}_${randomBytes(4).toString('hex')}`;
  const buses: ClusterBus[] = [];
  const logs: string[] = [];
  let listenCountB = 0;
  let a: PostgresBus;
  let b: PostgresBus;

  beforeAll(async () => {
    if (!postgresUrl) return;
    admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const parsed = new URL(postgresUrl);
    parsed.pathname = `/${name}`;
    databaseUrl = parsed.toString();
    a = createPostgresBus(databaseUrl, { log: (line) => logs.push(`A ${line}`) });
    b = createPostgresBus(databaseUrl, { log: (line) => logs.push(`B ${line}`), onListening: () => { listenCountB += 1; } });
    buses.push(a, b);
    await Promise.all([a.ready, b.ready]);
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    if (admin) {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  const record = (bus: ClusterBus) => {
    const got: LiveValue[] = [];
    bus.subscribe(liveValuesTopic, (values) => got.push(...values));
    return got;
  };

  it.runIf(Boolean(postgresUrl))("delivers each bus's items to the other, and to itself exactly once", async () => {
    const onA = record(a);
    const onB = record(b);
    a.publish(liveValuesTopic, [value(1)]);
    expect(onA).toEqual([value(1)]);
    await waitFor(onB, () => onB.length === 1);
    expect(onB).toEqual([value(1)]);
    b.publish(liveValuesTopic, [value(2)]);
    // B's item reaches A after A's own frame came back (one channel, commit order): A must still hold it once.
    await waitFor(onA, () => onA.length === 2);
    expect(onA).toEqual([value(1), value(2)]);
    expect(onB).toEqual([value(1), value(2)]);
  });

  it.runIf(Boolean(postgresUrl))('carries a batch of thousands of values in several frames, in order, and logs one too large to send', async () => {
    const onB = record(b);
    const batch = Array.from({ length: 3_000 }, (_, i) => value(1_000 + i, i % 2 ? i : `text ${i}`));
    a.publish(liveValuesTopic, [...batch.slice(0, 10), value(99, 'x'.repeat(9_000)), ...batch.slice(10)]);
    await waitFor(onB, () => onB.length >= batch.length);
    expect(onB).toEqual(batch);
    expect(logs.some((line) => line.startsWith('A cluster bus: a live item of') && line.includes('over the NOTIFY limit'))).toBe(true);
  });

  it.runIf(Boolean(postgresUrl))('listens again after its connection is dropped, and says so in the log', async () => {
    const onB = record(b);
    const before = listenCountB;
    const terminated = await admin!.unsafe(
      `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
      [name, `keel bus-listen ${b.instanceId}`.slice(0, 63)],
    );
    expect(terminated).toHaveLength(1);
    await waitFor(logs, () => listenCountB > before, 30_000);
    expect(logs.some((line) => line.startsWith('B cluster bus: the listening connection dropped'))).toBe(true);
    expect(logs).toContain('B cluster bus: listening again');
    a.publish(liveValuesTopic, [value(7)]);
    await waitFor(onB, () => onB.length === 1);
    expect(onB).toEqual([value(7)]);
  });
});
