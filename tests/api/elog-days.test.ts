import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elogEntryVersions } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { setSignaturePasswords, shipIdOf } from '../support/elog-crew.js';

interface Entry { id: string; version: number; eleStatus: string; areasContent: Record<string, unknown> }
interface Day { aggregation: { id: string; version: number; status: string; signatureStatus: string; brokenAggregation: boolean } | null; eLogEntries: Entry[]; signatures: { main: boolean; firstSign: boolean; operationType: string; note: string | null }[]; history: { newStatus: string }[] }
interface ErrorBody { message: string; errors: { path: string; code: string }[] }

const day = '2026-11-20';
/** 2026-11-20 hh:mm on a ship's clock at UTC+03:00. */
const at = (hh: number, mm = 0) => ({ timestamp: Date.UTC(2026, 10, 20, hh - 3, mm), offset: 180 });
const watch = (watchName: string) => ({ watch: watchName, position: { lat: 59.9, lon: 24.1 } });
const noon = { position: { lat: 59.5, lon: 22.3 } };

describe('a deck log day: entries, workflow, completion, signatures, corrections', () => {
  let t: TestApp;
  let officer: string;
  let captain: string;
  let analyst: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp();
    [officer, captain, analyst] = await Promise.all([t.signIn('officer', 'Officer#2026'), t.signIn('captain', 'Captain#2026'), t.signIn('analyst', 'Analyst#2026')]);
    ship = await shipIdOf(t, 'NORDIC_ORE');
    await setSignaturePasswords(t, [[officer, 'Officer#2026', 'Sign#Officer1'], [captain, 'Captain#2026', 'Sign#Master1']]);
  });
  afterAll(async () => { await t.close(); });

  const save = (token: string, entry: Record<string, unknown>) => t.call('POST', '/api/elog-entry/DECK/save', { token, body: { requestValue: { unitId: ship, ...entry } } });
  const update = (token: string, entry: Record<string, unknown>) => t.call('PUT', '/api/elog-entry/DECK/update', { token, body: { requestValue: { unitId: ship, ...entry } } });
  const load = async (token = officer) => await (await t.call('GET', `/api/elog-entry/DECK/load?unitId=${ship}&day=${day}`, { token })).json() as Day;
  const sign = (token: string, request: Record<string, unknown>) => t.call('POST', '/api/elog-aggregation/sign', { token, body: { requestValue: request } });
  const errorOf = async (res: Response) => ({ status: res.status, ...(await res.json() as ErrorBody) });
  let firstWatch: Entry;

  it('saves a draft that may be partial, and completes only a complete, valid entry', async () => {
    const draft = await save(officer, { entryDescriptor: 'DECK_WATCH', heading: { start: at(0), end: at(4) }, eleStatus: 'DRAFT', areasContent: { watch: '00-04' } });
    expect(draft.status).toBe(200);
    firstWatch = await draft.json() as Entry;
    const incomplete = await errorOf(await update(officer, { ...firstWatch, entryDescriptor: 'DECK_WATCH', heading: { start: at(0), end: at(4) }, eleStatus: 'COMPLETED' }));
    expect(incomplete.status).toBe(400);
    expect(incomplete.errors.map((e) => `${e.path} ${e.code}`)).toContain('/requestValue/areasContent/position required');
    const completed = await update(officer, { id: firstWatch.id, version: 1, entryDescriptor: 'DECK_WATCH', heading: { start: at(0), end: at(4) }, eleStatus: 'COMPLETED', areasContent: watch('00-04') });
    expect(completed.status).toBe(200);
    firstWatch = await completed.json() as Entry;
    expect(firstWatch).toMatchObject({ version: 2, eleStatus: 'COMPLETED' });
  });

  it('refuses a stale version, a time off the clock, and another user\'s ship', async () => {
    expect((await update(officer, { id: firstWatch.id, version: 1, entryDescriptor: 'DECK_WATCH', heading: { start: at(0) }, eleStatus: 'COMPLETED', areasContent: watch('00-04') })).status).toBe(409);
    const badTime = await errorOf(await save(officer, { entryDescriptor: 'DECK_WATCH', heading: { start: { timestamp: at(4).timestamp, offset: 45 } }, eleStatus: 'DRAFT', areasContent: {} }));
    expect(badTime.errors.map((e) => e.path)).toEqual(['/requestValue/heading/start']);
    const other = await shipIdOf(t, 'BALTIC_AMBER');
    const res = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: { unitId: other, entryDescriptor: 'DECK_WATCH', heading: { start: at(4) }, eleStatus: 'DRAFT', areasContent: {} } } });
    expect(res.status).toBe(403);
    expect((await save(analyst, { entryDescriptor: 'DECK_WATCH', heading: { start: at(4) }, eleStatus: 'DRAFT', areasContent: {} })).status).toBe(403);
  });

  it('refuses entries the workflow does not allow: beyond cardinality, out of sequence', async () => {
    expect((await save(officer, { entryDescriptor: 'DECK_NOON', heading: { start: at(12) }, eleStatus: 'COMPLETED', areasContent: noon })).status).toBe(200);
    const secondNoon = await errorOf(await save(officer, { entryDescriptor: 'DECK_NOON', heading: { start: at(12, 30) }, eleStatus: 'COMPLETED', areasContent: noon }));
    expect(secondNoon.status).toBe(422);
    expect(secondNoon.message).toContain('(1)');
    const arrivalAfterArrival = [
      await save(officer, { entryDescriptor: 'DECK_ARRIVAL', heading: { start: at(20) }, eleStatus: 'DRAFT', areasContent: {} }),
      await save(officer, { entryDescriptor: 'DECK_ARRIVAL', heading: { start: at(21) }, eleStatus: 'DRAFT', areasContent: {} }),
    ];
    expect(arrivalAfterArrival[0].status).toBe(200);
    expect((await errorOf(arrivalAfterArrival[1])).status).toBe(422);
    const arrival = await arrivalAfterArrival[0].json() as Entry;
    expect((await update(officer, { id: arrival.id, version: arrival.version, entryDescriptor: 'DECK_ARRIVAL', heading: { start: at(20) }, eleStatus: 'DELETED', areasContent: {} })).status).toBe(200);
  });

  it('completes the day only without drafts, then takes the officer\'s signatures of his entries and the master\'s approval with the signature password', async () => {
    expect((await save(officer, { entryDescriptor: 'DECK_WATCH', heading: { start: at(4), end: at(8) }, eleStatus: 'DRAFT', areasContent: {} })).status).toBe(200);
    const { aggregation } = await load();
    const complete = (token: string) => t.call('POST', '/api/elog-aggregation/complete', { token, body: { requestValue: { elogAggregationId: aggregation!.id } } });
    expect((await complete(officer)).status).toBe(403);
    expect((await errorOf(await complete(captain))).status).toBe(422);
    const draft = (await load()).eLogEntries.find((e) => e.eleStatus === 'DRAFT')!;
    expect((await update(officer, { id: draft.id, version: draft.version, entryDescriptor: 'DECK_WATCH', heading: { start: at(4), end: at(8) }, eleStatus: 'COMPLETED', areasContent: watch('04-08') })).status).toBe(200);
    expect((await complete(captain)).status).toBe(200);

    expect((await errorOf(await sign(captain, { elogAggregationId: aggregation!.id, operationType: 'APPROVAL', signaturePassword: 'Captain#2026' }))).errors.map((e) => e.path)).toEqual(['/requestValue/signaturePassword']);
    const kept = (await load()).eLogEntries.filter((e) => e.eleStatus === 'COMPLETED').map(({ id, version }) => ({ id, version }));
    expect(kept).toHaveLength(3);
    expect((await sign(officer, { elogAggregationId: aggregation!.id, operationType: 'APPROVAL', signaturePassword: 'Sign#Officer1', elogEntries: kept })).status).toBe(200);
    expect((await sign(captain, { elogAggregationId: aggregation!.id, operationType: 'APPROVAL', signaturePassword: 'Sign#Master1' })).status).toBe(200);
    const signed = await load();
    expect(signed.aggregation).toMatchObject({ status: 'COMPLETED', signatureStatus: 'MAIN' });
    expect(signed.signatures.map((s) => [s.firstSign, s.main])).toEqual([[true, false], [true, false], [true, false], [false, true]]);
  });

  it('keeps a signed day read-only until approval is removed with a reason; the correction keeps the original', async () => {
    const { aggregation } = await load();
    const edit = { id: firstWatch.id, version: firstWatch.version, entryDescriptor: 'DECK_WATCH', heading: { start: at(0), end: at(4) }, eleStatus: 'COMPLETED', areasContent: { ...watch('00-04'), remarks: 'Corrected position' } };
    expect((await errorOf(await update(officer, edit))).status).toBe(422);
    expect((await sign(officer, { elogAggregationId: aggregation!.id, operationType: 'REMOVE_APPROVAL', signaturePassword: 'Sign#Officer1', operationNote: 'typo' })).status).toBe(403);
    expect((await errorOf(await sign(captain, { elogAggregationId: aggregation!.id, operationType: 'REMOVE_APPROVAL', signaturePassword: 'Sign#Master1' }))).errors.map((e) => e.path)).toEqual(['/requestValue/operationNote']);
    expect((await sign(captain, { elogAggregationId: aggregation!.id, operationType: 'REMOVE_APPROVAL', signaturePassword: 'Sign#Master1', operationNote: 'Wrong position in the 00-04 watch' })).status).toBe(200);
    expect((await errorOf(await update(officer, edit))).errors.map((e) => e.path)).toEqual(['/requestValue/reason']);
    expect((await update(officer, { ...edit, reason: 'Position read from the wrong fix' })).status).toBe(200);
    const versions = await t.db.select().from(elogEntryVersions).where(eq(elogEntryVersions.entryId, firstWatch.id));
    expect(versions.map((v) => [v.version, v.reason, (v.snapshot.content as { remarks?: string }).remarks ?? null])).toEqual([
      [1, null, null], [2, null, null], [3, 'Position read from the wrong fix', 'Corrected position'],
    ]);
    const day2 = await load();
    expect(day2.aggregation).toMatchObject({ status: 'IN_PROGRESS', signatureStatus: 'NONE', brokenAggregation: true });
    expect(day2.history.map((h) => h.newStatus)).toEqual(['IN_PROGRESS', 'COMPLETED', 'SIGNED', 'APPROVAL_REMOVED']);
  });

  it('verifies the logbook against its audit trail, and detects an entry or the trail changed directly in the database', async () => {
    const verify = async () => await (await t.call('GET', `/api/elog-audit/DECK/verify?unitId=${ship}`, { token: captain })).json() as { ok: boolean; alteredRows: { kind: string; id: string }[] };
    expect(await verify()).toMatchObject({ ok: true, alteredRows: [] });
    await t.db.execute(sql`update elog_entries set content = jsonb_set(content, '{position,lat}', '60.5') where id = ${firstWatch.id}`);
    expect(await verify()).toMatchObject({ ok: false, alteredRows: [{ kind: 'ENTRY', id: firstWatch.id }] });
    await t.db.execute(sql`update elog_audit set username = 'someone else' where unit_id = ${ship} and elog_code = 'DECK' and seq = 2`);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: { seq: 2, problem: 'hash' } });
  });
});
