import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../../server/db/schema.js';
import { requireLicence } from '../../server/modules/licence/licences.js';
import { signLicence } from '../../server/modules/licence/licence-document.js';
import { createRouter } from '../../server/http/router.js';
import { handleError } from '../../server/http/error-handler.js';
import { language } from '../../server/http/language.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const developmentKey = readFileSync(new URL('../../seeds/licence/development-licence-key.pem', import.meta.url), 'utf8');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('licences', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  /** A licensed module's routes behind requireLicence, as every licensed module mounts them. */
  function licensedModuleApp() {
    const app = createRouter();
    app.onError(handleError);
    app.use('*', language);
    app.use('/emissions/*', requireLicence(t.db, 'emissions'));
    app.get('/emissions/overview', (c) => c.json({ ok: true }));
    return app;
  }

  it('lets a licensed module answer while its licence is valid', async () => {
    expect((await licensedModuleApp().request('/emissions/overview')).status).toBe(200);
  });

  it('answers 451 with a clear message when the licence is missing', async () => {
    await t.db.delete(licences);
    const res = await licensedModuleApp().request('/emissions/overview', { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(451);
    expect((await res.json() as { message: string }).message).toBe('The emissions module is not licensed on this installation.');
  });

  it('installs a signed licence (SETUP MANAGEMENT) and reports its state per module', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const document = signLicence({ licensee: 'Baltic Shipping', issuedAt: day(0), modules: [{ module: 'emissions', validUntil: day(30) }] }, developmentKey);
    const res = await t.call('POST', '/api/licence', { token: admin, body: { requestValue: document } });
    expect(res.status).toBe(200);
    const states = await (await t.call('GET', '/api/licence', { token: admin })).json() as { module: string; state: string }[];
    expect(states.find((s) => s.module === 'emissions')?.state).toBe('VALID');
    expect(states.find((s) => s.module === 'fleet')?.state).toBe('MISSING');
    expect(states.find((s) => s.module === 'master-data')?.state).toBe('NOT_REQUIRED');
    expect((await licensedModuleApp().request('/emissions/overview')).status).toBe(200);
  });

  it('answers 451 once the licence has expired', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const expired = signLicence({ licensee: 'Baltic Shipping', issuedAt: day(-400), modules: [{ module: 'emissions', validUntil: day(-1) }] }, developmentKey);
    await t.call('POST', '/api/licence', { token: admin, body: { requestValue: expired } });
    const res = await licensedModuleApp().request('/emissions/overview');
    expect(res.status).toBe(451);
    expect((await res.json() as { message: string }).message).toContain('expired');
  });

  it('refuses a licence whose signature does not verify, and one edited after signing', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const document = signLicence({ licensee: 'Baltic Shipping', issuedAt: day(0), modules: [{ module: 'lng', validUntil: day(30) }] }, developmentKey);
    const edited = { ...document, modules: [{ module: 'lng', validUntil: day(3000) }] };
    const res = await t.call('POST', '/api/licence', { token: admin, body: { requestValue: edited } });
    expect(res.status).toBe(422);
    const untrusted = await createTestApp({ trustDevelopmentLicenceKey: false });
    const adminThere = await untrusted.signIn('admin', 'Admin#2026');
    expect((await untrusted.call('POST', '/api/licence', { token: adminThere, body: { requestValue: document } })).status).toBe(422);
    await untrusted.close();
  });

  it('refuses licence installation without SETUP MANAGEMENT', async () => {
    const captain = await t.signIn('captain', 'Captain#2026');
    const document = signLicence({ licensee: 'X', issuedAt: day(0), modules: [{ module: 'lng', validUntil: day(30) }] }, developmentKey);
    expect((await t.call('POST', '/api/licence', { token: captain, body: { requestValue: document } })).status).toBe(403);
  });
});
