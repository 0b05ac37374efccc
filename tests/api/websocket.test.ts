/** The live socket at /ws/socket over a real HTTP server: authentication, measures/latest pushes, ship access, unsubscribe, session end. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { LiveMeasure, MeasuresLatestData } from '../../descriptors/lib/live-measures.js';
import { socketCloseCodes } from '../../descriptors/lib/socket-protocol.js';
import { createSocketClient } from '../../runtime/api/socket-client.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createManualTimers } from '../support/manual-timers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { openProbe, startTestServer, type SocketProbe, type TestServer } from '../support/test-server.js';

const nordic = 'SHIP-UNIT-NORDIC_ORE';
const baltic = 'SHIP-UNIT-BALTIC_AMBER';
let clock = Date.now() - 3_600_000;
/** A new instant for every point, so no ingestion is a duplicate of another. */
const nextTs = () => new Date((clock += 1_000)).toISOString();

interface Push { target: string; content: { subscriptionId: string; data: MeasuresLatestData } }

describe('live values over the socket', () => {
  let t: TestApp;
  let server: TestServer;
  let admin: string;
  let captain: string;
  const probes: SocketProbe[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    server = await startTestServer(t);
    admin = await t.signIn('admin', 'Admin#2026');
    captain = await t.signIn('captain', 'Captain#2026');
  });
  afterAll(async () => {
    for (const probe of probes) probe.socket.terminate();
    await server.close();
    await t.close();
  });

  const open = async () => { const probe = await openProbe(server.socketUrl); probes.push(probe); return probe; };
  const signedIn = async (token: string) => {
    const probe = await open();
    expect((await probe.request('wsm:authenticate', { token })).content).toEqual({ status: 'OK' });
    return probe;
  };
  const subscribe = async (probe: SocketProbe, parameters: object, identifier = 'measures/latest') =>
    (await probe.request('wsm:subscribe', { identifier, parameters })).content as { subscriptionId?: string; failed?: boolean; reason?: string };
  const ingest = async (series: { groupingKey: string; tag: string; value: number }[]) => {
    const res = await t.call('POST', '/api/measures/ingest', {
      token: admin, body: { requestValue: { series: series.map(({ groupingKey, tag, value }) => ({ groupingKey, tag, points: [{ ts: nextTs(), value }] })) } },
    });
    expect(res.status).toBe(200);
    expect((await res.json() as { accepted: number }).accepted).toBe(series.length);
  };
  const pushesOf = (probe: SocketProbe, subscriptionId: string) =>
    (probe.messages as unknown as Push[]).filter((m) => m.target === 'subscription' && m.content.subscriptionId === subscriptionId);
  const pushWith = (probe: SocketProbe, subscriptionId: string, value: number) => probe.next((m) => {
    const push = m as unknown as Push;
    return push.target === 'subscription' && push.content.subscriptionId === subscriptionId && push.content.data.values.some((v) => v.value === value);
  });

  it('answers OK to a valid token and refuses a bad one, then closes the socket', async () => {
    await signedIn(admin);
    const probe = await open();
    const reply = await probe.request('wsm:authenticate', { token: 'not-a-token' });
    expect(reply.content).toMatchObject({ status: 'FAILED', failed: true, reason: 'AUTHENTICATION_FAILED' });
    expect((await probe.closed).code).toBe(socketCloseCodes.unauthenticated);
  });

  it('refuses requests before authentication and closes the socket', async () => {
    const probe = await open();
    const reply = await probe.request('wsm:subscribe', { identifier: 'measures/latest', parameters: {} });
    expect(reply.content).toMatchObject({ failed: true, reason: 'NOT_AUTHENTICATED' });
    expect((await probe.closed).code).toBe(socketCloseCodes.unauthenticated);
  });

  it('pushes a value ingested after subscribing, including the first value of a new series', async () => {
    const probe = await signedIn(admin);
    const { subscriptionId } = await subscribe(probe, { units: ['NORDIC_ORE'], tags: ['SOG'] });
    expect(subscriptionId).toEqual(expect.any(String));
    await ingest([{ groupingKey: nordic, tag: 'SOG', value: 11.5 }]);
    const push = await pushWith(probe, subscriptionId!, 11.5) as unknown as Push;
    expect(push.content.data.values).toEqual([{ groupingKey: nordic, unit: 'NORDIC_ORE', tag: 'SOG', ts: expect.any(String), value: 11.5 }]);
  });

  it('a user sees and subscribes only to their own ships', async () => {
    const probe = await signedIn(captain);
    const everything = (await subscribe(probe, {})).subscriptionId!;
    const otherShip = (await subscribe(probe, { units: ['BALTIC_AMBER'] })).subscriptionId!;
    expect(otherShip).toEqual(expect.any(String));

    await ingest([{ groupingKey: nordic, tag: 'STW', value: 9.25 }, { groupingKey: baltic, tag: 'STW', value: 14.75 }]);
    await pushWith(probe, everything, 9.25);
    // A second ingestion reaching the captain proves the first one's pushes (if any) were already sent.
    await ingest([{ groupingKey: nordic, tag: 'STW', value: 9.5 }, { groupingKey: baltic, tag: 'STW', value: 15 }]);
    await pushWith(probe, everything, 9.5);

    const units = pushesOf(probe, everything).flatMap((p) => p.content.data.values.map((v) => v.unit));
    expect(new Set(units)).toEqual(new Set(['NORDIC_ORE']));
    expect(pushesOf(probe, otherShip)).toEqual([]);

    const read = await t.call('POST', '/api/measures/latest', { token: captain, body: { tags: ['STW'] } });
    expect((await read.json() as { unit: string }[]).map((r) => r.unit)).toEqual(['NORDIC_ORE']);
  });

  it('stops pushing after unsubscribe', async () => {
    const probe = await signedIn(admin);
    const dropped = (await subscribe(probe, { tags: ['HEADING'] })).subscriptionId!;
    const kept = (await subscribe(probe, { tags: ['HEADING'] })).subscriptionId!;
    expect((await probe.request('wsm:unsubscribe', { subscriptionId: dropped })).content).toEqual({ status: 'OK' });
    await ingest([{ groupingKey: nordic, tag: 'HEADING', value: 181 }]);
    await pushWith(probe, kept, 181);
    expect(pushesOf(probe, dropped)).toEqual([]);
    expect((await probe.request('wsm:unsubscribe', { subscriptionId: dropped })).content).toMatchObject({ failed: true, reason: 'UNKNOWN_SUBSCRIPTION' });
  });

  it('answers failed for an unknown identifier or bad parameters', async () => {
    const probe = await signedIn(admin);
    expect(await subscribe(probe, {}, 'measures/everything')).toMatchObject({ failed: true, reason: 'UNKNOWN_IDENTIFIER' });
    expect(await subscribe(probe, { tags: 'SOG' })).toMatchObject({ failed: true, reason: 'INVALID_PARAMETERS' });
    expect(probe.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes the socket of a session that was signed out', async () => {
    const token = await t.signIn('captain', 'Captain#2026');
    const probe = await signedIn(token);
    expect((await t.call('DELETE', '/api/authentication', { token })).status).toBe(200);
    await t.sockets.checkSessions();
    expect((await probe.closed).code).toBe(socketCloseCodes.unauthenticated);
  });

  it('pushes notifications to the sockets of their user only', async () => {
    const mine = await signedIn(captain);
    const others = await signedIn(admin);
    const userId = (await (await t.call('GET', '/api/user/me', { token: captain })).json() as { id: string }).id;
    expect(t.sockets.notify(userId, { level: 'INFO', content: 'Noon report due' })).toBeGreaterThan(0);
    const pushed = await mine.next((m) => m.target === 'notification');
    expect(pushed.content).toEqual({ level: 'INFO', content: 'Noon report due' });
    expect(others.messages.some((m) => m.target === 'notification')).toBe(false);
  });

  it('the runtime client comes back 30 s after a going-away close and re-issues its subscription', async () => {
    const timers = createManualTimers();
    const client = createSocketClient({ url: server.socketUrl, tokens: { get: () => admin, watch: () => () => undefined }, WebSocket, timers });
    const values: LiveMeasure[] = [];
    client.subscribe<MeasuresLatestData>('measures/latest', { tags: ['COG'] }, (data) => values.push(...data.values));
    client.start();
    try {
      // Ingest until a value arrives: the first ingestion may come before the subscription is confirmed.
      const arrives = async (value: number) => vi.waitFor(async () => {
        await ingest([{ groupingKey: nordic, tag: 'COG', value }]);
        expect(values.map((v) => v.value)).toContain(value);
      }, { timeout: 10_000, interval: 100 });
      await arrives(90);

      t.sockets.closeAll();
      await vi.waitFor(() => expect(client.phase()).toBe('waiting'));
      expect(timers.pending()).toEqual([30_000]);
      timers.run(30_000);
      await vi.waitFor(() => expect(client.phase()).toBe('ready'));
      await arrives(270);
    } finally {
      client.stop();
    }
  });
});
