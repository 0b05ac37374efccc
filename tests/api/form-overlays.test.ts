import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const visibility = {
  description: { en: 'Visibility in nautical miles for Nordic Bulk', ru: 'Видимость в милях для Nordic Bulk' },
  form: 'ELOG_DECK_WATCH', level: 'SHIPOWNER', targets: ['NORDIC_BULK'],
  changes: [
    { op: 'add', field: 'weather.visibilityNm', schema: { type: 'number', minimum: 0, maximum: 50 }, ui: { 'ui:title': { en: 'Visibility, nm', ru: 'Видимость, мили' } }, place: { after: 'windSpeed' } },
    { op: 'hide', field: 'weather.swellDirection' },
    { op: 'change', field: 'weather.windSpeed', title: { en: 'Wind, kn', ru: 'Ветер, уз' }, maximum: 120 },
    { op: 'move', field: 'remarks', place: { first: true } },
  ],
};

describe('form overlays as descriptors', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => { t = await createTestApp(); admin = await t.signIn('admin', 'Admin#2026'); });
  afterAll(async () => { await t.close(); });

  it('stores an overlay of each change and answers it as written', async () => {
    const created = await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'NORDIC_BULK_DECK_WATCH', body: visibility } } });
    expect(created.status).toBe(200);
    const stored = await (await t.call('GET', '/api/descriptors/form-overlay/NORDIC_BULK_DECK_WATCH', { token: admin })).json() as { body: unknown; version: number };
    expect(stored).toMatchObject({ version: 1, body: visibility });
  });

  it('refuses an unknown change, a field path that is not one and an empty scope, naming each field, and stores nothing', async () => {
    const res = await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'BROKEN', body: {
      ...visibility, targets: [], changes: [{ op: 'rename', field: 'watch' }, { op: 'hide', field: 'weather..wind' }],
    } } } });
    expect(res.status).toBe(400);
    const paths = ((await res.json()) as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toContain('/requestValue/body/targets');
    expect(paths.some((p) => p.startsWith('/requestValue/body/changes/0'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/requestValue/body/changes/1'))).toBe(true);
    expect((await t.call('GET', '/api/descriptors/form-overlay/BROKEN', { token: admin })).status).toBe(404);
  });

  it('refuses what does not exist — the form, a shipowner, a field a change names — each at its field, in the user\'s language', async () => {
    const res = await t.call('POST', '/api/descriptors/form-overlay', { token: admin, language: 'ru', body: { requestValue: { code: 'MISSING', body: {
      ...visibility, targets: ['NORDIC_BULK', 'NO_SUCH_OWNER'],
      changes: [{ op: 'hide', field: 'weather.swellDirection' }, { op: 'hide', field: 'weather.noSuchField' }],
    } } } });
    expect(res.status).toBe(400);
    const errors = ((await res.json()) as { errors: { path: string; message: string }[] }).errors;
    expect(errors).toEqual([
      expect.objectContaining({ path: '/requestValue/body/targets/1', message: 'Судовладельца NO_SUCH_OWNER нет.' }),
      expect.objectContaining({ path: '/requestValue/body/changes/1/field', message: 'В форме ELOG_DECK_WATCH нет поля weather.noSuchField.' }),
    ]);
    const noForm = await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'MISSING', body: { ...visibility, form: 'NO_SUCH_FORM' } } } });
    expect(((await noForm.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([
      expect.objectContaining({ path: '/requestValue/body/form', message: 'There is no form NO_SUCH_FORM.' }),
    ]);
    expect((await t.call('GET', '/api/descriptors/form-overlay/MISSING', { token: admin })).status).toBe(404);
  });

  it('takes ships by id and fleets by unit group code, and names a target that is neither', async () => {
    const ships = await (await t.call('GET', '/api/common/list/units', { token: admin })).json() as { label: string; value: string }[];
    const nordicOre = ships.find((s) => s.label === 'Nordic Ore')!.value;
    const forShip = await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'ONE_SHIP', body: {
      ...visibility, level: 'SHIP', targets: [nordicOre, 'not-a-ship'],
    } } } });
    expect(forShip.status).toBe(400);
    expect(((await forShip.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([
      expect.objectContaining({ path: '/requestValue/body/targets/1', message: 'There is no ship not-a-ship.' }),
    ]);
    const forFleet = await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'ONE_FLEET', body: {
      ...visibility, level: 'FLEET', targets: ['NO_SUCH_FLEET'],
    } } } });
    expect(((await forFleet.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([
      expect.objectContaining({ path: '/requestValue/body/targets/0', message: 'There is no fleet (unit group) NO_SUCH_FLEET.' }),
    ]);
    const stored = await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'ONE_SHIP', body: {
      ...visibility, level: 'SHIP', targets: [nordicOre],
    } } } });
    expect(stored.status).toBe(200);
  });

  it('is kept by designers: a captain may neither read nor write overlays', async () => {
    const captain = await t.signIn('captain', 'Captain#2026');
    expect((await t.call('GET', '/api/descriptors/form-overlay/NORDIC_BULK_DECK_WATCH', { token: captain })).status).toBe(403);
    const write = await t.call('POST', '/api/descriptors/form-overlay', { token: captain, body: { requestValue: { code: 'MINE', body: visibility } } });
    expect(write.status).toBe(403);
  });
});
