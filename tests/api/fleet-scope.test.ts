import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Me { units: { id: string; code: string }[]; unitGroups: { code: string; unitIds: string[] }[] }
interface ShipRecord { id: string; code: string; version: number; data: Record<string, unknown> }

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

  describe('ship particulars', () => {
    const shipIds: Record<string, string> = {};
    const shipsOf = async (token: string) => {
      const res = await t.call('GET', '/api/ship?size=50', { token });
      expect(res.status).toBe(200);
      return (await res.json() as { items: ShipRecord[]; total: number });
    };
    beforeAll(async () => {
      const admin = await t.signIn('admin', 'Admin#2026');
      for (const ship of (await shipsOf(admin)).items) shipIds[ship.code] = ship.id;
    });

    it('are listed to a captain for his own ship only; an administrator lists the fleet', async () => {
      const captain = await t.signIn('captain', 'Captain#2026');
      const own = await shipsOf(captain);
      expect(own.items.map((s) => s.code)).toEqual(['NORDIC_ORE']);
      expect(own.total).toBe(1);
      expect((await shipsOf(await t.signIn('admin', 'Admin#2026'))).total).toBe(6);
    });

    it('of another ship are not found for the captain, by id, referrers or as an option', async () => {
      const captain = await t.signIn('captain', 'Captain#2026');
      expect((await t.call('GET', `/api/ship/${shipIds.NORDIC_ORE}`, { token: captain })).status).toBe(200);
      expect((await t.call('GET', `/api/ship/${shipIds.BALTIC_AMBER}`, { token: captain })).status).toBe(404);
      expect((await t.call('GET', `/api/ship/${shipIds.BALTIC_AMBER}/referrers`, { token: captain })).status).toBe(404);
      const options = await (await t.call('GET', '/api/common/list/ship', { token: captain })).json() as { label: string }[];
      expect(options.map((o) => o.label)).toEqual(['Nordic Ore']);
    });

    it('of another ship are not named among the records referring to a nation', async () => {
      const captain = await t.signIn('captain', 'Captain#2026');
      const admin = await t.signIn('admin', 'Admin#2026');
      const norway = (await (await t.call('GET', '/api/nation?search=NO&size=50', { token: admin })).json() as { items: ShipRecord[] }).items
        .find((n) => n.data.code === 'NO')!;
      const labels = async (token: string) => (await (await t.call('GET', `/api/nation/${norway.id}/referrers`, { token })).json() as { resource: string; label: string }[])
        .filter((r) => r.resource === 'ship').map((r) => r.label).sort();
      // Nordic Ore and Arctic Frost fly the Norwegian flag; the captain serves on Nordic Ore only.
      expect(await labels(admin)).toEqual(['Arctic Frost', 'Nordic Ore']);
      expect(await labels(captain)).toEqual(['Nordic Ore']);
    });

    it('of another ship cannot be changed or deleted by a ship manager who does not see it', async () => {
      await t.db.update(users).set({ userFunctions: [{ function: 'MANAGE_SHIP', level: 'MANAGEMENT' }] }).where(eq(users.username, 'captain'));
      const captain = await t.signIn('captain', 'Captain#2026');
      const admin = await t.signIn('admin', 'Admin#2026');
      const baltic = await (await t.call('GET', `/api/ship/${shipIds.BALTIC_AMBER}`, { token: admin })).json() as ShipRecord;
      const renamed = { version: baltic.version, data: { ...baltic.data, name: 'Renamed' } };
      expect((await t.call('PUT', `/api/ship/${baltic.id}`, { token: captain, body: { requestValue: renamed } })).status).toBe(404);
      expect((await t.call('DELETE', `/api/ship/${baltic.id}`, { token: captain })).status).toBe(404);
      expect(await (await t.call('GET', `/api/ship/${baltic.id}`, { token: admin })).json()).toMatchObject({ version: baltic.version, data: { name: 'Baltic Amber' } });
      await t.db.update(users).set({ userFunctions: [] }).where(eq(users.username, 'captain'));
    });

    it('are named to the analyst, who has no master data, for the ships of his fleet only through the ship list', async () => {
      const analyst = await t.signIn('analyst', 'Analyst#2026');
      expect((await t.call('GET', '/api/ship', { token: analyst })).status).toBe(403);
      expect(await (await t.call('GET', '/api/common/list/ship', { token: analyst })).json()).toHaveLength(6);
    });
  });
});
