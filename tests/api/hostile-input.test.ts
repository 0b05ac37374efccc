import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elogEntries, records, units } from '../../server/db/schema.js';
import { defaultBodyLimits } from '../../server/http/body-limits.js';
import { describeForLog } from '../../server/http/database-errors.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface ErrorAnswer { code: string; message: string; errors: { path: string; code: string; message: string }[] }

/** A body of `bytes` bytes sent as a stream without Content-Length: the limit must hold while reading. */
function streamOf(bytes: number, head = '{"requestValue":"'): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) { controller.enqueue(new TextEncoder().encode(head)); sent = head.length; return; }
      if (sent >= bytes) { controller.close(); return; }
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe('hostile input is refused at the edge and changes nothing', () => {
  let t: TestApp;
  let admin: string;
  let officer: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'Admin#2026');
    officer = await t.signIn('officer', 'Officer#2026');
    ship = (await t.db.select().from(units).where(eq(units.code, 'NORDIC_ORE')))[0].id;
  });
  afterAll(async () => { await t.close(); });

  const errorOf = async (res: Response) => res.json() as Promise<ErrorAnswer>;

  describe('bodies are bounded before they are read', () => {
    it('an anonymous sign-in with a 20 MB body gets 413 in the caller\'s language, before any parsing', async () => {
      const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(20 * 1024 * 1024) });
      const res = await t.app.request('/api/authentication', {
        method: 'POST', body, headers: { 'content-type': 'application/json', 'content-length': String(body.length), 'accept-language': 'ru' },
      });
      expect(res.status).toBe(413);
      const error = await errorOf(res);
      expect(error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(error.message).toBe('Запрос больше 16 KB, допустимых для этого адреса.');
    });

    it('a body streamed without a length is cut off at the limit', async () => {
      const res = await t.app.request('/api/authentication', {
        method: 'POST', body: streamOf(200 * 1024 * 1024), headers: { 'content-type': 'application/json' }, duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await errorOf(res)).message).toBe('The request is larger than the 16 KB this address accepts.');
    });

    it('a 200 MB multipart logbook save is refused at the upload limit, and no entry is written', async () => {
      const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(elogEntries);
      const res = await t.app.request('/api/elog-entry/DECK/save', {
        method: 'POST', body: streamOf(200 * 1024 * 1024, '--b\r\nContent-Disposition: form-data; name="upload1"; filename="a.bin"\r\n\r\n'),
        headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${officer}` }, duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await errorOf(res)).message).toBe(`The request is larger than the ${defaultBodyLimits.upload / 1024 / 1024} MB this address accepts.`);
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(elogEntries)).toEqual(before);
    });

    it('a JSON write over 1 MB is refused even before the session is checked', async () => {
      const big = { requestValue: { data: { unlocode: 'XXAAA', name: 'x'.repeat(1_100_000), country: 'XX' } } };
      expect((await t.call('POST', '/api/port', { token: admin, body: big })).status).toBe(413);
      expect((await t.call('POST', '/api/port', { body: big })).status).toBe(413);
      expect((await t.call('POST', '/api/port', { body: { requestValue: {} } })).status).toBe(401);
    });

    it('JSON nested deeper than 64 levels is a 400 that says so', async () => {
      const deep = `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`;
      const res = await t.app.request('/api/port', { method: 'POST', body: deep, headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe('The request body is nested deeper than 64 levels.');
    });
  });

  describe('text PostgreSQL cannot store is a 400 naming the field', () => {
    it('a NUL in the username of an anonymous sign-in', async () => {
      const res = await t.call('POST', '/api/authentication', { body: { username: 'admin\u0000', password: 'Admin#2026' } });
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.errors).toEqual([{ path: '/username', code: 'nulCharacter', message: 'username contains a NUL character (\\u0000), which cannot be stored.' }]);
    });

    it('a NUL in a search, in a path segment and in a query of the generic resources', async () => {
      const search = await t.call('GET', '/api/port?search=%00', { token: admin });
      expect(search.status).toBe(400);
      expect((await errorOf(search)).errors[0].path).toBe('/query/search');
      const path = await t.call('GET', '/api/descriptors/menu/%00', { token: admin });
      expect(path.status).toBe(400);
      expect((await errorOf(path)).errors[0].path).toBe('/path');
    });

    it('a NUL in a record value creates nothing', async () => {
      const res = await t.call('POST', '/api/port', { token: admin, body: { requestValue: { data: { unlocode: 'XXNUL', name: 'Port\u0000Nul', country: 'XX' } } } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).errors[0].path).toBe('/requestValue/data/name');
      expect(await t.db.select().from(records).where(eq(records.code, 'XXNUL'))).toEqual([]);
    });

    it('an unpaired surrogate and a __proto__ key are refused the same way', async () => {
      const broken = await t.call('POST', '/api/port', { token: admin, body: { requestValue: { data: { unlocode: 'XXBRK', name: 'Broken \ud800', country: 'XX' } } } });
      expect(broken.status).toBe(400);
      expect((await errorOf(broken)).errors[0]).toMatchObject({ path: '/requestValue/data/name', code: 'brokenText' });
      const proto = await t.app.request('/api/port', {
        method: 'POST', body: '{"requestValue":{"data":{"__proto__":{"admin":true},"unlocode":"XXPRO","name":"P","country":"XX"}}}',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      });
      expect(proto.status).toBe(400);
      expect((await errorOf(proto)).errors[0]).toMatchObject({ path: '/requestValue/data/__proto__', code: 'forbiddenKey' });
    });

    it('a NUL in the notes of a logbook entry, sent as JSON and as multipart', async () => {
      const entry = { unitId: ship, entryDescriptor: 'DECK_WATCH', heading: { start: { timestamp: Date.UTC(2026, 10, 18, 9), offset: 0 }, notes: 'Fog\u0000' }, eleStatus: 'DRAFT', areasContent: { watch: '08-12' } };
      const json = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: entry } });
      expect(json.status).toBe(400);
      expect((await errorOf(json)).errors[0].path).toBe('/requestValue/heading/notes');
      const form = new FormData();
      form.set('requestValue', JSON.stringify(entry));
      const multipart = await t.app.request('/api/elog-entry/DECK/save', { method: 'POST', body: form, headers: { authorization: `Bearer ${officer}` } });
      expect(multipart.status).toBe(400);
      expect((await errorOf(multipart)).errors[0].path).toBe('/requestValue/heading/notes');
      expect(await t.db.select().from(elogEntries).where(eq(elogEntries.unitId, ship)).then((rows) => rows.filter((r) => JSON.stringify(r).includes('Fog')))).toEqual([]);
    });

    it('a failed statement is logged without its parameters', async () => {
      const secret = 'Sup3r-Secret-Passw0rd';
      const failure = await t.db.execute(sql`select ${secret}::int`).then(() => undefined, (error: unknown) => error);
      const line = describeForLog(failure);
      expect(line).toContain('22P02');
      expect(line).not.toContain(secret);
    });
  });
});
