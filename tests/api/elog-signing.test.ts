import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DaySigning } from '../../descriptors/lib/elog/day-signing.js';
import type { LogbookVerification } from '../../descriptors/lib/elog/logbook-verification.js';
import { elogAudit, elogAuditSeals, elogSignatures } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { setSignaturePasswords, shipIdOf } from '../support/elog-crew.js';

interface Entry { id: string; version: number; eleStatus: string; signed?: boolean }
interface Day {
  aggregation: { id: string; version: number; status: string; signatureStatus: string };
  eLogEntries: Entry[];
  signatures: { firstSign: boolean; main: boolean; entryId: string | null; entryVersion: number | null; name: string | null; surname: string | null; rank: string | null; rankCode: string | null }[];
  history: { newStatus: string; userName: string; person: { name: string | null; surname: string | null; rankCode: string | null } | null }[];
}
interface Refusal { message: string }

const day = '2026-11-19';
/** 2026-11-19 hh:mm on a ship's clock at UTC+03:00. */
const at = (hh: number) => ({ timestamp: Date.UTC(2026, 10, 19, hh - 3), offset: 180 });
const watch = (name: string, remarks?: string) => ({ watch: name, position: { lat: 59.9, lon: 24.1 }, ...(remarks ? { remarks } : {}) });

describe('who signs what in a deck log day: the officer his watches, the master the day', () => {
  let t: TestApp;
  let officer: string;
  let captain: string;
  let ship: string;
  let firstWatch: Entry;
  let secondWatch: Entry;
  let noon: Entry;
  let dayId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [officer, captain] = await Promise.all([t.signIn('officer', 'Officer#2026'), t.signIn('captain', 'Captain#2026')]);
    ship = await shipIdOf(t, 'NORDIC_ORE');
    await setSignaturePasswords(t, [[officer, 'Officer#2026', 'Sign#Officer1'], [captain, 'Captain#2026', 'Sign#Master1']]);
    const save = async (entry: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: { unitId: ship, eleStatus: 'COMPLETED', ...entry } } });
      expect(res.status).toBe(200);
      return await res.json() as Entry;
    };
    firstWatch = await save({ entryDescriptor: 'DECK_WATCH', heading: { start: at(0), end: at(4) }, areasContent: watch('00-04') });
    secondWatch = await save({ entryDescriptor: 'DECK_WATCH', heading: { start: at(4), end: at(8) }, areasContent: watch('04-08') });
    noon = await save({ entryDescriptor: 'DECK_NOON', heading: { start: at(12) }, eleStatus: 'NA', areasContent: {} });
    dayId = (await load()).aggregation.id;
  });
  afterAll(async () => { await t.close(); });

  const load = async () => await (await t.call('GET', `/api/elog-entry/DECK/load?unitId=${ship}&day=${day}`, { token: captain })).json() as Day;
  const signing = async (token: string) => await (await t.call('GET', `/api/elog-aggregation/DECK/signing?unitId=${ship}&day=${day}`, { token })).json() as DaySigning;
  const sign = (token: string, password: string, entries?: Entry[], language?: string) => t.call('POST', '/api/elog-aggregation/sign', {
    token, language, body: { requestValue: { elogAggregationId: dayId, operationType: 'APPROVAL', signaturePassword: password, ...(entries ? { elogEntries: entries.map(({ id, version }) => ({ id, version })) } : {}) } },
  });
  const complete = () => t.call('POST', '/api/elog-aggregation/complete', { token: captain, body: { requestValue: { elogAggregationId: dayId } } });
  const verify = async () => await (await t.call('GET', `/api/elog-audit/DECK/verify?unitId=${ship}`, { token: captain })).json() as LogbookVerification;

  it('tells the officer which entries are his to sign, and that the master approves the day', async () => {
    const mine = await signing(officer);
    expect(mine.required).toEqual(['FIRST', 'MAIN']);
    expect(mine.entries.map((e) => [e.entryDescriptor, e.status, e.author.surname, e.author.rank, e.author.rankCode, e.canSign])).toEqual([
      ['DECK_WATCH', 'COMPLETED', 'Petrov', 'Deck officer', 'DECK_OFFICER', true],
      ['DECK_WATCH', 'COMPLETED', 'Petrov', 'Deck officer', 'DECK_OFFICER', true],
      ['DECK_NOON', 'NA', 'Petrov', 'Deck officer', 'DECK_OFFICER', true],
    ]);
    expect(mine).toMatchObject({ approval: null, canApprove: false, approvers: [{ code: 'MASTER', name: 'Master' }] });
    const masters = await signing(captain);
    expect(masters.canApprove).toBe(true);
    expect(masters.entries.map((e) => e.canSign)).toEqual([false, false, false]);
  });

  it('takes the officer\'s signature of his watch when it ends, while the day is still kept', async () => {
    const res = await sign(officer, 'Sign#Officer1', [firstWatch]);
    expect(res.status).toBe(200);
    const answer = await res.json() as Day;
    expect(answer.aggregation).toMatchObject({ status: 'IN_PROGRESS', signatureStatus: 'NONE' });
    expect(answer.eLogEntries.map((e) => e.signed)).toEqual([true, false, false]);
    expect(answer.signatures).toEqual([expect.objectContaining({ firstSign: true, main: false, entryId: firstWatch.id, entryVersion: 1, name: 'Ivan', surname: 'Petrov', rank: 'Deck officer', rankCode: 'DECK_OFFICER' })]);
    expect((await signing(officer)).entries[0]).toMatchObject({ signature: { surname: 'Petrov', rank: 'Deck officer' }, canSign: false });
  });

  it('refuses the master signing the officer\'s watch, and the officer approving the day', async () => {
    const master = await sign(captain, 'Sign#Master1', [secondWatch]);
    expect(master.status).toBe(403);
    expect((await master.json() as Refusal).message).toBe('“Watch 04:00–08:00” was recorded by Ivan Petrov, who signs it as officer in charge.');
    const approval = await sign(officer, 'Sign#Officer1', undefined, 'ru');
    expect(approval.status).toBe(403);
    expect((await approval.json() as Refusal).message).toBe('Судовой журнал: вы не утверждаете сутки этого журнала — основную подпись в нём ставит другая должность. Подписывайте свои записи.');
  });

  it('asks for the signature again when a signed watch is changed, and refuses a signature of a version the officer did not read', async () => {
    const changed = await t.call('PUT', '/api/elog-entry/DECK/update', { token: officer, body: { requestValue: {
      unitId: ship, id: firstWatch.id, version: firstWatch.version, entryDescriptor: 'DECK_WATCH', heading: { start: at(0), end: at(4) }, eleStatus: 'COMPLETED',
      areasContent: watch('00-04', 'Pilot embarked 03:40'),
    } } });
    expect(changed.status).toBe(200);
    expect((await load()).eLogEntries[0].signed).toBe(false);
    expect((await signing(captain)).entries[0]).toMatchObject({ signature: null, changedAfterSigning: true });
    expect((await sign(officer, 'Sign#Officer1', [firstWatch])).status).toBe(409);
    firstWatch = { ...firstWatch, version: 2 };
  });

  it('lets the master approve only the completed day whose every entry is signed', async () => {
    expect((await complete()).status).toBe(200);
    const early = await sign(captain, 'Sign#Master1');
    expect(early.status).toBe(422);
    expect((await early.json() as Refusal).message).toBe(
      'The day awaits the officers\' signatures of 3 entry(ies): Watch 00:00–04:00 (Ivan Petrov), Watch 04:00–08:00 (Ivan Petrov), Noon report 12:00 (Ivan Petrov).');
    expect((await sign(officer, 'Sign#Officer1', [firstWatch, secondWatch, noon])).status).toBe(200);
    const approved = await sign(captain, 'Sign#Master1');
    expect(approved.status).toBe(200);
    const { aggregation, signatures, history } = await approved.json() as Day;
    expect(aggregation).toMatchObject({ status: 'COMPLETED', signatureStatus: 'MAIN' });
    // The day's history names who moved it on by name and rank, not by user name.
    expect(history.at(-1)).toMatchObject({ newStatus: 'SIGNED', person: { name: 'Erik', surname: 'Larsen', rankCode: 'MASTER' } });
    expect(signatures.filter((s) => s.main)).toEqual([expect.objectContaining({ entryId: null, name: 'Erik', surname: 'Larsen', rank: 'Master', rankCode: 'MASTER' })]);
    expect((await signing(officer)).approval).toMatchObject({ surname: 'Larsen', rank: 'Master' });
  });

  it('refuses a second approval and any signature after it', async () => {
    const again = await sign(captain, 'Sign#Master1');
    expect(again.status).toBe(422);
    expect((await again.json() as Refusal).message).toBe(`The day ${day} is already approved.`);
    expect((await sign(officer, 'Sign#Officer1', [firstWatch])).status).toBe(422);
    expect((await load()).signatures.filter((s) => s.main)).toHaveLength(1);
  });

  it('records every signature with name and rank in the sealed audit trail, and the logbook verifies', async () => {
    const trail = await t.db.select().from(elogAudit).where(and(eq(elogAudit.unitId, ship), eq(elogAudit.elogCode, 'DECK')));
    const signed = trail.filter((row) => row.action === 'ENTRIES_SIGNED' || row.action === 'DAY_SIGNED_MAIN');
    expect(signed.map((row) => [row.username, row.action, (row.payload.signatures as { name: string; rank: string }[]).map((s) => `${s.name}, ${s.rank}`)])).toEqual([
      ['officer', 'ENTRIES_SIGNED', ['Ivan Petrov, Deck officer']],
      ['officer', 'ENTRIES_SIGNED', ['Ivan Petrov, Deck officer', 'Ivan Petrov, Deck officer', 'Ivan Petrov, Deck officer']],
      ['captain', 'DAY_SIGNED_MAIN', ['Erik Larsen, Master']],
    ]);
    const seals = new Set((await t.db.select().from(elogAuditSeals).where(eq(elogAuditSeals.unitId, ship))).map((s) => s.seq));
    expect(signed.every((row) => seals.has(row.seq))).toBe(true);
    expect(await verify()).toMatchObject({ ok: true, alteredRows: [], seals: { brokenAt: null } });
  });

  it('finds a signature changed in the database behind Keel\'s back', async () => {
    const [forged] = await t.db.select().from(elogSignatures).where(eq(elogSignatures.entryId, secondWatch.id));
    await t.db.execute(sql`update elog_signatures set name = 'Erik', surname = 'Larsen' where id = ${forged.id}`);
    expect(await verify()).toMatchObject({ ok: false, alteredRows: [{ kind: 'SIGNATURE', id: forged.id }] });
    await t.db.execute(sql`update elog_signatures set name = ${forged.name}, surname = ${forged.surname} where id = ${forged.id}`);
    expect(await verify()).toMatchObject({ ok: true });
  });
});
