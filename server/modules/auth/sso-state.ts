/**
 * The state of a single sign-on in progress, kept in a signed, short-lived cookie between the redirect
 * to the identity provider and its callback, so that no server instance has to remember it.
 */
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { safeReturnPath } from '../../../descriptors/lib/return-path.js';

export interface SsoState {
  /** PKCE code verifier; only its S256 challenge went to the provider. */
  codeVerifier: string;
  state: string;
  nonce: string;
  /** Where the user goes after signing in: a path on this server. */
  returnPath: string;
}

const cookieName = 'keel_sso';
/** Only the login and callback routes need the cookie. */
const cookiePath = '/api/authentication/provider/keycloak';
/** Time a user has to sign in at the provider. */
export const ssoStateTtlSeconds = 600;

/** A key of its own for the cookie, derived from the token signing key, so the two can never be confused. */
function cookieKey(key: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', key).update('keel/sso-state-cookie').digest());
}

/** Keeps the state in the signed cookie; Lax so that the provider's top-level redirect back still carries it. */
export async function writeSsoState(c: Context, key: Uint8Array, state: SsoState, secure: boolean): Promise<void> {
  const value = JSON.stringify({ ...state, expiresAt: Date.now() + ssoStateTtlSeconds * 1000 });
  await setSignedCookie(c, cookieName, Buffer.from(value).toString('base64url'), cookieKey(key), {
    path: cookiePath, httpOnly: true, sameSite: 'Lax', secure, maxAge: ssoStateTtlSeconds,
  });
}

/** The state from the cookie; undefined when it is missing, tampered with, malformed or expired. */
export async function readSsoState(c: Context, key: Uint8Array): Promise<SsoState | undefined> {
  const raw = await getSignedCookie(c, cookieKey(key), cookieName);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SsoState & { expiresAt: number }>;
    const isComplete = [parsed.codeVerifier, parsed.state, parsed.nonce, parsed.returnPath].every((v) => typeof v === 'string');
    if (!isComplete || typeof parsed.expiresAt !== 'number' || parsed.expiresAt <= Date.now()) return undefined;
    return { codeVerifier: parsed.codeVerifier!, state: parsed.state!, nonce: parsed.nonce!, returnPath: safeReturnPath(parsed.returnPath) };
  } catch {
    return undefined;
  }
}

export function clearSsoState(c: Context, secure: boolean): void {
  deleteCookie(c, cookieName, { path: cookiePath, httpOnly: true, sameSite: 'Lax', secure });
}
