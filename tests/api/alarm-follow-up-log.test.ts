/** The follow-up log of alarms (ALARM_FLW, docs/alarms.md, decision 71): /alarm-logs and /alarm-logs/other calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowUpEntry, FollowUpList } from '../../descriptors/lib/alarms/alarm-log.js';
import { units } from '../../server/db/schema.js';
import { createDescriptor, updateDescriptor } from '../../server/modules/descriptors/descriptor-writes.js';
import { writeAlarmLog, type AlarmLogInput } from '../../server/modules/alarms/episode-rows.js';
import { alarmEpisodes } from '../../server/modules/alarms/tables.js';
import { demoAlarmDefinitions, seedDemoAlarms } from '../../seeds/demo-alarms.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Refusal { message: string; errors: { path: string; message: string }[] }

describe('the follow-up log of alarms', () => {
  let t: TestApp;
  let admin: string, captain: string, officer: string;
  let nordic: string, amber: string;
  let nordicEpisode: string, amberEpisode: string;

  /** An episode of a ship, as the engine would have raised it. */
  async function episode(unitId: string, title: string, subjectLabel: string, raisedAt: Date) {
    const [row] = await t.db.insert(alarmEpisodes).values({
      definition: 'ME_EXH_HIGH', title: { en: title, ru: `${title} (ru)` }, priority: 'WARNING', alarmClass: 'MACHINERY', unitId,
      subject: `SHIP|${subjectLabel}`, subjectLabel, state: 'ACTIVE_UNACK', raisedAt, raisedValue: 431,
    }).returning({ id: alarmEpisodes.id });
    return row.id;
  }
  const at = (iso: string) => new Date(iso);
  const log = (entries: AlarmLogInput[]) => writeAlarmLog(t.db, entries);

  const list = async (path: string, token: string, query = '') => {
    const res = await t.call('GET', `/api/alarms/log${path}${query ? `?${query}` : ''}`, { token });
    return { status: res.status, body: await res.json() as FollowUpList & Refusal };
  };
  const note = async (token: string, requestValue: Record<string, unknown>, language = 'en') => {
    const res = await t.call('POST', '/api/alarms/log', { token, body: { requestValue }, language });
    return { status: res.status, body: await res.json() as FollowUpEntry & Refusal };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    [admin, captain, officer] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('captain', 'Captain#2026'), t.signIn('officer', 'Officer#2026')]);
    const ships = Object.fromEntries((await t.db.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
    nordic = ships.NORDIC_ORE;
    amber = ships.BALTIC_AMBER;
    nordicEpisode = await episode(nordic, 'Main engine exhaust temperature high', 'ME_EXH_TEMP', at('2026-03-01T10:00:00Z'));
    amberEpisode = await episode(amber, 'Main engine load high', 'ME_LOAD', at('2026-03-01T11:00:00Z'));
    await log([
      { ts: at('2026-03-01T10:00:00Z'), action: 'RAISED', unitId: nordic, episodeId: nordicEpisode, definition: 'ME_EXH_HIGH' },
      { ts: at('2026-03-01T10:00:01Z'), action: 'NOTIFIED', unitId: nordic, episodeId: nordicEpisode, definition: 'ME_EXH_HIGH', comment: 'ALARMS_ENGINE' },
      { ts: at('2026-03-01T10:05:00Z'), action: 'ACKNOWLEDGED', unitId: nordic, episodeId: nordicEpisode, definition: 'ME_EXH_HIGH',
        user: { userId: 'u-chief', username: 'chief' }, comment: 'Load reduced, watching cylinder 3' },
      { ts: at('2026-03-01T10:40:00Z'), action: 'RECTIFIED', unitId: nordic, episodeId: nordicEpisode, definition: 'ME_EXH_HIGH' },
      { ts: at('2026-03-02T08:00:00Z'), action: 'RAISED', unitId: amber, episodeId: amberEpisode, definition: 'ME_EXH_HIGH' },
      { ts: at('2026-03-02T09:00:00Z'), action: 'NOTE', unitId: nordic, user: { userId: 'u-chief', username: 'chief' },
        comment: 'Exhaust sensor of cylinder 3 out of service until the port call', problemCause: 'SENSOR_FAULT' },
      { ts: at('2026-03-02T09:30:00Z'), action: 'NOTE', unitId: amber, user: { userId: 'u-x', username: 'amberchief' }, comment: 'Alarm panel tested' },
    ]);
  });
  afterAll(async () => { await t.close(); });

  it('lists the entries about alarms of the user\'s ships, newest first, each with its alarm\'s title and subject', async () => {
    const { status, body } = await list('', captain);
    expect(status).toBe(200);
    expect(body.entries.map((e) => e.action)).toEqual(['RECTIFIED', 'ACKNOWLEDGED', 'NOTIFIED', 'RAISED']);
    expect(body.total).toBe(4);
    expect(body.entries[1]).toMatchObject({
      unitName: 'Nordic Ore', episodeId: nordicEpisode, username: 'chief', comment: 'Load reduced, watching cylinder 3',
      title: { en: 'Main engine exhaust temperature high' }, subjectLabel: 'ME_EXH_TEMP', priority: 'WARNING',
    });
    // The administrator sees every ship's.
    expect((await list('', admin)).body.entries.map((e) => e.unitName)).toEqual(['Baltic Amber', 'Nordic Ore', 'Nordic Ore', 'Nordic Ore', 'Nordic Ore']);
  });

  it('filters by ship, period, action and text, and pages', async () => {
    expect((await list('', admin, `unitId=${amber}`)).body.entries.map((e) => e.episodeId)).toEqual([amberEpisode]);
    expect((await list('', admin, 'period=2026-03-01..2026-03-01')).body.total).toBe(4);
    expect((await list('', admin, 'action=ACKNOWLEDGED')).body.entries.map((e) => e.username)).toEqual(['chief']);
    expect((await list('', admin, 'text=cylinder')).body.entries.map((e) => e.action)).toEqual(['ACKNOWLEDGED']);
    expect((await list('', admin, 'text=load%20high')).body.entries.map((e) => e.unitName)).toEqual(['Baltic Amber']);
    const page = await list('', admin, 'limit=2&offset=2');
    expect(page.body.entries.map((e) => e.action)).toEqual(['ACKNOWLEDGED', 'NOTIFIED']);
    expect(page.body.total).toBe(5);
    const bad = await list('', admin, 'period=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toContain('period');
  });

  it('never shows another ship\'s entries, and refuses a ship the user does not see', async () => {
    expect((await list('', captain, `unitId=${amber}`)).status).toBe(403);
    expect((await list('/other', captain)).body.entries.map((e) => e.comment)).not.toContain('Alarm panel tested');
    expect((await list('', captain, 'text=load%20high')).body.entries).toEqual([]);
  });

  it('lists on "other" the notes about a ship\'s alarm system and the changes to the alarm definitions', async () => {
    await createDescriptor(t.db, { username: 'admin' }, 'alarm-definition', 'TEST_STALE_POSITION', {
      body: { title: { en: 'Position not received', ru: 'Нет координат' }, priority: 'CAUTION', condition: { type: 'stale', tag: 'LAT', minutes: 30 } },
    });
    await updateDescriptor(t.db, { username: 'admin' }, 'alarm-definition', 'TEST_STALE_POSITION', 1, {
      body: { title: { en: 'Position not received', ru: 'Нет координат' }, priority: 'CAUTION', condition: { type: 'stale', tag: 'LAT', minutes: 30 } }, disabled: true,
    });
    const { body } = await list('/other', captain);
    expect(body.entries.map((e) => [e.action, e.definition ?? e.comment])).toEqual([
      ['DEFINITION_CHANGED', 'TEST_STALE_POSITION'],
      ['DEFINITION_CREATED', 'TEST_STALE_POSITION'],
      ['NOTE', 'Exhaust sensor of cylinder 3 out of service until the port call'],
    ]);
    expect(body.entries[2]).toMatchObject({ unitName: 'Nordic Ore', problemCause: 'SENSOR_FAULT', episodeId: null });
    expect(body.entries[0]).toMatchObject({ username: 'admin', unitId: null });
    expect(body.total).toBe(3);
    // A ship asked for: only that ship's notes; an action: only those.
    expect((await list('/other', captain, `unitId=${nordic}`)).body.entries.map((e) => e.action)).toEqual(['NOTE']);
    expect((await list('/other', captain, 'action=DEFINITION_CREATED')).body.entries.map((e) => e.definition)).toEqual(['TEST_STALE_POSITION']);
    expect((await list('/other', admin, 'limit=1&offset=2')).body.entries.map((e) => e.comment)).toEqual(['Alarm panel tested']);
  });

  it('adds a note about an episode of the user\'s ship, with a problem cause, listed first', async () => {
    const { status, body } = await note(captain, { unitId: nordic, episodeId: nordicEpisode, comment: '  Cylinder 3 thermocouple replaced  ', problemCause: 'SENSOR_FAULT' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      action: 'NOTE', username: 'captain', comment: 'Cylinder 3 thermocouple replaced', problemCause: 'SENSOR_FAULT', episodeId: nordicEpisode,
      definition: 'ME_EXH_HIGH', unitName: 'Nordic Ore', subjectLabel: 'ME_EXH_TEMP',
    });
    expect((await list('', captain)).body.entries[0]).toMatchObject({ id: body.id, comment: 'Cylinder 3 thermocouple replaced' });
    // Without an episode the note is about the ship's alarm system: on "other".
    const system = await note(captain, { unitId: nordic, comment: 'Alarm system tested after the dry-dock, all loops answered' });
    expect(system.status).toBe(200);
    expect((await list('/other', captain)).body.entries[0]).toMatchObject({ id: system.body.id, episodeId: null, problemCause: null });
  });

  it('refuses a note on another ship\'s episode, on a ship the user does not see, and an unknown problem cause, naming the field', async () => {
    const foreign = await note(captain, { unitId: nordic, episodeId: amberEpisode, comment: 'Not mine' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.map((e) => e.path)).toEqual(['/requestValue/episodeId']);
    const otherShip = await note(captain, { unitId: amber, episodeId: amberEpisode, comment: 'Not mine' });
    expect(otherShip.status).toBe(400);
    expect(otherShip.body.errors.map((e) => e.path)).toEqual(['/requestValue/unitId']);
    const cause = await note(captain, { unitId: nordic, comment: 'Whatever', problemCause: 'GREMLINS' }, 'ru');
    expect(cause.status).toBe(400);
    expect(cause.body.errors).toEqual([expect.objectContaining({ path: '/requestValue/problemCause' })]);
    expect(cause.body.errors[0].message).toContain('GREMLINS');
    expect(cause.body.errors[0].message).toMatch(/[а-я]/);
    const empty = await note(captain, { unitId: nordic, comment: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((e) => e.path)).toEqual(['/requestValue/comment']);
    const long = await note(captain, { unitId: nordic, comment: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    // None of them was logged.
    expect((await list('', admin, 'text=Not%20mine')).body.total).toBe(0);
  });

  it('needs ALARM_FLW: VIEW to read, MANAGEMENT to add a note', async () => {
    expect((await list('', officer)).status).toBe(403);
    expect((await list('/other', officer)).status).toBe(403);
    expect((await note(officer, { unitId: nordic, comment: 'Tested' })).status).toBe(403);
  });
});

describe('the demo alarm set-up', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('creates definitions that pass the kind\'s checks, once, listed as set-up changes with the chief\'s note on the alarm system', async () => {
    expect(await seedDemoAlarms(t.db)).toBe(Object.keys(demoAlarmDefinitions).length);
    expect(await seedDemoAlarms(t.db)).toBe(0);
    const chief = await t.signIn('chief', 'Chief#2026');
    const definitions = await (await t.call('GET', '/api/descriptors/alarm-definition', { token: chief })).json() as { code: string; system: boolean }[];
    expect(definitions.map((d) => d.code).sort()).toEqual(Object.keys(demoAlarmDefinitions).sort());
    expect(definitions.every((d) => !d.system)).toBe(true);
    const other = await (await t.call('GET', '/api/alarms/log/other', { token: chief })).json() as FollowUpList;
    expect(other.entries.filter((e) => e.action === 'DEFINITION_CREATED').map((e) => e.definition).sort()).toEqual(Object.keys(demoAlarmDefinitions).sort());
    expect(other.entries.filter((e) => e.action === 'NOTE')).toEqual([expect.objectContaining({ username: 'chief', unitName: 'Nordic Ore', problemCause: 'MAINTENANCE' })]);
  });
});
