/**
 * The ships (units) a user may see (DESIGN §6: the units given to them directly or through unit groups; administrators
 * every one), read in one place for every list and scope that needs them. The rule itself is `canSeeUnit`.
 */
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { listShips } from './ships.js';

export interface VisibleShip {
  id: string;
  code: string;
  name: string;
  disabled: boolean;
}

export interface VisibleShipOptions {
  /** Also the disabled ships (their history stays readable); lists to choose from leave them out. */
  includeDisabled?: boolean;
}

/** The ships the principal may see, by name; enabled ones only unless `includeDisabled`. */
export async function listVisibleShips(db: Db, principal: Principal, options: VisibleShipOptions = {}): Promise<VisibleShip[]> {
  const rows = await listShips(db, principal.userType === 'ADMIN' ? {} : { ids: principal.unitIds });
  return rows.map(({ id, code, name, disabled }) => ({ id, code, name, disabled }))
    .filter((ship) => canSeeUnit(principal, ship.id) && (options.includeDisabled || !ship.disabled))
    .sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
}
