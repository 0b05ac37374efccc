/** The resource stores of the access module's tables, plugged into the resources module by the app. */
import type { StoreAdapter } from '../../resources/stores/store-adapter.js';
import type { StoreAdapterEntry } from '../../resources/stores/index.js';
import type { Db } from '../../../db/engine.js';
import { forgetPrincipals } from '../principals.js';
import { forgetRoleGroupCodes } from '../roles.js';
import { roleGroupsAdapter } from './role-groups-adapter.js';
import { rolesAdapter } from './roles-adapter.js';
import { shipsAdapter } from './ships-adapter.js';
import { unitGroupsAdapter } from './unit-groups-adapter.js';
import { usersAdapter } from './users-adapter.js';

type Forget = (db: Db, id: string) => void;

/**
 * The store with every successful write forgetting what it may change of what is kept in memory: a user's write that
 * user's principal; a role, a ship or a ship group everyone's (rare writes; principals reload on the next request);
 * a role or a role group the role group codes of every role.
 */
function forgettingOnWrite(adapter: StoreAdapter, forget: Forget): StoreAdapter {
  return {
    ...adapter,
    async create(ctx, resource, data) {
      const created = await adapter.create.call(this, ctx, resource, data);
      forget(ctx.db, created.id);
      return created;
    },
    async update(ctx, resource, id, update) {
      const updated = await adapter.update.call(this, ctx, resource, id, update);
      forget(ctx.db, id);
      return updated;
    },
    async remove(ctx, resource, id) {
      await adapter.remove.call(this, ctx, resource, id);
      forget(ctx.db, id);
    },
  };
}

const theUser: Forget = (db, id) => forgetPrincipals(db, [id]);
const everyone: Forget = (db) => forgetPrincipals(db);
const roleGroupsOfRoles: Forget = (db) => forgetRoleGroupCodes(db);

export const accessStoreAdapters: StoreAdapterEntry[] = [
  { id: 'users', name: 'Users', adapter: forgettingOnWrite(usersAdapter, theUser) },
  { id: 'roles', name: 'Roles', adapter: forgettingOnWrite(rolesAdapter, (db, id) => { everyone(db, id); roleGroupsOfRoles(db, id); }) },
  { id: 'role-groups', name: 'Role groups', adapter: forgettingOnWrite(roleGroupsAdapter, roleGroupsOfRoles) },
  { id: 'units', name: 'Ships', adapter: forgettingOnWrite(shipsAdapter, everyone) },
  { id: 'unit-groups', name: 'Ship groups', adapter: forgettingOnWrite(unitGroupsAdapter, everyone) },
];
