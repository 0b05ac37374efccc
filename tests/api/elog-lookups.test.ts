import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { shipIdOf } from '../support/elog-crew.js';

describe('eLog lookups', () => {
  let t: TestApp;
  let officer: string;
  let captain: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp();
    [officer, captain] = await Promise.all([t.signIn('officer', 'Officer#2026'), t.signIn('captain', 'Captain#2026')]);
    ship = await shipIdOf(t, 'NORDIC_ORE');
  });
  afterAll(async () => { await t.close(); });

  const json = async <T>(res: Response) => { expect(res.status).toBe(200); return await res.json() as T; };

  it('lists the logbooks a user may use, with their permissions', async () => {
    const logbooks = await json<{ eLogCode: string; permissions: string[] }[]>(await t.call('GET', '/api/elog/configurable', { token: officer }));
    expect(logbooks.map((l) => l.eLogCode)).toEqual(expect.arrayContaining(['DECK', 'RADIO']));
    expect(logbooks.map((l) => l.eLogCode)).not.toContain('ENGINE');
    expect(logbooks.find((l) => l.eLogCode === 'DECK')?.permissions).toContain('FILLING');
  });

  it('checks codes and sequence use for configurators only', async () => {
    expect(await json(await t.call('GET', '/api/elog-entry-descriptor/checkCode/DECK_WATCH', { token: captain }))).toEqual({ free: false });
    expect(await json(await t.call('GET', '/api/elog-entry-descriptor/checkCode/DECK_PILOT', { token: captain }))).toEqual({ free: true });
    expect(await json(await t.call('GET', '/api/elog-sequence/code-in-use/DECK_WATCHKEEPING', { token: captain }))).toMatchObject({ inUse: true });
    expect((await t.call('GET', '/api/elog-sequence/code-in-use/DECK_WATCHKEEPING', { token: officer })).status).toBe(403);
  });

  it('answers a permission check, the previous day with entries and the time limits of a day', async () => {
    const check = (permission: string) => t.call('POST', '/api/elog-permission/check', { token: officer, body: { requestValue: { elog: 'DECK', unitId: ship, permission } } });
    expect(await json(await check('FILLING'))).toBe(true);
    expect(await json(await check('SET_DAY_COMPLETE'))).toBe(false);
    const saved = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: {
      unitId: ship, entryDescriptor: 'DECK_WATCH', heading: { start: { timestamp: Date.UTC(2026, 10, 10, 1), offset: 180 } }, eleStatus: 'DRAFT', areasContent: {},
    } } });
    expect(saved.status).toBe(200);
    expect(await json(await t.call('GET', `/api/elog-entry/DECK/previous-period?unitId=${ship}&day=2026-11-12`, { token: officer }))).toEqual({ day: '2026-11-10' });
    expect(await json(await t.call('GET', `/api/elog-entry/DECK/previous-period?unitId=${ship}&day=2026-11-10`, { token: officer }))).toEqual({ day: null });
    expect(await json(await t.call('GET', `/api/elog-entry/DECK/fixed-time-limits?unitId=${ship}&day=2026-11-10&offset=180`, { token: officer })))
      .toEqual({ min: Date.UTC(2026, 10, 9, 21), max: Date.UTC(2026, 10, 10, 21) });
  });
});
