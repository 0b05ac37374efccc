import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema.js';
import { pngImage, svgLogo } from '../support/logo-images.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface ErrorBody { errors: { path: string; code: string; message: string }[] }

describe('the installation\'s logos: uploaded in setup, shown by the shell and in the printouts\' header', () => {
  let t: TestApp;
  let admin: string;
  let captain: string;
  let nordicOre: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, captain] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('captain', 'Captain#2026')]);
    const ships = await (await t.call('GET', '/api/common/list/units', { token: admin })).json() as { label: string; value: string }[];
    nordicOre = ships.find((s) => /nordic ore/i.test(s.label))!.value;
  });
  afterAll(async () => { await t.close(); });

  const upload = (path: string, bytes: Uint8Array | string, type: string, name: string, token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart], { type }), name);
    return t.app.request(`/api/setup/logos/${path}`, { method: 'PUT', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  };
  const definitions = async () => (await t.call('GET', '/api/logos')).json() as Promise<Record<string, { lightLogoHash?: string; darkLogoHash?: string }>>;
  const logoRows = async () => (await (await t.call('GET', '/api/setup/logos', { token: admin })).json() as { logos: unknown[] }).logos;
  const generate = () => t.call('POST', '/api/printout-reporting/printouts/CII_ANNUAL_STATEMENT/generate', {
    token: admin, body: { requestValue: { parameters: { unitId: nordicOre, year: 2026 } } },
  });
  const hasImage = (pdf: ArrayBuffer) => Buffer.from(pdf).toString('latin1').includes('/Subtype /Image');

  it('serves the bundled logos until one is uploaded', async () => {
    expect(await definitions()).toEqual({});
    const image = await t.call('GET', '/api/logos/light/topbar-logo');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });

  it('prints no logo in the header while none is uploaded', async () => {
    const pdf = await generate();
    expect(pdf.status).toBe(200);
    expect(hasImage(await pdf.arrayBuffer())).toBe(false);
  });

  it('lets an administrator upload a PNG and an SVG: the definitions show their hashes and the images are served with their type, safely and cached by hash', async () => {
    const png = pngImage();
    const put = await upload('light/topbar-logo', png, 'image/png', 'acme.png');
    expect(put.status).toBe(200);
    const sha = (await put.json() as Record<string, { lightLogoHash?: string }>)['topbar-logo'].lightLogoHash!;
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    expect((await upload('dark/auth-logo', svgLogo, 'image/svg+xml', 'acme.svg')).status).toBe(200);

    const logos = await definitions();
    expect(logos['topbar-logo']).toEqual({ lightLogoHash: sha });
    expect(logos['auth-logo'].darkLogoHash).toMatch(/^[0-9a-f]{64}$/);

    const served = await t.call('GET', `/api/logos/light/topbar-logo?hash=${sha}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    // Without its hash (an old URL), the image is revalidated; the ETag answers 304.
    const stale = await t.call('GET', '/api/logos/light/topbar-logo');
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect((await t.call('GET', '/api/logos/light/topbar-logo', { headers: { 'if-none-match': `"${sha}"` } })).status).toBe(304);

    const svg = await t.call('GET', `/api/logos/dark/auth-logo?hash=${logos['auth-logo'].darkLogoHash}`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(svg.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await svg.text()).toContain('ACME');
    // The other theme of the same logo is still the bundled one.
    expect(await (await t.call('GET', '/api/logos/light/auth-logo')).text()).not.toContain('ACME');

    const listed = await (await t.call('GET', '/api/setup/logos', { token: admin })).json() as { logos: { identifier: string; theme: string; contentType: string; uploadedBy: string }[] };
    expect(listed.logos.map((l) => [l.identifier, l.theme, l.contentType, l.uploadedBy])).toEqual([
      ['auth-logo', 'dark', 'image/svg+xml', 'admin'], ['topbar-logo', 'light', 'image/png', 'admin'],
    ]);
  });

  it('puts the light topbar logo in the printouts\' header', async () => {
    const pdf = await generate();
    expect(pdf.status).toBe(200);
    expect(hasImage(await pdf.arrayBuffer())).toBe(true);
  });

  it('refuses uploads to users without SETUP at MANAGEMENT and to anonymous callers, before reading the body', async () => {
    expect((await upload('light/error-logo', pngImage(), 'image/png', 'x.png', captain)).status).toBe(403);
    expect((await upload('light/error-logo', pngImage(), 'image/png', 'x.png', '')).status).toBe(401);
    expect((await t.call('DELETE', '/api/setup/logos/light/topbar-logo', { token: captain })).status).toBe(403);
    expect((await t.call('GET', '/api/setup/logos', { token: captain })).status).toBe(403);
  });

  it.each([
    ['a text file', 'hello, I am no picture', 'text/plain', 'notes.txt', 'notAnImage'],
    ['an HTML page calling itself a PNG', '<html><body>hi</body></html>', 'image/png', 'logo.png', 'notAnImage'],
    ['a PNG calling itself an SVG', pngImage(), 'image/svg+xml', 'logo.svg', 'typeMismatch'],
    ['a PNG cut short', pngImage().slice(0, 60), 'image/png', 'logo.png', 'damaged'],
    ['an SVG with a script', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>', 'image/svg+xml', 'x.svg', 'svgUnsafe'],
    ['an SVG pointing at a file of the server', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><image href="/etc/keel.png"/></svg>', 'image/svg+xml', 'x.svg', 'svgUnsafe'],
    ['an SVG without a size', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>', 'image/svg+xml', 'x.svg', 'svgWithoutSize'],
    ['a PNG of 5000 px', pngImage(5000, 1), 'image/png', 'wide.png', 'tooManyPixels'],
    ['a file over 512 KB', new Uint8Array(600 * 1024).fill(32), 'image/png', 'big.png', 'tooLarge'],
  ])('refuses %s at the file field and changes nothing', async (_label, bytes, type, name, code) => {
    const before = await definitions();
    const rowsBefore = await logoRows();
    const res = await upload('light/error-logo', bytes, type, name);
    expect(res.status).toBe(400);
    const body = await res.json() as ErrorBody;
    expect(body.errors.map((e) => [e.path, e.code])).toEqual([['/file', code]]);
    expect(body.errors[0].message).not.toMatch(/^logos\./);
    expect(await definitions()).toEqual(before);
    expect(await logoRows()).toEqual(rowsBefore);
  });

  it('refuses a body without a file at the file field', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const res = await t.app.request('/api/setup/logos/light/error-logo', { method: 'PUT', body: form, headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(400);
    // The route's multipart schema names the missing part.
    expect(((await res.json()) as ErrorBody).errors.map((e) => e.path)).toEqual(['/form/file']);
  });

  it('removes a logo: the bundled one is served again, the printout has no logo, and the change is audited', async () => {
    const removed = await t.call('DELETE', '/api/setup/logos/light/topbar-logo', { token: admin });
    expect(removed.status).toBe(200);
    expect((await removed.json() as Record<string, unknown>)['topbar-logo']).toBeUndefined();
    const image = await t.call('GET', '/api/logos/light/topbar-logo');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).not.toContain('ACME');
    expect(hasImage(await (await generate()).arrayBuffer())).toBe(false);
    expect((await t.call('DELETE', '/api/setup/logos/light/topbar-logo', { token: admin })).status).toBe(404);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'installation-logo'));
    expect(rows.map((r) => `${r.action} ${r.entityId}`)).toEqual(expect.arrayContaining([
      'LOGO_UPLOAD topbar-logo/light', 'LOGO_UPLOAD auth-logo/dark', 'LOGO_REMOVE topbar-logo/light',
    ]));
  });
});
