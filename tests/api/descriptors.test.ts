import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const screenBody = (route: string) => ({ route, renderer: 'system-status', title: { en: 'Engine status', ru: 'Состояние машины' } });

describe('descriptor store', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => { t = await createTestApp(); admin = await t.signIn('admin', 'Admin#2026'); });
  afterAll(async () => { await t.close(); });

  const put = (code: string, version: number, body: unknown, token = admin) =>
    t.call('PUT', `/api/descriptors/screen/${code}`, { token, body: { requestValue: { version, body } } });

  it('creates a descriptor, then refuses the same code with 409', async () => {
    const created = await t.call('POST', '/api/descriptors/screen', { token: admin, body: { requestValue: { code: 'engine-status', body: screenBody('/engine-status') } } });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ code: 'engine-status', version: 1, system: false, builtin: false });
    const again = await t.call('POST', '/api/descriptors/screen', { token: admin, body: { requestValue: { code: 'engine-status', body: screenBody('/x') } } });
    expect(again.status).toBe(409);
    const check = await (await t.call('GET', '/api/descriptors/screen/checkCode/engine-status', { token: admin })).json();
    expect(check).toEqual({ available: false, valid: true });
  });

  it('refuses a body that does not match the meta-schema with 400 and a pointer per field', async () => {
    const res = await t.call('POST', '/api/descriptors/screen', { token: admin, body: { requestValue: { code: 'broken', body: { route: 'no-slash' } } } });
    expect(res.status).toBe(400);
    const body = await res.json() as { errors: { path: string }[] };
    expect(body.errors.map((e) => e.path).sort()).toEqual(['/requestValue/body/renderer', '/requestValue/body/route']);
    expect((await t.call('GET', '/api/descriptors/screen/broken', { token: admin })).status).toBe(404);
  });

  it('saves versions with optimistic locking: a stale version gets 409 and changes nothing', async () => {
    expect((await put('engine-status', 1, screenBody('/engine-status-2'))).status).toBe(200);
    const stale = await put('engine-status', 1, screenBody('/engine-status-3'));
    expect(stale.status).toBe(409);
    expect((await stale.json() as { message: string }).message).toContain('changed by someone else');
    const current = await (await t.call('GET', '/api/descriptors/screen/engine-status', { token: admin })).json() as { version: number; body: { route: string } };
    expect(current).toMatchObject({ version: 2, body: { route: '/engine-status-2' } });
  });

  it('keeps every revision, diffs two of them and restores one as a new version', async () => {
    const revisions = await (await t.call('GET', '/api/descriptors/screen/engine-status/revisions', { token: admin })).json() as { version: number; author: string }[];
    expect(revisions.map((r) => r.version)).toEqual([2, 1]);
    expect(revisions[0].author).toBe('admin');
    const diff = await (await t.call('GET', '/api/descriptors/screen/engine-status/diff?from=1&to=2', { token: admin })).json();
    expect(diff).toEqual([{ path: '/route', op: 'replace', before: '/engine-status', after: '/engine-status-2' }]);
    const restored = await t.call('POST', '/api/descriptors/screen/engine-status/restore', { token: admin, body: { requestValue: { revision: 1, version: 2 } } });
    expect(await restored.json()).toMatchObject({ version: 3, body: { route: '/engine-status' } });
    const first = await (await t.call('GET', '/api/descriptors/screen/engine-status/revisions/1', { token: admin })).json();
    expect(first).toMatchObject({ version: 1, body: { route: '/engine-status' } });
  });

  it('turns a saved built-in into an override that survives a restart, and resets it', async () => {
    const builtin = await (await t.call('GET', '/api/descriptors/screen/system-status', { token: admin })).json() as { version: number; body: Record<string, unknown> };
    const saved = await put('system-status', builtin.version, { ...builtin.body, title: { en: 'Health', ru: 'Состояние' } });
    expect(await saved.json()).toMatchObject({ system: false, builtin: true, overridden: true });
    const { loadBuiltins } = await import('../../server/modules/descriptors/builtins.js');
    await loadBuiltins(t.db);
    const after = await (await t.call('GET', '/api/descriptors/screen/system-status', { token: admin })).json() as { version: number; body: { title: unknown } };
    expect(after.body.title).toEqual({ en: 'Health', ru: 'Состояние' });
    const reset = await t.call('POST', '/api/descriptors/screen/system-status/reset', { token: admin, body: { requestValue: { version: after.version } } });
    expect(await reset.json()).toMatchObject({ system: true, overridden: false, body: builtin.body });
  });

  it('refuses to delete a built-in and deletes an implementer descriptor', async () => {
    expect((await t.call('DELETE', '/api/descriptors/screen/system-status', { token: admin })).status).toBe(422);
    expect((await t.call('DELETE', '/api/descriptors/screen/engine-status', { token: admin })).status).toBe(200);
    expect((await t.call('GET', '/api/descriptors/screen/engine-status', { token: admin })).status).toBe(404);
  });

  it('refuses users without the designer function: 403 to read and to write', async () => {
    const captain = await t.signIn('captain', 'Captain#2026');
    expect((await t.call('GET', '/api/descriptors/menu', { token: captain })).status).toBe(403);
    expect((await put('system-status', 1, screenBody('/x'), captain)).status).toBe(403);
  });

  it('lets logbook configurators (ELB at MANAGEMENT) read and change the logbook kinds, and only read forms', async () => {
    const captain = await t.signIn('captain', 'Captain#2026');
    const officer = await t.signIn('officer', 'Officer#2026');
    const noon = await t.call('GET', '/api/descriptors/elog-entry-descriptor/DECK_NOON', { token: captain });
    expect(noon.status).toBe(200);
    const { version, body } = await noon.json() as { version: number; body: { workflow: { maxCardinality: number } } };
    const changed = { ...body, workflow: { ...body.workflow, maxCardinality: 2 } };
    expect((await t.call('PUT', '/api/descriptors/elog-entry-descriptor/DECK_NOON', { token: captain, body: { requestValue: { body: changed, version } } })).status).toBe(200);
    expect((await t.call('GET', '/api/descriptors/form/ELOG_DECK_NOON', { token: captain })).status).toBe(200);
    expect((await t.call('GET', '/api/descriptors/elog-entry-descriptor', { token: officer })).status).toBe(403);
    expect((await t.call('GET', '/api/descriptor-kinds', { token: officer })).status).toBe(200);
  });

  it('answers 400 for an unknown kind', async () => {
    expect((await t.call('GET', '/api/descriptors/no-such-kind', { token: admin })).status).toBe(400);
  });
});
