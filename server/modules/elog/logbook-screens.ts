/**
 * A logbook's screen (one whose config names an eLog) opens only for whom the logbook's permission set grants VIEW
 * (SPEC §6). The menu and /api/screens both filter through here, so the menu never offers a logbook that refuses.
 */
import type { Principal } from '../../../descriptors/lib/access.js';
import { hasElogPermission } from '../../../descriptors/lib/elog/elog-permission.js';
import type { Db } from '../../db/engine.js';
import { listDescriptors } from '../descriptors/store.js';
import { roleGroupCodesOf } from './elog-access.js';
import { permissionSetOf } from './elog-definitions.js';

interface ScreenNamingLogbook {
  config?: Record<string, unknown>;
}

const logbookOf = (screen: ScreenNamingLogbook) => (typeof screen.config?.elog === 'string' ? screen.config.elog : undefined);

/** The screens without those of logbooks the user may not view. */
export async function withoutClosedLogbooks<T extends ScreenNamingLogbook>(db: Db, principal: Principal, screens: T[]): Promise<T[]> {
  if (principal.userType === 'ADMIN' || !screens.some(logbookOf)) return screens;
  const sets = new Map((await listDescriptors(db, 'elog-permission')).map((row) => [row.code, permissionSetOf(row)]));
  const user = { userType: principal.userType, roleGroupIds: await roleGroupCodesOf(db, principal) };
  return screens.filter((screen) => {
    const elog = logbookOf(screen);
    return elog === undefined || hasElogPermission(user, sets.get(elog), 'VIEW');
  });
}
