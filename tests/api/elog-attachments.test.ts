import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Attachment { id: string; fileName: string; contentType: string; size: number; current: boolean }
interface Entry { id: string; version: number; attachments?: Attachment[] }

const start = { timestamp: Date.UTC(2026, 10, 18, 9, 0), offset: 0 };
const bunkerNote = new TextEncoder().encode('Bunker delivery note BDN-4471: 412.5 t VLSFO, 0.47 % S');
const photo = Uint8Array.from({ length: 3000 }, (_, i) => (i * 37) % 256);

describe('attachments of logbook entries', () => {
  let t: TestApp;
  let officer: string;
  let ship: string;
  let entry: Entry;

  beforeAll(async () => {
    t = await createTestApp();
    officer = await t.signIn('officer', 'Officer#2026');
    ship = (await t.db.select().from(units).where(eq(units.code, 'NORDIC_ORE')))[0].id;
  });
  afterAll(async () => { await t.close(); });

  const multipart = (method: string, path: string, requestValue: unknown, parts: [string, Blob | string, string?][] = []) => {
    const form = new FormData();
    form.set('requestValue', typeof requestValue === 'string' ? requestValue : JSON.stringify(requestValue));
    for (const [name, value, fileName] of parts) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, fileName);
    }
    return t.app.request(path, { method, body: form, headers: { authorization: `Bearer ${officer}` } });
  };
  const load = async () => (await (await t.call('GET', `/api/elog-entry/DECK/load?unitId=${ship}&day=2026-11-18`, { token: officer })).json() as { eLogEntries: Entry[] }).eLogEntries;
  const requestValue = () => ({ unitId: ship, entryDescriptor: 'DECK_WATCH', heading: { start }, eleStatus: 'DRAFT', areasContent: { watch: '08-12' } });

  it('saves files with an entry and gives them back byte for byte', async () => {
    const res = await multipart('POST', '/api/elog-entry/DECK/save', requestValue(), [
      ['upload1', new Blob([bunkerNote], { type: 'text/plain' }), 'BDN-4471.txt'],
      ['upload2', new Blob([photo], { type: 'image/jpeg' }), 'sounding photo.jpg'],
    ]);
    expect(res.status).toBe(200);
    entry = await res.json() as Entry;
    const [saved] = await load();
    expect(saved.attachments?.map((a) => [a.fileName, a.contentType, a.size, a.current])).toEqual([
      ['BDN-4471.txt', 'text/plain', bunkerNote.byteLength, true], ['sounding photo.jpg', 'image/jpeg', photo.byteLength, true],
    ]);
    const download = await t.call('GET', `/api/elog-entry/attachment/${saved.attachments![1].id}`, { token: officer });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''sounding%20photo.jpg");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(photo);
    const chief = await t.signIn('chief', 'Chief#2026');
    expect((await t.call('GET', `/api/elog-entry/attachment/${saved.attachments![1].id}`, { token: chief })).status).toBe(403);
  });

  it('keeps only the attachments a later save names, without deleting the others', async () => {
    const [saved] = await load();
    const res = await multipart('PUT', '/api/elog-entry/DECK/update', { ...requestValue(), id: entry.id, version: entry.version }, [['keep1', saved.attachments![0].id]]);
    expect(res.status).toBe(200);
    // The save answers what the entry now holds, so the editor shows it without reloading the day.
    expect((await res.json() as Entry).attachments?.map((a) => [a.fileName, a.current])).toEqual([['BDN-4471.txt', true], ['sounding photo.jpg', false]]);
    const [updated] = await load();
    expect(updated.attachments?.map((a) => [a.fileName, a.current])).toEqual([['BDN-4471.txt', true], ['sounding photo.jpg', false]]);
  });

  it('refuses a multipart save whose entry is not valid JSON, naming the field', async () => {
    const res = await multipart('POST', '/api/elog-entry/DECK/save', '{not json');
    expect(res.status).toBe(400);
    expect((await res.json() as { errors: { path: string }[] }).errors[0].path).toBe('/requestValue');
  });

  it('detects an attachment whose bytes were changed in the database', async () => {
    const verify = async () => await (await t.call('GET', `/api/elog-audit/DECK/verify?unitId=${ship}`, { token: officer })).json() as { ok: boolean; alteredRows: { kind: string; id: string }[] };
    expect(await verify()).toMatchObject({ ok: true, alteredRows: [] });
    const [saved] = await load();
    await t.db.execute(sql`update elog_attachments set content = convert_to('forged', 'UTF8') where id = ${saved.attachments![0].id}`);
    expect(await verify()).toMatchObject({ ok: false, alteredRows: [{ kind: 'ATTACHMENT', id: saved.attachments![0].id }] });
  });
});
