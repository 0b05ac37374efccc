import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Rec { id: string; version: number; label: string; disabled: boolean }
interface Ref { resource: string; label: string }
interface DisableCheck { allowed: boolean; blockers: Ref[]; affected: Ref[] }

describe('checks before a change: person/checkDisable, person/checkPerson, user/checkUser', () => {
  let t: TestApp;
  let admin: string;
  let analyst: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    admin = await t.signIn('admin', 'Admin#2026');
    analyst = await t.signIn('analyst', 'Analyst#2026');
  });
  afterAll(async () => { await t.close(); });

  const create = async (resource: string, data: object) => {
    const res = await t.call('POST', `/api/${resource}`, { token: admin, body: { requestValue: { data } } });
    expect(res.status).toBe(200);
    return await res.json() as Rec;
  };
  const get = async (resource: string, id: string) => await (await t.call('GET', `/api/${resource}/${id}`, { token: admin })).json() as Rec;
  const setDisabled = (resource: string, record: Rec, disabled: boolean, language?: string) =>
    t.call('PUT', `/api/${resource}/${record.id}`, { token: admin, language, body: { requestValue: { version: record.version, disabled } } });
  const checkDisable = async (resource: string, id: string) =>
    await (await t.call('GET', `/api/${resource}/checkDisable/${id}`, { token: admin })).json() as DisableCheck;

  it('will not disable a person whose user account is enabled, naming the account, until the account is disabled', async () => {
    const person = await create('person', { surname: 'Halvorsen', name: 'Ingrid', email: 'ingrid.halvorsen@example.com' });
    const user = await create('user', { username: 'ihalvorsen', userType: 'USER', person: person.id });
    const list = await create('distribution-list', { code: 'HALVORSEN_COPY', description: 'Copies for Ingrid', listType: 'USER_DEF', distributionListDetails: [{ recipientType: 'BY_PERSON', person: person.id }] });

    const check = await checkDisable('person', person.id);
    expect(check.allowed).toBe(false);
    expect(check.blockers.map((b) => [b.resource, b.label])).toEqual([['user', 'ihalvorsen']]);
    expect(check.affected.map((a) => [a.resource, a.label])).toEqual([['distribution-list', list.label]]);

    const refused = await setDisabled('person', person, true, 'ru');
    expect(refused.status).toBe(422);
    expect((await refused.json() as { message: string }).message).toContain('ihalvorsen');
    expect((await get('person', person.id)).disabled).toBe(false);

    expect((await setDisabled('user', await get('user', user.id), true)).status).toBe(200);
    expect((await checkDisable('person', person.id)).allowed).toBe(true);
    expect((await setDisabled('person', await get('person', person.id), true)).status).toBe(200);
    expect((await get('person', person.id)).disabled).toBe(true);
  });

  it('finds a likely duplicate person by surname and name, ignoring case, and by date of birth when given', async () => {
    const first = await create('person', { surname: 'Lindqvist', name: 'Erik', dateOfBirth: '1979-03-14' });
    const check = async (query: string) =>
      (await (await t.call('GET', `/api/person/checkPerson?${query}`, { token: admin })).json() as { duplicates: Ref[] }).duplicates.map((d) => d.label);
    expect(await check('surname=lindqvist&name=ERIK')).toEqual(['Lindqvist Erik']);
    expect(await check('surname=Lindqvist&name=Erik&dateOfBirth=1979-03-14')).toEqual(['Lindqvist Erik']);
    expect(await check('surname=Lindqvist&name=Erik&dateOfBirth=1985-01-01')).toEqual([]);
    expect(await check(`surname=Lindqvist&name=Erik&exceptId=${first.id}`)).toEqual([]);

    const generic = await t.call('POST', '/api/person/checkDuplicates', { token: admin, body: { requestValue: { data: { surname: 'Lindqvist', name: 'Erik' } } } });
    expect((await generic.json() as { duplicates: Ref[] }).duplicates.map((d) => d.label)).toEqual(['Lindqvist Erik']);
  });

  it('says whether a username is free and well formed, whatever its case', async () => {
    const check = async (username: string) =>
      await (await t.call('GET', `/api/user/checkUser?username=${encodeURIComponent(username)}`, { token: admin })).json() as { available: boolean; valid: boolean };
    expect(await check('captain')).toEqual({ available: false, valid: true });
    expect(await check('CAPTAIN')).toEqual({ available: false, valid: true });
    expect(await check('second.officer')).toEqual({ available: true, valid: true });
    expect(await check('second officer')).toEqual({ available: false, valid: false });
  });

  it('keeps the checks behind the resources\' own access', async () => {
    expect((await t.call('GET', '/api/user/checkUser?username=x', { token: analyst })).status).toBe(403);
    expect((await t.call('GET', '/api/person/checkPerson?surname=a&name=b', { token: analyst })).status).toBe(403);
    expect((await t.call('GET', '/api/person/checkPerson?surname=a&name=b')).status).toBe(401);
  });
});

describe('fields fixed once a record is saved (readonlyOnEdit)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'Admin#2026');
  });
  afterAll(async () => { await t.close(); });

  it('refuses to change a ship\'s code, pointing at the field, and keeps the ship as it was', async () => {
    const ships = await (await t.call('GET', '/api/ship?search=NORDIC_ORE', { token: admin })).json() as { items: { id: string; version: number; data: Record<string, unknown> }[] };
    const ship = ships.items[0];
    const res = await t.call('PUT', `/api/ship/${ship.id}`, { token: admin, body: { requestValue: { version: ship.version, data: { ...ship.data, code: 'NORDIC_IRON' } } } });
    expect(res.status).toBe(400);
    expect((await res.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['/requestValue/data/code']);
    const after = await (await t.call('GET', `/api/ship/${ship.id}`, { token: admin })).json() as { version: number; data: { code: string } };
    expect(after).toMatchObject({ version: ship.version, data: { code: 'NORDIC_ORE' } });
    const renamed = await t.call('PUT', `/api/ship/${ship.id}`, { token: admin, body: { requestValue: { version: ship.version, data: { ...ship.data, name: 'Nordic Ore II' } } } });
    expect(renamed.status).toBe(200);
  });
});
