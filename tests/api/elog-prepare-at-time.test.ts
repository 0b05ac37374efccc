import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Prepared {
  heading: { start: { timestamp: number; offset: number } };
  areasContent: { position?: { lat?: number; lon?: number }; courseOverGround?: number; distanceSinceLastNoon?: number; steamingTime?: number; averageRpm?: number; averageSpeed?: number };
  prefilled: string[];
  run?: { since: { timestamp: number; offset: number }; fields: string[] };
}

const hour = 3_600_000;
/** The instant the app takes for now: the data lies around it whatever the day the test runs. */
const now = Date.parse('2026-03-15T10:00:00Z');
/** Noon (UTC, the deck log's default clock) four days ago: a closed day, stored like history. */
const noon = Math.floor(now / 86_400_000) * 86_400_000 - 4 * 86_400_000 + 12 * hour;
const previousNoon = noon - 24 * hour;
const evening = noon + 9 * hour + 57 * 60_000;

describe('the values a logbook entry is pre-filled with follow its time', () => {
  let t: TestApp;
  let captain: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
    captain = await t.signIn('captain', 'Captain#2026');
    ship = (await t.db.select().from(units).where(eq(units.code, 'NORDIC_ORE')))[0].id;
    const admin = await t.signIn('admin', 'Admin#2026');
    // Steaming north along 5° E at 10 nm an hour from the previous noon, then stopped from 06:00 until well after noon.
    const hours = Array.from({ length: 25 }, (_, i) => i);
    const at = (i: number) => new Date(previousNoon + i * hour).toISOString();
    const lat = (i: number) => 50 + Math.min(i, 18) * 10 / 60;
    const series = [
      { tag: 'LAT', points: [...hours.map((i) => ({ ts: at(i), value: lat(i) })), { ts: new Date(evening).toISOString(), value: 53.25 }] },
      { tag: 'LON', points: [...hours.map((i) => ({ ts: at(i), value: 5 })), { ts: new Date(evening).toISOString(), value: 5.5 }] },
      { tag: 'COG', points: [{ ts: at(24), value: 2 }, { ts: new Date(evening).toISOString(), value: 181 }] },
      { tag: 'SHAFT_RPM', points: hours.map((i) => ({ ts: at(i), value: i < 18 ? (i % 2 ? 78 : 82) : 0 })) },
    ].map((s) => ({ groupingKey: 'SHIP-UNIT-NORDIC_ORE', ...s }));
    expect((await t.call('POST', '/api/measures/ingest', { token: admin, body: { requestValue: { series } } })).status).toBe(200);
  });
  afterAll(async () => { await t.close(); });

  const prepare = async (query: string) => {
    const res = await t.call('GET', `/api/elog-entry/DECK/prepare?unitId=${ship}&${query}`, { token: captain });
    expect(res.status).toBe(200);
    return await res.json() as Prepared;
  };

  it('answers the position and course at the time asked, not at the time the form was opened', async () => {
    const late = await prepare(`entryDescriptor=DECK_NOON&at=${evening}`);
    expect(late.areasContent.position).toEqual({ lat: 53.25, lon: 5.5 });
    expect(late.areasContent.courseOverGround).toBe(181);
    const atNoon = await prepare(`entryDescriptor=DECK_NOON&at=${noon}`);
    expect(atNoon.heading.start.timestamp).toBe(noon);
    expect(atNoon.areasContent.position).toEqual({ lat: 53, lon: 5 });
    expect(atNoon.areasContent.courseOverGround).toBe(2);
    expect(atNoon.prefilled).toEqual(expect.arrayContaining(['/position/lat', '/position/lon', '/courseOverGround']));
  });

  it("fills a noon report's distance, steaming time and mean shaft speed from the track since the previous local noon", async () => {
    const report = await prepare(`entryDescriptor=DECK_NOON&at=${noon}`);
    expect(report.run?.since).toEqual({ timestamp: previousNoon, offset: 0 });
    expect(report.run?.fields.toSorted()).toEqual(['/averageRpm', '/distanceSinceLastNoon', '/steamingTime']);
    // 18 hours at 10′ of latitude an hour: 180′, a nautical mile each on the IMO mean sphere.
    expect(report.areasContent.distanceSinceLastNoon).toBe(180.1);
    expect(report.areasContent.steamingTime).toBe(18);
    expect(report.areasContent.averageRpm).toBe(80);
    expect(report.prefilled).toEqual(expect.arrayContaining(['/distanceSinceLastNoon', '/steamingTime', '/averageRpm']));
  });

  it('counts the run from the previous noon report when there is one, not from the entry being moved', async () => {
    const saved = await t.call('POST', '/api/elog-entry/DECK/save', { token: captain, body: { requestValue: {
      unitId: ship, entryDescriptor: 'DECK_NOON', heading: { start: { timestamp: previousNoon + 6 * hour, offset: 0 } }, eleStatus: 'DRAFT',
      areasContent: { position: { lat: 51, lon: 5 } },
    } } });
    expect(saved.status).toBe(200);
    const { id } = await saved.json() as { id: string };
    const report = await prepare(`entryDescriptor=DECK_NOON&at=${noon}`);
    expect(report.run?.since).toEqual({ timestamp: previousNoon + 6 * hour, offset: 0 });
    expect(report.areasContent.steamingTime).toBe(12);
    expect(report.areasContent.distanceSinceLastNoon).toBe(120.1);
    // The same report moved to noon: its own earlier time is not its previous noon report.
    expect((await prepare(`entryDescriptor=DECK_NOON&at=${noon}&entryId=${id}`)).run?.since).toEqual({ timestamp: previousNoon, offset: 0 });
  });

  it('pre-fills no run for an entry type whose form asks for none', async () => {
    const watch = await prepare(`entryDescriptor=DECK_WATCH&at=${noon}`);
    expect(watch.run).toBeUndefined();
    expect(watch.areasContent.position).toEqual({ lat: 53, lon: 5 });
  });
});
