/**
 * The store behind each resource, by the descriptor's `store` (records unless it says otherwise). A typed table's
 * adapter lives in the module that owns the table and is plugged in by the app (server/app.ts), as write hooks and
 * delete guards are: the resources module depends on none of them.
 */
import type { ResourceStore } from '../../../../descriptors/lib/resource.js';
import { Registry, type RegistryEntry } from '../../../../descriptors/lib/registry.js';
import type { LoadedResource } from '../definitions.js';
import { recordsAdapter } from './records-adapter.js';
import type { StoreAdapter } from './store-adapter.js';

export interface StoreAdapterEntry extends RegistryEntry {
  id: ResourceStore;
  adapter: StoreAdapter;
}

export const storeAdapters = new Registry<StoreAdapterEntry>('resource store', [{ id: 'records', name: 'Records', adapter: recordsAdapter }]);

export function storeFor(resource: LoadedResource): StoreAdapter {
  return storeAdapters.get(resource.definition.store ?? 'records').adapter;
}
