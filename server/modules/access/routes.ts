/** /api/user/me and the administrator's account actions (unblock, reset password). */
import { randomInt } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { eq, inArray } from 'drizzle-orm';
import { MeUnit } from '../../../descriptors/lib/me-answer.js';
import { unitGroupUnits, unitGroups, userUnitGroups, users } from './tables.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { writeAudit } from '../audit/audit.js';
import { setPassword } from '../auth/passwords.js';
import { revokeUserSessions, type AuthContext } from '../auth/sessions.js';
import { displayNameOf, findUserById } from './principals.js';
import { unblockUser } from './unblock-user.js';
import { listVisibleShips } from './visible-ships.js';

const Me = z.object({
  id: z.string(), username: z.string(), userType: z.string(), displayName: z.string(),
  functions: z.record(z.string(), z.string()), roles: z.array(z.string()),
  userDetail: z.object({ displayName: z.string().nullable(), email: z.string().nullable(), languageCode: z.string().nullable(), phoneNumber: z.string().nullable(), timezone: z.string().nullable() }),
  passwordState: z.string(), passwordExpireDate: z.string().nullable(), passwordDoesNotExpire: z.boolean(),
  customHomePath: z.string().nullable(), customMenu: z.array(z.string()).nullable(),
  units: z.array(MeUnit), unitGroups: z.array(z.object({ id: z.string(), code: z.string(), description: z.string(), unitIds: z.array(z.string()) })),
}).openapi('Me');

const IdParam = z.object({ id: z.uuid() });

/** A temporary password that meets the default criteria: letters of both cases, digits, a sign. */
export function generateTemporaryPassword(): string {
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[randomInt(set.length)]).join('');
  const chars = pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 3) + pick('abcdefghijkmnpqrstuvwxyz', 5) + pick('23456789', 3) + pick('#%+=!?', 1);
  return [...chars].sort(() => randomInt(3) - 1).join('');
}

export function accessRoutes(ctx: AuthContext) {
  const router = createRouter();
  const { db } = ctx;

  router.openapi(createRoute({
    method: 'get', path: '/user/me', tags: ['Access'], summary: 'The signed-in user with functions and units',
    responses: { 200: jsonResponse(Me, 'The current user') },
  }), async (c) => {
    const principal = principalOf(c);
    const user = await findUserById(db, principal.userId);
    if (!user) throw new KeelError('UNAUTHENTICATED', 'auth.unauthenticated');
    const visible = await listVisibleShips(db, principal);
    const groups = await db.select({ id: unitGroups.id, code: unitGroups.code, description: unitGroups.description })
      .from(userUnitGroups).innerJoin(unitGroups, eq(unitGroups.id, userUnitGroups.groupId)).where(eq(userUnitGroups.userId, user.id));
    const members = groups.length
      ? await db.select().from(unitGroupUnits).where(inArray(unitGroupUnits.groupId, groups.map((g) => g.id)))
      : [];
    const visibleIds = new Set(visible.map((u) => u.id));
    return c.json({
      id: user.id, username: user.username, userType: user.userType, displayName: displayNameOf(user),
      functions: principal.functions, roles: principal.roles,
      userDetail: { displayName: user.displayName, email: user.email, languageCode: user.languageCode, phoneNumber: user.phoneNumber, timezone: user.timezone },
      passwordState: user.passwordState, passwordExpireDate: user.passwordExpireDate?.toISOString() ?? null,
      passwordDoesNotExpire: user.passwordDoesNotExpire, customHomePath: user.customHomePath, customMenu: user.customMenu,
      units: visible.map((u) => ({ id: u.id, code: u.code, name: u.name })),
      unitGroups: groups.map((g) => ({ ...g, unitIds: members.filter((m) => m.groupId === g.id && visibleIds.has(m.unitId)).map((m) => m.unitId) })),
    }, 200);
  });

  router.openapi(createRoute({
    method: 'put', path: '/users/{id}/unblock', tags: ['Access'], summary: 'Unblock a user blocked after failed sign-ins',
    middleware: [requireFunction('MANAGE_USERS', 'MANAGEMENT')] as const,
    request: { params: IdParam },
    responses: { 200: jsonResponse(z.object({ id: z.string(), passwordState: z.string() }), 'Unblocked') },
  }), async (c) => {
    const actor = principalOf(c);
    const { id } = c.req.valid('param');
    const user = await findUserById(db, id);
    if (!user) throw new KeelError('NOT_FOUND', 'error.notFound');
    if (user.passwordState !== 'BLOCKED') throw new KeelError('BUSINESS_RULE', 'access.notBlocked', { username: user.username });
    await unblockUser(db, user, actor);
    addServerMessage(c, 'SUCCESS', 'access.unblocked', { username: user.username });
    return c.json({ id, passwordState: 'VALID' }, 200);
  });

  router.openapi(createRoute({
    method: 'put', path: '/users/{id}/reset-password', tags: ['Access'], summary: 'Give a user a new temporary password',
    middleware: [requireFunction('MANAGE_USERS', 'MANAGEMENT')] as const,
    request: { params: IdParam },
    responses: { 200: jsonResponse(z.object({ id: z.string(), temporaryPassword: z.string() }), 'The temporary password, shown once') },
  }), async (c) => {
    const actor = principalOf(c);
    const { id } = c.req.valid('param');
    const user = await findUserById(db, id);
    if (!user) throw new KeelError('NOT_FOUND', 'error.notFound');
    const temporaryPassword = generateTemporaryPassword();
    await setPassword(db, id, temporaryPassword, 'TEMPORARY', actor.username);
    await db.update(users).set({ version: user.version + 1 }).where(eq(users.id, id));
    await revokeUserSessions(db, id);
    await writeAudit(db, { actor, action: 'RESET_PASSWORD', entity: 'user', entityId: id, fromVersion: user.version, toVersion: user.version + 1 });
    addServerMessage(c, 'WARN', 'users.passwordReset', { username: user.username, password: temporaryPassword });
    return c.json({ id, temporaryPassword }, 200);
  });

  return router;
}
