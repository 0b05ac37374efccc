import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';
import { startTestServer } from '../support/test-server.js';

describe('compressed answers', () => {
  let t: TestApp;
  let token: string;
  const staticDir = mkdtempSync(join(tmpdir(), 'keel-static-'));
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'row ${i}' }`).join(', ')}];\n`;

  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Keel</title>');
    writeFileSync(join(staticDir, 'assets', 'app.js'), script);
    t = await createTestApp({ staticDir });
    token = await t.signIn('admin', demoPasswords.admin);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('gzips a JSON answer for a client that accepts it, and answers plain JSON to one that does not', async () => {
    const zipped = await t.call('GET', '/api/common/list/ports', { token, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    const plain = await t.call('GET', '/api/common/list/ports', { token });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(gunzipSync(bytes).toString('utf8')).toBe(text);
    expect(bytes.length).toBeLessThan(text.length / 3);
    expect(zipped.headers.get('content-length')).toBe(String(bytes.length));
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('deflates for a client that accepts only deflate, and sends plain JSON to one that refuses both', async () => {
    const deflated = await t.call('GET', '/api/common/list/ports', { token, headers: { 'accept-encoding': 'deflate, gzip;q=0' } });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    const plain = await t.call('GET', '/api/common/list/ports', { token, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString('utf8')).toBe(await plain.text());
  });

  it('sends a small answer as it is, with its length: zipping it would only cost time', async () => {
    const server = await startTestServer(t);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/authentication/ping`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-length')).toBe('4');
      expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
      expect(await res.text()).toBe('pong');
      const criteria = await fetch(`http://127.0.0.1:${server.port}/api/authentication/criteria`, { headers: { 'accept-encoding': 'gzip' } });
      expect(criteria.headers.get('content-encoding')).toBeNull();
      expect(criteria.headers.get('content-type')).toBe('application/json');
      expect(Number(criteria.headers.get('content-length'))).toBe((await criteria.text()).length);
    } finally {
      await server.close();
    }
  });

  it('gzips the runtime\'s assets', async () => {
    const res = await t.call('GET', '/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(script);
  });
});
