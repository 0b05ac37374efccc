import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('signs the demo admin in and answers pong to the ping', async () => {
    const token = await t.signIn('admin', 'Admin#2026');
    const res = await t.call('GET', '/api/authentication/ping', { token });
    expect(await res.text()).toBe('pong');
  });
});
