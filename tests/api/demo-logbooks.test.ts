import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elogAggregations, elogEntries, elogSignatures, measureSeries, units, voyageLegs } from '../../server/db/schema.js';
import { readRawPoints } from '../../server/modules/timeseries/extract.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import type { IngestSeries } from '../../server/modules/timeseries/ingest-types.js';
import { createDemoFleetRunner } from '../../seeds/demo-fleet-loader.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ships = ['NORDIC_ORE', 'BALTIC_AMBER', 'KEEL_HORIZON', 'ARCTIC_FROST', 'GULF_STAR', 'AURORA_SPIRIT'];
const days = 3;
/** the books go back fewer days than the ship data */
const logbookDays = 2;

describe('the demo ships\' logbooks', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-20T12:00:00Z');
  const problems: string[] = [];
  let unitIds: Map<string, string>;
  const store = async (series: IngestSeries[]) => { await ingestMeasurements(t.db, series, { now: () => clock }); };
  const load = async (history: number) => {
    const runner = await createDemoFleetRunner(t.db, {
      days: history, logbookDays, store, now: () => clock, auditKeyDir: t.config.auditKeyDir, log: (line) => { if (/not written/.test(line)) problems.push(line); },
    });
    await runner.catchUp();
    await runner.logbooksWritten();
    runner.close();
  };
  const deckDays = (ship: string) => t.db.select().from(elogAggregations)
    .where(and(eq(elogAggregations.unitId, unitIds.get(ship)!), eq(elogAggregations.elogCode, 'DECK'))).orderBy(elogAggregations.day);

  beforeAll(async () => {
    t = await createTestApp();
    unitIds = new Map((await t.db.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
    await load(days);
  }, 900_000);
  afterAll(async () => { await t.close(); });

  it(`keeps the last ${logbookDays} deck-log days for every ship, completed and approved by its master, each entry signed by the officer who wrote it`, async () => {
    expect(problems).toEqual([]);
    for (const ship of ships) {
      const rows = await deckDays(ship);
      expect(rows.map((d) => d.day), ship).toEqual(['2026-11-18', '2026-11-19']);
      expect(rows.every((d) => d.status === 'COMPLETED' && d.signatureStatus === 'MAIN'), ship).toBe(true);
    }
    const [day] = await deckDays('NORDIC_ORE');
    const signatures = await t.db.select().from(elogSignatures).where(eq(elogSignatures.aggregationId, day.id));
    expect(signatures.filter((s) => s.main).map((s) => [s.userName, s.surname])).toEqual([['captain', 'Larsen']]);
    const entries = await t.db.select().from(elogEntries).where(eq(elogEntries.aggregationId, day.id));
    expect(new Set(signatures.filter((s) => s.entryId).map((s) => s.userName))).toEqual(new Set(['officer']));
    expect(signatures.filter((s) => s.entryId).length).toBe(entries.length);
  });

  it('states at noon the position the ship reported at noon', async () => {
    const tags = await t.db.select().from(measureSeries).where(inArray(measureSeries.tag, ['LAT', 'LON']));
    for (const ship of ships) {
      const noons = await t.db.select().from(elogEntries).where(and(eq(elogEntries.unitId, unitIds.get(ship)!), eq(elogEntries.entryDescriptor, 'DECK_NOON'), eq(elogEntries.status, 'COMPLETED')));
      expect(noons.length, ship).toBe(logbookDays);
      const [lat, lon] = ['LAT', 'LON'].map((tag) => tags.find((s) => s.tag === tag && s.groupingKey === `SHIP-UNIT-${ship}`)!.id);
      for (const noon of noons) {
        const at = noon.startTs.getTime();
        const points = await readRawPoints(t.db, [lat, lon], at, at + 1);
        const reported = { lat: Math.round(points.get(lat)![0].v! * 1e4) / 1e4, lon: Math.round(points.get(lon)![0].v! * 1e4) / 1e4 };
        expect(noon.content.position, `${ship} ${noon.startTs.toISOString()}`).toEqual(reported);
      }
    }
  });

  it('prints a past deck-log day with its watches and noon report, each entry signed by the officer and the day by the master', async () => {
    const captain = await t.signIn('captain', 'Captain#2026');
    const res = await t.call('GET', `/api/elog-aggregation/DECK/print?unitId=${unitIds.get('NORDIC_ORE')}&day=2026-11-19`, { token: captain });
    expect(res.status).toBe(200);
    const printout = await res.json() as {
      aggregation: { signatureStatus: string }; eLogEntries: { entryDescriptor: string; eleStatus: string }[];
      signatures: { main: boolean; entryId: string | null; surname: string | null }[];
    };
    expect(printout.aggregation.signatureStatus).toBe('MAIN');
    const kinds = printout.eLogEntries.map((e) => e.entryDescriptor);
    expect(kinds.filter((k) => k === 'DECK_WATCH')).toHaveLength(6);
    expect(kinds).toContain('DECK_NOON');
    expect(printout.signatures.filter((s) => s.entryId).length).toBe(printout.eLogEntries.length);
    expect(printout.signatures.filter((s) => s.main).map((s) => s.surname)).toEqual(['Larsen']);
  });

  it('passes the audit verification in every logbook of every ship', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    for (const ship of ships) {
      const books = await t.db.selectDistinct({ elog: elogAggregations.elogCode }).from(elogAggregations).where(eq(elogAggregations.unitId, unitIds.get(ship)!));
      expect(books.map((b) => b.elog), ship).toEqual(expect.arrayContaining(['DECK', 'ENGINE']));
      for (const { elog } of books) {
        const answer = await (await t.call('GET', `/api/elog-audit/${elog}/verify?unitId=${unitIds.get(ship)}`, { token: admin })).json() as { ok: boolean };
        expect(answer.ok, `${ship} ${elog}`).toBe(true);
      }
    }
  });

  it('gives the voyage record legs from the deck log that burn what the ship\'s meters counted', async () => {
    const legs = await t.db.select().from(voyageLegs).where(eq(voyageLegs.unitId, unitIds.get('GULF_STAR')!));
    const fromLog = legs.filter((l) => l.source === 'DECK_LOG' && !l.superseded);
    expect(fromLog.length).toBeGreaterThanOrEqual(4);
    const tonnes = (fuel: { tonnes: number }[]) => fuel.reduce((sum, f) => sum + f.tonnes, 0);
    for (const leg of fromLog) {
      const demo = legs.find((l) => l.source === 'DEMO' && l.departure.getTime() === leg.departure.getTime())!;
      expect(demo.superseded).toBe(true);
      expect(leg.arrival).toEqual(demo.arrival);
      expect(leg.passengers).toBe(demo.passengers);
      expect(Math.abs(tonnes(leg.fuel) - tonnes(demo.fuel))).toBeLessThan(0.01 * tonnes(demo.fuel));
    }
  });

  it('writes nothing twice after a restart, and later starts catch up the days since', async () => {
    const before = (await t.db.select({ id: elogEntries.id }).from(elogEntries)).length;
    clock += 5 * 60_000;
    await load(days);
    expect((await t.db.select({ id: elogEntries.id }).from(elogEntries)).length).toBe(before);
    clock += 86_400_000;
    await load(days);
    expect(problems).toEqual([]);
    for (const ship of ships) expect((await deckDays(ship)).map((d) => d.day).at(-1), ship).toBe('2026-11-20');
  }, 600_000);
});
