/** The ships (units) as other modules read them: every one, or those with given ids or codes. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { isUuid } from '../resources/stores/typed-helpers.js';
import { units } from './tables.js';

export interface Ship {
  id: string;
  code: string;
  name: string;
  imoNumber: string | null;
  /** shaped by the `ship` resource descriptor (type, DWT, GT, engines …) */
  particulars: Record<string, unknown>;
  disabled: boolean;
}

export interface ShipFilter {
  ids?: readonly string[];
  codes?: readonly string[];
}

const columns = { id: units.id, code: units.code, name: units.name, imoNumber: units.imoNumber, particulars: units.particulars, disabled: units.disabled };

/** The ships by code, disabled ones too; only those with these ids or codes when given (an empty list matches none, a text that is no id matches nothing). */
export async function listShips(db: Db, filter: ShipFilter = {}): Promise<Ship[]> {
  const ids = filter.ids?.filter(isUuid);
  if (ids?.length === 0 || filter.codes?.length === 0) return [];
  const conditions: SQL[] = [];
  if (ids) conditions.push(inArray(units.id, [...new Set(ids)]));
  if (filter.codes) conditions.push(inArray(units.code, [...new Set(filter.codes)]));
  return db.select(columns).from(units).where(and(...conditions)).orderBy(asc(units.code));
}

/** The ship with this id, or undefined. */
export async function findShip(db: Db, id: string): Promise<Ship | undefined> {
  const [ship] = await db.select(columns).from(units).where(eq(units.id, id));
  return ship;
}
