import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface ReportDay { unitCode: string; eLogCode: string; day: string; status: string; entries: Record<string, number> }

describe('the logbook report: days across ships and logbooks', () => {
  let t: TestApp;
  let admin: string;
  let officer: string;
  let shipIds: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, officer] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('officer', 'Officer#2026')]);
    shipIds = Object.fromEntries((await t.db.select().from(units)).map((u) => [u.code, u.id]));
    const entry = (ship: string, elog: string, entryDescriptor: string, hh: number, eleStatus: string, areasContent: object) =>
      t.call('POST', `/api/elog-entry/${elog}/save`, { token: admin, body: { requestValue: {
        unitId: shipIds[ship], entryDescriptor, heading: { start: { timestamp: Date.UTC(2026, 10, 19, hh), offset: 0 } }, eleStatus, areasContent,
      } } });
    for (const res of await Promise.all([
      entry('NORDIC_ORE', 'DECK', 'DECK_WATCH', 0, 'DRAFT', {}),
      entry('NORDIC_ORE', 'DECK', 'DECK_NOON', 12, 'COMPLETED', { position: { lat: 1, lon: 2 } }),
      entry('BALTIC_AMBER', 'DECK', 'DECK_WATCH', 4, 'DRAFT', {}),
    ])) expect(res.status).toBe(200);
    expect((await entry('NORDIC_ORE', 'ENGINE', 'ENGINE_RUNNING_HOURS', 8, 'DRAFT', {})).status).toBe(200);
  });
  afterAll(async () => { await t.close(); });

  const search = async (token: string, requestValue: object) => {
    const res = await t.call('POST', '/api/elog-aggregation/search', { token, body: { requestValue: { from: '2026-11-01', to: '2026-11-30', ...requestValue } } });
    expect(res.status).toBe(200);
    return (await res.json() as ReportDay[]).map((d) => `${d.unitCode} ${d.eLogCode} ${d.day} ${d.status} ${JSON.stringify(d.entries)}`);
  };

  it('lists every day with its entry counts for the administrator', async () => {
    expect(await search(admin, {})).toEqual([
      'BALTIC_AMBER DECK 2026-11-19 IN_PROGRESS {"DRAFT":1}',
      'NORDIC_ORE DECK 2026-11-19 IN_PROGRESS {"COMPLETED":1,"DRAFT":1}',
      'NORDIC_ORE ENGINE 2026-11-19 IN_PROGRESS {"DRAFT":1}',
    ]);
    expect(await search(admin, { elogs: ['ENGINE'] })).toHaveLength(1);
  });

  it('shows an officer only their ship and the logbooks they may view', async () => {
    expect(await search(officer, {})).toEqual(['NORDIC_ORE DECK 2026-11-19 IN_PROGRESS {"COMPLETED":1,"DRAFT":1}']);
    expect(await search(officer, { unitIds: [shipIds.BALTIC_AMBER] })).toEqual([]);
  });

  it('gives the newest status of each of a ship\'s logbooks', async () => {
    const res = await t.call('GET', `/api/elog-status-history/search/last?unitId=${shipIds.NORDIC_ORE}`, { token: admin });
    expect((await res.json() as { eLogCode: string; newStatus: string }[]).map((r) => `${r.eLogCode} ${r.newStatus}`).sort()).toEqual(['DECK IN_PROGRESS', 'ENGINE IN_PROGRESS']);
    expect((await t.call('GET', `/api/elog-status-history/search/last?unitId=${shipIds.BALTIC_AMBER}`, { token: officer })).status).toBe(403);
  });
});
