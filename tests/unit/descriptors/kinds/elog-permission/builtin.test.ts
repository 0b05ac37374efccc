import { describe, expect, it } from 'vitest';
import { demoRoleGroups } from '../../../../../seeds/demo-accounts.js';
import { type PermissionSet, configs, permissionSets, statuses } from '../../../../support/elog-builtins.js';

describe('built-in logbook permissions', () => {
  const roleGroups = new Set(demoRoleGroups.map((g) => g.code));

  it('exist for every logbook and name demo role groups and known workflow statuses', () => {
    expect([...permissionSets.keys()].sort()).toEqual([...configs.keys()].sort());
    for (const [code, set] of permissionSets) {
      for (const row of set.permissions) {
        expect(roleGroups.has(row.idRoleGroup), `${code}: ${row.idRoleGroup}`).toBe(true);
        if (row.workflowStatus) expect(statuses.has(row.workflowStatus), `${code}: ${row.workflowStatus}`).toBe(true);
        if (row.firstSign || row.main) expect(row.permission, code).toBe('APPROVAL');
      }
    }
  });

  it('let someone fill, give the first and the main signature, complete the day, and let the office read and print', () => {
    for (const [code, set] of permissionSets) {
      const holds = (permission: string, where: (row: PermissionSet['permissions'][number]) => boolean = () => true) =>
        set.permissions.some((row) => row.permission === permission && where(row));
      expect(holds('FILLING'), `${code}: FILLING`).toBe(true);
      expect(holds('APPROVAL', (row) => row.firstSign === true), `${code}: first signature`).toBe(true);
      expect(holds('APPROVAL', (row) => row.main === true), `${code}: main signature`).toBe(true);
      expect(holds('SET_DAY_COMPLETE'), `${code}: SET_DAY_COMPLETE`).toBe(true);
      expect(holds('LOG_WORKFLOW_MANAGMENT'), `${code}: LOG_WORKFLOW_MANAGMENT`).toBe(true);
      expect(holds('VIEW', (row) => row.idRoleGroup === 'SHORE') && holds('PRINT', (row) => row.idRoleGroup === 'SHORE'), `${code}: office`).toBe(true);
      expect(holds('FILLING', (row) => row.idRoleGroup === 'SHORE'), `${code}: office fills`).toBe(false);
    }
    const mainSigners = (code: string) => permissionSets.get(code)!.permissions.filter((r) => r.main).map((r) => r.idRoleGroup).sort();
    expect(mainSigners('DECK')).toEqual(['MASTERS']);
    // The master approves the deck and radio logs and the MARPOL record books, the chief engineer the engine log.
    expect(mainSigners('RADIO')).toEqual(['MASTERS']);
    expect(mainSigners('ENGINE')).toEqual(['CHIEF_ENGINEERS']);
    for (const marpol of ['ORB1', 'GRB1', 'FUEL_CHANGEOVER']) expect(mainSigners(marpol), marpol).toEqual(['MASTERS']);
  });
});
