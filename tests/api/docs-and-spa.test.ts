import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('OpenAPI document, docs page and the single-page app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'keel-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">keel runtime</div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ staticDir: dist });
  });
  afterAll(async () => { await t.close(); });

  it('publishes /api/openapi.json describing the authentication calls', async () => {
    const doc = await (await t.call('GET', '/api/openapi.json')).json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/authentication', '/authentication/criteria', '/authentication/ping', '/menu', '/user/me']));
  });

  it('describes every dashboard extraction with the one answer the dashboards read: ship names, labels as text', async () => {
    type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; additionalProperties?: Schema; type?: string | string[] };
    const doc = await (await t.call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, { post?: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }>;
      components: { schemas: Record<string, Schema> };
    };
    const extractions = Object.keys(doc.paths).filter((path) => /\/extract(\/live)?$/.test(path) && !path.startsWith('/measures'));
    expect(extractions).toEqual(expect.arrayContaining(['/custom-analytics/extract', '/multi-dashboard-pages/extract/live', '/wallboard/{value}/extract']));
    for (const path of extractions) {
      expect(doc.paths[path].post!.responses['200'].content['application/json'].schema, path).toEqual({ $ref: '#/components/schemas/AnalyticsExtraction' });
    }
    const series = doc.components.schemas.AnalyticsExtraction.properties!.charts.additionalProperties!.properties!.series.items!;
    expect(series.properties!.unitName).toBeDefined();
    expect(series.properties!.label.type).toBe('string');
  });

  it('serves the docs page and its script from local files, with no outside address', async () => {
    const page = await (await t.call('GET', '/api/docs')).text();
    expect(page).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page).not.toMatch(/https?:\/\//);
    const bundle = await t.call('GET', '/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    const init = await t.call('GET', '/api/docs/init.js');
    expect(await init.text()).toContain("url: '/api/openapi.json'");
  });

  it('answers every app route with index.html (history fallback) and assets as files', async () => {
    for (const path of ['/', '/fleet/map', '/auth/login', '/multi-dashboard-page/view/@LIVE_DASHBOARD']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('keel runtime');
    }
    const asset = await t.call('GET', '/assets/app.js');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('does not answer an unknown /api path with the app', async () => {
    expect((await t.call('GET', '/api/unknown')).status).toBe(401);
  });

  it('serves the bundled logos without a session', async () => {
    const res = await t.call('GET', '/api/logos/dark/topbar-logo');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await (await t.call('GET', '/api/logos')).json()).toEqual({});
  });
});
