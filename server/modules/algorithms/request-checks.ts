/** What several algorithm calls check of their requests, said once: a ship the user may see, a period the right way round. */
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import { findShip, type Ship } from '../access/ships.js';

const dayMs = 86_400_000;

/** A refusal of one field of the request, at `/requestValue/<field>`. */
export function fieldRefusal(field: string, code: string, messageKey: string, params: Record<string, string | number> = {}): KeelError {
  const error: FieldError = { path: `/requestValue/${field}`, code, messageKey, params };
  return new KeelError('INVALID_INPUT', messageKey, params, [error]);
}

/** The ship of `unitId` when the user may see it; a 400 at the field otherwise (its existence is not told). */
export async function requireVisibleShip(db: Db, principal: Principal, unitId: string, field = 'unitId'): Promise<Ship> {
  const ship = await findShip(db, unitId);
  if (!ship || !canSeeUnit(principal, ship.id)) throw fieldRefusal(field, 'reference', 'algorithms.unknownShip', { unitId });
  return ship;
}

/** [from, to) in epoch ms, refused at `endField` when it ends before it starts or is longer than `maxDays`. */
export function requirePeriod(start: string, end: string, endField: string, maxDays: number): { from: number; to: number } {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (!(to > from)) throw fieldRefusal(endField, 'order', 'algorithms.periodOrder');
  if (to - from > maxDays * dayMs) throw fieldRefusal(endField, 'range', 'algorithms.periodTooLong', { days: maxDays });
  return { from, to };
}
