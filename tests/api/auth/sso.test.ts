import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, users } from '../../../server/db/schema.js';
import { startOidcProvider, type TestOidcProvider } from '../../support/oidc-provider.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const publicUrl = 'http://keel.test';
const base = '/api/authentication/provider/keycloak';

/** Creates an app whose single sign-on goes to the given provider. */
function createSsoApp(provider: Pick<TestOidcProvider, 'issuer' | 'clientId' | 'clientSecret'>): Promise<TestApp> {
  return createTestApp({
    publicUrl,
    sso: {
      issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret,
      usernameClaim: 'preferred_username', allowInsecure: true,
    },
  });
}

/** Starts SSO at Keel, returning the provider URL Keel redirected to and the state cookie it set. */
async function startSignIn(t: TestApp, returnPath?: string): Promise<{ authorizationUrl: string; cookie: string }> {
  const res = await t.call('GET', `${base}/login${returnPath === undefined ? '' : `?url=${encodeURIComponent(returnPath)}`}`);
  expect(res.status).toBe(302);
  const [setCookie] = res.headers.getSetCookie();
  return { authorizationUrl: res.headers.get('location')!, cookie: setCookie.split(';')[0] };
}

/** Keel's callback for the provider's redirect back, with the given cookie header. */
async function callback(t: TestApp, back: URL, cookie?: string): Promise<Response> {
  return t.call('GET', `${back.pathname}${back.search}`, { headers: cookie ? { cookie } : {} });
}

/** The whole browser round trip: Keel → provider login as `login` → Keel's callback. */
async function signInThroughProvider(t: TestApp, provider: TestOidcProvider, login: string, returnPath?: string): Promise<Response> {
  const { authorizationUrl, cookie } = await startSignIn(t, returnPath);
  return callback(t, await provider.signIn(authorizationUrl, login), cookie);
}

function tokenOf(res: Response): { token: string; url: string } {
  const location = res.headers.get('location')!;
  expect(location.startsWith('/auth/sso#')).toBe(true);
  const fragment = new URLSearchParams(location.slice('/auth/sso#'.length));
  return { token: fragment.get('token')!, url: fragment.get('url')! };
}

/** Keeps the server's refusal warnings out of the test output; the spy records them for assertions. */
function quietWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

afterEach(() => { vi.restoreAllMocks(); });

function expectAccessDenied(res: Response): void {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/auth/access-denied');
  expect(res.headers.getSetCookie().join()).toMatch(/keel_sso=;.*Max-Age=0/);
}

describe('single sign-on without configuration', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('reports single sign-on as unavailable', async () => {
    const res = await t.call('GET', `${base}/status`);
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(false);
  });

  it('sends a login attempt to the access-denied page', async () => {
    quietWarnings();
    expectAccessDenied(await t.call('GET', `${base}/login`));
  });
});

describe('single sign-on with an unreachable provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was just free: connecting to it is refused.
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    t = await createSsoApp({ issuer: `http://127.0.0.1:${port}`, clientId: 'keel', clientSecret: 'x' });
  });
  afterAll(async () => { await t.close(); });

  it('sends the browser to the access-denied page instead of failing', async () => {
    const warn = quietWarnings();
    expectAccessDenied(await t.call('GET', `${base}/login`));
    expect(String(warn.mock.calls[0][0])).toMatch(/cannot be reached/);
  });
});

describe('single sign-on with an OpenID provider', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider({ publicUrl, claimsInIdToken: true });
    t = await createSsoApp(provider);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('offers the login URL in the status', async () => {
    expect(await (await t.call('GET', `${base}/status`)).json()).toEqual({ url: `${base}/login` });
  });

  it('redirects to the provider with PKCE, state and nonce, keeping them in a signed HttpOnly cookie', async () => {
    const res = await t.call('GET', `${base}/login?url=%2Fvoyages`);
    const target = new URL(res.headers.get('location')!);
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('redirect_uri')).toBe(`${publicUrl}${base}/callback`);
    const cookie = res.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^keel_sso=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('signs an existing user in, and the token works for the API', async () => {
    provider.requests.length = 0;
    const res = await signInThroughProvider(t, provider, 'captain', '/voyages?tab=open');
    // The code was redeemed with the verifier, and the ID token's signature checked against the published keys.
    expect(provider.requests).toEqual(expect.arrayContaining(['/token', '/jwks']));
    expect(res.status).toBe(302);
    const { token, url } = tokenOf(res);
    expect(url).toBe('/voyages?tab=open');
    expect(res.headers.getSetCookie().join()).toMatch(/keel_sso=;.*Max-Age=0/);

    const me = await t.call('GET', '/api/user/me', { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'captain' });
    expect(await (await t.call('GET', '/api/authentication/ping', { token })).text()).toBe('pong');

    const [captain] = await t.db.select().from(users).where(eq(users.username, 'captain'));
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'SIGN_IN_SSO'), eq(auditLog.userId, captain.id)));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('returns to the root when the requested return path leaves the site', async () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      expect(tokenOf(await signInThroughProvider(t, provider, 'captain', path)).url).toBe('/');
    }
  });

  it('refuses a provider user who is not a Keel user', async () => {
    const warn = quietWarnings();
    expectAccessDenied(await signInThroughProvider(t, provider, 'stranger'));
    expect(String(warn.mock.calls[0][0])).toMatch(/no Keel user named "stranger"/);
  });

  it.each([
    ['blocked', 'officer', { passwordState: 'BLOCKED' }],
    ['disabled', 'chief', { disabled: true }],
  ] as const)('refuses a %s user', async (_label, username, change) => {
    await t.db.update(users).set(change).where(eq(users.username, username));
    const warn = quietWarnings();
    expectAccessDenied(await signInThroughProvider(t, provider, username));
    expect(String(warn.mock.calls[0][0])).toMatch(/disabled or blocked/);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const { authorizationUrl, cookie } = await startSignIn(t);
    const back = await provider.signIn(authorizationUrl, 'captain');
    back.searchParams.set('state', 'forged');
    quietWarnings();
    expectAccessDenied(await callback(t, back, cookie));
  });

  it('refuses a callback without the state cookie, or with a forged one', async () => {
    const { authorizationUrl, cookie } = await startSignIn(t);
    const back = await provider.signIn(authorizationUrl, 'captain');
    const warn = quietWarnings();
    expectAccessDenied(await callback(t, back));
    const [name, value] = cookie.split('=');
    const payload = JSON.parse(Buffer.from(decodeURIComponent(value).split('.')[0], 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, returnPath: '/elsewhere' })).toString('base64url');
    expectAccessDenied(await callback(t, back, `${name}=${forged}.${decodeURIComponent(value).split('.')[1]}`));
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/state cookie/), expect.stringMatching(/state cookie/),
    ]);
  });

  it('refuses an error answer from the provider', async () => {
    const { cookie } = await startSignIn(t);
    const back = new URL(`${publicUrl}${base}/callback?error=access_denied&iss=${encodeURIComponent(provider.issuer)}`);
    quietWarnings();
    expectAccessDenied(await callback(t, back, cookie));
  });

  it('refuses a code that was already used', async () => {
    const { authorizationUrl, cookie } = await startSignIn(t);
    const back = await provider.signIn(authorizationUrl, 'captain');
    tokenOf(await callback(t, back, cookie));
    quietWarnings();
    expectAccessDenied(await callback(t, back, cookie));
  });

  it('logs out of the provider too, and the token stops working', async () => {
    const { token } = tokenOf(await signInThroughProvider(t, provider, 'captain'));
    const res = await t.call('DELETE', '/api/authentication', { token });
    const { ssoLogoutUrl } = await res.json() as { ssoLogoutUrl: string };
    const logout = new URL(ssoLogoutUrl);
    expect(logout.origin).toBe(provider.issuer);
    expect(logout.searchParams.get('id_token_hint')).toBeTruthy();
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${publicUrl}/auth/login`);
    // The provider accepts the hint and the registered post-logout URI: it shows its logout confirmation.
    expect((await fetch(logout)).status).toBe(200);
    expect((await t.call('GET', '/api/authentication/ping', { token })).status).toBe(401);
  });

  it('does not offer a provider logout for a password session', async () => {
    const token = await t.signIn('admin', 'Admin#2026');
    expect(await (await t.call('DELETE', '/api/authentication', { token })).json()).toEqual({});
  });
});

describe('single sign-on with a provider that releases the username only at userinfo', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider({ publicUrl, claimsInIdToken: false });
    t = await createSsoApp(provider);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('reads the username claim from userinfo', async () => {
    const { token } = tokenOf(await signInThroughProvider(t, provider, 'captain'));
    expect(await (await t.call('GET', '/api/user/me', { token })).json()).toMatchObject({ username: 'captain' });
  });
});
