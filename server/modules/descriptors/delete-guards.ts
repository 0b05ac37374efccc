/**
 * Business rules a module adds before a descriptor of a kind is deleted: e.g. an algorithm that trained models name.
 * Keyed by kind; the owning module registers its guard when it is imported (so `descriptors` imports no module).
 */
import { Registry, type RegistryEntry } from '../../../descriptors/lib/registry.js';
import type { DescriptorKind } from '../../../descriptors/kinds/index.js';
import type { Db } from '../../db/engine.js';
import type { MessageRef } from '../../errors/keel-error.js';

export interface DescriptorDeleteGuard extends RegistryEntry {
  id: DescriptorKind;
  /** Why the descriptor may not be deleted (a message key and its parameters), or undefined when it may. */
  check(db: Db, code: string): Promise<MessageRef | undefined>;
}

export const descriptorDeleteGuards = new Registry<DescriptorDeleteGuard>('descriptor delete guard');
