/** Bearer authentication, the default-deny session guard and the function guard. */
import type { Context, MiddlewareHandler } from 'hono';
import { hasFunction, meetsRequirement, type AccessRequirement, type FunctionLevel, type Principal } from '../../descriptors/lib/access.js';
import type { KeelEnv, SessionInfo } from './context.js';
import { KeelError } from '../errors/keel-error.js';

export const replyTokenHeader = 'reply-token';

export type TokenResolver = (token: string) => Promise<
  { principal: Principal; session: SessionInfo; replyToken?: string } | undefined
>;

/** Reads `Authorization: Bearer`; a valid token sets the principal and may bring a reply-token. */
export function authentication(resolve: TokenResolver): MiddlewareHandler<KeelEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const resolved = token ? await resolve(token) : undefined;
    if (resolved) {
      c.set('principal', resolved.principal);
      c.set('session', resolved.session);
    }
    await next();
    if (resolved?.replyToken) c.res.headers.set(replyTokenHeader, resolved.replyToken);
  };
}

export interface RouteAccess {
  /** Routes anyone may call, e.g. sign-in and the bundled logos. */
  isPublic(method: string, path: string): boolean;
  /** Routes a password-change session may call besides the public ones. */
  allowsChangeSession(method: string, path: string): boolean;
}

/** Every /api route needs a full session unless it is declared public: deny by default. */
export function requireSessionByDefault(access: RouteAccess): MiddlewareHandler<KeelEnv> {
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if (access.isPublic(method, path)) return next();
    const session = c.get('session');
    if (!session) throw new KeelError('UNAUTHENTICATED', 'auth.unauthenticated');
    if (session.kind === 'change-password' && !access.allowsChangeSession(method, path)) {
      throw new KeelError('UNAUTHENTICATED', 'auth.changePasswordFirst');
    }
    return next();
  };
}

/** The principal of the request; a route behind the default guard always has one. */
export function principalOf(c: Context<KeelEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw new KeelError('UNAUTHENTICATED', 'auth.unauthenticated');
  return principal;
}

/** Guards a route with a function at a level (MANAGEMENT implies VIEW; ADMIN passes). */
export function requireFunction(fn: string, level: FunctionLevel = 'VIEW'): MiddlewareHandler<KeelEnv> {
  return async (c, next) => {
    if (!hasFunction(principalOf(c), fn, level)) {
      throw new KeelError('FORBIDDEN', 'access.missingFunction', { function: fn, level });
    }
    return next();
  };
}

/** Passes when the principal holds at least one of the functions at the level (e.g. any function that reads ship data). */
export function requireAnyFunction(fns: readonly string[], level: FunctionLevel = 'VIEW'): MiddlewareHandler<KeelEnv> {
  return async (c, next) => {
    const principal = principalOf(c);
    if (!fns.some((fn) => hasFunction(principal, fn, level))) throw new KeelError('FORBIDDEN', 'access.missingFunction', { function: fns.join(' | '), level });
    return next();
  };
}

/** Throws 403 unless the principal meets the requirement (functions and roles), naming what is missing. */
export function assertAccess(principal: Principal, requirement: AccessRequirement): void {
  if (meetsRequirement(principal, requirement)) return;
  const missing = Object.entries(requirement.requiredFunctions ?? {}).find(([fn, level]) => !hasFunction(principal, fn, level));
  if (!missing && requirement.requiredRoles?.length) throw new KeelError('FORBIDDEN', 'access.missingRole', { role: requirement.requiredRoles.join(' | ') });
  const [fn, level] = missing ?? ['-', 'VIEW'];
  throw new KeelError('FORBIDDEN', 'access.missingFunction', { function: fn, level });
}

/** Guards a route with a whole requirement (functions and roles), e.g. the one its screen descriptor asks for. */
export function requireAccess(requirement: AccessRequirement): MiddlewareHandler<KeelEnv> {
  return async (c, next) => {
    assertAccess(principalOf(c), requirement);
    return next();
  };
}
