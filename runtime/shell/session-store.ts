/**
 * The session (SPEC §4 "Session"): unauthenticated → authenticated on an OK sign-in, the password
 * changing mode (entered and aborted), the login popup on expiry, logout, and the missing-licence flag.
 * Framework-free; React reads it with useSyncExternalStore.
 */
import type { ApiClient } from '../api/api-client.js';
import { isPasswordChangeRequired, type AuthApi, type AuthResult, type AuthStatus } from '../api/auth-api.js';
import type { ShellApi } from '../api/shell-api.js';
import type { TokenStore } from '../api/token-store.js';
import { loadShellData, type ShellData } from './boot.js';

/**
 * `starting`: a stored token is checked and, when good, the shell loaded (the app shows a loader, not the sign-in page
 * it would leave again at once); `booting`: the shell loads after a sign-in on the sign-in page.
 */
export type SessionPhase = 'starting' | 'anonymous' | 'booting' | 'ready';

/** The password changing mode: a short-lived token that only allows setting a new password. */
export interface PasswordChange {
  token: string;
  username: string;
  status: AuthStatus;
  message: string;
  /** The temporary or expired password just typed: the server checks it again with the new one. */
  currentPassword: string;
}

export interface SessionState {
  phase: SessionPhase;
  shell?: ShellData;
  change?: PasswordChange;
  /** The session expired while working: the login popup is shown over the page. */
  isLoginRequired: boolean;
  /** Set by any 451 answer; the message names the module. */
  licenceMessage?: string;
  isLicenceMissing: boolean;
  /** Why the sign-in page is shown instead of the app: the server could not be reached or boot failed. */
  problem?: { key: 'shell.login.unreachable' | 'shell.login.bootFailed'; reason: string };
}

export interface SessionDeps {
  auth: AuthApi;
  shell: ShellApi;
  tokens: TokenStore;
  client: Pick<ApiClient, 'resumeSession'>;
  /** Leaves the app for a URL (logout); location.assign in the browser. */
  leave: (url: string) => void;
  rootUrl: string;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

function changeOf(result: AuthResult, username: string, password: string): PasswordChange {
  return {
    token: result.token ?? '', username: result.username ?? username, status: result.status,
    message: result.statusMessage, currentPassword: password,
  };
}

export function createSessionStore(deps: SessionDeps) {
  const { auth, tokens } = deps;
  let state: SessionState = { phase: 'starting', isLoginRequired: false, isLicenceMissing: false };
  const listeners = new Set<() => void>();
  const update = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  async function boot(result: AuthResult, viaSso: boolean, phase: 'starting' | 'booting' = 'booting'): Promise<void> {
    update({ phase, problem: undefined });
    try {
      const shell = await loadShellData({ auth, shell: deps.shell }, result, viaSso);
      update({ phase: 'ready', shell, change: undefined, isLoginRequired: false });
    } catch (error) {
      update({ phase: 'anonymous', shell: undefined, problem: { key: 'shell.login.bootFailed', reason: (error as Error).message } });
    }
  }

  /** Checks the stored token (detached mode) and boots with it; otherwise shows the sign-in page. */
  async function start(): Promise<void> {
    const token = tokens.get();
    if (!token) return update({ phase: 'anonymous' });
    let result: AuthResult;
    try {
      result = await auth.resume(token);
    } catch (error) {
      // The server is out of reach: keep the shared token (other tabs may still use it) and say why.
      return update({ phase: 'anonymous', problem: { key: 'shell.login.unreachable', reason: (error as Error).message } });
    }
    if (result.status === 'OK') return boot(result, tokens.isSso(), 'starting');
    tokens.clear();
    update({ phase: 'anonymous', shell: undefined });
  }

  /** Signs in; OK boots, a required password change enters changing mode; the result tells the page. */
  async function signIn(username: string, password: string): Promise<AuthResult> {
    const result = await auth.signIn(username, password);
    if (result.status === 'OK' && result.token) {
      tokens.set(result.token);
      await boot(result, false);
    } else if (isPasswordChangeRequired(result.status) && result.token) {
      update({ change: changeOf(result, username, password) });
    }
    return result;
  }

  /** Sets the new password in changing mode; OK carries the full session token. */
  async function completeChange(password: string): Promise<AuthResult> {
    const change = state.change;
    if (!change) throw new Error('Not in password changing mode');
    const result = await auth.changePassword({ username: change.username, password, passwordOld: change.currentPassword }, change.token);
    if (result.status === 'OK' && result.token) {
      tokens.set(result.token);
      await boot(result, false);
    }
    return result;
  }

  /** Continues the session after the login popup; another user gets a fresh boot. */
  async function continueSession(username: string, password: string): Promise<AuthResult> {
    const previous = state.shell?.user.username;
    const result = await auth.signIn(username, password);
    if (result.status === 'OK' && result.token) {
      tokens.set(result.token);
      if (previous && result.username === previous) {
        update({ isLoginRequired: false });
        deps.client.resumeSession();
      } else {
        await boot(result, false);
        deps.client.resumeSession();
      }
    } else if (isPasswordChangeRequired(result.status) && result.token) {
      tokens.clear();
      update({
        phase: 'anonymous', shell: undefined, isLoginRequired: false,
        change: changeOf(result, username, password),
      });
    }
    return result;
  }

  async function adoptSsoToken(token: string): Promise<boolean> {
    tokens.set(token, true);
    const result = await auth.resume(token).catch((): undefined => undefined);
    if (result?.status !== 'OK') {
      tokens.clear();
      return false;
    }
    await boot(result, true);
    return state.phase === 'ready';
  }

  /** Logout (SPEC §4): the identity provider's logout when SSO was used, else reload at the root. */
  async function signOut(): Promise<void> {
    const answer = await auth.signOut().catch((): { ssoLogoutUrl?: string } => ({}));
    tokens.clear();
    deps.leave(answer.ssoLogoutUrl ?? deps.rootUrl);
  }

  /** Ping not answered or a 401: with SSO sign out, else raise the login popup (SPEC §8). */
  function requireLogin(): void {
    if (state.phase !== 'ready' || state.isLoginRequired) return;
    if (state.shell?.viaSso) void signOut();
    else update({ isLoginRequired: true });
  }

  /** Back to the sign-in page without a server call (empty reply-token, another tab signed out). */
  function reset(): void {
    tokens.clear();
    update({ phase: 'anonymous', shell: undefined, isLoginRequired: false });
  }

  // Another tab signed out, signed in or refreshed the token.
  tokens.subscribe((token) => {
    if (!token && state.phase === 'ready') reset();
    else if (token && state.phase === 'anonymous' && !state.change) void start();
    else if (token && state.isLoginRequired) {
      update({ isLoginRequired: false });
      deps.client.resumeSession();
    }
  });

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    start,
    signIn,
    completeChange,
    abortChange: () => update({ change: undefined }),
    continueSession,
    adoptSsoToken,
    signOut,
    requireLogin,
    reset,
    setLicenceMissing: (message: string) => update({ isLicenceMissing: true, licenceMessage: message }),
    dismissLicence: () => update({ licenceMessage: undefined }),
    /** The session token was replaced after a password change from the user menu. */
    replaceToken: (token: string) => tokens.set(token, state.shell?.viaSso ?? false),
  };
}
