/**
 * The alarm engine (docs/alarms.md "Engine"): tag conditions evaluated on what the ingestion API stores, delays and
 * hysteresis keeping a noisy signal to one episode per real crossing, RETURN, the race of two observers, the list told
 * of a raised alarm (notifications, mail in the recipient's language), and the sweep job with a test clock.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEpisodeState } from '../../descriptors/lib/alarms/episode-state.js';
import type { AlarmState } from '../../descriptors/lib/alarms/alarm.js';
import { alarmEpisodes, alarmLog, emailOutbox, notifications, records, roles, units, users } from '../../server/db/schema.js';
import { alarmEngineOf } from '../../server/modules/alarms/engine-wiring.js';
import { observe } from '../../server/modules/alarms/episode-engine.js';
import { sweepConditions } from '../../server/modules/alarms/sweep-conditions/index.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const minute = 60_000;
const iso = (t: number) => new Date(t).toISOString();

describe('the alarm engine', () => {
  let t: TestApp;
  let admin: string;
  let ships: Record<string, string>;
  let clock = Math.floor(Date.now() / minute) * minute;
  /** Points of the generated signals: three hours before the clock, ten seconds apart. */
  let next = clock - 3 * 60 * minute;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await seedReferenceData(t.db);
    admin = await t.signIn('admin', 'Admin#2026');
    ships = Object.fromEntries((await t.db.select().from(units)).map((u) => [u.code, u.id]));
  });
  afterAll(async () => { await t.close(); });

  const define = async (code: string, body: object) => {
    const res = await t.call('POST', '/api/descriptors/alarm-definition', { token: admin, body: { requestValue: { code, body } } });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  };
  /** One batch through the ingestion API, then the engine's evaluation of it. */
  const ingest = async (ship: string, tag: string, value: number, at: number) => {
    const res = await t.call('POST', '/api/measures/ingest', { token: admin, body: { requestValue: { series: [{ groupingKey: `SHIP-UNIT-${ship}`, tag, points: [{ ts: iso(at), value }] }] } } });
    expect(await res.json()).toMatchObject({ accepted: 1 });
    await alarmEngineOf(t.db)!.idle();
  };
  /** A signal one point per batch, ten seconds apart; answers the times of its points. */
  const signal = async (ship: string, tag: string, values: number[]) => {
    const times: number[] = [];
    for (const value of values) {
      next += 10_000;
      times.push(next);
      await ingest(ship, tag, value, next);
    }
    return times;
  };
  const episodesOf = (definition: string) => t.db.select().from(alarmEpisodes).where(eq(alarmEpisodes.definition, definition)).orderBy(asc(alarmEpisodes.raisedAt));
  const logOf = async (definition: string) => (await t.db.select().from(alarmLog).where(eq(alarmLog.definition, definition)).orderBy(asc(alarmLog.ts), asc(alarmLog.action)))
    .map((l) => `${l.action}@${l.ts.toISOString()}`);
  /** What the acknowledge call does to an episode (the operator routes are another module's). */
  const acknowledge = async (id: string) => {
    const [row] = await t.db.select().from(alarmEpisodes).where(eq(alarmEpisodes.id, id));
    await t.db.update(alarmEpisodes).set({ state: nextEpisodeState(row.state as AlarmState, 'ACK')!, acknowledgedAt: new Date(), acknowledgedBy: 'captain' })
      .where(eq(alarmEpisodes.id, id));
  };
  const sweep = async () => {
    const res = await t.call('POST', '/api/scheduler/jobs/alarms.sweep/run', { token: admin });
    expect(res.status).toBe(200);
    return await res.json() as { result: string; summary: { key: string; params: Record<string, number> } };
  };

  it('refuses a definition naming a ship, tag or list that does not exist, or an expression that cannot be read, at the field', async () => {
    const refused = async (body: object, pointer: string) => {
      const res = await t.call('POST', '/api/descriptors/alarm-definition', { token: admin, body: { requestValue: { code: 'BROKEN', body } } });
      expect(res.status).toBe(400);
      const answer = await res.json() as { errors?: { path: string }[] };
      expect(JSON.stringify(answer)).toContain(pointer);
    };
    const threshold = { title: 'Sea water hot', priority: 'WARNING', condition: { type: 'threshold', tag: 'SEA_TEMP', high: 30 } };
    await refused({ ...threshold, units: ['NO_SUCH_SHIP'] }, '/requestValue/body/units/0');
    await refused({ ...threshold, condition: { type: 'threshold', tag: 'NO_SUCH_TAG', high: 30 } }, '/requestValue/body/condition/tag');
    await refused({ ...threshold, distributionList: 'NO_SUCH_LIST' }, '/requestValue/body/distributionList');
    await refused({ ...threshold, condition: { type: 'expression', tags: ['ME_LOAD'], expression: 'ME_LOAD > (' } }, '/requestValue/body/condition/expression');
    expect((await t.call('GET', '/api/descriptors/alarm-definition/BROKEN', { token: admin })).status).toBe(404);
  });

  it('makes one episode per real crossing of a threshold: delay-on, hysteresis and delay-off keep noise out', async () => {
    await define('SEA_TEMP_HIGH', {
      title: { en: 'Sea water temperature high', ru: 'Высокая температура забортной воды' }, priority: 'WARNING',
      units: ['NORDIC_ORE'], delayOnSeconds: 30, delayOffSeconds: 30,
      condition: { type: 'threshold', tag: 'SEA_TEMP', groupingKey: 'SHIP-UNIT-{unit}', high: 30, hysteresis: 2 },
    });
    // Below the limit, then a spike shorter than the delay-on: nothing.
    await signal('NORDIC_ORE', 'SEA_TEMP', [25, 27, 29, 31, 29.5, 28]);
    expect(await episodesOf('SEA_TEMP_HIGH')).toEqual([]);

    // A real crossing: above the limit for 30 s raises one episode, dated when the value first went over.
    const [over] = await signal('NORDIC_ORE', 'SEA_TEMP', [31, 31.5, 30.5, 32]);
    let episodes = await episodesOf('SEA_TEMP_HIGH');
    expect(episodes).toHaveLength(1);
    expect(episodes[0]).toMatchObject({ state: 'ACTIVE_UNACK', unitId: ships.NORDIC_ORE, subject: 'SHIP-UNIT-NORDIC_ORE|SEA_TEMP', subjectLabel: 'SEA_TEMP', raisedValue: 32, priority: 'WARNING', version: 1 });
    expect(episodes[0].raisedAt.getTime()).toBe(over);
    await acknowledge(episodes[0].id);

    // Noise inside the deadband (below the limit but not by the hysteresis): still the one episode, still active.
    await signal('NORDIC_ORE', 'SEA_TEMP', [29.5, 30.5, 28.5, 31, 29]);
    episodes = await episodesOf('SEA_TEMP_HIGH');
    expect(episodes.map((e) => e.state)).toEqual(['ACTIVE_ACK']);

    // Back inside by the hysteresis for 30 s: over (acknowledged and cleared), rectified when it went back.
    const [back] = await signal('NORDIC_ORE', 'SEA_TEMP', [27, 26.5, 26, 25.5]);
    episodes = await episodesOf('SEA_TEMP_HIGH');
    expect(episodes[0]).toMatchObject({ state: 'NORMAL', version: 2 });
    expect(episodes[0].rectifiedAt?.getTime()).toBe(back);

    // A second real crossing is a second episode.
    await signal('NORDIC_ORE', 'SEA_TEMP', [33, 33, 33, 33, 25, 25, 25, 25]);
    episodes = await episodesOf('SEA_TEMP_HIGH');
    expect(episodes.map((e) => e.state)).toEqual(['NORMAL', 'RECTIFIED_UNACK']);

    // A point older than the series' latest changes nothing.
    await ingest('NORDIC_ORE', 'SEA_TEMP', 50, next - 55_000);
    expect((await episodesOf('SEA_TEMP_HIGH')).map((e) => e.state)).toEqual(['NORMAL', 'RECTIFIED_UNACK']);

    // Back before anyone acknowledged it: the same episode is active again (RETURN), not a third.
    await signal('NORDIC_ORE', 'SEA_TEMP', [34, 34, 34, 34]);
    episodes = await episodesOf('SEA_TEMP_HIGH');
    expect(episodes.map((e) => e.state)).toEqual(['NORMAL', 'ACTIVE_UNACK']);
    expect(episodes[1]).toMatchObject({ rectifiedAt: null, version: 3, lastValue: 34 });
    const log = await t.db.select({ action: alarmLog.action }).from(alarmLog).where(eq(alarmLog.episodeId, episodes[1].id)).orderBy(asc(alarmLog.ts));
    expect(log.map((l) => l.action)).toEqual(['RAISED', 'RECTIFIED', 'RAISED']);
    expect(await logOf('SEA_TEMP_HIGH')).toContain(`NORMAL@${iso(back + 30_000)}`);
  });

  it('raises on a rate of change per minute between two points of the series', async () => {
    await define('SHAFT_RPM_JUMP', {
      title: 'Shaft speed changing fast', priority: 'CAUTION', units: ['NORDIC_ORE'],
      condition: { type: 'rate', tag: 'SHAFT_RPM', maxPerMinute: 10 },
    });
    const base = next + minute;
    await ingest('NORDIC_ORE', 'SHAFT_RPM', 60, base);
    await ingest('NORDIC_ORE', 'SHAFT_RPM', 62, base + minute);
    expect(await episodesOf('SHAFT_RPM_JUMP')).toEqual([]);
    await ingest('NORDIC_ORE', 'SHAFT_RPM', 80, base + 2 * minute);
    expect(await episodesOf('SHAFT_RPM_JUMP')).toMatchObject([{ state: 'ACTIVE_UNACK', raisedValue: 80 }]);
    await ingest('NORDIC_ORE', 'SHAFT_RPM', 81, base + 3 * minute);
    expect(await episodesOf('SHAFT_RPM_JUMP')).toMatchObject([{ state: 'RECTIFIED_UNACK', lastValue: 81 }]);
    next = base + 3 * minute;
  });

  it('raises on a deviation from a constant reference, in the direction asked', async () => {
    await define('STW_LOW', {
      title: 'Speed through water below the charter speed', priority: 'CAUTION', units: ['NORDIC_ORE'],
      condition: { type: 'deviation', tag: 'STW', reference: { value: 14 }, direction: 'below', maxDeviationPercent: 10 },
    });
    await signal('NORDIC_ORE', 'STW', [15.8, 13]);
    expect(await episodesOf('STW_LOW')).toEqual([]);
    await signal('NORDIC_ORE', 'STW', [12.2]);
    expect(await episodesOf('STW_LOW')).toMatchObject([{ state: 'ACTIVE_UNACK', raisedValue: 12.2 }]);
  });

  it('raises on a deviation from a field of the ship\'s particulars', async () => {
    await define('PITCH_OFF', {
      title: 'Propeller pitch off its design value', priority: 'WARNING',
      condition: { type: 'deviation', tag: 'PROP_PITCH', reference: { shipField: 'propellerPitch' }, maxDeviationPercent: 5 },
    });
    const [particulars] = await t.db.select({ particulars: units.particulars }).from(units).where(eq(units.id, ships.NORDIC_ORE));
    expect(particulars.particulars.propellerPitch).toBe(6.1);
    await signal('NORDIC_ORE', 'PROP_PITCH', [6.3]);
    expect(await episodesOf('PITCH_OFF')).toEqual([]);
    await signal('NORDIC_ORE', 'PROP_PITCH', [5.7]);
    expect(await episodesOf('PITCH_OFF')).toMatchObject([{ state: 'ACTIVE_UNACK', unitId: ships.NORDIC_ORE, raisedValue: 5.7 }]);
  });

  it('raises on a JSONata expression over the ship\'s latest values by tag', async () => {
    await define('ME_OVERLOAD', {
      title: 'Main engine loaded at low shaft speed', priority: 'WARNING', units: ['BALTIC_AMBER'],
      condition: { type: 'expression', tags: ['ME_LOAD', 'SHAFT_RPM'], expression: 'ME_LOAD > 50 and SHAFT_RPM < 40' },
    });
    await signal('BALTIC_AMBER', 'SHAFT_RPM', [35]);
    expect(await episodesOf('ME_OVERLOAD')).toEqual([]);
    await signal('BALTIC_AMBER', 'ME_LOAD', [60]);
    expect(await episodesOf('ME_OVERLOAD')).toMatchObject([{ state: 'ACTIVE_UNACK', unitId: ships.BALTIC_AMBER, raisedValue: 'ME_LOAD=60, SHAFT_RPM=35' }]);
    await signal('BALTIC_AMBER', 'SHAFT_RPM', [70]);
    expect(await episodesOf('ME_OVERLOAD')).toMatchObject([{ state: 'RECTIFIED_UNACK' }]);
  });

  it('keeps one open episode when two observers race on one subject', async () => {
    const definition = { code: 'RACE', body: { title: 'Race', priority: 'ALARM' as const, condition: { type: 'threshold' as const, tag: 'DEPTH', low: 5 } } };
    const observation = (at: number) => observe(t.db, {
      definition, unitId: ships.NORDIC_ORE, subject: 'SHIP-UNIT-NORDIC_ORE|DEPTH', subjectLabel: 'DEPTH', at: new Date(at),
      check: () => ({ holds: true, value: 3 }),
    });
    const results = await Promise.all([observation(next), observation(next + 1000), observation(next + 2000)]);
    expect(results.reduce((n, r) => n + r.raised.length, 0)).toBe(1);
    expect((await episodesOf('RACE')).map((e) => e.state)).toEqual(['ACTIVE_UNACK']);
  });

  it('tells the distribution list\'s users who may see the ship, and mails them and its addresses in their language', async () => {
    const roleIds = Object.fromEntries((await t.db.select().from(roles)).map((r) => [r.code, r.id]));
    const persons = Object.fromEntries((await t.db.select().from(records).where(eq(records.resource, 'person'))).map((p) => [p.code!, p.id]));
    await t.db.update(users).set({ email: 'sofia.romano@keel-demo.example', languageCode: 'ru' }).where(eq(users.username, 'analyst'));
    const res = await t.call('POST', '/api/distribution-list', { token: admin, body: { requestValue: { data: {
      code: 'ALARM_DESK', description: 'Alarm desk', listType: 'USER_DEF', distributionListDetails: [
        { recipientType: 'BY_ROLE', role: roleIds.MASTER }, { recipientType: 'BY_PERSON', person: persons.analyst }, { recipientType: 'BY_EMAIL', email: 'ops@example.com' },
      ] } } } });
    expect(res.status).toBe(200);
    await define('SHALLOW', {
      title: { en: 'Shallow water', ru: 'Малая глубина' }, priority: 'ALARM', distributionList: 'ALARM_DESK', email: true,
      condition: { type: 'threshold', tag: 'DEPTH', low: 10 },
    });
    await signal('BALTIC_AMBER', 'DEPTH', [8]);
    const [episode] = await episodesOf('SHALLOW');
    expect(episode).toMatchObject({ state: 'ACTIVE_UNACK', unitId: ships.BALTIC_AMBER });

    // The captain serves Nordic Ore only: the list reaches the analyst, who sees Baltic Amber.
    const told = await t.db.select().from(notifications).where(eq(notifications.topic, 'alarm.raised'));
    const [analyst] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'analyst'));
    expect(told).toMatchObject([{
      userId: analyst.id, priority: 'ALARM', pushPopUp: true, subjectText: 'notifications.alarm.raised.subject',
      messageParameters: { ship: 'Baltic Amber', title: { en: 'Shallow water', ru: 'Малая глубина' }, subject: 'DEPTH', value: '8' },
    }]);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.origin, `alarm-episode:${episode.id}`));
    expect(mails.map((m) => ({ to: m.recipients, language: m.language, subject: m.subject })).sort((a, b) => a.language.localeCompare(b.language))).toEqual([
      { to: ['ops@example.com'], language: 'en', subject: '[Keel] Alarm: Baltic Amber: Shallow water' },
      { to: ['sofia.romano@keel-demo.example'], language: 'ru', subject: '[Keel] Аварийный сигнал: Baltic Amber: Малая глубина' },
    ]);
    const log = await t.db.select().from(alarmLog).where(and(eq(alarmLog.episodeId, episode.id), eq(alarmLog.action, 'NOTIFIED')));
    expect(log).toHaveLength(1);
    expect(log[0].comment).toBe('Told 1 users, 2 e-mail addresses');
  });

  it('the sweep fires a delay-on and a delay-off that ran out without a new point', async () => {
    await define('SOG_HIGH', {
      title: 'Speed over ground high', priority: 'CAUTION', units: ['NORDIC_ORE'], delayOnSeconds: 120, delayOffSeconds: 120,
      condition: { type: 'threshold', tag: 'SOG', high: 20 },
    });
    await ingest('NORDIC_ORE', 'SOG', 22, clock - 10_000);
    expect((await sweep()).summary).toEqual({ key: 'scheduler.jobs.alarmSweep.done', params: { raised: 0, cleared: 0, unshelved: 0 } });
    expect(await episodesOf('SOG_HIGH')).toEqual([]);
    clock += 3 * minute;
    expect((await sweep()).summary.params).toMatchObject({ raised: 1 });
    const [raised] = await episodesOf('SOG_HIGH');
    expect(raised).toMatchObject({ state: 'ACTIVE_UNACK', raisedValue: 22 });
    expect(raised.raisedAt.getTime()).toBe(clock - 3 * minute - 10_000);

    await ingest('NORDIC_ORE', 'SOG', 12, clock - 5_000);
    expect((await episodesOf('SOG_HIGH'))[0].state).toBe('ACTIVE_UNACK');
    clock += 3 * minute;
    expect((await sweep()).summary.params).toMatchObject({ cleared: 1 });
    expect(await episodesOf('SOG_HIGH')).toMatchObject([{ state: 'RECTIFIED_UNACK', lastValue: 12 }]);
  });

  it('the sweep reconciles a time-based condition: holding subjects raised, the ones no longer holding cleared', async () => {
    const holding = new Set(['doc-1', 'doc-2']);
    const before = sweepConditions['document-expiry'];
    sweepConditions['document-expiry'] = async (_db, _definition, unitIds, now) => (unitIds.includes(ships.GULF_STAR)
      ? [...holding].map((subject) => ({ unitId: ships.GULF_STAR, subject, subjectLabel: `Certificate ${subject}`, value: 3, since: new Date(now.getTime() - minute) }))
      : []);
    try {
      await define('CERT_EXPIRY', { title: 'Certificate expiring', priority: 'CAUTION', units: ['GULF_STAR'], condition: { type: 'document-expiry', daysAhead: 30 } });
      expect((await sweep()).summary.params).toMatchObject({ raised: 2 });
      expect((await episodesOf('CERT_EXPIRY')).map((e) => [e.subject, e.subjectLabel, e.state])).toEqual([
        ['doc-1', 'Certificate doc-1', 'ACTIVE_UNACK'], ['doc-2', 'Certificate doc-2', 'ACTIVE_UNACK'],
      ].sort());
      holding.delete('doc-1');
      clock += minute;
      expect((await sweep()).summary.params).toMatchObject({ raised: 0, cleared: 1 });
      const states = Object.fromEntries((await episodesOf('CERT_EXPIRY')).map((e) => [e.subject, e.state]));
      expect(states).toEqual({ 'doc-1': 'RECTIFIED_UNACK', 'doc-2': 'ACTIVE_UNACK' });
    } finally {
      if (before) sweepConditions['document-expiry'] = before;
      else delete sweepConditions['document-expiry'];
    }
  });

  it('the sweep ends shelves whose time has passed', async () => {
    const [episode] = await episodesOf('STW_LOW');
    await t.db.update(alarmEpisodes).set({ shelvedUntil: new Date(clock + minute), shelvedBy: 'chief', shelveReason: 'Sensor fault' }).where(eq(alarmEpisodes.id, episode.id));
    expect((await sweep()).summary.params).toMatchObject({ unshelved: 0 });
    clock += 2 * minute;
    expect((await sweep()).summary.params).toMatchObject({ unshelved: 1 });
    const [after] = await t.db.select().from(alarmEpisodes).where(eq(alarmEpisodes.id, episode.id));
    expect(after).toMatchObject({ shelvedUntil: null, shelvedBy: null, shelveReason: null, version: episode.version + 1, state: 'ACTIVE_UNACK' });
    expect((await t.db.select().from(alarmLog).where(and(eq(alarmLog.episodeId, episode.id), eq(alarmLog.action, 'UNSHELVED')))).map((l) => l.ts.getTime())).toEqual([clock]);
  });
});
