/** The resource stores of the access module's tables, plugged into the resources module by the app. */
import type { StoreAdapter } from '../../resources/stores/store-adapter.js';
import type { StoreAdapterEntry } from '../../resources/stores/index.js';
import { forgetPrincipals } from '../principals.js';
import { roleGroupsAdapter } from './role-groups-adapter.js';
import { rolesAdapter } from './roles-adapter.js';
import { shipsAdapter } from './ships-adapter.js';
import { unitGroupsAdapter } from './unit-groups-adapter.js';
import { usersAdapter } from './users-adapter.js';

/**
 * The store with every successful write forgetting the cached principals it may change: the written user's own, or
 * everyone's when a role, a ship or a ship group changed (rare writes; principals reload on the next request).
 */
function forgettingPrincipals(adapter: StoreAdapter, whose: 'the user' | 'everyone'): StoreAdapter {
  const forget = (db: Parameters<typeof forgetPrincipals>[0], id: string) => forgetPrincipals(db, whose === 'the user' ? [id] : undefined);
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

export const accessStoreAdapters: StoreAdapterEntry[] = [
  { id: 'users', name: 'Users', adapter: forgettingPrincipals(usersAdapter, 'the user') },
  { id: 'roles', name: 'Roles', adapter: forgettingPrincipals(rolesAdapter, 'everyone') },
  { id: 'role-groups', name: 'Role groups', adapter: roleGroupsAdapter },
  { id: 'units', name: 'Ships', adapter: forgettingPrincipals(shipsAdapter, 'everyone') },
  { id: 'unit-groups', name: 'Ship groups', adapter: forgettingPrincipals(unitGroupsAdapter, 'everyone') },
];
