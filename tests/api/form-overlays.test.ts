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

  it('is kept by designers: a captain may neither read nor write overlays', async () => {
    const captain = await t.signIn('captain', 'Captain#2026');
    expect((await t.call('GET', '/api/descriptors/form-overlay/NORDIC_BULK_DECK_WATCH', { token: captain })).status).toBe(403);
    const write = await t.call('POST', '/api/descriptors/form-overlay', { token: captain, body: { requestValue: { code: 'MINE', body: visibility } } });
    expect(write.status).toBe(403);
  });
});
