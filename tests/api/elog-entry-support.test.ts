import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Prepared { heading: { start: { timestamp: number; offset: number } }; areasContent: { position?: { lat?: number; lon?: number }; navigation?: { heading?: number } }; prefilled: string[]; allowed: boolean; reason?: string }

const hour = 3_600_000;
/** The instant the app takes for now: the data lies around it whatever the day the test runs. */
const now = Date.parse('2026-03-15T10:00:00Z');
/** Half past ten, three days ago: a closed day, so ingestion packs it like history. */
const base = Math.floor(now / 86_400_000) * 86_400_000 - 3 * 86_400_000 + 10 * hour;

describe('helping the crew fill a logbook day in', () => {
  let t: TestApp;
  let officer: string;
  let captain: string;
  let chief: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
    [officer, captain, chief] = await Promise.all([t.signIn('officer', 'Officer#2026'), t.signIn('captain', 'Captain#2026'), t.signIn('chief', 'Chief#2026')]);
    ship = (await t.db.select().from(units).where(eq(units.code, 'NORDIC_ORE')))[0].id;
    const admin = await t.signIn('admin', 'Admin#2026');
    const series = [['LAT', 59.91234], ['LON', 24.75], ['HEADING', 271.5]].map(([tag, value]) => ({
      groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag, points: [{ ts: new Date(base - 30 * 60_000).toISOString(), value: Number(value) - 1 }, { ts: new Date(base - 60_000).toISOString(), value }],
    }));
    expect((await t.call('POST', '/api/measures/ingest', { token: admin, body: { requestValue: { series } } })).status).toBe(200);
  });
  afterAll(async () => { await t.close(); });

  const get = async <T>(path: string, token = officer) => {
    const res = await t.call('GET', path, { token });
    expect(res.status).toBe(200);
    return await res.json() as T;
  };

  it('lists the logbook\'s entry types in workflow order, and the form of one', async () => {
    const all = await get<{ config: { eLogCode: string }; entryDescriptors: { code: string }[] }>('/api/elog-entry-descriptor/all/DECK');
    expect(all.config.eLogCode).toBe('DECK');
    expect(all.entryDescriptors.map((d) => d.code)).toEqual(['DECK_WATCH', 'DECK_NOON', 'DECK_ARRIVAL', 'DECK_DEPARTURE']);
    const details = await get<{ form: { schema: { properties: Record<string, unknown> } } }>('/api/elog-entry/DECK/descriptor-details?entryDescriptor=DECK_WATCH');
    expect(Object.keys(details.form.schema.properties)).toContain('watch');
    expect((await t.call('GET', '/api/elog-entry-descriptor/all/DECK', { token: chief })).status).toBe(403);
  });

  it('prepares an entry at the ship\'s time with the last sensor values before it', async () => {
    const prepared = await get<Prepared>(`/api/elog-entry/DECK/prepare?unitId=${ship}&entryDescriptor=DECK_WATCH&at=${base + 59_000}`);
    expect(prepared.heading.start).toEqual({ timestamp: base, offset: 0 });
    expect(prepared.areasContent.position).toEqual({ lat: 59.91234, lon: 24.75 });
    expect(prepared.areasContent.navigation?.heading).toBe(271.5);
    expect(prepared.prefilled).toEqual(expect.arrayContaining(['/position/lat', '/position/lon', '/navigation/heading']));
    expect(prepared.allowed).toBe(true);
    // Two hours later no measurement is recent enough: nothing is made up.
    expect((await get<Prepared>(`/api/elog-entry/DECK/prepare?unitId=${ship}&entryDescriptor=DECK_WATCH&at=${base + 2 * hour}`)).prefilled).toEqual([]);
  });

  it('copies the offset of the previous entry, and says which entry types may come next and why not', async () => {
    const start = { timestamp: base, offset: 180 };
    const saved = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: {
      unitId: ship, entryDescriptor: 'DECK_NOON', heading: { start }, eleStatus: 'COMPLETED', areasContent: { position: { lat: 59.9, lon: 24.7 } },
    } } });
    expect(saved.status).toBe(200);
    const prepared = await get<Prepared>(`/api/elog-entry/DECK/prepare?unitId=${ship}&entryDescriptor=DECK_NOON&at=${base + hour}`);
    expect(prepared.heading.start.offset).toBe(180);
    expect(prepared.allowed).toBe(false);
    expect(prepared.reason).toContain('Noon report');
    const next = await t.call('POST', '/api/elog-entry-descriptor/nextAllowed', { token: officer, body: { requestValue: { elog: 'DECK', unitId: ship, at: base + hour, offset: 180 } } });
    const options = await next.json() as { code: string; allowed: boolean; reason?: string }[];
    expect(options.filter((o) => o.allowed).map((o) => o.code).sort()).toEqual(['DECK_ARRIVAL', 'DECK_DEPARTURE', 'DECK_WATCH']);
    expect(options.find((o) => o.code === 'DECK_NOON')?.reason).toMatch(/Noon report.*\(1\)/);
  });

  it('tells each user their permissions in the logbook', async () => {
    const mine = await get<{ permissions: string[]; firstSign: boolean; main: boolean }>(`/api/elog-permission/elog/DECK?unitId=${ship}`);
    expect(mine.permissions).toEqual(expect.arrayContaining(['VIEW', 'FILLING', 'APPROVAL']));
    expect(mine.permissions).not.toContain('SET_DAY_COMPLETE');
    expect(mine).toMatchObject({ firstSign: true, main: false });
    expect(await get(`/api/elog-permission/elog/DECK?unitId=${ship}`, captain)).toMatchObject({ main: true });
  });
});
