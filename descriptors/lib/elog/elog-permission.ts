/**
 * SPEC eLog permission sets (§6): per eLog, which role groups hold which eLog permission, optionally only in one
 * workflow status, and for APPROVAL whether they give the first signature and the main one. ADMIN holds them all.
 * The server guards eLog actions with these checks; the runtime uses them only to hide buttons.
 */
import type { UserType } from '../access.js';

/** Stored ids: LOG_WORKFLOW_MANAGMENT is spelt as the spec spells it. */
export const elogPermissions = [
  'VIEW',
  'FILLING',
  'SET_DAY_COMPLETE',
  'APPROVAL',
  'MISSED_APPROVAL',
  'CANCELED_APPROVAL',
  'LOG_WORKFLOW_MANAGMENT',
  'PRINT',
] as const;
export type ElogPermission = (typeof elogPermissions)[number];

export interface ElogPermissionRow {
  idRoleGroup: string;
  permission: ElogPermission;
  /** The row applies only in this workflow status; in every status when absent. */
  workflowStatus?: string | null;
  /** APPROVAL: may give the first signature (the officer of the watch). */
  firstSign?: boolean;
  /** APPROVAL: gives the main signature (the master's, the chief engineer's). */
  main?: boolean;
}

export interface ElogPermissionSet {
  eLogCode: string;
  permissions: ElogPermissionRow[];
}

/** Who is asking, as far as eLog permissions go. */
export interface ElogPrincipal {
  userType: UserType;
  roleGroupIds: readonly string[];
}

export interface SignatureCapacity {
  canSign: boolean;
  firstSign: boolean;
  main: boolean;
}

/** The rows of the user's role groups that grant the permission in the status (an empty status counts as none). */
function applyingRows(
  principal: ElogPrincipal,
  set: ElogPermissionSet | undefined,
  permission: ElogPermission,
  workflowStatus: string | undefined,
): ElogPermissionRow[] {
  return (set?.permissions ?? []).filter(
    (row) =>
      row.permission === permission &&
      principal.roleGroupIds.includes(row.idRoleGroup) &&
      (!row.workflowStatus || row.workflowStatus === workflowStatus),
  );
}

/** Whether the user holds the permission on the eLog, in the workflow status when one is given. */
export function hasElogPermission(
  principal: ElogPrincipal,
  set: ElogPermissionSet | undefined,
  permission: ElogPermission,
  context?: { workflowStatus?: string },
): boolean {
  return principal.userType === 'ADMIN' || applyingRows(principal, set, permission, context?.workflowStatus).length > 0;
}

/** Whether the user may sign (APPROVAL), and whether as first signer and as main signer. */
export function signatureCapacity(principal: ElogPrincipal, set: ElogPermissionSet | undefined, workflowStatus?: string): SignatureCapacity {
  if (principal.userType === 'ADMIN') return { canSign: true, firstSign: true, main: true };
  const rows = applyingRows(principal, set, 'APPROVAL', workflowStatus);
  return {
    canSign: rows.length > 0,
    firstSign: rows.some((row) => row.firstSign === true),
    main: rows.some((row) => row.main === true),
  };
}

/** Whether the user may cancel a given approval (CANCELED_APPROVAL). */
export function canRemoveApproval(principal: ElogPrincipal, set: ElogPermissionSet | undefined, workflowStatus?: string): boolean {
  return hasElogPermission(principal, set, 'CANCELED_APPROVAL', { workflowStatus });
}

/** Every permission the user holds on the eLog in the workflow status. */
export function elogPermissionsOf(principal: ElogPrincipal, set: ElogPermissionSet | undefined, workflowStatus?: string): Set<ElogPermission> {
  return new Set(elogPermissions.filter((permission) => hasElogPermission(principal, set, permission, { workflowStatus })));
}
