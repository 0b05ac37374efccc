/**
 * SPEC §7 user signature calls (getUserSignature, changeSignaturePassword, elog-permission/can-change-sign-pwd) and a
 * logbook day's signing state: what the user may sign and what the day still awaits.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { DaySigning } from '../../../descriptors/lib/elog/day-signing.js';
import { UserSignature } from '../../../descriptors/lib/elog/signature-answer.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { canChangeSignaturePassword, elogActor, requireElogPermission } from './elog-access.js';
import { loadElog } from './elog-definitions.js';
import { findDay } from './elog-days.js';
import { changeSignaturePassword, readUserSignature } from './signature-password.js';
import { daySigning } from './signing-state.js';

const tags = ['eLog'];
const ChangeSignaturePassword = z.object({
  requestValue: z.object({ currentPassword: z.string().min(1).max(1000), newPassword: z.string().min(1).max(1000) }),
}).openapi('ChangeSignaturePassword');

export function signatureRoutes(db: Db) {
  const router = createRouter();

  router.openapi(createRoute({
    method: 'get', path: '/user/getUserSignature', tags, summary: 'Who signs as the current user, and whether a signature password is set',
    responses: { 200: jsonResponse(UserSignature, 'The signature') },
  }), async (c) => c.json(await readUserSignature(db, principalOf(c).userId), 200));

  router.openapi(createRoute({
    method: 'post', path: '/user/changeSignaturePassword', tags,
    summary: 'Sets the signature password (the first time and after a block with the sign-in password, later with the current signature password)',
    request: { body: { content: { 'application/json': { schema: ChangeSignaturePassword } } } },
    responses: { 200: jsonResponse(z.object({ responseStatus: z.literal('SUCCESS') }), 'Changed') },
  }), async (c) => {
    const principal = principalOf(c);
    canChangeSignaturePassword(principal, { orThrow: true });
    await changeSignaturePassword(db, principal.userId, c.req.valid('json').requestValue);
    addServerMessage(c, 'SUCCESS', 'elog.signature.changed');
    return c.json({ responseStatus: 'SUCCESS' as const }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-permission/can-change-sign-pwd', tags, summary: 'Whether the current user may set a signature password',
    responses: { 200: jsonResponse(z.boolean(), 'true when allowed') },
  }), (c) => c.json(canChangeSignaturePassword(principalOf(c)), 200));

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/{elog}/signing', tags,
    summary: 'A ship\'s logbook day\'s signatures: each entry with its officer in charge and signature, the approval, what the user may sign and what is awaited',
    request: { params: z.object({ elog: z.string().min(1).max(50) }), query: z.object({ unitId: z.uuid(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }) },
    responses: { 200: jsonResponse(DaySigning, 'The signing state (no entries when nothing was entered)') },
  }), async (c) => {
    const { unitId, day } = c.req.valid('query');
    const elog = await loadElog(db, c.req.valid('param').elog);
    const actor = await elogActor(db, principalOf(c), elog, unitId);
    const row = await findDay(db, unitId, elog.code, day);
    requireElogPermission(actor, elog, 'VIEW', row?.status);
    return c.json(await daySigning(db, actor, elog, row), 200);
  });

  return router;
}
