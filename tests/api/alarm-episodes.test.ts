import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmEpisode } from '../../descriptors/lib/alarms/alarm.js';
import type { AlarmEpisodePage, AlarmTree } from '../../descriptors/lib/alarms/episode-views.js';
import { alarmEpisodes, alarmLog } from '../../server/modules/alarms/tables.js';
import { seedEpisode, shipIdOf } from '../support/alarm-episodes.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

const hour = 3_600_000;

describe('alarm operator calls: open list, history, CSV, tree, acknowledge, shelve', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let ore: string;
  let amber: string;
  const call = (user: string, method: string, path: string, body?: unknown, language?: string) => t.call(method, path, { token: tokens[user], body, language });
  const open = async (user: string, query = '') => ((await (await call(user, 'GET', `/api/alarms/episodes/open${query}`)).json()) as { episodes: AlarmEpisode[] }).episodes;
  const ack = (user: string, id: string, version: number, comment: unknown = 'Checked the cooling water') =>
    call(user, 'POST', `/api/alarms/episodes/${id}/acknowledge`, { requestValue: { version, comment } });
  const logOf = async (id: string) => (await t.db.select().from(alarmLog).where(eq(alarmLog.episodeId, id)).orderBy(asc(alarmLog.ts), asc(alarmLog.action)))
    .map((e) => ({ action: e.action, username: e.username, comment: e.comment }));

  beforeAll(async () => {
    t = await createTestApp();
    for (const user of ['admin', 'captain', 'chief', 'officer', 'analyst']) tokens[user] = await t.signIn(user, demoPasswords[user]);
    ore = await shipIdOf(t.db, 'NORDIC_ORE');
    amber = await shipIdOf(t.db, 'BALTIC_AMBER');
  });
  afterAll(async () => { await t.close(); });

  it("lists the open alarms of the user's ships worst first, without shelved or ended ones unless asked", async () => {
    const now = Date.now();
    const caution = await seedEpisode(t.db, { unitId: ore, priority: 'CAUTION', subjectLabel: 'LIST_A', raisedAt: new Date(now - hour) });
    const alarm = await seedEpisode(t.db, { unitId: ore, priority: 'ALARM', subjectLabel: 'LIST_B', raisedAt: new Date(now - 2 * hour) });
    const acked = await seedEpisode(t.db, { unitId: ore, priority: 'ALARM', state: 'ACTIVE_ACK', subjectLabel: 'LIST_C' });
    const rectified = await seedEpisode(t.db, { unitId: ore, priority: 'WARNING', state: 'RECTIFIED_UNACK', subjectLabel: 'LIST_D' });
    const ended = await seedEpisode(t.db, { unitId: ore, state: 'NORMAL', closedAt: new Date(), subjectLabel: 'LIST_E' });
    const shelved = await seedEpisode(t.db, { unitId: ore, subjectLabel: 'LIST_F', shelvedUntil: new Date(now + hour), shelvedBy: 'captain', shelveReason: 'Sensor swap' });
    const foreign = await seedEpisode(t.db, { unitId: amber, subjectLabel: 'LIST_G' });
    const mine = [caution, alarm, acked, rectified, ended, shelved, foreign].map((e) => e.id);

    const listed = (await open('captain')).filter((e) => mine.includes(e.id));
    expect(listed.map((e) => e.subjectLabel)).toEqual(['LIST_B', 'LIST_A', 'LIST_D', 'LIST_C']);
    expect(listed[0]).toMatchObject({ unitName: 'Nordic Ore', state: 'ACTIVE_UNACK', priority: 'ALARM', raisedValue: 452.5, version: 1 });
    expect((await open('captain', '?includeShelved=true')).map((e) => e.id)).toContain(shelved.id);
    // The analyst reads the whole fleet; the captain never sees Baltic Amber's alarms.
    expect((await open('analyst')).map((e) => e.id)).toContain(foreign.id);
    expect((await open('captain', `?unitId=${amber}`))).toEqual([]);
    expect((await ack('captain', foreign.id, 1)).status).toBe(404);
    expect((await call('captain', 'POST', `/api/alarms/episodes/${foreign.id}/shelve`, { requestValue: { version: 1, minutes: 10, reason: 'x' } })).status).toBe(404);
  });

  it('acknowledges with a comment: state, who, version and the follow-up log; twice or stale is a 409', async () => {
    const episode = await seedEpisode(t.db, { unitId: ore });
    const missing = await ack('officer', episode.id, 1, '   ');
    expect(missing.status).toBe(400);
    expect((await missing.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['/requestValue/comment']);
    expect((await ack('officer', episode.id, 1, 'x'.repeat(1001))).status).toBe(400);

    const res = await ack('officer', episode.id, 1);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: 'ACTIVE_ACK', acknowledgedBy: 'officer', acknowledgeComment: 'Checked the cooling water', version: 2, closedAt: null });
    expect(await logOf(episode.id)).toEqual([{ action: 'ACKNOWLEDGED', username: 'officer', comment: 'Checked the cooling water' }]);

    const again = await ack('chief', episode.id, 2);
    expect(again.status).toBe(409);
    expect((await ack('chief', episode.id, 1)).status).toBe(409);
    expect((await t.db.select().from(alarmEpisodes).where(eq(alarmEpisodes.id, episode.id)))[0]).toMatchObject({ version: 2, acknowledgedBy: 'officer' });
  });

  it('acknowledging a rectified alarm ends it (NORMAL, closedAt) and it leaves the open list', async () => {
    const episode = await seedEpisode(t.db, { unitId: ore, state: 'RECTIFIED_UNACK', rectifiedAt: new Date() });
    const res = await ack('chief', episode.id, 1, 'Pump restarted');
    expect(res.status).toBe(200);
    const body = await res.json() as AlarmEpisode;
    expect(body).toMatchObject({ state: 'NORMAL', acknowledgedBy: 'chief', version: 2 });
    expect(body.closedAt).not.toBeNull();
    expect(await logOf(episode.id)).toEqual([
      { action: 'ACKNOWLEDGED', username: 'chief', comment: 'Pump restarted' }, { action: 'NORMAL', username: 'chief', comment: null },
    ]);
    expect((await open('chief')).map((e) => e.id)).not.toContain(episode.id);
  });

  it('shelves for 1..max minutes with a reason (MANAGEMENT), hides it from the open list, and unshelves', async () => {
    const episode = await seedEpisode(t.db, { unitId: ore, subjectLabel: 'SHELF' });
    const shelve = (user: string, body: Record<string, unknown>) => call(user, 'POST', `/api/alarms/episodes/${episode.id}/shelve`, { requestValue: body });
    expect((await shelve('officer', { version: 1, minutes: 30, reason: 'Sensor swap' })).status).toBe(403);
    for (const minutes of [0, 7 * 24 * 60 + 1, 1.5]) {
      const refused = await shelve('captain', { version: 1, minutes, reason: 'Sensor swap' });
      expect(refused.status).toBe(400);
      expect((await refused.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['/requestValue/minutes']);
    }
    const noReason = await shelve('captain', { version: 1, minutes: 30 });
    expect((await noReason.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['/requestValue/reason']);

    const res = await shelve('captain', { version: 1, minutes: 30, reason: 'Sensor swap' });
    expect(res.status).toBe(200);
    const shelved = await res.json() as AlarmEpisode;
    expect(shelved).toMatchObject({ shelvedBy: 'captain', shelveReason: 'Sensor swap', version: 2, state: 'ACTIVE_UNACK' });
    expect(Date.parse(shelved.shelvedUntil!) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((await open('captain')).map((e) => e.id)).not.toContain(episode.id);
    expect((await shelve('captain', { version: 1, minutes: 30, reason: 'Again' })).status).toBe(409);

    const unshelve = (user: string, version: number) => call(user, 'POST', `/api/alarms/episodes/${episode.id}/unshelve`, { requestValue: { version } });
    expect((await unshelve('officer', 2)).status).toBe(403);
    const back = await unshelve('chief', 2);
    expect(await back.json()).toMatchObject({ shelvedUntil: null, shelvedBy: null, version: 3 });
    expect((await open('captain')).map((e) => e.id)).toContain(episode.id);
    expect((await unshelve('chief', 3)).status).toBe(409);
    expect((await logOf(episode.id)).map((e) => [e.action, e.username, e.comment])).toEqual([['SHELVED', 'captain', 'Sensor swap'], ['UNSHELVED', 'chief', null]]);
  });

  it('pages the history newest first with the total, filtered by ship, class, priority, state and period', async () => {
    const base = Date.parse('2025-03-10T12:00:00Z');
    for (let i = 0; i < 5; i++) await seedEpisode(t.db, { unitId: ore, alarmClass: 'HIST', priority: i % 2 ? 'WARNING' : 'ALARM', state: 'NORMAL', raisedAt: new Date(base + i * hour), subjectLabel: `H${i}` });
    await seedEpisode(t.db, { unitId: amber, alarmClass: 'HIST', state: 'NORMAL', raisedAt: new Date(base), subjectLabel: 'H_AMBER' });
    const page = async (user: string, query: string) => (await (await call(user, 'GET', `/api/alarms/episodes?alarmClass=HIST&${query}`)).json()) as AlarmEpisodePage;

    const first = await page('captain', 'size=2&page=1');
    expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.episodes.map((e) => e.subjectLabel)).toEqual(['H4', 'H3']);
    expect((await page('captain', 'size=2&page=3')).episodes.map((e) => e.subjectLabel)).toEqual(['H0']);
    expect((await page('captain', 'priority=WARNING')).episodes.map((e) => e.subjectLabel)).toEqual(['H3', 'H1']);
    expect((await page('captain', 'from=2025-03-10T13:00:00Z&to=2025-03-10T14:00:00Z')).total).toBe(2);
    expect((await page('captain', 'from=2025-03-10&to=2025-03-10')).total).toBe(5);
    expect((await page('captain', 'state=ACTIVE_UNACK')).total).toBe(0);
    expect((await page('analyst', 'size=10')).total).toBe(6);
    expect((await page('captain', `unitId=${amber}`)).total).toBe(0);

    const bad = await call('captain', 'GET', '/api/alarms/episodes?from=yesterday');
    expect(bad.status).toBe(400);
    expect((await bad.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['/query/from']);
    expect((await call('captain', 'GET', '/api/alarms/episodes?size=201')).status).toBe(400);
  });

  it('gives the history as CSV with headers, states and titles in the user\'s language', async () => {
    await seedEpisode(t.db, { unitId: ore, alarmClass: 'CSV', state: 'ACTIVE_ACK', acknowledgedBy: 'chief', acknowledgeComment: 'On it; will check', raisedAt: new Date('2025-04-01T08:00:00Z') });
    await seedEpisode(t.db, { unitId: amber, alarmClass: 'CSV', raisedAt: new Date('2025-04-01T09:00:00Z') });
    const res = await call('captain', 'GET', '/api/alarms/episodes.csv?alarmClass=CSV', undefined, 'ru');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0].split(';').slice(0, 6)).toEqual(['Возникла', 'Судно', 'Тревога', 'Объект', 'Приоритет', 'Состояние']);
    expect(lines[1]).toContain('Nordic Ore;Высокая температура выхлопных газов;');
    expect(lines[1]).toContain(';Активна, подтверждена;');
    expect(lines[1]).toContain('"On it; will check"');
    const en = await (await call('captain', 'GET', '/api/alarms/episodes.csv?alarmClass=CSV', undefined, 'en')).text();
    expect(en).toContain('Raised;Ship;Alarm;Subject;Priority;State');
  });

  it('builds the tree: ships → systems of the asset tree → open alarms, worst state and priority rolled up', async () => {
    const fresh = await createTestApp();
    try {
      const token = await fresh.signIn('captain', demoPasswords.captain);
      const ship = await shipIdOf(fresh.db, 'NORDIC_ORE');
      const me = await seedEpisode(fresh.db, { unitId: ship, genericAsset: 'MAIN_ENGINE', priority: 'WARNING', state: 'ACTIVE_ACK' });
      const dg = await seedEpisode(fresh.db, { unitId: ship, genericAsset: 'DIESEL_GENERATOR', priority: 'CAUTION', state: 'RECTIFIED_UNACK' });
      const radar = await seedEpisode(fresh.db, { unitId: ship, genericAsset: 'RADAR', priority: 'ALARM' });
      const loose = await seedEpisode(fresh.db, { unitId: ship, genericAsset: null, priority: 'CAUTION' });
      await seedEpisode(fresh.db, { unitId: ship, genericAsset: 'RADAR', state: 'NORMAL', closedAt: new Date() });
      const tree = await (await fresh.call('GET', '/api/alarms/tree', { token })).json() as AlarmTree;
      expect(tree.ships.map((s) => s.name)).toEqual(['Nordic Ore']);
      const [ore] = tree.ships;
      expect(ore).toMatchObject({ worstState: 'ACTIVE_UNACK', topPriority: 'ALARM', count: 4, unacknowledged: 3 });
      expect(ore.systems.map((s) => [s.label, s.worstState, s.topPriority, s.count, s.alarms.map((a) => a.id)])).toEqual([
        ['Bridge', 'ACTIVE_UNACK', 'ALARM', 1, [radar.id]],
        ['Engine room', 'RECTIFIED_UNACK', 'WARNING', 2, [dg.id, me.id]],
        [null, 'ACTIVE_UNACK', 'CAUTION', 1, [loose.id]],
      ]);
      expect(ore.systems.at(-1)!.key).toBe('other');
    } finally {
      await fresh.close();
    }
  });
});
