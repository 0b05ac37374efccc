/**
 * The ships (units) a user may see (DESIGN §6: the units given to them directly or through unit groups; administrators
 * every one), read in one place for every list and scope that needs them. The rule itself is `canSeeUnit`.
 */
import { inArray } from 'drizzle-orm';
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { units } from '../../db/schema.js';

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
  const columns = { id: units.id, code: units.code, name: units.name, disabled: units.disabled };
  const isAdministrator = principal.userType === 'ADMIN';
  if (!isAdministrator && !principal.unitIds.length) return [];
  const rows = isAdministrator
    ? await db.select(columns).from(units)
    : await db.select(columns).from(units).where(inArray(units.id, principal.unitIds));
  return rows
    .filter((ship) => canSeeUnit(principal, ship.id) && (options.includeDisabled || !ship.disabled))
    .sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
}
