/** /api/authentication: sign-in (password or detached token), password change, criteria, ping, logout. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { createClientAddressOf } from '../../http/client-address.js';
import type { KeelEnv } from '../../http/context.js';
import { principalOf } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { translate } from '../../http/i18n.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { findUserById, normaliseUsername } from '../access/principals.js';
import { authStatuses, changePassword, sessionData, signIn, type AuthOutcome } from './login.js';
import { readPasswordCriteria } from './passwords.js';
import { resolveToken, revokeSession, type AuthContext } from './sessions.js';
import './scheduled-jobs.js';

const SignInRequest = z.union([
  z.object({ username: z.string().min(1).max(200), password: z.string().min(1).max(1000) }),
  z.object({ token: z.string().min(1).max(4000) }),
]).openapi('SignInRequest');

const ChangePasswordRequest = z.object({
  username: z.string().min(1).max(200).optional(),
  password: z.string().min(1).max(1000),
  passwordOld: z.string().max(1000).optional(),
}).openapi('ChangePasswordRequest');

const AuthResponse = z.object({
  status: z.enum(authStatuses),
  statusMessage: z.string(),
  token: z.string().optional(),
  username: z.string().optional(),
  displayName: z.string().optional(),
  userType: z.string().optional(),
  functions: z.record(z.string(), z.string()).optional(),
  customHomePath: z.string().nullable().optional(),
  languageCode: z.string().nullable().optional(),
  unmetCriteria: z.array(z.string()).optional(),
  blockedUntil: z.string().optional().openapi({ description: 'End of a lockout; only answered to the right password' }),
}).openapi('AuthResponse');

const Criteria = z.object({
  minLength: z.number(), lowerChars: z.number(), upperChars: z.number(), digits: z.number(), specialChars: z.number(),
}).openapi('PasswordCriteria');


function answer(c: Context<KeelEnv>, outcome: AuthOutcome) {
  return {
    status: outcome.status,
    statusMessage: translate(c.get('language'), outcome.messageKey, outcome.messageParams),
    ...(outcome.token ? { token: outcome.token } : {}),
    ...(outcome.session ?? {}),
    ...(outcome.unmetCriteria ? { unmetCriteria: outcome.unmetCriteria } : {}),
    ...(outcome.blockedUntil ? { blockedUntil: outcome.blockedUntil } : {}),
  };
}

/**
 * Decides changing mode from the session and the raw body before the body is validated: a caller who may not
 * change a password learns nothing about the request's shape from 400 answers.
 */
const requireChangingMode: MiddlewareHandler<KeelEnv> = async (c, next) => {
  const principal = c.get('principal');
  const session = c.get('session');
  if (!session || !principal) throw new KeelError('UNAUTHENTICATED', 'auth.unauthenticated');
  const raw: unknown = await c.req.json().catch(() => undefined);
  const body = raw && typeof raw === 'object' ? raw as Record<string, unknown> : {};
  const inChangingMode = (session.kind === 'change-password' || (session.kind === 'full' && typeof body.passwordOld === 'string'))
    && (typeof body.username !== 'string' || normaliseUsername(body.username) === principal.username);
  if (!inChangingMode) throw new KeelError('BUSINESS_RULE', 'auth.changeNotAllowed');
  return next();
};

export function authRoutes(ctx: AuthContext) {
  const router = createRouter();
  const clientAddressOf = createClientAddressOf(ctx.config.trustedProxies);

  router.openapi(createRoute({
    method: 'post', path: '/authentication', tags: ['Authentication'],
    summary: 'Sign in with username and password, or check a token (detached mode)',
    request: { body: jsonBody(SignInRequest) },
    responses: { 200: jsonResponse(AuthResponse, 'The sign-in result') },
  }), async (c) => {
    const body = c.req.valid('json');
    if ('token' in body) {
      const resolved = await resolveToken(ctx, body.token);
      const user = resolved && resolved.session.kind !== 'change-password' ? await findUserById(ctx.db, resolved.principal.userId) : undefined;
      if (!user) return c.json(answer(c, { status: 'LOGIN_ERROR', messageKey: 'framework.message.auth-error' }), 200);
      return c.json(answer(c, { status: 'OK', messageKey: 'auth.ok', token: body.token, session: await sessionData(ctx, user) }), 200);
    }
    return c.json(answer(c, await signIn(ctx, { ...body, clientAddress: clientAddressOf(c) })), 200);
  });

  router.openapi(createRoute({
    method: 'put', path: '/authentication', tags: ['Authentication'],
    summary: 'Change the password (only in changing mode)',
    middleware: [requireChangingMode] as const,
    request: { body: jsonBody(ChangePasswordRequest) },
    responses: { 200: jsonResponse(AuthResponse, 'The change result; OK carries a new token') },
  }), async (c) => {
    const body = c.req.valid('json');
    const principal = principalOf(c);
    const session = c.get('session')!;
    const outcome = await changePassword(ctx, {
      userId: principal.userId, sessionKind: session.kind, password: body.password, passwordOld: body.passwordOld,
    });
    return c.json(answer(c, outcome), 200);
  });

  router.openapi(createRoute({
    method: 'delete', path: '/authentication', tags: ['Authentication'], summary: 'Sign out: revoke the session',
    responses: { 200: jsonResponse(z.object({ ssoLogoutUrl: z.string().optional() }), 'Signed out') },
  }), async (c) => {
    const session = c.get('session');
    const revoked = session ? await revokeSession(ctx.db, session.sessionId) : undefined;
    const logoutUrl = revoked?.ssoIdToken && ctx.ssoLogoutUrl ? await ctx.ssoLogoutUrl(revoked.ssoIdToken) : undefined;
    return c.json(logoutUrl ? { ssoLogoutUrl: logoutUrl } : {}, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/authentication/criteria', tags: ['Authentication'], summary: 'Password criteria',
    responses: { 200: jsonResponse(Criteria, 'Minimum counts a new password must meet') },
  }), async (c) => c.json(await readPasswordCriteria(ctx.db), 200));

  router.openapi(createRoute({
    method: 'get', path: '/authentication/ping', tags: ['Authentication'], summary: 'Answers pong for a live session',
    responses: { 200: { content: { 'text/plain': { schema: z.string() } }, description: 'pong' } },
  }), (c) => c.text('pong', 200));

  return router;
}
