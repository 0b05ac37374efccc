/** The resource stores of the access module's tables, plugged into the resources module by the app. */
import type { StoreAdapterEntry } from '../../resources/stores/index.js';
import { roleGroupsAdapter } from './role-groups-adapter.js';
import { rolesAdapter } from './roles-adapter.js';
import { shipsAdapter } from './ships-adapter.js';
import { unitGroupsAdapter } from './unit-groups-adapter.js';
import { usersAdapter } from './users-adapter.js';

export const accessStoreAdapters: StoreAdapterEntry[] = [
  { id: 'users', name: 'Users', adapter: usersAdapter },
  { id: 'roles', name: 'Roles', adapter: rolesAdapter },
  { id: 'role-groups', name: 'Role groups', adapter: roleGroupsAdapter },
  { id: 'units', name: 'Ships', adapter: shipsAdapter },
  { id: 'unit-groups', name: 'Ship groups', adapter: unitGroupsAdapter },
];
