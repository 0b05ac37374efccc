import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { KeelEnv } from '../../../../server/http/context.js';
import { serveSpa } from '../../../../server/http/spa.js';

function builtApp() {
  const dist = mkdtempSync(join(tmpdir(), 'keel-spa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">keel runtime</div>');
  writeFileSync(join(dist, 'assets', 'index-Crj2S6UF.js'), 'console.log(1)');
  writeFileSync(join(dist, 'theme-boot.js'), 'console.log(2)');
  const app = new Hono<KeelEnv>();
  serveSpa(app, dist);
  return app;
}

describe('the built runtime is cached by what can change', () => {
  const app = builtApp();

  it('lets a browser keep a hashed asset for a year without asking again', async () => {
    const res = await app.request('/assets/index-Crj2S6UF.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html and the unhashed files of public/ checked on every load, so a new release is seen at once', async () => {
    for (const path of ['/', '/fleet/map', '/theme-boot.js']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
