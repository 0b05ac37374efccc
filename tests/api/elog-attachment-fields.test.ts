import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentsSchema } from '../../descriptors/lib/forms/keel-fields.js';
import { shipIdOf } from '../support/elog-crew.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Attachment { id: string; fileName: string; current: boolean }
interface Entry { id: string; version: number; areasContent: Record<string, unknown>; attachments: Attachment[] }
interface ErrorBody { errors: { path: string; message: string }[] }

/** Nordic Bulk's deck watch with a field for photos of damage. */
const overlay = {
  description: { en: 'Damage photos', ru: 'Фотографии повреждений' },
  form: 'ELOG_DECK_WATCH', level: 'SHIPOWNER', targets: ['NORDIC_BULK'],
  changes: [{ op: 'add', field: 'damagePhotos', schema: attachmentsSchema(), ui: { 'ui:field': 'attachments', 'ui:title': { en: 'Photos of the damage', ru: 'Фотографии повреждений' } } }],
};

const startOn = (day: number) => ({ timestamp: Date.UTC(2026, 10, day, 9, 0), offset: 0 });
const dent = Uint8Array.from({ length: 4000 }, (_, i) => (i * 31) % 256);
const bunkerNote = new TextEncoder().encode('Bunker delivery note BDN-5120');

describe('an attachments field of a logbook entry', () => {
  let t: TestApp;
  let officer: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signIn('admin', 'Admin#2026');
    officer = await t.signIn('officer', 'Officer#2026');
    ship = await shipIdOf(t, 'NORDIC_ORE');
    expect((await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'NORDIC_BULK_DAMAGE_PHOTOS', body: overlay } } })).status).toBe(200);
  });
  afterAll(async () => { await t.close(); });

  const send = (method: 'POST' | 'PUT', requestValue: object, parts: [string, Blob | string, string?][], language = 'en') => {
    const form = new FormData();
    form.set('requestValue', JSON.stringify(requestValue));
    for (const [name, value, fileName] of parts) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, fileName);
    }
    const path = method === 'POST' ? '/api/elog-entry/DECK/save' : '/api/elog-entry/DECK/update';
    return t.app.request(path, { method, body: form, headers: { authorization: `Bearer ${officer}`, 'accept-language': language } });
  };
  const watch = (day: number, areasContent: Record<string, unknown>, edit?: Entry) => ({
    unitId: ship, entryDescriptor: 'DECK_WATCH', heading: { start: startOn(day) }, eleStatus: 'DRAFT', areasContent: { watch: '08-12', ...areasContent },
    ...(edit ? { id: edit.id, version: edit.version } : {}),
  });
  const load = async (day: number) => (await (await t.call('GET', `/api/elog-entry/DECK/load?unitId=${ship}&day=2026-11-${day}`, { token: officer })).json() as { eLogEntries: Entry[] }).eLogEntries;
  const photo = (bytes: Uint8Array<ArrayBuffer> = dent) => new Blob([bytes], { type: 'image/jpeg' });

  let entry: Entry;

  it('stores a file attached in the field under its new id, beside the entry-wide files, and gives it back', async () => {
    const res = await send('POST', watch(10, { damagePhotos: ['new:dent-1'] }), [
      ['upload0', new Blob([bunkerNote], { type: 'text/plain' }), 'BDN-5120.txt'],
      ['upload.dent-1', photo(), 'dent in hatch cover 3.jpg'],
    ]);
    expect(res.status).toBe(200);
    entry = await res.json() as Entry;
    const inField = entry.attachments.find((a) => a.fileName === 'dent in hatch cover 3.jpg')!;
    expect(entry.areasContent.damagePhotos).toEqual([inField.id]);
    expect(entry.attachments.map((a) => [a.fileName, a.current])).toEqual([['BDN-5120.txt', true], ['dent in hatch cover 3.jpg', true]]);
    expect((await load(10))[0].areasContent.damagePhotos).toEqual([inField.id]);

    const download = await t.call('GET', `/api/elog-entry/attachment/${inField.id}`, { token: officer });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(dent);
    // The kept version and the audit trail hold the content with the id, as stored.
    expect(await (await t.call('GET', `/api/elog-audit/DECK/verify?unitId=${ship}`, { token: officer })).json()).toMatchObject({ ok: true, alteredRows: [] });
    // The printout names the files by id, for the field to print their names.
    const captain = await t.signIn('captain', 'Captain#2026');
    const printout = await (await t.call('GET', `/api/elog-aggregation/DECK/print?unitId=${ship}&day=2026-11-10`, { token: captain })).json() as { fileNames: Record<string, string> };
    expect(printout.fileNames[inField.id]).toBe('dent in hatch cover 3.jpg');
  });

  it('refuses a file of another entry at the field, naming it in the user\'s language, and changes nothing', async () => {
    const other = await (await send('POST', watch(11, { damagePhotos: ['new:a'] }), [['upload.a', photo(bunkerNote), 'other.jpg']])).json() as Entry;
    const foreign = other.areasContent.damagePhotos as string[];
    const res = await send('PUT', watch(10, { damagePhotos: foreign }, entry), [['keep0', entry.attachments[0].id], ['keep1', entry.attachments[1].id]], 'ru');
    expect(res.status).toBe(400);
    const { errors } = await res.json() as ErrorBody;
    expect(errors.map((e) => e.path)).toEqual(['/requestValue/areasContent/damagePhotos']);
    expect(errors[0].message).toContain('Фотографии повреждений');
    const [unchanged] = await load(10);
    expect(unchanged.version).toBe(entry.version);
    expect(unchanged.areasContent.damagePhotos).toEqual(entry.areasContent.damagePhotos);
  });

  it('refuses a placeholder whose file was not sent, and stores neither the entry nor the files sent', async () => {
    const res = await send('POST', watch(12, { damagePhotos: ['new:sent', 'new:forgotten'] }), [['upload.sent', photo(), 'sent.jpg']]);
    expect(res.status).toBe(400);
    const { errors } = await res.json() as ErrorBody;
    expect(errors).toEqual([expect.objectContaining({ path: '/requestValue/areasContent/damagePhotos', message: expect.stringContaining('Photos of the damage') })]);
    expect(await load(12)).toEqual([]);
  });

  it('refuses a field file part whose key is not a token', async () => {
    const res = await send('POST', watch(13, { damagePhotos: [] }), [['upload.no good', photo(), 'x.jpg']]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors[0].path).toBe('/upload.no good');
  });

  it('drops a file removed from the field and not kept: no longer current, no longer in the content', async () => {
    const [saved] = await load(10);
    const entryWide = saved.attachments.find((a) => a.fileName === 'BDN-5120.txt')!;
    const inField = saved.attachments.find((a) => a.fileName === 'dent in hatch cover 3.jpg')!;
    const res = await send('PUT', watch(10, { damagePhotos: [] }, saved), [['keep0', entryWide.id]]);
    expect(res.status).toBe(200);
    const [edited] = await load(10);
    expect(edited.areasContent.damagePhotos).toEqual([]);
    expect(edited.attachments.find((a) => a.id === inField.id)?.current).toBe(false);
    expect(edited.attachments.find((a) => a.id === entryWide.id)?.current).toBe(true);
    // A file no longer current cannot come back into the field by its id.
    const back = await send('PUT', watch(10, { damagePhotos: [inField.id] }, edited), [['keep0', entryWide.id], ['keep1', inField.id]]);
    expect(back.status).toBe(400);
    expect(((await back.json()) as ErrorBody).errors.map((e) => e.path)).toEqual(['/requestValue/areasContent/damagePhotos']);
  });
});
