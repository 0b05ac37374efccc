import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { elogAudit } from '../../server/modules/elog/tables.js';
import { setSignaturePasswords, shipIdOf } from '../support/elog-crew.js';
import { pdfPages } from '../support/pdf-text.js';

interface Person { userName: string; name: string | null; surname: string | null; rank: string | null }
interface PrintedEntry {
  id: string; version: number; formSnapshot: string | null; eleStatus: string; entryDescriptor: string; areasContent: Record<string, unknown>; author: Person;
  versions: { version: number; status: string; author: Person; reason: string | null; content: Record<string, unknown>; heading: { start: { timestamp: number; offset: number } } | null }[];
}
interface Printout {
  aggregation: { id: string; day: string; status: string; signatureStatus: string };
  eLogEntries: PrintedEntry[];
  signatures: { firstSign: boolean; main: boolean; entryId: string | null; entryVersion: number | null; name: string | null; surname: string | null; rank: string | null; rankCode: string | null }[];
  ship: { name: string; imoNumber: string; flag: { code: string; name: unknown } | null; callSign: string | null };
  config: { eLogCode: string; print?: { layout: string } };
  entryDescriptors: { code: string; parameters?: { recordCode?: string } }[];
  forms: Record<string, { schema: unknown; uiSchema: Record<string, unknown> }>;
  references: Record<string, Record<string, unknown>>;
  printedBy: Person;
}

const day = '2026-11-18';
/** 2026-11-18 hh:mm on a ship's clock at UTC+03:00. */
const at = (hh: number, mm = 0) => ({ timestamp: Date.UTC(2026, 10, 18, hh - 3, mm), offset: 180 });
const collection = { operation: '11', item11: { item11_1: 'Sludge tank (IOPP 3.1.1)', item11_2: 12.5, item11_3: 4.2 } };
const disposal = { operation: '12', item12: { method: '12.1', quantity: 5, item12_1: 'NLRTM' } };

describe('the printout of a logbook day (GET /api/elog-aggregation/{elog}/print)', () => {
  let t: TestApp;
  let admin: string;
  let officer: string;
  let chief: string;
  let captain: string;
  let ship: string;
  let otherShip: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, officer, chief, captain] = await Promise.all([
      t.signIn('admin', 'Admin#2026'), t.signIn('officer', 'Officer#2026'), t.signIn('chief', 'Chief#2026'), t.signIn('captain', 'Captain#2026'),
    ]);
    ship = await shipIdOf(t, 'NORDIC_ORE');
    otherShip = await shipIdOf(t, 'BALTIC_AMBER');
    await setSignaturePasswords(t, [[chief, 'Chief#2026', 'Sign#Chief1'], [captain, 'Captain#2026', 'Sign#Master1']]);
    // Bridge officers keep the Oil Record Book here too, but may not print it.
    const current = await (await t.call('GET', '/api/descriptors/elog-permission/ORB1', { token: admin })).json() as { version: number; body: { permissions: unknown[] } };
    const permissions = [...current.body.permissions, { idRoleGroup: 'BRIDGE', permission: 'VIEW' }, { idRoleGroup: 'BRIDGE', permission: 'FILLING' }];
    const saved = await t.call('PUT', '/api/descriptors/elog-permission/ORB1', { token: admin, body: { requestValue: { version: current.version, body: { ...current.body, permissions } } } });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => { await t.close(); });

  const save = async (token: string, entry: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/elog-entry/ORB1/save', { token, body: { requestValue: { unitId: ship, entryDescriptor: 'ORB1_C', ...entry } } });
    expect(res.status).toBe(200);
    return await res.json() as PrintedEntry;
  };
  const update = async (token: string, entry: Record<string, unknown>) => {
    const res = await t.call('PUT', '/api/elog-entry/ORB1/update', { token, body: { requestValue: { unitId: ship, entryDescriptor: 'ORB1_C', ...entry } } });
    expect(res.status).toBe(200);
    return await res.json() as PrintedEntry;
  };
  const print = (token: string, unitId = ship, options: { language?: string; printDay?: string } = {}) =>
    t.call('GET', `/api/elog-aggregation/ORB1/print?unitId=${unitId}&day=${options.printDay ?? day}`, { token, language: options.language });

  let corrected: PrintedEntry;
  let deleted: PrintedEntry;

  it('refuses an officer without the PRINT permission, saying in words what his role may not do, in his language', async () => {
    corrected = await save(officer, { heading: { start: at(10) }, eleStatus: 'COMPLETED', areasContent: collection });
    expect((await t.call('GET', `/api/elog-entry/ORB1/load?unitId=${ship}&day=${day}`, { token: officer })).status).toBe(200);
    const refused = await print(officer);
    expect(refused.status).toBe(403);
    expect((await refused.json() as { message: string }).message).toBe('Oil Record Book Part I (machinery space operations): your role may not print this logbook.');
    const inRussian = await print(officer, ship, { language: 'ru' });
    expect(inRussian.status).toBe(403);
    expect((await inRussian.json() as { message: string }).message).toBe('«Журнал нефтяных операций, часть I (операции в машинных помещениях)»: ваша роль не позволяет печатать этот журнал.');
  });

  it('gives the chief engineer the day: every entry with its versions and authors, the ship, the layout and the forms', async () => {
    corrected = await update(chief, {
      id: corrected.id, version: corrected.version, heading: { start: at(10) }, eleStatus: 'COMPLETED', reason: 'Sounding misread',
      areasContent: { ...collection, item11: { ...collection.item11, item11_3: 5.1 } },
    });
    await save(chief, { heading: { start: at(14) }, eleStatus: 'COMPLETED', areasContent: disposal });
    deleted = await save(chief, { heading: { start: at(16) }, eleStatus: 'COMPLETED', areasContent: collection });
    deleted = await update(chief, { id: deleted.id, version: deleted.version, heading: { start: at(16) }, eleStatus: 'DELETED', reason: 'Entered twice', areasContent: collection });

    const res = await print(chief);
    expect(res.status).toBe(200);
    const printout = await res.json() as Printout;
    expect(printout.aggregation).toMatchObject({ day, status: 'IN_PROGRESS', signatureStatus: 'NONE' });
    expect(printout.eLogEntries.map((e) => [e.eleStatus, e.version])).toEqual([['COMPLETED', 2], ['COMPLETED', 1], ['DELETED', 2]]);
    const [first, , gone] = printout.eLogEntries;
    expect(first.author).toEqual({ userName: 'chief', name: 'Marta', surname: 'Kowalska', rank: 'Chief engineer', rankCode: 'CHIEF_ENGINEER' });
    expect(first.versions.map((v) => [v.version, v.status, v.author.name, v.reason, (v.content.item11 as { item11_3: number }).item11_3])).toEqual([
      [1, 'COMPLETED', 'Ivan', null, 4.2], [2, 'COMPLETED', 'Marta', 'Sounding misread', 5.1],
    ]);
    expect(first.versions[0].author).toEqual({ userName: 'officer', name: 'Ivan', surname: 'Petrov', rank: 'Deck officer', rankCode: 'DECK_OFFICER' });
    expect(first.versions[0].heading?.start).toEqual(at(10));
    expect(gone.versions.map((v) => [v.status, v.reason])).toEqual([['COMPLETED', null], ['DELETED', 'Entered twice']]);
    expect(printout.ship).toMatchObject({ name: 'Nordic Ore', imoNumber: '9312456', flag: { code: 'NO', name: { en: 'Norway', ru: 'Норвегия' } }, callSign: null });
    expect(printout.config).toMatchObject({ eLogCode: 'ORB1', print: { layout: 'RECORD_BOOK' } });
    expect(printout.entryDescriptors.map((d) => [d.code, d.parameters?.recordCode])).toEqual([['ORB1_C', 'C']]);
    // Today's form by code, and the form the entries were filled with by its snapshot (the same body here).
    expect(Object.keys(printout.forms)).toEqual(['ELOG_ORB1_C', first.formSnapshot]);
    expect(printout.forms[first.formSnapshot!]).toEqual(printout.forms.ELOG_ORB1_C);
    expect(printout.forms.ELOG_ORB1_C.uiSchema.item11).toMatchObject({ 'ui:options': { item: '11' } });
    expect(printout.references.port.NLRTM).toMatchObject({ en: 'Rotterdam' });
    expect(printout.printedBy).toMatchObject({ name: 'Marta', surname: 'Kowalska' });
  });

  it('answers the master the approved day with the chief engineer\'s signatures of her entries and the master\'s approval', async () => {
    const { aggregation, eLogEntries } = await (await print(captain)).json() as Printout;
    const sign = (token: string, password: string, elogEntries?: { id: string; version: number }[]) => t.call('POST', '/api/elog-aggregation/sign', {
      token, body: { requestValue: { elogAggregationId: aggregation.id, operationType: 'APPROVAL', signaturePassword: password, elogEntries } },
    });
    const kept = eLogEntries.filter((e) => e.eleStatus === 'COMPLETED').map(({ id, version }) => ({ id, version }));
    expect((await t.call('POST', '/api/elog-aggregation/complete', { token: chief, body: { requestValue: { elogAggregationId: aggregation.id } } })).status).toBe(200);
    // The Oil Record Book is a MARPOL book: the master approves it, not the chief engineer.
    expect((await sign(chief, 'Sign#Chief1')).status).toBe(403);
    expect((await sign(chief, 'Sign#Chief1', kept)).status).toBe(200);
    expect((await sign(captain, 'Sign#Master1')).status).toBe(200);
    const printout = await (await print(captain)).json() as Printout;
    expect(printout.aggregation).toMatchObject({ status: 'COMPLETED', signatureStatus: 'MAIN' });
    expect(printout.signatures.map((s) => [s.entryId, s.entryVersion, s.main, `${s.name} ${s.surname}`, s.rank, s.rankCode])).toEqual([
      [kept[0].id, 2, false, 'Marta Kowalska', 'Chief engineer', 'CHIEF_ENGINEER'], [kept[1].id, 1, false, 'Marta Kowalska', 'Chief engineer', 'CHIEF_ENGINEER'],
      [null, null, true, 'Erik Larsen', 'Master', 'MASTER'],
    ]);
    expect(printout.eLogEntries).toHaveLength(3);
  });

  it('prints the signed day as a PDF in the user\'s language: the ship, the day, the entries, corrections, signatures, page X of Y', async () => {
    const pdf = (token: string, language = 'en') => t.call('GET', `/api/elog-aggregation/ORB1/print.pdf?unitId=${ship}&day=${day}`, { token, language });
    const english = await pdf(captain);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toBe('application/pdf');
    expect(english.headers.get('content-disposition')).toContain('ORB1-NORDIC_ORE-2026-11-18.pdf');
    const bytes = new Uint8Array(await english.arrayBuffer());
    expect(english.headers.get('x-keel-sha256')).toBe(createHash('sha256').update(bytes).digest('hex'));
    const [page, ...rest] = await pdfPages(bytes);
    const text = [page, ...rest].join('\n');
    expect(page).toContain('Nordic Ore');
    expect(page).toContain('IMO number: 9312456');
    expect(page).toContain('Flag: Norway (NO)');
    expect(page).toContain('18 Nov 2026');
    expect(text).toContain('Sludge tank (IOPP 3.1.1)');
    expect(text).toContain('Entered twice');
    expect(text).toMatch(/Erik Larsen, Master/);
    expect(text).toMatch(/Marta Kowalska, Chief engineer/);
    expect(text).toContain(`Page 1 of ${rest.length + 1}`);

    const russian = await pdf(captain, 'ru');
    expect(russian.status).toBe(200);
    const ruText = (await pdfPages(await russian.arrayBuffer())).join('\n');
    expect(ruText).toContain('Журнал нефтяных операций');
    expect(ruText).toMatch(/Страница 1 из \d/);
    expect(ruText).toContain('Капитан');
  });

  it('keeps every PDF printed of the day with who, when and its SHA-256, gives the same file again, and writes the printing to the audit trail', async () => {
    const listed = await t.call('GET', `/api/elog-aggregation/ORB1/printouts?unitId=${ship}&day=${day}`, { token: chief });
    expect(listed.status).toBe(200);
    const runs = await listed.json() as { id: string; fileName: string; language: string; sha256: string; createdBy: string }[];
    expect(runs.map((r) => [r.language, r.createdBy, r.fileName])).toEqual([['ru', 'captain', 'ORB1-NORDIC_ORE-2026-11-18.pdf'], ['en', 'captain', 'ORB1-NORDIC_ORE-2026-11-18.pdf']]);
    const again = await t.call('GET', `/api/elog-aggregation/ORB1/printouts/${runs[1].id}`, { token: chief });
    expect(again.status).toBe(200);
    expect(createHash('sha256').update(new Uint8Array(await again.arrayBuffer())).digest('hex')).toBe(runs[1].sha256);
    // The officer may not print this book: neither a new PDF nor a kept one.
    expect((await t.call('GET', `/api/elog-aggregation/ORB1/print.pdf?unitId=${ship}&day=${day}`, { token: officer })).status).toBe(403);
    expect((await t.call('GET', `/api/elog-aggregation/ORB1/printouts/${runs[1].id}`, { token: officer })).status).toBe(403);
    expect((await t.call('GET', `/api/elog-aggregation/DECK/printouts/${runs[1].id}`, { token: captain })).status).toBe(404);
    const verified = await (await t.call('GET', `/api/elog-audit/ORB1/verify?unitId=${ship}`, { token: captain })).json() as { ok: boolean; rows: number };
    expect(verified.ok).toBe(true);
    const trail = await t.db.select().from(elogAudit).where(and(eq(elogAudit.unitId, ship), eq(elogAudit.action, 'DAY_PRINTED')));
    expect(trail.map((row) => row.payload)).toEqual(runs.slice().reverse().map((run) => ({ day, printoutRun: run.id, sha256: run.sha256, language: run.language })));
  });

  it('refuses a ship the user may not see, and says when there is no page to print', async () => {
    const elsewhere = await print(chief, otherShip);
    expect(elsewhere.status).toBe(403);
    expect((await elsewhere.json() as { message: string }).message).toBe('This ship is not among the ships you may see.');
    const empty = await print(captain, ship, { printDay: '2026-11-17' });
    expect(empty.status).toBe(404);
    expect((await empty.json() as { message: string }).message).toBe('Nothing was entered in the ORB1 logbook on 2026-11-17: there is no page to print.');
    expect((await t.call('GET', `/api/elog-aggregation/ORB1/print?unitId=${ship}&day=18-11-2026`, { token: captain })).status).toBe(400);
  });
});
