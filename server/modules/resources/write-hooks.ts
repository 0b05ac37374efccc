/**
 * What a module does after a record of a resource was written through the resource convention, keyed by resource
 * code: e.g. the voyages module re-decides the EU scope of voyage legs when a port's flags change. A module registers
 * its hook when it is imported (as delete guards are). Hooks run after the write's transaction.
 */
import { Registry, type RegistryEntry } from '../../../descriptors/lib/registry.js';
import type { Db } from '../../db/engine.js';
import type { StoredRecord } from './stores/store-adapter.js';

export interface WriteHook extends RegistryEntry {
  /** A unique id of the hook (module and purpose). */
  id: string;
  /** The code of the resource whose writes the hook follows. */
  resource: string;
  /** `before` is absent on create, `after` on delete. */
  afterWrite(db: Db, before: StoredRecord | undefined, after: StoredRecord | undefined): Promise<void>;
}

export const writeHooks = new Registry<WriteHook>('resource write hook');

/** Runs every hook of the resource, in registration order. */
export async function runAfterWrite(db: Db, resource: string, before: StoredRecord | undefined, after: StoredRecord | undefined): Promise<void> {
  for (const hook of writeHooks.list()) if (hook.resource === resource) await hook.afterWrite(db, before, after);
}
