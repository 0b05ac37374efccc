/** SPEC §7 Notifications: the four calls on the user's own notifications, time to live, archive, mark all, and the socket push. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationsAnswer } from '../../descriptors/lib/notifications/notification.js';
import { notifications, users } from '../../server/db/schema.js';
import { notify, sweepExpiredNotifications } from '../../server/modules/notifications/notify.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { openProbe, startTestServer, type SocketProbe, type TestServer } from '../support/test-server.js';

interface Refusal { message: string; errors: { path: string }[] }

describe('a user\'s notifications', () => {
  let t: TestApp;
  let server: TestServer;
  let captain: string;
  let officer: string;
  let ids: Record<string, string>;
  const probes: SocketProbe[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    server = await startTestServer(t);
    [captain, officer] = await Promise.all([t.signIn('captain', 'Captain#2026'), t.signIn('officer', 'Officer#2026')]);
    ids = Object.fromEntries((await t.db.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.username, u.id]));
  });
  afterAll(async () => {
    for (const probe of probes) probe.socket.terminate();
    await server.close();
    await t.close();
  });

  const send = (to: string[], extra: Partial<Parameters<typeof notify>[1]> = {}) => notify(t.db, {
    recipients: to.map((u) => ids[u]), topic: 'test.noonDue', priority: 'INFO', subjectKey: 'notifications.elog.awaitingApproval.subject',
    params: { elog: 'Deck log', ship: 'Nordic Ore', day: '2026-11-19' }, ...extra,
  });
  const call = async (path: string, token = captain) => {
    const res = await t.call('GET', `/api/notifications${path}`, { token });
    return { status: res.status, body: await res.json() as NotificationsAnswer & Refusal };
  };
  const listOf = async (token = captain) => (await call('', token)).body.responseValue;
  const signedIn = async (token: string) => {
    const probe = await openProbe(server.socketUrl);
    probes.push(probe);
    expect((await probe.request('wsm:authenticate', { token })).content).toEqual({ status: 'OK' });
    return probe;
  };

  it('stores one notification per recipient with its keys and parameters, answered to its user only', async () => {
    const [mine] = await send(['captain', 'captain', 'officer']);
    const { status, body } = await call('');
    expect(status).toBe(200);
    expect(body.responseStatus).toBe('SUCCESS');
    expect(body.responseValue.filter((n) => n.topic === 'test.noonDue')).toEqual([expect.objectContaining({
      id: mine.id, userId: ids.captain, priority: 'INFO', subjectText: 'notifications.elog.awaitingApproval.subject', fullText: null,
      messageParameters: { elog: 'Deck log', ship: 'Nordic Ore', day: '2026-11-19' }, isRead: false, isArchived: false, archivable: true, pushPopUp: false,
    })]);
    expect((await listOf(officer)).filter((n) => n.topic === 'test.noonDue').map((n) => n.userId)).toEqual([ids.officer]);
  });

  it('marks one read, and answers another user\'s notification as not found', async () => {
    const [mine] = await send(['captain']);
    expect((await call(`/markAsRead/${mine.id}`, officer)).status).toBe(404);
    expect((await call(`/archive/${mine.id}`, officer)).status).toBe(404);
    const { status, body } = await call(`/markAsRead/${mine.id}`);
    expect(status).toBe(200);
    expect(body.responseValue.find((n) => n.id === mine.id)?.isRead).toBe(true);
    expect((await call('/markAsRead/not-an-id')).status).toBe(400);
  });

  it('no longer answers an expired notification, and the sweep deletes it', async () => {
    const [expired] = await send(['captain'], { ttlMinutes: 1, now: new Date(Date.now() - 120_000) });
    const [live] = await send(['captain'], { ttlMinutes: 60 });
    const listed = (await listOf()).map((n) => n.id);
    expect(listed).toContain(live.id);
    expect(listed).not.toContain(expired.id);
    expect((await call(`/markAsRead/${expired.id}`)).status).toBe(404);
    expect(await sweepExpiredNotifications(t.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, expired.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, live.id))).toHaveLength(1);
  });

  it('has the scheduler delete expired notifications: an administrator runs the job now and its run says how many', async () => {
    const [expired] = await send(['captain'], { ttlMinutes: 1, now: new Date(Date.now() - 120_000) });
    const [live] = await send(['captain'], { ttlMinutes: 60 });
    const admin = await t.signIn('admin', 'Admin#2026');
    const run = await t.call('POST', '/api/scheduler/jobs/notifications.expired/run', { token: admin });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ result: 'OK', summary: { key: 'scheduler.jobs.expiredNotifications.done', params: { count: 1 } } });
    expect(await t.db.select().from(notifications).where(eq(notifications.id, expired.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, live.id))).toHaveLength(1);
  });

  it('archives an archivable notification and refuses one that is not', async () => {
    const [kept] = await send(['captain'], { archivable: false });
    const [gone] = await send(['captain']);
    const archived = await call(`/archive/${gone.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.responseValue.map((n) => n.id)).not.toContain(gone.id);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, gone.id));
    expect(row).toMatchObject({ isArchived: true, isRead: true });
    const refused = await call(`/archive/${kept.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This notification cannot be archived.');
    expect((await call(`/archive/${gone.id}`)).status).toBe(404);
  });

  it('marks all read, archives all the archivable ones, and refuses any other x naming it', async () => {
    await send(['officer']);
    await send(['officer'], { archivable: false, topic: 'test.stays' });
    const read = await call('/markAllAs/read', officer);
    expect(read.status).toBe(200);
    expect(read.body.responseValue.length).toBeGreaterThan(1);
    expect(read.body.responseValue.every((n) => n.isRead)).toBe(true);
    const archived = await call('/markAllAs/archived', officer);
    expect(archived.body.responseValue.map((n) => n.topic)).toEqual(['test.stays']);
    const bad = await call('/markAllAs/deleted', officer);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.path)).toEqual([expect.stringContaining('x')]);
    // The captain's were not touched.
    expect((await listOf()).some((n) => !n.isRead)).toBe(true);
  });

  it('pushes a new notification to its user\'s sockets, and a read from one tab to the others', async () => {
    const tab = await signedIn(captain);
    const other = await signedIn(officer);
    const [created] = await send(['captain'], { pushPopUp: true, priority: 'WARNING' });
    const push = await tab.next((m) => m.target === 'notification' && (m.content as { clientOperation?: string }).clientOperation === 'CREATE');
    expect(push.content).toEqual({ clientOperation: 'CREATE', notification: expect.objectContaining({ id: created.id, pushPopUp: true, priority: 'WARNING' }) as Notification });
    await call(`/markAsRead/${created.id}`);
    const read = await tab.next((m) => m.target === 'notification' && (m.content as { clientOperation?: string }).clientOperation === 'READ');
    expect(read.content).toEqual({ clientOperation: 'READ', ids: [created.id] });
    expect(other.messages.some((m) => m.target === 'notification')).toBe(false);
  });
});
