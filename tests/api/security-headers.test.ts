import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: Response): Record<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(header.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...sources]) => [name, sources]));
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

const framingParameter = '/api/app-parameter/security.wallboardFrameAncestors';

describe('security headers', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'keel-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">keel runtime</div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ staticDir: dist });
    admin = await t.signIn('admin', 'Admin#2026');
  });
  afterAll(async () => { await t.close(); });

  async function setFraming(value: string, language = 'en') {
    const current = await (await t.call('GET', framingParameter, { token: admin })).json() as { version: number; data: Record<string, unknown> };
    return t.call('PUT', framingParameter, { token: admin, language, body: { requestValue: { version: current.version, data: { ...current.data, paramValue: value } } } });
  }

  it('API answers, errors included, may not be sniffed, framed or run anything', async () => {
    for (const res of [await t.call('GET', '/api/authentication/criteria'), await t.call('GET', '/api/menu'), await t.call('GET', '/api/menu', { token: admin })]) {
      expectCommonHeaders(res);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(directives(res)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    }
  });

  it('the app runs its scripts, workers and styles from this server only and may not be framed', async () => {
    for (const path of ['/', '/fleet/map', '/designer', '/assets/app.js']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(200);
      expectCommonHeaders(res);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = directives(res);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-src']).toEqual(["'self'", 'blob:']);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it('the runtime page has no inline script, which its policy would block', () => {
    const page = readFileSync(new URL('../../app/index.html', import.meta.url), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });

  it('the API docs page runs under the strict policy: no eval, no inline script or style', async () => {
    const res = await t.call('GET', '/api/docs');
    expectCommonHeaders(res);
    const csp = directives(res);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const page = await res.text();
    expect(page).not.toMatch(/<script>|<style|style="/);
  });

  it('a wallboard page may not be framed until the setting names an origin, and then only by that origin', async () => {
    const denied = await t.call('GET', '/wallboard/some-link-value');
    expect(denied.headers.get('x-frame-options')).toBe('DENY');
    expect(directives(denied)['frame-ancestors']).toEqual(["'none'"]);
    expect(directives(denied)['script-src']).toEqual(["'self'"]);

    expect((await setFraming('https://intranet.example.com, https://portal.example.com:8443/')).status).toBe(200);
    const allowed = await t.call('GET', '/wallboard/some-link-value');
    expect(allowed.headers.get('x-frame-options')).toBeNull();
    expect(directives(allowed)['frame-ancestors']).toEqual(['https://intranet.example.com', 'https://portal.example.com:8443']);
    expect(directives(allowed)['script-src']).toEqual(["'self'"]);
    expectCommonHeaders(allowed);

    // Only wallboards: the app itself stays unframeable.
    const app = await t.call('GET', '/fleet/map');
    expect(app.headers.get('x-frame-options')).toBe('DENY');
    expect(directives(app)['frame-ancestors']).toEqual(["'none'"]);

    expect((await setFraming("'none'")).status).toBe(200);
    expect(directives(await t.call('GET', '/wallboard/some-link-value'))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('a framing setting that is not a list of origins is refused with a translated 400 naming the field, and changes nothing', async () => {
    for (const [language, text] of [['en', 'must be'], ['ru', 'укажите']] as const) {
      const res = await setFraming('https://intranet.example.com; script-src *', language);
      expect(res.status).toBe(400);
      const { errors: problems } = await res.json() as { errors: { path: string; message: string }[] };
      expect(problems).toEqual([expect.objectContaining({ path: '/requestValue/data/paramValue', message: expect.stringContaining(text) })]);
      expect(problems[0].message).toContain('script-src');
    }
    for (const wrong of ['https://intranet.example.com;script-src', 'https://user@intranet.example.com', '*', 'https://*.example.com', 'intranet.example.com', 'https://intranet.example.com/wall', "'none' https://intranet.example.com"]) {
      expect((await setFraming(wrong)).status, wrong).toBe(400);
    }
    expect(directives(await t.call('GET', '/wallboard/some-link-value'))['frame-ancestors']).toEqual(["'none'"]);
  });
});
