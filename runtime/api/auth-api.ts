/** Typed calls of /api/authentication (SPEC §7 "Authentication and session"). */
import type { PasswordCriteria, PasswordCriterion } from '../../descriptors/lib/password-criteria.js';
import type { ApiClient } from './api-client.js';

import type { AuthStatus } from '../../descriptors/lib/auth-status.js';

export { authStatuses, type AuthStatus } from '../../descriptors/lib/auth-status.js';

/** The sign-in answer: status, translated message and, when signed in, the session data. */
export interface AuthResult {
  status: AuthStatus;
  statusMessage: string;
  token?: string;
  username?: string;
  displayName?: string;
  userType?: string;
  functions?: Record<string, 'VIEW' | 'MANAGEMENT'>;
  customHomePath?: string | null;
  languageCode?: string | null;
  unmetCriteria?: PasswordCriterion[];
}

/** false without single sign-on, else where to start it. */
export type SsoStatus = false | { url: string };

/** True for the statuses that require a new password before anything else. */
export function isPasswordChangeRequired(status: AuthStatus): boolean {
  return status === 'TEMPORARY_PASSWORD' || status === 'PASSWORD_EXPIRED';
}

export function authApi(client: ApiClient) {
  return {
    signIn: (username: string, password: string) =>
      client.post<AuthResult>('/authentication', { username, password }, { isAuthCall: true }),
    /** Detached mode: checks a token and answers the session data it belongs to. */
    resume: (token: string) => client.post<AuthResult>('/authentication', { token }, { isAuthCall: true }),
    /** Password change; `token` is the change-password token in forced mode, else the session's. */
    changePassword: (request: { username?: string; password: string; passwordOld?: string }, token?: string) =>
      client.put<AuthResult>('/authentication', request, { isAuthCall: true, token }),
    signOut: () => client.delete<{ ssoLogoutUrl?: string }>('/authentication', { isAuthCall: true }),
    criteria: () => client.get<PasswordCriteria>('/authentication/criteria', { isAuthCall: true }),
    ping: () => client.get<string>('/authentication/ping', { isAuthCall: true, asText: true }),
    ssoStatus: () => client.get<SsoStatus>('/authentication/provider/keycloak/status', { isAuthCall: true }),
  };
}

export type AuthApi = ReturnType<typeof authApi>;
