import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeParameter } from '../../server/modules/params/parameters.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** SPEC §6 editing gate: on a ship's own installation the configuration comes from shore unless the parameter is on. */
describe('the editing gate of a ship installation', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ installationUnit: 'NORDIC_ORE' });
    admin = await t.signIn('admin', 'Admin#2026');
  });
  afterAll(async () => { await t.close(); });

  const sequence = (code: string) => ({ requestValue: { code, body: { code, name: { en: 'Bunkering', ru: 'Бункеровка' }, eLog: 'ORB1' } } });
  const currentUnit = async () => (await t.call('GET', '/api/units/current-unit', { token: admin })).json();

  it('refuses descriptor edits on board, even to an administrator, with the reason, and changes nothing', async () => {
    expect(await currentUnit()).toEqual({ installation: 'UNIT', unitCode: 'NORDIC_ORE', configurationEditable: false });
    const res = await t.call('POST', '/api/descriptors/elog-sequence', { token: admin, body: sequence('ORB1_BUNKERING'), language: 'ru' });
    expect(res.status).toBe(403);
    expect((await res.json() as { message: string }).message).toContain('Эта установка работает на борту NORDIC_ORE');
    expect((await t.call('GET', '/api/descriptors/elog-sequence/ORB1_BUNKERING', { token: admin })).status).toBe(404);
    // Reading stays open: the crew sees the configuration it works with.
    expect((await t.call('GET', '/api/descriptors/elog-sequence/DECK_PORT_CALL', { token: admin })).status).toBe(200);
  });

  it('takes the edit once the installation parameter allows editing on board', async () => {
    await writeParameter(t.db, 'unit.configurationEditable', 1);
    expect(await currentUnit()).toMatchObject({ configurationEditable: true });
    expect((await t.call('POST', '/api/descriptors/elog-sequence', { token: admin, body: sequence('ORB1_BUNKERING') })).status).toBe(200);
  });
});
