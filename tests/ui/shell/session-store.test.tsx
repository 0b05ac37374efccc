// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { AuthApi, AuthResult } from '../../../runtime/api/auth-api.js';
import type { ShellApi } from '../../../runtime/api/shell-api.js';
import { createTokenStore } from '../../../runtime/api/token-store.js';
import { createSessionStore } from '../../../runtime/shell/session-store.js';

const ok: AuthResult = {
  status: 'OK', statusMessage: 'Signed in.', token: 'full', username: 'captain', displayName: 'Captain Hale',
  userType: 'USER', functions: { VOYAGE_MONITOR: 'VIEW' }, customHomePath: null, languageCode: 'en',
};

function setup(overrides: Partial<AuthApi> = {}) {
  const data = new Map<string, string>();
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, removeItem: (k: string) => { data.delete(k); } };
  const tokens = createTokenStore({ storage, key: 'keel_token' });
  const calls: string[] = [];
  const auth = {
    signIn: vi.fn(async () => ok),
    resume: vi.fn(async () => ok),
    changePassword: vi.fn(async () => ({ ...ok, token: 'after-change' })),
    signOut: vi.fn(async () => ({})),
    criteria: vi.fn(),
    ping: vi.fn(async () => 'pong'),
    ssoStatus: vi.fn(async () => false as const),
    ...overrides,
  } as unknown as AuthApi;
  const shell = {
    modules: vi.fn(async () => { calls.push('modules'); return ['core']; }),
    menu: vi.fn(async () => { calls.push('menu'); return []; }),
    screens: vi.fn(async () => { calls.push('screens'); return []; }),
    currentUnit: vi.fn(async () => ({ installation: 'SHORE' as const, unitCode: null })),
    logos: vi.fn(async () => ({})),
    systemStatus: vi.fn(),
  } as unknown as ShellApi;
  const client = { resumeSession: vi.fn() };
  const leave = vi.fn();
  const store = createSessionStore({ auth, shell, tokens, client, leave, rootUrl: '/' });
  return { store, tokens, auth, shell, calls, client, leave };
}

describe('session', () => {
  it('is unauthenticated without a stored token', async () => {
    const { store } = setup();
    await store.start();
    expect(store.getState().phase).toBe('anonymous');
  });

  it('boots with modules, menu and screens asked together, not one after the other', async () => {
    const { store, shell, calls } = setup();
    let answerModules = (_: string[]) => {};
    vi.mocked(shell.modules).mockImplementationOnce(() => new Promise((resolve) => { calls.push('modules'); answerModules = resolve; }));
    const signedIn = store.signIn('captain', 'Captain#2026');
    await vi.waitFor(() => expect(calls).toEqual(['modules', 'menu', 'screens']));
    expect(store.getState().phase).toBe('booting');
    answerModules(['core']);
    await signedIn;
    expect(store.getState().phase).toBe('ready');
    expect(store.getState().shell?.modules).toEqual(['core']);
  });

  it('keeps starting while a stored token\'s shell loads, so the sign-in page is not shown on the way to the screen', async () => {
    const { store, tokens, shell, calls } = setup();
    tokens.set('stored');
    let answerModules = (_: string[]) => {};
    vi.mocked(shell.modules).mockImplementationOnce(() => new Promise((resolve) => { calls.push('modules'); answerModules = resolve; }));
    const started = store.start();
    await vi.waitFor(() => expect(calls).toEqual(['modules', 'menu', 'screens']));
    expect(store.getState().phase).toBe('starting');
    answerModules(['core']);
    await started;
    expect(store.getState().phase).toBe('ready');
  });

  it('an OK sign-in stores the token and boots with modules, menu and screens', async () => {
    const { store, tokens, calls } = setup();
    await store.start();
    const result = await store.signIn('captain', 'Captain#2026');
    expect(result.status).toBe('OK');
    expect(tokens.get()).toBe('full');
    expect(calls).toEqual(['modules', 'menu', 'screens']);
    expect(store.getState().phase).toBe('ready');
    expect(store.getState().shell?.user.displayName).toBe('Captain Hale');
  });

  it('restores a stored token through the detached check; a refused one goes back to sign-in', async () => {
    const good = setup();
    good.tokens.set('stored');
    await good.store.start();
    expect(good.auth.resume).toHaveBeenCalledWith('stored');
    expect(good.store.getState().phase).toBe('ready');

    const bad = setup({ resume: vi.fn(async () => ({ status: 'LOGIN_ERROR', statusMessage: 'Wrong username or password.' })) as AuthApi['resume'] });
    bad.tokens.set('revoked');
    await bad.store.start();
    expect(bad.store.getState().phase).toBe('anonymous');
    expect(bad.tokens.get()).toBeUndefined();
  });

  it('a temporary password enters changing mode, which can be completed or aborted', async () => {
    const temporary: AuthResult = { ...ok, status: 'TEMPORARY_PASSWORD', token: 'change-only', statusMessage: 'Your password is temporary.' };
    const { store, tokens, auth } = setup({ signIn: vi.fn(async () => temporary) as AuthApi['signIn'] });
    await store.start();
    await store.signIn('captain', 'Temp#1234');
    expect(store.getState().change).toMatchObject({ token: 'change-only', status: 'TEMPORARY_PASSWORD' });
    expect(tokens.get()).toBeUndefined();
    store.abortChange();
    expect(store.getState().change).toBeUndefined();

    await store.signIn('captain', 'Temp#1234');
    await store.completeChange('New#Pass2026');
    expect(auth.changePassword).toHaveBeenCalledWith({ username: 'captain', password: 'New#Pass2026', passwordOld: 'Temp#1234' }, 'change-only');
    expect(tokens.get()).toBe('after-change');
    expect(store.getState().phase).toBe('ready');
  });

  it('a lost session raises the login popup; signing in again continues and repeats waiting calls', async () => {
    const { store, client } = setup();
    await store.signIn('captain', 'x');
    store.requireLogin();
    expect(store.getState().isLoginRequired).toBe(true);
    await store.continueSession('captain', 'x');
    expect(store.getState().isLoginRequired).toBe(false);
    expect(client.resumeSession).toHaveBeenCalled();
    expect(store.getState().phase).toBe('ready');
  });

  it('with single sign-on a lost session signs out instead', async () => {
    const { store, leave, tokens } = setup();
    await store.adoptSsoToken('sso-token');
    expect(store.getState().shell?.viaSso).toBe(true);
    store.requireLogin();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(tokens.get()).toBeUndefined();
  });

  it('logout goes to the identity provider when it answers a logout URL', async () => {
    const { store, leave } = setup({ signOut: vi.fn(async () => ({ ssoLogoutUrl: 'https://idp.example/logout' })) as AuthApi['signOut'] });
    await store.signIn('captain', 'x');
    await store.signOut();
    expect(leave).toHaveBeenCalledWith('https://idp.example/logout');
  });

  it('a 451 sets the missing-licence flag', () => {
    const { store } = setup();
    store.setLicenceMissing('The fleet module is not licensed on this installation.');
    expect(store.getState()).toMatchObject({ isLicenceMissing: true, licenceMessage: 'The fleet module is not licensed on this installation.' });
  });
});
