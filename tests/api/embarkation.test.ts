import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Page { items: { data: Record<string, unknown> }[]; total: number }

describe('the embarkation log', () => {
  let t: TestApp;
  let captain: string;
  let ships: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    captain = await t.signIn('captain', 'Captain#2026');
    ships = Object.fromEntries((await t.db.select().from(units)).map((u) => [u.code, u.id]));
  });
  afterAll(async () => { await t.close(); });

  const create = (data: object) => t.call('POST', '/api/embarkation', { token: captain, body: { requestValue: { data } } });
  const pilot = { category: 'PILOT', personName: 'Jansen, Pieter', embarkedAt: '2026-11-20T04:10:00Z', embarkationPort: 'NLRTM', status: 'ON_BOARD' };

  it('records people embarking on the master\'s own ship, and lists who is on board', async () => {
    const before = (await (await t.call('GET', '/api/embarkation', { token: captain })).json() as Page).total;
    expect((await create({ ...pilot, unit: ships.NORDIC_ORE })).status).toBe(200);
    expect((await create({ ...pilot, personName: 'Olsen, Kari', category: 'CREW', rank: 'Third officer', unit: ships.NORDIC_ORE,
      disembarkedAt: '2026-11-21T10:00:00Z', disembarkationPort: 'NLRTM', status: 'DISEMBARKED' })).status).toBe(200);
    const onBoard = await (await t.call('GET', '/api/embarkation?f.status=ON_BOARD', { token: captain })).json() as Page;
    expect(onBoard.items.map((i) => i.data.personName)).toContain('Jansen, Pieter');
    expect(onBoard.items.map((i) => i.data.personName)).not.toContain('Olsen, Kari');
    expect(onBoard.items.every((i) => i.data.status === 'ON_BOARD')).toBe(true);
    const all = await (await t.call('GET', '/api/embarkation', { token: captain })).json() as Page;
    expect(all.total).toBe(before + 2);
  });

  it('refuses another ship, an unknown port and a missing embarkation time', async () => {
    expect((await create({ ...pilot, unit: ships.BALTIC_AMBER })).status).toBe(403);
    const badPort = await create({ ...pilot, unit: ships.NORDIC_ORE, embarkationPort: 'XXXXX' });
    expect(badPort.status).toBe(400);
    const { embarkedAt: _omitted, ...noTime } = pilot;
    const missing = await create({ ...noTime, unit: ships.NORDIC_ORE });
    expect((await missing.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain('/requestValue/data/embarkedAt');
  });
});
