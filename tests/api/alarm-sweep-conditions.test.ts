/**
 * The time-based alarm conditions the sweep runs (docs/alarms.md "Time-based conditions"): stale series, documents
 * about to expire, logbook days past their deadline, each answered from rows the modules' own calls made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmDefinitionBody } from '../../descriptors/kinds/alarm-definition/alarm-definition.schema.js';
import { sweepConditions } from '../../server/modules/alarms/sweep-conditions/index.js';
import type { HoldingSubject } from '../../server/modules/alarms/subject-state.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { setSignaturePasswords, shipIdOf } from '../support/elog-crew.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('time-based alarm conditions', () => {
  let t: TestApp;
  let admin: string;
  let nordic: string;
  let baltic: string;
  let gulf: string;
  let aurora: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    admin = await t.signIn('admin', 'Admin#2026');
    [nordic, baltic, gulf, aurora] = await Promise.all(['NORDIC_ORE', 'BALTIC_AMBER', 'GULF_STAR', 'AURORA_SPIRIT'].map((code) => shipIdOf(t, code)));
  });
  afterAll(async () => { await t.close(); });

  const sweep = (condition: AlarmDefinitionBody['condition'], unitIds: string[], now: Date) => {
    const run = sweepConditions[condition.type];
    if (!run) throw new Error(`no sweep condition ${condition.type}`);
    return run(t.db, { code: 'TEST', body: { title: 'Test', priority: 'WARNING', condition } }, unitIds, now);
  };
  const bySubject = (subjects: HoldingSubject[]) => [...subjects].sort((a, b) => a.subject.localeCompare(b.subject));

  describe('stale data', () => {
    const now = new Date(Math.floor(Date.now() / minute) * minute);
    const ago = (minutes: number) => new Date(now.getTime() - minutes * minute).toISOString();

    beforeAll(async () => {
      const stored = await ingestMeasurements(t.db, [
        { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', points: [{ ts: ago(90), value: 11 }, { ts: ago(40), value: 12 }] },
        { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'STW', points: [{ ts: ago(5), value: 12 }] },
        { groupingKey: 'SHIP-UNIT-BALTIC_AMBER', tag: 'SOG', points: [{ ts: ago(50), value: 9 }] },
        { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-ME-HFO', tag: 'FUEL_MASS_FLOW', points: [{ ts: ago(120), value: 600 }] },
        { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-AE-MGO', tag: 'FUEL_MASS_FLOW', points: [{ ts: ago(180), value: 90 }] },
        { groupingKey: 'SHIP-CONSUMER-BALTIC_AMBER-ME-HFO', tag: 'FUEL_MASS_FLOW', points: [{ ts: ago(70), value: 500 }] },
      ]);
      expect(stored).toMatchObject({ accepted: 7, rejected: 0 });
    });

    it('holds for a series silent for the minutes, with the minutes since its last point, from when it went stale', async () => {
      expect(await sweep({ type: 'stale', tag: 'SOG', minutes: 30 }, [nordic], now)).toEqual([{
        unitId: nordic, subject: 'SHIP-UNIT-NORDIC_ORE|SOG', subjectLabel: 'SOG', value: 40, since: new Date(ago(10)),
      }]);
      // Other ships' series count when theirs are watched; a ship left out is not looked at.
      expect(bySubject(await sweep({ type: 'stale', tag: 'SOG', minutes: 30 }, [nordic, baltic], now)).map((s) => [s.unitId, s.value]))
        .toEqual([[baltic, 50], [nordic, 40]]);
      expect(await sweep({ type: 'stale', tag: 'SOG', minutes: 30 }, [gulf], now)).toEqual([]);
      expect(await sweep({ type: 'stale', tag: 'SOG', minutes: 30 }, [], now)).toEqual([]);
    });

    it('does not hold for a series that reported within the minutes', async () => {
      expect(await sweep({ type: 'stale', tag: 'STW', minutes: 30 }, [nordic], now)).toEqual([]);
      expect(await sweep({ type: 'stale', tag: 'SOG', minutes: 45 }, [nordic], now)).toEqual([]);
      // The same series holds once the clock has moved on.
      expect((await sweep({ type: 'stale', tag: 'STW', minutes: 30 }, [nordic], new Date(now.getTime() + 25 * minute))).map((s) => s.value)).toEqual([30]);
    });

    it('watches only the series under the grouping key, {unit} standing for each ship, and names the series when a ship has several', async () => {
      const mainEngines = await sweep({ type: 'stale', tag: 'FUEL_MASS_FLOW', groupingKey: 'SHIP-CONSUMER-{unit}-ME-', minutes: 60 }, [nordic, baltic], now);
      expect(bySubject(mainEngines).map((s) => [s.subject, s.subjectLabel, s.value])).toEqual([
        ['SHIP-CONSUMER-BALTIC_AMBER-ME-HFO|FUEL_MASS_FLOW', 'FUEL_MASS_FLOW', 70],
        ['SHIP-CONSUMER-NORDIC_ORE-ME-HFO|FUEL_MASS_FLOW', 'FUEL_MASS_FLOW', 120],
      ]);
      const every = await sweep({ type: 'stale', tag: 'FUEL_MASS_FLOW', minutes: 60 }, [nordic], now);
      expect(bySubject(every).map((s) => s.subjectLabel)).toEqual([
        'FUEL_MASS_FLOW (SHIP-CONSUMER-NORDIC_ORE-AE-MGO)', 'FUEL_MASS_FLOW (SHIP-CONSUMER-NORDIC_ORE-ME-HFO)',
      ]);
      // A fixed prefix names one ship's series whichever ships are watched.
      expect((await sweep({ type: 'stale', tag: 'FUEL_MASS_FLOW', groupingKey: 'SHIP-CONSUMER-BALTIC_AMBER', minutes: 60 }, [nordic, baltic], now)).map((s) => s.unitId))
        .toEqual([baltic]);
    });
  });

  describe('document expiry', () => {
    const now = new Date('2031-03-01T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * day).toISOString().slice(0, 10);
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      for (const [ship, number, documentType, expiryDate, name] of [
        [gulf, 'SWEEP-3', 'IOPP', at(3), undefined], [gulf, 'SWEEP-PAST', 'SMC', at(-2), undefined],
        [gulf, 'SWEEP-60', 'IOPP', at(60), undefined], [gulf, 'SWEEP-PLAN', 'OTHER', at(5), 'Garbage management plan'],
        [aurora, 'SWEEP-AURORA', 'IOPP', at(5), undefined],
      ] as const) {
        const res = await t.call('POST', '/api/managed-document', { token: admin, body: { requestValue: { data: {
          unit: ship, documentType, number, issuer: 'DNV', issueDate: at(-700), expiryDate, ...(name ? { name } : {}),
        } } } });
        expect(res.status).toBe(200);
        ids[number] = (await res.json() as { id: string }).id;
      }
    });
    const ours = (subjects: HoldingSubject[]) => subjects.filter((s) => Object.values(ids).includes(s.subject));

    it('holds for each document expiring within the days or expired, with the days left, from daysAhead before the expiry', async () => {
      const holding = ours(await sweep({ type: 'document-expiry', daysAhead: 14 }, [gulf], now));
      expect(holding).toEqual([
        { unitId: gulf, subject: ids['SWEEP-PAST'], subjectLabel: 'Safety Management Certificate (SMC) SWEEP-PAST', value: -2, since: new Date(`${at(-16)}T00:00:00Z`) },
        { unitId: gulf, subject: ids['SWEEP-3'], subjectLabel: 'IOPP (oil pollution prevention) SWEEP-3', value: 3, since: new Date(`${at(-11)}T00:00:00Z`) },
        { unitId: gulf, subject: ids['SWEEP-PLAN'], subjectLabel: 'Garbage management plan SWEEP-PLAN', value: 5, since: new Date(`${at(-9)}T00:00:00Z`) },
      ]);
    });

    it('leaves out documents expiring later, of other types when types are named, and of ships not watched', async () => {
      expect(ours(await sweep({ type: 'document-expiry', daysAhead: 60 }, [gulf], now)).map((s) => s.value)).toEqual([-2, 3, 5, 60]);
      expect(ours(await sweep({ type: 'document-expiry', daysAhead: 14, documentTypes: ['IOPP'] }, [gulf], now)).map((s) => s.subject)).toEqual([ids['SWEEP-3']]);
      expect(ours(await sweep({ type: 'document-expiry', daysAhead: 0 }, [gulf], now)).map((s) => s.subject)).toEqual([ids['SWEEP-PAST']]);
      expect(ours(await sweep({ type: 'document-expiry', daysAhead: 14 }, [aurora], now)).map((s) => s.subject)).toEqual([ids['SWEEP-AURORA']]);
      expect(await sweep({ type: 'document-expiry', daysAhead: 14 }, [], now)).toEqual([]);
    });
  });

  describe('logbook deadline', () => {
    // Days of the deck logbook on Nordic Ore (UTC+3), counted back from today: d(8) is the first page the ship kept.
    const today = Math.floor(Date.now() / day) * day;
    const d = (back: number) => new Date(today - back * day).toISOString().slice(0, 10);
    const at = (dayString: string, hh: number) => ({ timestamp: Date.parse(`${dayString}T00:00:00Z`) + (hh - 3) * hour, offset: 180 });
    /** Two hours after d(4) ended on the ship's clock: with 6 hours allowed, d(4) is not yet late, d(5) is. */
    const now = new Date(Date.parse(`${d(4)}T00:00:00Z`) + day - 3 * hour + 2 * hour);
    const deadlineOf = (dayString: string) => new Date(Date.parse(`${dayString}T00:00:00Z`) + day - 3 * hour + 6 * hour);

    beforeAll(async () => {
      const [officer, captain] = await Promise.all([t.signIn('officer', 'Officer#2026'), t.signIn('captain', 'Captain#2026')]);
      await setSignaturePasswords(t, [[officer, 'Officer#2026', 'Sign#Officer1'], [captain, 'Captain#2026', 'Sign#Master1']]);
      const save = async (entry: Record<string, unknown>) => {
        const res = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: { unitId: nordic, eleStatus: 'COMPLETED', ...entry } } });
        expect(res.status).toBe(200);
        return await res.json() as { id: string; version: number };
      };
      const keep = async (dayString: string) => [
        await save({ entryDescriptor: 'DECK_WATCH', heading: { start: at(dayString, 0), end: at(dayString, 4) }, areasContent: { watch: '00-04', position: { lat: 59.9, lon: 24.1 } } }),
        await save({ entryDescriptor: 'DECK_NOON', heading: { start: at(dayString, 12) }, eleStatus: 'NA', areasContent: {} }),
      ];
      const dayId = async (dayString: string) => (await (await t.call('GET', `/api/elog-entry/DECK/load?unitId=${nordic}&day=${dayString}`, { token: captain })).json() as { aggregation: { id: string } }).aggregation.id;
      const complete = async (dayString: string) => {
        expect((await t.call('POST', '/api/elog-aggregation/complete', { token: captain, body: { requestValue: { elogAggregationId: await dayId(dayString) } } })).status).toBe(200);
      };
      const sign = async (token: string, password: string, dayString: string, extra: object = {}) => {
        const res = await t.call('POST', '/api/elog-aggregation/sign', { token, body: { requestValue: { elogAggregationId: await dayId(dayString), operationType: 'APPROVAL', signaturePassword: password, ...extra } } });
        expect(res.status).toBe(200);
      };

      const approved = await keep(d(8));
      await complete(d(8));
      await sign(officer, 'Sign#Officer1', d(8), { elogEntries: approved.map(({ id, version }) => ({ id, version })) });
      await sign(captain, 'Sign#Master1', d(8));
      await keep(d(7));
      await complete(d(7));
      await keep(d(6));
      // d(5): nobody opened the page.
      await keep(d(4));
    });

    it('holds for each day past its deadline not yet approved, a day nobody opened included, with its status', async () => {
      const holding = bySubject(await sweep({ type: 'elog-deadline', elog: 'DECK', hoursAfterDayEnd: 6 }, [nordic], now));
      expect(holding).toEqual([
        { unitId: nordic, subject: `DECK|${d(7)}`, subjectLabel: `Deck logbook ${d(7)}`, value: 'COMPLETED', since: deadlineOf(d(7)) },
        { unitId: nordic, subject: `DECK|${d(6)}`, subjectLabel: `Deck logbook ${d(6)}`, value: 'IN_PROGRESS', since: deadlineOf(d(6)) },
        { unitId: nordic, subject: `DECK|${d(5)}`, subjectLabel: `Deck logbook ${d(5)}`, value: null, since: deadlineOf(d(5)) },
      ].sort((a, b) => a.subject.localeCompare(b.subject)));
    });

    it('takes a completed day as enough when completion is required, and an approved day as having been completed', async () => {
      const holding = await sweep({ type: 'elog-deadline', elog: 'DECK', hoursAfterDayEnd: 6, requiredStatus: 'COMPLETED' }, [nordic], now);
      expect(bySubject(holding).map((s) => [s.subject, s.value])).toEqual([[`DECK|${d(6)}`, 'IN_PROGRESS'], [`DECK|${d(5)}`, null]]);
    });

    it('leaves out days before their deadline, days before the ship kept the logbook, other ships and other logbooks', async () => {
      // With 27 hours' grace, d(5) is not late yet either.
      expect(bySubject(await sweep({ type: 'elog-deadline', elog: 'DECK', hoursAfterDayEnd: 27 }, [nordic], now)).map((s) => s.subject))
        .toEqual([`DECK|${d(7)}`, `DECK|${d(6)}`]);
      // Two hours later d(4) is past its deadline too; d(9) and before, before the first page, never are.
      const later = await sweep({ type: 'elog-deadline', elog: 'DECK', hoursAfterDayEnd: 6 }, [nordic], new Date(now.getTime() + 4 * hour));
      expect(bySubject(later).map((s) => s.subject)).toEqual([d(7), d(6), d(5), d(4)].map((s) => `DECK|${s}`));
      expect(await sweep({ type: 'elog-deadline', elog: 'DECK', hoursAfterDayEnd: 6 }, [baltic], now)).toEqual([]);
      expect(await sweep({ type: 'elog-deadline', elog: 'ENGINE', hoursAfterDayEnd: 6 }, [nordic], now)).toEqual([]);
      expect(await sweep({ type: 'elog-deadline', elog: 'NO_SUCH_LOG', hoursAfterDayEnd: 6 }, [nordic], now)).toEqual([]);
    });

    it('holds again for a day whose approval was removed, reopened', async () => {
      const captain = await t.signIn('captain', 'Captain#2026');
      const loaded = await (await t.call('GET', `/api/elog-entry/DECK/load?unitId=${nordic}&day=${d(8)}`, { token: captain })).json() as { aggregation: { id: string } };
      const removed = await t.call('POST', '/api/elog-aggregation/sign', { token: captain, body: { requestValue: {
        elogAggregationId: loaded.aggregation.id, operationType: 'REMOVE_APPROVAL', signaturePassword: 'Sign#Master1', operationNote: 'Noon position missing',
      } } });
      expect(removed.status).toBe(200);
      const holding = await sweep({ type: 'elog-deadline', elog: 'DECK', hoursAfterDayEnd: 6, requiredStatus: 'COMPLETED' }, [nordic], now);
      expect(bySubject(holding).map((s) => [s.subject, s.value])).toEqual([[`DECK|${d(8)}`, 'IN_PROGRESS'], [`DECK|${d(6)}`, 'IN_PROGRESS'], [`DECK|${d(5)}`, null]]);
    });

    it('looks back a bounded window: a month later only the month\'s unopened days hold', async () => {
      const monthLater = new Date(now.getTime() + 40 * day);
      const holding = await sweep({ type: 'elog-deadline', elog: 'DECK', hoursAfterDayEnd: 6 }, [nordic], monthLater);
      // The ship kept the logbook before the window, so every day of the window counts; none of the kept pages is in it.
      const after = (days: number) => new Date(Date.parse(`${d(4)}T00:00:00Z`) + days * day).toISOString().slice(0, 10);
      expect(holding.every((s) => s.value === null)).toBe(true);
      expect(bySubject(holding).map((s) => s.subject)).toEqual(Array.from({ length: 31 }, (_, i) => `DECK|${after(9 + i)}`));
    });
  });
});
