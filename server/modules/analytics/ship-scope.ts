/** The ships an extraction reads: the filters' ships ∩ the page's ships ∩ the ships the user may see. */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import { listVisibleShips } from '../access/visible-ships.js';

/** Intersects the lists that are given (an empty or absent list does not narrow). */
export function intersectShips(visible: readonly string[], ...lists: (readonly string[] | undefined)[]): string[] {
  return lists.reduce<string[]>((acc, list) => (list?.length ? acc.filter((code) => list.includes(code)) : acc), [...visible]);
}

/**
 * The ships the user may see (disabled ones too: their history stays readable), then narrowed by the page's and the
 * filters' ships, with their names; may be empty (then nothing is read).
 */
export async function shipsToRead(db: Db, principal: Principal, pageUnits?: readonly string[], filterUnits?: readonly string[]): Promise<Map<string, string>> {
  const visible = await listVisibleShips(db, principal, { includeDisabled: true });
  const codes = intersectShips(visible.map((s) => s.code).sort(), pageUnits, filterUnits);
  return new Map(codes.map((code) => [code, visible.find((s) => s.code === code)!.name]));
}

/** The particulars (the `ship` resource: propellerPitch, dwt, designDraft …) of these ships, by code. */
export async function shipParticulars(db: Db, codes: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  if (!codes.length) return new Map();
  const rows = await listShips(db, { codes });
  return new Map(rows.map((r) => [r.code, r.particulars]));
}
