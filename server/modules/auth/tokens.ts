/** Signed, short-lived session tokens (HS256 JWT); each names its session so it can be revoked. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/engine.js';
import { systemKeys } from './tables.js';

export type SessionKind = 'full' | 'change-password' | 'sso';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  kind: SessionKind;
  /** Expiry, epoch seconds. */
  expiresAt: number;
}

const signingKeyId = 'token-signing-key';

/** Loads the signing key, creating it on first start; every instance shares it through the database. */
export async function loadSigningKey(db: Db): Promise<Uint8Array> {
  const fresh = randomBytes(32).toString('base64');
  await db.insert(systemKeys).values({ id: signingKeyId, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(systemKeys).where(eq(systemKeys.id, signingKeyId));
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}

export async function signToken(key: Uint8Array, claims: Omit<TokenClaims, 'expiresAt'>, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, kind: claims.kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

/**
 * Tokens whose signature was checked, with their claims: every request of a page presents the same token, and checking
 * an HMAC through WebCrypto each time costs more than the rest of a small request. Only valid tokens are kept (a
 * forger gains nothing), each until it expires; the oldest go first past the bound.
 */
const verifiedTokens = new Map<string, { key: Uint8Array; claims: TokenClaims }>();
const verifiedTokensKept = 20_000;

/** The claims of a valid, unexpired token signed by us; null for anything else. */
export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  const kept = verifiedTokens.get(token);
  if (kept && kept.key === key) return kept.claims.expiresAt > Date.now() / 1000 ? kept.claims : null;
  const claims = await checkToken(key, token);
  if (claims) {
    verifiedTokens.set(token, { key, claims });
    if (verifiedTokens.size > verifiedTokensKept) verifiedTokens.delete(verifiedTokens.keys().next().value!);
  }
  return claims;
}

async function checkToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const kind = payload.kind;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    if (kind !== 'full' && kind !== 'change-password' && kind !== 'sso') return null;
    return { userId: payload.sub, sessionId: payload.sid, kind, expiresAt: payload.exp };
  } catch {
    return null;
  }
}
