import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Refusal { code: string; errors: { path: string; code: string; message: string }[] }

describe("a screen's renderer and config are checked on save", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => { t = await createTestApp(); admin = await t.signIn('admin', 'Admin#2026'); });
  afterAll(async () => { await t.close(); });

  const create = (code: string, body: unknown, language = 'en') =>
    t.call('POST', '/api/descriptors/screen', { token: admin, language, body: { requestValue: { code, body } } });
  const isStored = async (code: string) => (await t.call('GET', `/api/descriptors/screen/${code}`, { token: admin })).status === 200;

  it('refuses a renderer Keel does not have, at the renderer, in the language asked, and stores nothing', async () => {
    const body = { route: '/engine-board', renderer: 'engine-board' };
    const en = await create('engine-board', body);
    expect(en.status).toBe(400);
    const refusal = await en.json() as Refusal;
    expect(refusal.code).toBe('INVALID_INPUT');
    expect(refusal.errors).toEqual([{ path: '/requestValue/body/renderer', code: 'unknown', message: expect.stringContaining('There is no screen renderer "engine-board"') }]);
    expect(refusal.errors[0].message).toContain('elog-day');
    const ru = await (await create('engine-board', body, 'ru')).json() as Refusal;
    expect(ru.errors).toEqual([{ path: '/requestValue/body/renderer', code: 'unknown', message: expect.stringContaining('Типа экрана «engine-board» нет') }]);
    expect(await isStored('engine-board')).toBe(false);
  });

  it('refuses a config of the wrong type, with an unknown setting or without a needed one: one error per problem, at its pointer', async () => {
    const body = { route: '/deck-copy', renderer: 'elog-day', config: { elog: 7, elogg: 'DECK' } };
    const en = await (await create('deck-copy', body)).json() as Refusal;
    expect(en.errors.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/requestValue/body/config/elog', code: 'type', message: 'elog has the wrong type.' },
      { path: '/requestValue/body/config/elogg', code: 'additionalProperties', message: 'elogg is not a known field.' },
    ]);
    const ru = await (await create('deck-copy', body, 'ru')).json() as Refusal;
    expect(ru.errors.sort((a, b) => a.path.localeCompare(b.path)).map((e) => e.message)).toEqual(['Поле «elog» имеет неверный тип.', 'Поле «elogg» неизвестно.']);
    const missing = await (await create('deck-copy', { route: '/deck-copy', renderer: 'crud' })).json() as Refusal;
    expect(missing.errors).toEqual([{ path: '/requestValue/body/config/resource', code: 'required', message: 'resource is required.' }]);
    expect(await isStored('deck-copy')).toBe(false);
  });

  it('refuses a bad config on a new version too, and keeps the stored one', async () => {
    const current = await (await t.call('GET', '/api/descriptors/screen/elb-deck', { token: admin })).json() as { version: number; body: Record<string, unknown> };
    const res = await t.call('PUT', '/api/descriptors/screen/elb-deck', { token: admin, body: { requestValue: { version: current.version, body: { ...current.body, config: { elog: '' } } } } });
    expect(res.status).toBe(400);
    expect((await res.json() as Refusal).errors.map((e) => e.path)).toEqual(['/requestValue/body/config/elog']);
    expect(await (await t.call('GET', '/api/descriptors/screen/elb-deck', { token: admin })).json()).toMatchObject({ version: current.version, body: { config: { elog: 'DECK' } } });
  });

  it('saves a screen whose config is what its renderer reads', async () => {
    const body = { route: '/on-board', renderer: 'crud', config: { resource: 'embarkation', filters: { status: 'ON_BOARD' } } };
    const res = await create('on-board', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 'on-board', version: 1, body });
  });

  it('refuses an imported screen with a bad config at its place in the file, and imports none of the file', async () => {
    const descriptor = (code: string, body: unknown) => ({ kind: 'screen', code, body, disabled: false, schemaVersion: 1, system: false });
    const file = {
      format: 'keel-configuration', formatVersion: 1, exportedAt: new Date().toISOString(), exportedBy: 'admin',
      descriptors: [descriptor('imported-fine', { route: '/imported-fine', renderer: 'fleet-map' }), descriptor('imported-bad', { route: '/imported-bad', renderer: 'fleet-map', config: { ship: 'x' } })],
    };
    const res = await t.call('POST', '/api/configurator/import', { token: admin, language: 'ru', body: { requestValue: { file, apply: true } } });
    expect(res.status).toBe(400);
    expect((await res.json() as Refusal).errors).toEqual([{ path: '/requestValue/file/descriptors/1/body/config/ship', code: 'additionalProperties', message: 'Поле «ship» неизвестно.' }]);
    expect(await isStored('imported-fine')).toBe(false);
  });
});
