/**
 * Two real Keel processes on one fresh PostgreSQL database behave as one (issue 20, docs/operations.md "Several
 * instances"): a value ingested on A reaches a socket on B once, a notification made on A reaches its user's socket on
 * B, one threshold crossing makes one alarm episode and one e-mail, a session opened on A works on B and a logout on A
 * ends it there, and a descriptor saved on A is what B serves next. Needs TEST_DATABASE_URL (`npm run test:instances`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeasuresLatestData } from '../../descriptors/lib/live-measures.js';
import type { NotificationChange, NotificationsAnswer } from '../../descriptors/lib/notifications/notification.js';
import { openDatabase } from '../../server/db/engine.js';
import { units } from '../../server/modules/access/tables.js';
import { prepareTemplate } from '../support/template.js';
import { startSmtpTestServer, smtpParameters } from '../support/smtp-test-server.js';
import { openProbe, type SocketProbe } from '../support/test-server.js';
import { startKeelProcess, type KeelProcess } from './keel-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('tests/instances need TEST_DATABASE_URL (a PostgreSQL role that may create databases)');

const databaseName = `keel_instances_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => { const url = new URL(serverUrl); url.pathname = `/${databaseName}`; return url.toString(); })();
const folder = mkdtempSync(join(tmpdir(), 'keel-instances-'));

interface Push { target: string; content: { subscriptionId: string; data: MeasuresLatestData } }

describe('two Keel instances on one PostgreSQL database', () => {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const instances: KeelProcess[] = [];
  const probes: SocketProbe[] = [];
  let a: KeelProcess;
  let b: KeelProcess;
  let nordicOre = '';

  beforeAll(async () => {
    await admin.unsafe(`CREATE DATABASE ${databaseName}`);
    // Migrations, built-ins and the demo accounts and ships (no measurements), as every API test starts from.
    const database = await openDatabase({ databaseUrl });
    await prepareTemplate(database.db);
    [{ id: nordicOre }] = await database.db.select({ id: units.id }).from(units).where(eq(units.code, 'NORDIC_ORE'));
    await database.close();
    // One audit key folder for both, as docs/operations.md "Audit keys" asks of instances sharing a database.
    const env = (name: string) => ({
      DATABASE_URL: databaseUrl, DATA_DIR: join(folder, name), KEEL_AUDIT_KEY_DIR: join(folder, 'audit-keys'), KEEL_TRUST_DEVELOPMENT_LICENCE: '1',
    });
    // Both at once, as a load balancer's instances start: their startup work takes turns (database.duringStartup).
    const started = await Promise.allSettled([startKeelProcess('A', env('a')), startKeelProcess('B', env('b'))]);
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    [a, b] = instances;
  });

  afterAll(async () => {
    for (const probe of probes) probe.socket.terminate();
    await Promise.all(instances.map((instance) => instance.stop()));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  });

  const call = async (instance: KeelProcess, method: string, path: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${instance.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };
  const signIn = async (instance: KeelProcess, username: string, password: string) => {
    const answer = await (await call(instance, 'POST', '/api/authentication', undefined, { username, password })).json() as { status: string; token?: string };
    expect(answer.status).toBe('OK');
    return answer.token!;
  };
  const socketOn = async (instance: KeelProcess, token: string) => {
    const probe = await openProbe(instance.socketUrl);
    probes.push(probe);
    expect((await probe.request('wsm:authenticate', { token })).content).toEqual({ status: 'OK' });
    return probe;
  };
  const readDatabase = async <T>(query: string): Promise<T[]> => {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return (await sql.unsafe(query)).map((row) => ({ ...row }) as T);
    } finally {
      await sql.end();
    }
  };
  const episodesIn = () => readDatabase<{ definition: string; state: string }>('SELECT definition, state FROM alarm_episodes ORDER BY raised_at');
  const outboxIn = () => readDatabase<{ status: string; attempts: number }>('SELECT status, attempts FROM email_outbox');
  let clock = Date.now() - 3_600_000;
  const ingest = async (instance: KeelProcess, token: string, value: number) => {
    const res = await call(instance, 'POST', '/api/measures/ingest', token, {
      requestValue: { series: [{ groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', points: [{ ts: new Date((clock += 1_000)).toISOString(), value }] }] },
    });
    expect(res.status).toBe(200);
    expect((await res.json() as { accepted: number }).accepted).toBe(1);
  };

  it('delivers a value ingested on A to a socket subscriber on B exactly once, and to one on A exactly once', async () => {
    const token = await signIn(a, 'admin', 'Admin#2026');
    const subscribed = async (instance: KeelProcess) => {
      const probe = await socketOn(instance, token);
      const reply = await probe.request('wsm:subscribe', { identifier: 'measures/latest', parameters: { units: ['NORDIC_ORE'], tags: ['SOG'] } });
      const { subscriptionId } = reply.content as { subscriptionId: string };
      expect(subscriptionId).toEqual(expect.any(String));
      const pushesOf = (value: number) => (probe.messages as unknown as Push[]).filter((m) => m.target === 'subscription'
        && m.content.subscriptionId === subscriptionId && m.content.data.values.some((v) => v.value === value));
      return { probe, pushesOf };
    };
    const onB = await subscribed(b);
    const onA = await subscribed(a);
    await ingest(a, token, 13.1);
    for (const side of [onB, onA]) await side.probe.next(() => side.pushesOf(13.1).length > 0, 15_000);
    expect(onB.pushesOf(13.1)[0].content.data.values).toEqual([
      expect.objectContaining({ groupingKey: 'SHIP-UNIT-NORDIC_ORE', unit: 'NORDIC_ORE', tag: 'SOG', value: 13.1 }),
    ]);
    // A second value, ingested on B this time: once both sockets have it, nothing more of the first can be on its way.
    await ingest(b, token, 13.2);
    for (const side of [onB, onA]) await side.probe.next(() => side.pushesOf(13.2).length > 0, 15_000);
    expect(onB.pushesOf(13.1)).toHaveLength(1);
    expect(onA.pushesOf(13.1)).toHaveLength(1);
    expect(onA.pushesOf(13.2)).toHaveLength(1);
  });

  it("pushes a notification made on A to its user's socket on B, and a read on A to it as well", async () => {
    const day = '2026-11-18';
    const at = (hh: number) => ({ timestamp: Date.UTC(2026, 10, 18, hh - 3), offset: 180 });
    const officer = await signIn(a, 'officer', 'Officer#2026');
    const captain = await signIn(a, 'captain', 'Captain#2026');
    const captainOnB = await socketOn(b, captain);
    for (const entry of [
      { entryDescriptor: 'DECK_WATCH', heading: { start: at(0), end: at(4) }, areasContent: { watch: '00-04', position: { lat: 59.9, lon: 24.1 } } },
      { entryDescriptor: 'DECK_NOON', heading: { start: at(12) }, eleStatus: 'NA', areasContent: {} },
    ]) {
      const res = await call(a, 'POST', '/api/elog-entry/DECK/save', officer, { requestValue: { unitId: nordicOre, eleStatus: 'COMPLETED', ...entry } });
      expect(res.status).toBe(200);
    }
    const loaded = await (await call(a, 'GET', `/api/elog-entry/DECK/load?unitId=${nordicOre}&day=${day}`, captain)).json() as { aggregation: { id: string } };
    expect((await call(a, 'POST', '/api/elog-aggregation/complete', captain, { requestValue: { elogAggregationId: loaded.aggregation.id } })).status).toBe(200);

    const created = await captainOnB.next((m) => m.target === 'notification' && (m.content as NotificationChange).clientOperation === 'CREATE', 15_000);
    const { notification } = created.content as Extract<NotificationChange, { clientOperation: 'CREATE' }>;
    expect(notification).toMatchObject({ topic: 'elog.dayAwaitingApproval', subjectText: 'notifications.elog.awaitingApproval.subject', isRead: false });
    // B's bell (the HTTP read) has it too, from the shared database.
    const bell = await (await call(b, 'GET', '/api/notifications', captain)).json() as NotificationsAnswer;
    expect(bell.responseValue.map((n) => n.id)).toContain(notification.id);

    expect((await call(a, 'GET', `/api/notifications/markAsRead/${notification.id}`, captain)).status).toBe(200);
    const read = await captainOnB.next((m) => m.target === 'notification' && (m.content as NotificationChange).clientOperation === 'READ', 15_000);
    expect(read.content).toEqual({ clientOperation: 'READ', ids: [notification.id] });
  });

  it('makes one alarm episode and one e-mail of one threshold crossing ingested on A, and shows it live on B', async () => {
    const smtp = await startSmtpTestServer({ user: 'keel-mailer', password: 'Mailer#2026', starttls: false });
    try {
      const admin = await signIn(a, 'admin', 'Admin#2026');
      const setParam = async (code: string, value: string) => {
        const path = `/api/app-parameter/${code}`;
        const current = await (await call(a, 'GET', path, admin)).json() as { version: number; data: Record<string, unknown> };
        expect((await call(a, 'PUT', path, admin, { requestValue: { version: current.version, data: { ...current.data, paramValue: value } } })).status).toBe(200);
      };
      for (const [code, value] of Object.entries(smtpParameters(smtp, { user: 'keel-mailer', password: 'Mailer#2026' }))) await setParam(code, value);
      const list = await call(a, 'POST', '/api/distribution-list', admin, { requestValue: { data: {
        code: 'BRIDGE_WATCH', description: 'Bridge watch', listType: 'USER_DEF', distributionListDetails: [{ recipientType: 'BY_EMAIL', email: 'bridge@fleet.example' }],
      } } });
      expect(list.status).toBe(200);
      const defined = await call(a, 'POST', '/api/descriptors/alarm-definition', admin, { requestValue: { code: 'SOG_HIGH', body: {
        title: { en: 'Speed over ground high', ru: 'Скорость над грунтом высокая' }, priority: 'WARNING', units: ['NORDIC_ORE'],
        condition: { type: 'threshold', tag: 'SOG', high: 20, hysteresis: 1 }, distributionList: 'BRIDGE_WATCH', email: true,
      } } });
      expect(defined.status).toBe(200);
      const watchOnB = await socketOn(b, admin);

      await ingest(a, admin, 22.5);
      const pushed = await watchOnB.next((m) => m.target === 'alarm', 30_000);
      expect(pushed.content).toMatchObject({ episode: { definition: 'SOG_HIGH', state: 'ACTIVE_UNACK', unitId: nordicOre, raisedValue: 22.5 } });
      await expect.poll(() => smtp.received.length, { timeout: 120_000, interval: 500 }).toBeGreaterThan(0);
      // A second value above the limit, on B this time, is the same episode.
      await ingest(b, admin, 23);
      expect(await episodesIn()).toEqual([{ definition: 'SOG_HIGH', state: 'ACTIVE_UNACK' }]);
      // One mail queued, sent once (both instances run a sender over the same outbox).
      expect(await outboxIn()).toEqual([{ status: 'SENT', attempts: 1 }]);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].envelopeTo).toEqual(['bridge@fleet.example']);
    } finally {
      await smtp.close();
    }
  });

  it('shares sessions: a token from A works on B, and signing out on A ends it on B', async () => {
    const token = await signIn(a, 'analyst', 'Analyst#2026');
    expect((await call(b, 'GET', '/api/authentication/ping', token)).status).toBe(200);
    expect((await call(a, 'DELETE', '/api/authentication', token)).status).toBe(200);
    // B keeps open sessions in memory; A's logout reaches it over the cluster bus a moment later (decision 74).
    expect(await statusOnceSettled(() => call(b, 'GET', '/api/authentication/ping', token), 401)).toBe(401);
    // A socket opened with it on B is refused from now on as well.
    const again = await openProbe(b.socketUrl);
    probes.push(again);
    expect((await again.request('wsm:authenticate', { token })).content).toMatchObject({ status: 'FAILED', reason: 'AUTHENTICATION_FAILED' });
  });

  it('serves on B the descriptor version saved on A: B keeps descriptors in memory and A tells it of the change', async () => {
    const adminA = await signIn(a, 'admin', 'Admin#2026');
    const adminB = await signIn(b, 'admin', 'Admin#2026');
    type Menu = { version: number; body: { items: Array<{ id: string; label: string }> } };
    const before = await (await call(b, 'GET', '/api/descriptors/menu/main', adminB)).json() as Menu;
    const items = before.body.items.map((item, index) => (index === 0 ? { ...item, label: 'Renamed on A' } : item));
    expect((await call(a, 'PUT', '/api/descriptors/menu/main', adminA, { requestValue: { version: before.version, body: { ...before.body, items } } })).status).toBe(200);
    const versionOnB = async () => {
      const menu = await (await call(b, 'GET', '/api/descriptors/menu/main', adminB)).json() as Menu;
      return new Response(null, { status: menu.version === before.version + 1 ? 200 : 409 });
    };
    expect(await statusOnceSettled(versionOnB, 200)).toBe(200);
    const menuOnB = await (await call(b, 'GET', '/api/menu', adminB)).json() as Array<{ id: string; label: string }>;
    expect(menuOnB.find((item) => item.id === items[0].id)?.label).toBe('Renamed on A');
  });
});

/** The status `request` answers once it answers `expected`, or its last one after a bounded number of tries. */
async function statusOnceSettled(request: () => Promise<Response>, expected: number, tries = 50): Promise<number> {
  let status = 0;
  for (let i = 0; i < tries; i++) {
    status = (await request()).status;
    if (status === expected) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status;
}
