/** The store behind each resource, by the descriptor's `store` (records unless it says otherwise). */
import type { ResourceStore } from '../../../../descriptors/lib/resource.js';
import type { LoadedResource } from '../definitions.js';
import { appParametersAdapter } from './app-parameters-adapter.js';
import { recordsAdapter } from './records-adapter.js';
import { roleGroupsAdapter } from './role-groups-adapter.js';
import { rolesAdapter } from './roles-adapter.js';
import type { StoreAdapter } from './store-adapter.js';
import { shipsAdapter } from './ships-adapter.js';
import { unitGroupsAdapter } from './unit-groups-adapter.js';
import { usersAdapter } from './users-adapter.js';
import { voyageLegsAdapter } from '../../voyages/leg-store.js';

const adapters: Record<ResourceStore, StoreAdapter> = {
  records: recordsAdapter,
  users: usersAdapter,
  roles: rolesAdapter,
  'role-groups': roleGroupsAdapter,
  units: shipsAdapter,
  'unit-groups': unitGroupsAdapter,
  'app-parameters': appParametersAdapter,
  'voyage-legs': voyageLegsAdapter,
};

export function storeFor(resource: LoadedResource): StoreAdapter {
  return adapters[resource.definition.store ?? 'records'];
}
