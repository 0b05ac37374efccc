/**
 * The logbook's answers as the shared schemas of descriptors/lib/elog declare them: each real answer parses, and
 * parsing keeps every field (zod drops undeclared keys, so a field the schema does not declare fails the comparison).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ElogDay, LastDayStatus, ReportDay } from '../../descriptors/lib/elog/day-answer.js';
import { ElogEntry, NextAllowedOption, PreparedEntry } from '../../descriptors/lib/elog/entry-answer.js';
import { ConfigurableLogbook, DescriptorDetails, ElogDefinitions, ElogPermissionAnswer } from '../../descriptors/lib/elog/logbook-answer.js';
import { LogbookVerification } from '../../descriptors/lib/elog/logbook-verification.js';
import { ElogPrintout } from '../../descriptors/lib/elog/print-answer.js';
import { UserSignature } from '../../descriptors/lib/elog/signature-answer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { setSignaturePasswords, shipIdOf } from '../support/elog-crew.js';

const day = '2026-11-19';
/** 2026-11-19 hh:mm on a ship's clock at UTC+03:00. */
const at = (hh: number) => ({ timestamp: Date.UTC(2026, 10, 19, hh - 3), offset: 180 });
const watch = (name: string) => ({ watch: name, position: { lat: 59.9, lon: 24.1 } });

describe('the logbook answers exactly the shapes the runtime reads', () => {
  let t: TestApp;
  let officer: string;
  let captain: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp();
    [officer, captain] = await Promise.all([t.signIn('officer', 'Officer#2026'), t.signIn('captain', 'Captain#2026')]);
    ship = await shipIdOf(t, 'NORDIC_ORE');
    await setSignaturePasswords(t, [[officer, 'Officer#2026', 'Sign#Officer1'], [captain, 'Captain#2026', 'Sign#Master1']]);
  });
  afterAll(async () => { await t.close(); });

  /** The answer's body after checking it is a 200 that the schema parses without dropping a field. */
  const answerOf = async <S extends z.ZodType>(schema: S, res: Response | Promise<Response>): Promise<z.infer<S>> => {
    const answer = await res;
    const body: unknown = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(200);
    expect(schema.parse(body)).toEqual(body);
    return body as z.infer<S>;
  };
  const get = (path: string, token = officer) => t.call('GET', path, { token });
  const post = (path: string, requestValue: unknown, token = officer) => t.call('POST', path, { token, body: { requestValue } });
  const sign = (requestValue: Record<string, unknown>, token = captain, password = 'Sign#Master1') =>
    post('/api/elog-aggregation/sign', { signaturePassword: password, ...requestValue }, token);
  const load = (token = officer) => answerOf(ElogDay, get(`/api/elog-entry/DECK/load?unitId=${ship}&day=${day}`, token));

  it('answers a day with entries, their files, signatures of entries and of the day, and its status history', async () => {
    const form = new FormData();
    form.set('requestValue', JSON.stringify({ unitId: ship, entryDescriptor: 'DECK_WATCH', heading: { start: at(0), end: at(4) }, eleStatus: 'COMPLETED', areasContent: watch('00-04') }));
    form.append('upload1', new Blob(['Bunker delivery note BDN-4471'], { type: 'text/plain' }), 'BDN-4471.txt');
    const first = await answerOf(ElogEntry, t.app.request(`/api/elog-entry/DECK/save`, { method: 'POST', body: form, headers: { authorization: `Bearer ${officer}` } }));
    expect(first.attachments.map((a) => a.fileName)).toEqual(['BDN-4471.txt']);
    const second = await answerOf(ElogEntry, post('/api/elog-entry/DECK/save',
      { unitId: ship, entryDescriptor: 'DECK_WATCH', heading: { start: at(4), end: at(8) }, eleStatus: 'DRAFT', areasContent: watch('04-08') }));
    const changed = await answerOf(ElogEntry, t.call('PUT', '/api/elog-entry/DECK/update', { token: officer, body: { requestValue: {
      id: second.id, version: second.version, unitId: ship, entryDescriptor: 'DECK_WATCH', heading: { start: at(4), end: at(8), notes: 'Fog from 05:00' },
      eleStatus: 'COMPLETED', areasContent: watch('04-08') } } }));
    const noon = await answerOf(ElogEntry, post('/api/elog-entry/DECK/save', { unitId: ship, entryDescriptor: 'DECK_NOON', heading: { start: at(12) }, eleStatus: 'NA', areasContent: {} }));

    const kept = await load();
    expect(kept.eLogEntries.map((e) => [e.entryDescriptor, e.eleStatus, e.author?.userName])).toEqual([
      ['DECK_WATCH', 'COMPLETED', 'officer'], ['DECK_WATCH', 'COMPLETED', 'officer'], ['DECK_NOON', 'NA', 'officer'],
    ]);
    const dayId = kept.aggregation!.id;
    const signed = await answerOf(ElogDay, sign({ elogAggregationId: dayId, operationType: 'APPROVAL',
      elogEntries: [first, changed, noon].map(({ id, version }) => ({ id, version })) }, officer, 'Sign#Officer1'));
    expect(signed.eLogEntries.map((e) => e.signed)).toEqual([true, true, true]);
    const completed = await answerOf(ElogDay, post('/api/elog-aggregation/complete', { elogAggregationId: dayId }, captain));
    expect(completed.aggregation!.status).toBe('COMPLETED');
    await answerOf(ElogDay, sign({ elogAggregationId: dayId, operationType: 'APPROVAL', version: completed.aggregation!.version, operationNote: 'Checked' }));
    const reopened = await answerOf(ElogDay, sign({ elogAggregationId: dayId, operationType: 'REMOVE_APPROVAL', operationNote: 'Wrong position in the 04-08 watch' }));
    expect(reopened.aggregation).toMatchObject({ status: 'IN_PROGRESS', signatureStatus: 'NONE', brokenAggregation: true });

    const shown = await load(captain);
    expect(shown.signatures.map((s) => [s.operationType, s.firstSign, s.main, s.entryId !== null])).toEqual([
      ['APPROVAL', true, false, true], ['APPROVAL', true, false, true], ['APPROVAL', true, false, true],
      ['APPROVAL', false, true, false], ['REMOVE_APPROVAL', false, false, false],
    ]);
    expect(shown.history.map((h) => h.newStatus)).toEqual(['IN_PROGRESS', 'COMPLETED', 'SIGNED', 'APPROVAL_REMOVED']);
  });

  it('answers a day nothing was entered on, and today\'s day', async () => {
    expect(await answerOf(ElogDay, get(`/api/elog-entry/DECK/load?unitId=${ship}&day=2026-11-01`))).toEqual({ aggregation: null, eLogEntries: [], signatures: [], history: [] });
    const today = await answerOf(ElogDay, get(`/api/elog-aggregation/current?elog=DECK&unitId=${ship}`));
    expect(today.day ?? today.aggregation?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers the logbook, an entry type with its form, and the user\'s permissions and signature', async () => {
    const definitions = await answerOf(ElogDefinitions, get('/api/elog-entry-descriptor/all/DECK'));
    expect(definitions.config.eLogCode).toBe('DECK');
    const details = await answerOf(DescriptorDetails, get('/api/elog-entry/DECK/descriptor-details?entryDescriptor=DECK_WATCH'));
    expect(details.entryDescriptor.code).toBe('DECK_WATCH');
    expect((await answerOf(ElogPermissionAnswer, get(`/api/elog-permission/elog/DECK?unitId=${ship}&day=${day}`))).permissions).toContain('VIEW');
    expect((await answerOf(UserSignature, get('/api/user/getUserSignature'))).hasSignaturePassword).toBe(true);
    expect((await answerOf(ConfigurableLogbook.array(), get('/api/elog/configurable'))).map((l) => l.eLogCode)).toContain('DECK');
  });

  it('answers a prepared entry and the entry types that may follow', async () => {
    const prepared = await answerOf(PreparedEntry, get(`/api/elog-entry/DECK/prepare?unitId=${ship}&entryDescriptor=DECK_WATCH&at=${at(16).timestamp}`));
    expect(prepared.heading.start).toEqual(at(16));
    const options = await answerOf(NextAllowedOption.array(), post('/api/elog-entry-descriptor/nextAllowed', { elog: 'DECK', unitId: ship, day, at: at(16).timestamp }));
    expect(options.length).toBeGreaterThan(0);
  });

  it('answers the day to print, with every version of its entries', async () => {
    const printout = await answerOf(ElogPrintout, get(`/api/elog-aggregation/DECK/print?unitId=${ship}&day=${day}`, captain));
    expect(printout.eLogEntries.map((e) => e.versions.length)).toEqual([1, 2, 1]);
    expect(printout.printedBy.userName).toBe('captain');
  });

  it('answers the report\'s days, the newest statuses and the verification', async () => {
    const days = await answerOf(ReportDay.array(), post('/api/elog-aggregation/search', { from: '2026-11-01', to: '2026-11-30' }, captain));
    expect(days.find((d) => d.day === day)?.entries).toEqual({ COMPLETED: 2, NA: 1 });
    const statuses = await answerOf(LastDayStatus.array(), get(`/api/elog-status-history/search/last?unitId=${ship}`, captain));
    expect(statuses.find((s) => s.eLogCode === 'DECK')?.newStatus).toBe('APPROVAL_REMOVED');
    expect((await answerOf(LogbookVerification, get(`/api/elog-audit/DECK/verify?unitId=${ship}`, captain))).ok).toBe(true);
  });
});
