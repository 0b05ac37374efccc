import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Me { units: { id: string; code: string }[]; unitGroups: { code: string; unitIds: string[] }[] }

describe('what the fleet screens read besides measurements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
  });
  afterAll(async () => { await t.close(); });

  it('gives each fleet of the user with the ships in it (the fleet filter of the map)', async () => {
    const analyst = await t.signIn('analyst', 'Analyst#2026');
    const me = await (await t.call('GET', '/api/user/me', { token: analyst })).json() as Me;
    expect(me.unitGroups.map((g) => g.code)).toEqual(['DEMO_FLEET']);
    expect([...me.unitGroups[0].unitIds].sort()).toEqual(me.units.map((u) => u.id).sort());
    expect(me.units).toHaveLength(6);
    const captain = await t.signIn('captain', 'Captain#2026');
    expect((await (await t.call('GET', '/api/user/me', { token: captain })).json() as Me).units.map((u) => u.code)).toEqual(['NORDIC_ORE']);
  });

  it('names ports by UN/LOCODE in the user\'s language for any signed-in user', async () => {
    const analyst = await t.signIn('analyst', 'Analyst#2026');
    const list = await (await t.call('GET', '/api/common/list/ports', { token: analyst, language: 'ru' })).json() as { label: string; value: string }[];
    expect(list.find((p) => p.value === 'NLRTM')?.label).toBe('Роттердам');
    expect(list.length).toBeGreaterThanOrEqual(300);
  });
});
