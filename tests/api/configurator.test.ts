import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Exported { descriptors: { kind: string; code: string; body: unknown; disabled: boolean }[] }

describe('configurator export and import', () => {
  let source: TestApp;
  let target: TestApp;
  let sourceAdmin: string;
  let targetAdmin: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(), createTestApp()]);
    [sourceAdmin, targetAdmin] = await Promise.all([source.signIn('admin', 'Admin#2026'), target.signIn('admin', 'Admin#2026')]);
    for (const code of ['bridge-status', 'engine-status']) {
      await source.call('POST', '/api/descriptors/screen', { token: sourceAdmin, body: { requestValue: { code, body: { route: `/${code}`, renderer: 'system-status' } } } });
    }
    const menu = await (await source.call('GET', '/api/descriptors/menu/main', { token: sourceAdmin })).json() as { version: number; body: { items: unknown[] } };
    await source.call('PUT', '/api/descriptors/menu/main', { token: sourceAdmin, body: { requestValue: { version: menu.version, body: { items: menu.body.items.slice(0, 3) } } } });
  });
  afterAll(async () => { await Promise.all([source.close(), target.close()]); });

  const exportAll = async (t: TestApp, token: string, selection: object = {}) =>
    (await t.call('POST', '/api/configurator/export', { token, body: { requestValue: selection } })).json() as Promise<Exported & Record<string, unknown>>;

  it('exports only what implementers made or changed when asked for non-system descriptors', async () => {
    const file = await exportAll(source, sourceAdmin, { nonSystemOnly: true });
    expect(file.descriptors.map((d) => `${d.kind}/${d.code}`).sort()).toEqual(['menu/main', 'screen/bridge-status', 'screen/engine-status']);
  });

  it('exports by kind and by code', async () => {
    expect((await exportAll(source, sourceAdmin, { kinds: ['menu'] })).descriptors.map((d) => d.code)).toEqual(['main']);
    const byCode = await exportAll(source, sourceAdmin, { codes: [{ kind: 'screen', code: 'engine-status' }] });
    expect(byCode.descriptors.map((d) => d.code)).toEqual(['engine-status']);
  });

  it('shows a dry run with create, change and unchanged before writing anything', async () => {
    const file = await exportAll(source, sourceAdmin);
    const res = await target.call('POST', '/api/configurator/import', { token: targetAdmin, body: { requestValue: { file } } });
    const plan = await res.json() as { applied: boolean; steps: { kind: string; code: string; action: string; changes: unknown[] }[] };
    expect(plan.applied).toBe(false);
    const actions = Object.fromEntries(plan.steps.map((s) => [`${s.kind}/${s.code}`, s.action]));
    expect(actions).toMatchObject({ 'screen/bridge-status': 'create', 'screen/engine-status': 'create', 'menu/main': 'change', 'screen/system-status': 'unchanged' });
    expect(plan.steps.find((s) => s.code === 'main')!.changes.length).toBeGreaterThan(0);
    expect((await target.call('GET', '/api/descriptors/screen/bridge-status', { token: targetAdmin })).status).toBe(404);
  });

  it('applies the import so both installations hold identical descriptors', async () => {
    const file = await exportAll(source, sourceAdmin);
    const res = await target.call('POST', '/api/configurator/import', { token: targetAdmin, body: { requestValue: { file, apply: true } } });
    expect((await res.json() as { applied: boolean }).applied).toBe(true);
    const strip = (f: Exported) => f.descriptors.map(({ kind, code, body, disabled }) => ({ kind, code, body, disabled }))
      .sort((a, b) => `${a.kind}/${a.code}`.localeCompare(`${b.kind}/${b.code}`));
    expect(strip(await exportAll(target, targetAdmin))).toEqual(strip(file));
  });

  it('refuses a file with an invalid descriptor and imports none of it', async () => {
    const file = await exportAll(source, sourceAdmin, { kinds: ['screen'] });
    file.descriptors.push({ kind: 'screen', code: 'broken', body: { route: 'nope' }, disabled: false, schemaVersion: 1, system: false } as never);
    file.descriptors.push({ kind: 'screen', code: 'fine-one', body: { route: '/fine', renderer: 'x' }, disabled: false, schemaVersion: 1, system: false } as never);
    const res = await target.call('POST', '/api/configurator/import', { token: targetAdmin, body: { requestValue: { file, apply: true } } });
    expect(res.status).toBe(400);
    const errors = (await res.json() as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(errors).toContain(`/requestValue/file/descriptors/${file.descriptors.length - 2}/body/route`);
    expect((await target.call('GET', '/api/descriptors/screen/fine-one', { token: targetAdmin })).status).toBe(404);
  });

  it('needs SETUP at MANAGEMENT', async () => {
    const captain = await source.signIn('captain', 'Captain#2026');
    expect((await source.call('POST', '/api/configurator/export', { token: captain, body: { requestValue: {} } })).status).toBe(403);
  });
});
