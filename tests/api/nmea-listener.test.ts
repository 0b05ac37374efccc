import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { authentication, requireSessionByDefault } from '../../server/http/auth.js';
import { handleError } from '../../server/http/error-handler.js';
import { language } from '../../server/http/language.js';
import { serverMessages } from '../../server/http/messages.js';
import { routeAccess } from '../../server/http/public-routes.js';
import { createRouter } from '../../server/http/router.js';
import { resolveToken } from '../../server/modules/auth/sessions.js';
import { loadSigningKey } from '../../server/modules/auth/tokens.js';
import { createNmeaListener, type NmeaListener } from '../../server/modules/nmea/nmea-listener.js';
import { createNmeaManager, type NmeaManager } from '../../server/modules/nmea/manager.js';
import { nmeaRoutes } from '../../server/modules/nmea/routes.js';
import type { MeasurementSink } from '../../server/modules/timeseries/ingest-types.js';
import { fixtureExpectations, fixtureLines, fixtureStream } from '../support/nmea-fixtures.js';
import {
  collectingSink, connectTalker, freePort, hangUp, isRefused, sendDatagrams, waitFor, writeInChunks,
} from '../support/nmea-talkers.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

const ship = 'SHIP-UNIT-NORDIC_ORE';
const sentenceLines = (file: string) => fixtureLines(file).length;

describe('NMEA listener over real sockets', () => {
  const listeners: NmeaListener[] = [];
  afterAll(async () => { for (const listener of listeners) await listener.close(); });

  async function listen(protocol: 'TCP' | 'UDP', sink: MeasurementSink, mapping = []) {
    const listener = createNmeaListener({ protocol, port: 0, bindAddress: '127.0.0.1', groupingKey: ship, sink, mapping, flushMs: 50 });
    listeners.push(listener);
    await listener.start();
    return { listener, port: listener.boundPort()! };
  }

  it('turns a TCP talker\'s sentences into the ship\'s tags, counting and skipping bad lines without stopping', async () => {
    const store = collectingSink();
    const { listener, port } = await listen('TCP', store.sink);
    const talker = await connectTalker(port);
    const badLines = fixtureExpectations('bad-lines.nmea');
    await writeInChunks(talker, fixtureStream('bandg-zeus2.nmea') + fixtureStream('bad-lines.nmea') + fixtureStream('bandg-zeus2.nmea'));
    const expectedLines = 2 * sentenceLines('bandg-zeus2.nmea') + badLines.length;
    await waitFor('every line counted', () => listener.status().lines === expectedLines);
    await waitFor('the points stored', () => listener.status().acceptedPoints === 2 * 16);

    expect(store.values(ship, 'LAT')).toEqual([52.850157, 52.850155, 52.850157, 52.850155]);
    expect(store.values(ship, 'HEADING')).toEqual([231.3, 231.3]);
    expect(store.values(ship, 'WIND_DIR_TRUE')).toEqual([327.9, 327.9]);
    // The replayed log keeps its own day: RMC carries it, and the GGA of the second pass takes it from that RMC.
    expect(store.points(ship, 'LAT').slice(1).map((p) => p.ts)).toEqual([
      new Date('2018-08-20T09:47:37Z'), new Date('2018-08-20T09:47:36Z'), new Date('2018-08-20T09:47:37Z'),
    ]);
    expect(store.batches.flat().every((series) => series.groupingKey === ship)).toBe(true);
    const count = (what: string) => badLines.filter((c) => c.expect === what).length;
    expect(listener.status()).toMatchObject({
      connections: 1, activeConnections: 1, sentences: 16, badChecksum: count('bad-checksum'),
      malformed: count('truncated') + count('garbled') + count('no-start') + count('bad-address') + count('too-long'),
      unsupported: 24 + count('unsupported'), invalid: count('void'), sinkErrors: 0,
    });
    expect(listener.status().lastSentenceAt).not.toBeNull();
    await hangUp(talker);
  });

  it('serves talkers that hang up and come back, and several at once', async () => {
    const store = collectingSink();
    const { listener, port } = await listen('TCP', store.sink);
    const first = await connectTalker(port);
    await writeInChunks(first, '$HEHDT,4.0,T*2B\r\n$HEHDT,4.1,T*');
    first.destroy();
    await waitFor('the first talker gone', () => listener.status().activeConnections === 0);

    const gyro = await connectTalker(port);
    const sensors = await connectTalker(port);
    await writeInChunks(gyro, '$GPHDT,274.07,T*03\r\n');
    await writeInChunks(sensors, fixtureStream('ship-sensors.nmea'), 11);
    await waitFor('both talkers read', () => listener.status().lines === 2 + 1 + sentenceLines('ship-sensors.nmea'));
    await waitFor('the drafts stored', () => store.values(ship, 'DRAFT_AFT').length === 1);

    expect(listener.status()).toMatchObject({ connections: 3, activeConnections: 2, malformed: 1 });
    expect(listener.status().lastProblem).toMatchObject({ reason: 'truncated', line: '$HEHDT,4.1,T*' });
    expect(store.values(ship, 'HEADING')).toEqual([4, 274.07, 4, 274.07]);
    expect(store.values(ship, 'DRAFT_FWD')).toEqual([10.52]);
    expect(store.values(ship, 'SHAFT_RPM')).toEqual([1800, 3200]);
    await Promise.all([hangUp(gyro), hangUp(sensors)]);
  });

  it('reads UDP datagrams of one or more lines', async () => {
    const store = collectingSink();
    const { listener, port } = await listen('UDP', store.sink);
    await sendDatagrams(port, [
      '$GPRMC,094737,A,5251.0093,N,00518.8170,E,5.6,230.5,200818,1.4,E,A*1F\r\n',
      '$SDDPT,5.3,0.4,*79\r\n$WIMWV,57.5,R,13.0,N,A*26\r\n$GPRMC,094737,A,5251.0093,N,00518.81\r\n',
      '$ERRPM,E,1,22.6,0.0,A*4A',
    ]);
    await waitFor('three datagrams read', () => listener.status().datagrams === 3 && listener.status().lines === 5);
    await waitFor('the points stored', () => listener.status().acceptedPoints === 7);
    expect(store.values(ship, 'LAT')).toEqual([52.850155]);
    expect(store.values(ship, 'DEPTH')).toEqual([5.3]);
    expect(store.values(ship, 'WIND_SPEED_REL')).toEqual([13]);
    expect(listener.status()).toMatchObject({ malformed: 1, badChecksum: 1, connections: 0 });
  });

  it('keeps listening while the store fails, and stores the points once it is back', async () => {
    const store = collectingSink();
    let failing = true;
    const flaky: MeasurementSink = async (batch) => {
      if (failing) throw new Error('database unavailable');
      return store.sink(batch);
    };
    const { listener, port } = await listen('TCP', flaky);
    const talker = await connectTalker(port);
    await writeInChunks(talker, '$HEHDT,4.0,T*2B\r\n');
    await waitFor('a store failure', () => listener.status().sinkErrors > 0);
    await writeInChunks(talker, '$GPHDT,274.07,T*03\r\n');
    await waitFor('the second line read', () => listener.status().lines === 2);
    failing = false;
    await waitFor('both headings stored', () => store.values(ship, 'HEADING').length === 2);
    expect(store.values(ship, 'HEADING')).toEqual([4, 274.07]);
    expect(listener.status()).toMatchObject({ droppedPoints: 0, acceptedPoints: 2 });
    await hangUp(talker);
  });

  it('refuses to start on a port in use, and frees its port when closed', async () => {
    const { listener, port } = await listen('TCP', collectingSink().sink);
    const second = createNmeaListener({ protocol: 'TCP', port, bindAddress: '127.0.0.1', groupingKey: ship, sink: collectingSink().sink });
    await expect(second.start()).rejects.toThrow(/EADDRINUSE/);
    const talker = await connectTalker(port);
    await listener.close();
    await waitFor('the talker hung up on', () => talker.destroyed || talker.closed);
    expect(await isRefused(port)).toBe(true);
  });
});

describe('NMEA listeners from tcp-config records', () => {
  let t: TestApp;
  let admin: string;
  let manager: NmeaManager;
  let shipId: string;
  const store = collectingSink();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', demoPasswords.admin);
    [{ id: shipId }] = await t.db.select({ id: units.id }).from(units).where(eq(units.code, 'NORDIC_ORE'));
    manager = createNmeaManager({ db: t.db, sink: store.sink, pollMs: 0, listener: { flushMs: 50 } });
  });
  afterAll(async () => {
    await manager.close();
    await t.close();
  });

  const saveConfig = (data: object) => t.call('POST', '/api/tcp-config', { token: admin, body: { requestValue: { data } } });

  it('refuses a port below 1024, an unknown ship and a mapping to a tag that does not exist', async () => {
    const base = { code: 'BRIDGE', description: 'Bridge multiplexer', protocol: 'TCP', port: 10110, unit: shipId };
    expect((await saveConfig({ ...base, port: 80 })).status).toBe(400);
    expect((await saveConfig({ ...base, unit: '00000000-0000-4000-8000-000000000000' })).status).toBe(400);
    expect((await saveConfig({ ...base, mapping: [{ sentence: 'XDR', field: 'HEEL', tag: 'NO_SUCH_TAG' }] })).status).toBe(400);
  });

  it('starts a listener for an enabled record, feeding the ship\'s tags with its mapping', async () => {
    const port = await freePort();
    const res = await saveConfig({
      code: 'NORDIC_ORE_BRIDGE', description: 'Bridge multiplexer', protocol: 'TCP', port, bindAddress: '127.0.0.1', unit: shipId, enabled: true,
      mapping: [{ sentence: 'XDR', field: 'DRAFT_F', tag: 'DRAFT_AFT' }, { sentence: 'DPT', field: 'depth' }],
    });
    expect(res.status).toBe(200);
    await manager.reconcile();
    expect(manager.status()).toMatchObject([{ code: 'NORDIC_ORE_BRIDGE', state: 'listening', groupingKey: ship, boundPort: port, error: null }]);

    const talker = await connectTalker(port);
    await writeInChunks(talker, '$IIXDR,D,10.52,M,DRAFT_F,D,11.18,M,DRAFT_A,D,0.66,M,TRIM*53\r\n$SDDPT,5.3,0.4,*79\r\n');
    await waitFor('the drafts stored', () => store.values(ship, 'DRAFT_AFT').length === 2);
    expect(store.values(ship, 'DRAFT_AFT')).toEqual([10.52, 11.18]);
    expect(store.values(ship, 'DEPTH')).toEqual([]);
    await hangUp(talker);
  });

  it('answers GET /api/nmea/status to whoever may view tcp-config, and 403 to others', async () => {
    const ctx = { db: t.db, config: t.config, key: await loadSigningKey(t.db) };
    const app = createRouter();
    app.onError(handleError);
    app.use('*', language, serverMessages);
    app.use('/api/*', authentication((token) => resolveToken(ctx, token)), requireSessionByDefault(routeAccess));
    app.route('/api', nmeaRoutes(t.db, manager));
    const get = (token: string) => app.request('/api/nmea/status', { headers: { authorization: `Bearer ${token}` } });

    const res = await get(admin);
    expect(res.status).toBe(200);
    const body = await res.json() as { listeners: { code: string; state: string; counters: { lines: number } }[] };
    expect(body.listeners).toMatchObject([{ code: 'NORDIC_ORE_BRIDGE', state: 'listening', counters: { lines: 2 } }]);
    expect((await get(await t.signIn('captain', demoPasswords.captain))).status).toBe(403);
  });

  it('restarts on a changed port, stops when disabled, and reports a port it cannot bind', async () => {
    const [current] = manager.status();
    const record = await (await t.call('GET', `/api/tcp-config/${current.id}`, { token: admin })).json() as { version: number; data: Record<string, unknown> };
    const newPort = await freePort();
    const moved = await t.call('PUT', `/api/tcp-config/${current.id}`, { token: admin, body: { requestValue: { version: record.version, data: { ...record.data, port: newPort } } } });
    expect(moved.status).toBe(200);
    await manager.reconcile();
    expect(manager.status()).toMatchObject([{ state: 'listening', boundPort: newPort }]);
    expect(await isRefused(current.port)).toBe(true);

    const blocker = createNmeaListener({ protocol: 'UDP', port: 0, bindAddress: '127.0.0.1', groupingKey: ship, sink: store.sink });
    await blocker.start();
    const taken = await saveConfig({ code: 'ENGINE_UDP', description: 'Engine room', protocol: 'UDP', port: blocker.boundPort(), bindAddress: '127.0.0.1', unit: shipId });
    expect(taken.status).toBe(200);
    await manager.reconcile();
    expect(manager.status().find((s) => s.code === 'ENGINE_UDP')).toMatchObject({ state: 'failed', error: expect.stringMatching(/EADDRINUSE/) });
    await blocker.close();
    await manager.reconcile();
    expect(manager.status().find((s) => s.code === 'ENGINE_UDP')).toMatchObject({ state: 'listening', error: null });

    const latest = await (await t.call('GET', `/api/tcp-config/${current.id}`, { token: admin })).json() as { version: number; data: Record<string, unknown> };
    const off = await t.call('PUT', `/api/tcp-config/${current.id}`, { token: admin, body: { requestValue: { version: latest.version, data: { ...latest.data, enabled: false } } } });
    expect(off.status).toBe(200);
    await manager.reconcile();
    expect(manager.status().map((s) => s.code)).toEqual(['ENGINE_UDP']);
    expect(await isRefused(newPort)).toBe(true);
  });
});
