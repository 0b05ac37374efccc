/** Unit groups as other modules read them: the groups given to a user (or every one) with the ships in each. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { unitGroupUnits, unitGroups, userUnitGroups } from './tables.js';

export interface UnitGroupWithShips {
  id: string;
  code: string;
  description: string;
  /** ids of the ships in the group */
  unitIds: string[];
}

/** Every unit group, or those given to this user, with their ships. */
export async function listUnitGroups(db: Db, givenTo?: { userId: string }): Promise<UnitGroupWithShips[]> {
  const columns = { id: unitGroups.id, code: unitGroups.code, description: unitGroups.description };
  const groups = givenTo
    ? await db.select(columns).from(userUnitGroups).innerJoin(unitGroups, eq(unitGroups.id, userUnitGroups.groupId)).where(eq(userUnitGroups.userId, givenTo.userId))
    : await db.select(columns).from(unitGroups);
  if (!groups.length) return [];
  const members = await db.select().from(unitGroupUnits).where(inArray(unitGroupUnits.groupId, groups.map((g) => g.id)));
  return groups.map((g) => ({ ...g, unitIds: members.filter((m) => m.groupId === g.id).map((m) => m.unitId) }));
}
