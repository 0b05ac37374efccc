/** Role groups as a resource: groups of roles, over the role_groups and role_group_roles tables. */
import { roleGroupRoles, roleGroups } from '../tables.js';
import { groupAdapter } from './group-adapter.js';

export const roleGroupsAdapter = groupAdapter({
  table: roleGroups,
  links: roleGroupRoles,
  memberColumn: roleGroupRoles.roleId,
  link: (groupId, roleId) => ({ groupId, roleId }),
  field: 'roles',
});
