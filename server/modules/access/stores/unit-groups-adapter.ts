/** Unit groups (fleets) as a resource: groups of ships, over the unit_groups and unit_group_units tables. */
import { eq } from 'drizzle-orm';
import { unitGroupUnits, unitGroups, userUnitGroups, users } from '../tables.js';
import { groupAdapter } from './group-adapter.js';

export const unitGroupsAdapter = groupAdapter({
  table: unitGroups,
  links: unitGroupUnits,
  memberColumn: unitGroupUnits.unitId,
  link: (groupId, unitId) => ({ groupId, unitId }),
  field: 'units',
  typedReferrers: (db, _resource, id) =>
    db.select({ id: users.id, label: users.username }).from(userUnitGroups).innerJoin(users, eq(users.id, userUnitGroups.userId)).where(eq(userUnitGroups.groupId, id)),
});
