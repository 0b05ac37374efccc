/**
 * Who may do what in a logbook (SPEC §6): the ship must be one the user sees, and the eLog permission rows of the
 * user's role groups decide the rest (descriptors/lib/elog/elog-permission.ts). SIGNING_NOT_ALLOWED keeps a user
 * from signing at all, administrators included, so it is read from the grants rather than with hasFunction.
 */
import type { Principal } from '../../../descriptors/lib/access.js';
import { hasElogPermission, type ElogPermission, type ElogPrincipal } from '../../../descriptors/lib/elog/elog-permission.js';
import type { Db } from '../../db/engine.js';
import { roleGroupCodesOfRole } from '../access/roles.js';
import { assertAccess } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import type { ElogDefinition } from './elog-definitions.js';

export function canChangeSignaturePassword(principal: Principal, options: { orThrow?: boolean } = {}): boolean {
  const allowed = principal.functions.SIGNING_NOT_ALLOWED === undefined;
  if (!allowed && options.orThrow) throw new KeelError('FORBIDDEN', 'elog.signature.notAllowed');
  return allowed;
}

/** Codes of the role groups the user's role belongs to (eLog permission rows name role groups by code). */
export async function roleGroupCodesOf(db: Db, principal: Principal): Promise<readonly string[]> {
  if (!principal.roles.length) return [];
  return roleGroupCodesOfRole(db, principal.roles[0]);
}

/** Refuses (403) a ship the user may not see. */
export function assertUnitVisible(principal: Principal, unitId: string): void {
  if (principal.userType !== 'ADMIN' && !principal.unitIds.includes(unitId)) throw new KeelError('FORBIDDEN', 'elog.unitNotVisible');
}

/** A user acting in one ship's logbook: checked for the ship and the logbook's function, with their role groups. */
export interface ElogActor {
  principal: Principal;
  elog: ElogPrincipal;
}

/** Without a ship (reading a logbook's configuration) only the function and the role groups are checked. */
export async function elogActor(db: Db, principal: Principal, definition: ElogDefinition, unitId?: string): Promise<ElogActor> {
  if (unitId !== undefined) assertUnitVisible(principal, unitId);
  const fn = definition.config.params?.requiredFunction;
  if (fn) assertAccess(principal, { requiredFunctions: { [fn]: 'VIEW' } });
  return { principal, elog: { userType: principal.userType, roleGroupIds: await roleGroupCodesOf(db, principal) } };
}

/** Refuses (403) what the logbook's permission rows do not grant the user. */
export function requireElogPermission(actor: ElogActor, definition: ElogDefinition, permission: ElogPermission, workflowStatus?: string): void {
  if (!hasElogPermission(actor.elog, definition.permissions, permission, { workflowStatus })) throw elogRefusal(definition, permission);
}

/** The refusal says in words what the user's role may not do in which logbook, by the logbook's name. */
export function elogRefusal(definition: ElogDefinition, permission: ElogPermission): KeelError {
  return new KeelError('FORBIDDEN', `elog.refused.${permission}`, { elog: definition.config.config.name });
}
