import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, managedDocumentFiles, records, units, users } from '../../server/db/schema.js';
import { writeParameter } from '../../server/modules/params/parameters.js';
import { listExpiringDocuments } from '../../server/modules/managed-documents/expiring-documents.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface DocumentRecord { id: string; version: number; data: Record<string, unknown> }
interface Page { items: DocumentRecord[]; total: number }
interface FileVersion { id: string; fileVersion: number; fileName: string; size: number; sha256: string; note: string | null; uploadedBy: string }
interface Refusal { errors: { path: string }[] }

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("a ship's documents and certificates", () => {
  let t: TestApp;
  let admin: string;
  let captain: string;
  let ships: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    ships = Object.fromEntries((await t.db.select().from(units)).map((u) => [u.code, u.id]));
    // The office keeps documents with MANAGE_SHIP; the master is given it too here, for his own ship only.
    await t.db.update(users).set({ userFunctions: [{ function: 'MANAGE_SHIP', level: 'MANAGEMENT' }] }).where(eq(users.username, 'captain'));
    admin = await t.signIn('admin', 'Admin#2026');
    captain = await t.signIn('captain', 'Captain#2026');
  });
  afterAll(async () => { await t.close(); });

  const create = (data: object, token = admin) => t.call('POST', '/api/managed-document', { token, body: { requestValue: { data } } });
  const document = (ship: string, extra: object = {}) => ({
    unit: ships[ship], documentType: 'IOPP', number: 'IOPP-1', issuer: 'DNV', issueDate: day(-700), expiryDate: day(400), ...extra,
  });
  const list = async (query = '', token = admin) => (await (await t.call('GET', `/api/managed-document?size=100${query}`, { token })).json()) as Page;
  const upload = (id: string, content: string, name: string, note?: string, token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/pdf' }), name);
    if (note !== undefined) form.append('note', note);
    return t.app.request(`/api/managed-document/${id}/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  };

  it('records a certificate and shows its status from the expiry date, never storing it', async () => {
    const res = await create(document('NORDIC_ORE', { number: 'SMC-77', documentType: 'SMC', expiryStatus: 'VALID', expiryDate: day(10) }));
    expect(res.status).toBe(200);
    const created = await res.json() as DocumentRecord;
    expect(created.data.expiryStatus).toBe('EXPIRING');
    const [row] = await t.db.select().from(records).where(eq(records.id, created.id));
    expect(row.data).not.toHaveProperty('expiryStatus');
    const read = await (await t.call('GET', `/api/managed-document/${created.id}`, { token: admin })).json() as DocumentRecord;
    expect(read.data.expiryStatus).toBe('EXPIRING');
  });

  it('filters by status and sorts by expiry, the warning days following the app parameter', async () => {
    for (const [number, expiryDate] of [['EXP-PAST', day(-3)], ['EXP-SOON', day(20)], ['EXP-LATER', day(45)], ['EXP-NONE', undefined]] as const) {
      expect((await create(document('NORDIC_ORE', { number, expiryDate }))).status).toBe(200);
    }
    const numbers = (page: Page) => page.items.map((i) => i.data.number).filter((n) => String(n).startsWith('EXP-'));
    expect(numbers(await list('&f.expiryStatus=EXPIRED'))).toEqual(['EXP-PAST']);
    expect(numbers(await list('&f.expiryStatus=EXPIRING'))).toEqual(['EXP-SOON']);
    expect(numbers(await list('&f.expiryStatus=VALID'))).toEqual(['EXP-LATER']);
    expect(numbers(await list('&f.expiryStatus=NO_EXPIRY'))).toEqual(['EXP-NONE']);
    expect(numbers(await list('&sort=expiryDate,asc'))).toEqual(['EXP-PAST', 'EXP-SOON', 'EXP-LATER', 'EXP-NONE']);
    expect(numbers(await list('&sort=expiryStatus,desc'))).toEqual(['EXP-LATER', 'EXP-SOON', 'EXP-PAST', 'EXP-NONE']);
    const statuses = Object.fromEntries((await list()).items.map((i) => [i.data.number, i.data.expiryStatus]));
    expect(statuses).toMatchObject({ 'EXP-PAST': 'EXPIRED', 'EXP-SOON': 'EXPIRING', 'EXP-LATER': 'VALID', 'EXP-NONE': 'NO_EXPIRY' });

    await writeParameter(t.db, 'documents.expiryWarningDays', 60);
    expect(numbers(await list('&f.expiryStatus=EXPIRING'))).toEqual(['EXP-SOON', 'EXP-LATER']);
    await writeParameter(t.db, 'documents.expiryWarningDays', 30);
  });

  it('takes the warning days from /app-parameters, whole days only', async () => {
    const path = '/api/app-parameter/documents.expiryWarningDays';
    const set = async (value: string) => {
      const current = await (await t.call('GET', path, { token: admin })).json() as { version: number; data: Record<string, unknown> };
      expect(current.data.paramValue).toBe('30');
      return t.call('PUT', path, { token: admin, body: { requestValue: { version: current.version, data: { ...current.data, paramValue: value } } } });
    };
    const refused = await set('two weeks');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Refusal).errors.map((e) => e.path)).toEqual(['/requestValue/data/paramValue']);
    expect((await set('30')).status).toBe(200);
  });

  it('keeps every uploaded version of the scan, each downloadable byte for byte', async () => {
    const created = await (await create(document('NORDIC_ORE', { number: 'IAPP-5', documentType: 'IAPP' }))).json() as DocumentRecord;
    const first = await upload(created.id, '%PDF-1 original', 'IAPP 2024.pdf');
    expect(first.status).toBe(200);
    expect((await first.json() as FileVersion).fileVersion).toBe(1);
    const second = await upload(created.id, '%PDF-1 endorsed', 'IAPP endorsed.pdf', 'Endorsed at annual survey');
    expect((await second.json() as FileVersion).fileVersion).toBe(2);

    const { files } = await (await t.call('GET', `/api/managed-document/${created.id}/files`, { token: captain })).json() as { files: FileVersion[] };
    expect(files.map((f) => [f.fileVersion, f.fileName, f.note, f.uploadedBy])).toEqual([
      [2, 'IAPP endorsed.pdf', 'Endorsed at annual survey', 'admin'], [1, 'IAPP 2024.pdf', null, 'admin'],
    ]);
    const old = await t.call('GET', `/api/managed-document/${created.id}/files/1`, { token: captain });
    expect(old.status).toBe(200);
    expect(await old.text()).toBe('%PDF-1 original');
    expect(old.headers.get('content-disposition')).toContain('IAPP%202024.pdf');
    expect((await t.call('GET', `/api/managed-document/${created.id}/files/3`, { token: admin })).status).toBe(404);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audited.filter((a) => a.action === 'FILE_VERSION')).toHaveLength(2);
  });

  it('gives two uploads at the same moment consecutive versions, never the same one', async () => {
    const created = await (await create(document('NORDIC_ORE', { number: 'ISSC-9', documentType: 'ISSC' }))).json() as DocumentRecord;
    const answers = await Promise.all([upload(created.id, 'a', 'a.pdf'), upload(created.id, 'b', 'b.pdf')]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const rows = await t.db.select().from(managedDocumentFiles).where(eq(managedDocumentFiles.documentId, created.id));
    expect(new Set(rows.map((r) => r.fileVersion)).size).toBe(rows.length);
  });

  it('refuses a stale edit with 409 and keeps the saved document', async () => {
    const created = await (await create(document('NORDIC_ORE', { number: 'MLC-3', documentType: 'MLC' }))).json() as DocumentRecord;
    const edit = (version: number, issuer: string) => t.call('PUT', `/api/managed-document/${created.id}`, { token: admin, body: { requestValue: { version, data: { ...created.data, issuer } } } });
    expect((await edit(created.version, 'Flag State')).status).toBe(200);
    expect((await edit(created.version, 'Someone else')).status).toBe(409);
    const read = await (await t.call('GET', `/api/managed-document/${created.id}`, { token: admin })).json() as DocumentRecord;
    expect(read.data.issuer).toBe('Flag State');
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = (await list()).total;
    const refusal = async (res: Response) => { expect(res.status).toBe(400); return ((await res.json()) as Refusal).errors.map((e) => e.path); };
    expect(await refusal(await create(document('NORDIC_ORE', { expiryDate: '31.12.2027' })))).toContain('/requestValue/data/expiryDate');
    expect(await refusal(await create(document('NORDIC_ORE', { documentType: 'PASSPORT' })))).toContain('/requestValue/data/documentType');
    const { number: _omitted, ...noNumber } = document('NORDIC_ORE');
    expect(await refusal(await create(noNumber))).toContain('/requestValue/data/number');
    expect((await list()).total).toBe(before);

    const created = await (await create(document('NORDIC_ORE', { number: 'TON-1', documentType: 'TONNAGE' }))).json() as DocumentRecord;
    expect(await refusal(await upload(created.id, '', 'empty.pdf'))).toEqual(['/file']);
    expect(await refusal(await upload(created.id, 'x', 'x.pdf', 'n'.repeat(501)))).toEqual(['/note']);
    const json = await t.call('POST', `/api/managed-document/${created.id}/files`, { token: admin, body: { requestValue: {} } });
    expect(json.status).toBe(415);
    expect(await t.db.select().from(managedDocumentFiles).where(eq(managedDocumentFiles.documentId, created.id))).toHaveLength(0);
  });

  it('never deletes a document; it can be disabled', async () => {
    const created = await (await create(document('NORDIC_ORE', { number: 'DEL-1' }))).json() as DocumentRecord;
    expect((await t.call('DELETE', `/api/managed-document/${created.id}`, { token: admin })).status).toBe(422);
    const disabled = await t.call('PUT', `/api/managed-document/${created.id}`, { token: admin, body: { requestValue: { version: created.version, disabled: true } } });
    expect(disabled.status).toBe(200);
  });

  it("shows a user only his ships' documents and their files", async () => {
    const foreign = await (await create(document('BALTIC_AMBER', { number: 'FOREIGN-1' }))).json() as DocumentRecord;
    expect((await upload(foreign.id, 'secret', 'f.pdf')).status).toBe(200);
    const own = await list('', captain);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((i) => i.data.unit === ships.NORDIC_ORE)).toBe(true);
    expect((await t.call('GET', `/api/managed-document/${foreign.id}`, { token: captain })).status).toBe(403);
    expect((await t.call('GET', `/api/managed-document/${foreign.id}/files`, { token: captain })).status).toBe(403);
    expect((await t.call('GET', `/api/managed-document/${foreign.id}/files/1`, { token: captain })).status).toBe(403);
    expect((await upload(foreign.id, 'mine now', 'x.pdf', undefined, captain)).status).toBe(403);
    expect((await create(document('BALTIC_AMBER', { number: 'FOREIGN-2' }), captain)).status).toBe(403);
    expect((await create(document('NORDIC_ORE', { number: 'OWN-2' }), captain)).status).toBe(200);
  });

  it('lets whoever lacks the functions neither read nor upload', async () => {
    const chief = await t.signIn('chief', 'Chief#2026');
    const created = await (await create(document('NORDIC_ORE', { number: 'PERM-1' }))).json() as DocumentRecord;
    expect((await t.call('GET', '/api/managed-document', { token: chief })).status).toBe(403);
    expect((await t.call('GET', `/api/managed-document/${created.id}/files`, { token: chief })).status).toBe(403);
    expect((await upload(created.id, 'x', 'x.pdf', undefined, chief)).status).toBe(403);
  });

  it('lists for the alarms the documents of some ships expiring within N days, the soonest first', async () => {
    const now = new Date('2031-03-01T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    for (const [ship, number, expiryDate] of [
      ['GULF_STAR', 'ALARM-10', at(10)], ['GULF_STAR', 'ALARM-3', at(3)], ['GULF_STAR', 'ALARM-PAST', at(-1)],
      ['GULF_STAR', 'ALARM-90', at(90)], ['AURORA_SPIRIT', 'ALARM-OTHER', at(5)],
    ] as const) expect((await create(document(ship, { number, expiryDate }))).status).toBe(200);

    const ours = <T extends { number: string }>(list: T[]) => list.filter((d) => d.number.startsWith('ALARM-'));
    const soon = ours(await listExpiringDocuments(t.db, { unitIds: [ships.GULF_STAR], withinDays: 14, now }));
    expect(soon.map((d) => [d.number, d.status, d.daysLeft])).toEqual([['ALARM-3', 'EXPIRING', 3], ['ALARM-10', 'EXPIRING', 10]]);
    const withExpired = ours(await listExpiringDocuments(t.db, { unitIds: [ships.GULF_STAR, ships.AURORA_SPIRIT], withinDays: 14, now, includeExpired: true }));
    expect(withExpired.map((d) => d.number)).toEqual(['ALARM-PAST', 'ALARM-3', 'ALARM-OTHER', 'ALARM-10']);
    expect(withExpired[0]).toMatchObject({ status: 'EXPIRED', daysLeft: -1, unitId: ships.GULF_STAR });
    expect(await listExpiringDocuments(t.db, { unitIds: [], withinDays: 14, now })).toEqual([]);
  });
});
