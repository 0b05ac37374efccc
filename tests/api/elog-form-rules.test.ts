import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The ORB Part I code C form shows item 11 or item 12 by the operation chosen (its descriptor's rules). */
describe('form rules of logbook entries on the server', () => {
  let t: TestApp;
  let chief: string;
  let officer: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp();
    chief = await t.signIn('chief', 'Chief#2026');
    officer = await t.signIn('officer', 'Officer#2026');
    ship = (await t.db.select().from(units).where(eq(units.code, 'NORDIC_ORE')))[0].id;
  });
  afterAll(async () => { await t.close(); });

  const save = (areasContent: Record<string, unknown>, hour: number) => t.call('POST', '/api/elog-entry/ORB1/save', { token: chief, body: { requestValue: {
    unitId: ship, entryDescriptor: 'ORB1_C', heading: { start: { timestamp: Date.UTC(2026, 10, 17, hour, 0), offset: 0 } }, eleStatus: 'COMPLETED', areasContent,
  } } });

  it('stores only the fields the rules show: item 12 incineration keeps no item 11 and no other method', async () => {
    const res = await save({
      operation: '12',
      item11: { item11_1: 'Sludge tank 3.1', item11_3: 4.2 },
      item12: { method: '12.3', quantity: 2.5, retained: 1.7, item12_3: 6, item12_1: 'NLRTM' },
    }, 8);
    expect(res.status).toBe(200);
    const saved = await res.json() as { eleStatus: string; areasContent: Record<string, unknown> };
    expect(saved.eleStatus).toBe('COMPLETED');
    expect(saved.areasContent).toEqual({ operation: '12', item12: { method: '12.3', quantity: 2.5, retained: 1.7, item12_3: 6 } });
  });

  it('does not check a hidden field: a wrong port code under another method does not block the entry', async () => {
    const res = await save({ operation: '12', item12: { method: '12.3', item12_3: 4, item12_1: 'not a port' } }, 9);
    expect(res.status).toBe(200);
    // Shown, the same value is refused at its field.
    const shown = await save({ operation: '12', item12: { method: '12.1', item12_1: 'not a port' } }, 10);
    expect(shown.status).toBe(400);
    expect((await shown.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['/requestValue/areasContent/item12/item12_1']);
  });

  it('computes the noon report\'s average speed from distance and steaming time when it stores the entry', async () => {
    const res = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: {
      unitId: ship, entryDescriptor: 'DECK_NOON', heading: { start: { timestamp: Date.UTC(2026, 10, 17, 12, 0), offset: 0 } }, eleStatus: 'DRAFT',
      areasContent: { distanceSinceLastNoon: 301, steamingTime: 24, averageSpeed: 99 },
    } } });
    expect(res.status).toBe(200);
    expect((await res.json() as { areasContent: Record<string, unknown> }).areasContent).toMatchObject({ averageSpeed: 12.54 });
  });

  it('runs an entry\'s form on request (rundfaprocessor): computed values, and the fields its rules hide', async () => {
    const run = async (entryDescriptor: string, areasContent: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/elog-entry/ORB1/rundfaprocessor', { token: chief, body: { requestValue: { entryDescriptor, areasContent } } });
      expect(res.status).toBe(200);
      return res.json() as Promise<{ areasContent: Record<string, unknown>; hidden: string[] }>;
    };
    const answer = await run('ORB1_C', { operation: '11', item11: { item11_1: 'Sludge tank 3.1' }, item12: { method: '12.1' } });
    expect(answer.areasContent).toEqual({ operation: '11', item11: { item11_1: 'Sludge tank 3.1' } });
    expect(answer.hidden).toContain('item12');
    // A deck officer cannot see the Oil Record Book at all.
    expect((await t.call('POST', '/api/elog-entry/ORB1/rundfaprocessor', { token: officer, body: { requestValue: { entryDescriptor: 'ORB1_C', areasContent: {} } } })).status).toBe(403);
  });
});
