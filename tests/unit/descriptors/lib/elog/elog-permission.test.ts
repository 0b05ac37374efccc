import { describe, expect, it } from 'vitest';
import {
  canRemoveApproval,
  elogPermissions,
  elogPermissionsOf,
  hasElogPermission,
  signatureCapacity,
  type ElogPermissionSet,
  type ElogPrincipal,
} from '../../../../../descriptors/lib/elog/elog-permission.js';

const deckLog: ElogPermissionSet = {
  eLogCode: 'DECK',
  permissions: [
    { idRoleGroup: 'OFFICERS', permission: 'VIEW' },
    { idRoleGroup: 'OFFICERS', permission: 'FILLING', workflowStatus: 'OPEN' },
    { idRoleGroup: 'OFFICERS', permission: 'APPROVAL', firstSign: true },
    { idRoleGroup: 'MASTER', permission: 'VIEW', workflowStatus: null },
    { idRoleGroup: 'MASTER', permission: 'APPROVAL', main: true, workflowStatus: 'COMPLETED' },
    { idRoleGroup: 'MASTER', permission: 'CANCELED_APPROVAL', workflowStatus: 'SIGNED' },
    { idRoleGroup: 'OFFICE', permission: 'PRINT', workflowStatus: '' },
    { idRoleGroup: 'OFFICE', permission: 'VIEW', firstSign: true, main: true },
  ],
};

const user = (...roleGroupIds: string[]): ElogPrincipal => ({ userType: 'USER', roleGroupIds });
const admin: ElogPrincipal = { userType: 'ADMIN', roleGroupIds: [] };
const officer = user('OFFICERS');
const master = user('MASTER');
const office = user('OFFICE');

describe('eLog permissions', () => {
  it('gives ADMIN every permission, every signature and every status, even without a set', () => {
    for (const permission of elogPermissions) {
      expect(hasElogPermission(admin, deckLog, permission), permission).toBe(true);
      expect(hasElogPermission(admin, undefined, permission, { workflowStatus: 'ANY' }), permission).toBe(true);
    }
    expect(signatureCapacity(admin, undefined)).toEqual({ canSign: true, firstSign: true, main: true });
    expect(canRemoveApproval(admin, deckLog)).toBe(true);
    expect([...elogPermissionsOf(admin, deckLog)]).toEqual([...elogPermissions]);
  });

  it('keeps the spec\'s spelling of the workflow management permission', () => {
    expect(elogPermissions).toContain('LOG_WORKFLOW_MANAGMENT');
    expect(elogPermissions).toHaveLength(8);
  });

  it('grants a user only what the rows of their role groups grant', () => {
    expect(hasElogPermission(officer, deckLog, 'VIEW')).toBe(true);
    expect(hasElogPermission(officer, deckLog, 'APPROVAL')).toBe(true);
    expect(hasElogPermission(officer, deckLog, 'PRINT')).toBe(false);
    expect(hasElogPermission(officer, deckLog, 'CANCELED_APPROVAL', { workflowStatus: 'SIGNED' })).toBe(false);
    expect(hasElogPermission(user('CREW'), deckLog, 'VIEW')).toBe(false);
    expect(hasElogPermission(user(), deckLog, 'VIEW')).toBe(false);
    expect(hasElogPermission(officer, undefined, 'VIEW')).toBe(false);
  });

  it('ties a row with a workflow status to that status only', () => {
    expect(hasElogPermission(officer, deckLog, 'FILLING', { workflowStatus: 'OPEN' })).toBe(true);
    expect(hasElogPermission(officer, deckLog, 'FILLING', { workflowStatus: 'COMPLETED' })).toBe(false);
    expect(hasElogPermission(officer, deckLog, 'FILLING')).toBe(false);
    expect(hasElogPermission(officer, deckLog, 'FILLING', {})).toBe(false);
  });

  it('lets a row without a status (absent, null or empty) apply in every status', () => {
    expect(hasElogPermission(officer, deckLog, 'VIEW', { workflowStatus: 'SIGNED' })).toBe(true);
    expect(hasElogPermission(master, deckLog, 'VIEW', { workflowStatus: 'OPEN' })).toBe(true);
    expect(hasElogPermission(office, deckLog, 'PRINT', { workflowStatus: 'SIGNED' })).toBe(true);
    expect(hasElogPermission(office, deckLog, 'PRINT')).toBe(true);
  });

  it('adds up the rows of every role group the user has', () => {
    const both = user('OFFICERS', 'OFFICE');
    expect(hasElogPermission(both, deckLog, 'PRINT')).toBe(true);
    expect(hasElogPermission(both, deckLog, 'FILLING', { workflowStatus: 'OPEN' })).toBe(true);
  });
});

describe('eLog signatures', () => {
  it('lets the officer of the watch give the first signature but not the main one', () => {
    expect(signatureCapacity(officer, deckLog)).toEqual({ canSign: true, firstSign: true, main: false });
    expect(signatureCapacity(officer, deckLog, 'COMPLETED')).toEqual({ canSign: true, firstSign: true, main: false });
  });

  it('gives the master the main signature only in the status the row names', () => {
    expect(signatureCapacity(master, deckLog, 'COMPLETED')).toEqual({ canSign: true, firstSign: false, main: true });
    expect(signatureCapacity(master, deckLog, 'OPEN')).toEqual({ canSign: false, firstSign: false, main: false });
    expect(signatureCapacity(master, deckLog)).toEqual({ canSign: false, firstSign: false, main: false });
  });

  it('combines the capacities of several role groups', () => {
    expect(signatureCapacity(user('OFFICERS', 'MASTER'), deckLog, 'COMPLETED')).toEqual({ canSign: true, firstSign: true, main: true });
  });

  it('reads the signature flags from APPROVAL rows only', () => {
    expect(signatureCapacity(office, deckLog)).toEqual({ canSign: false, firstSign: false, main: false });
    expect(signatureCapacity(user(), undefined)).toEqual({ canSign: false, firstSign: false, main: false });
  });

  it('lets only CANCELED_APPROVAL remove an approval, in its status', () => {
    expect(canRemoveApproval(master, deckLog, 'SIGNED')).toBe(true);
    expect(canRemoveApproval(master, deckLog, 'COMPLETED')).toBe(false);
    expect(canRemoveApproval(master, deckLog)).toBe(false);
    expect(canRemoveApproval(officer, deckLog, 'SIGNED')).toBe(false);
  });
});

describe('the permissions a user holds on an eLog', () => {
  it('lists what applies in the status, for the runtime to hide the rest', () => {
    expect(elogPermissionsOf(officer, deckLog, 'OPEN')).toEqual(new Set(['VIEW', 'FILLING', 'APPROVAL']));
    expect(elogPermissionsOf(officer, deckLog)).toEqual(new Set(['VIEW', 'APPROVAL']));
    expect(elogPermissionsOf(master, deckLog, 'SIGNED')).toEqual(new Set(['VIEW', 'CANCELED_APPROVAL']));
    expect(elogPermissionsOf(user('CREW'), deckLog).size).toBe(0);
  });
});
