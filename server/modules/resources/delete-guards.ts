/**
 * Business rules a module adds before a record of a resource is deleted, beyond references: e.g. a tag that
 * still has stored measurements. Keyed by resource code; a module registers its guard when it is imported.
 */
import { Registry, type RegistryEntry } from '../../../descriptors/lib/registry.js';
import type { Db } from '../../db/engine.js';
import type { Language } from '../../../descriptors/lib/text.js';
import type { StoredRecord } from './stores/store-adapter.js';

/** Why a record may not be deleted: a message key of locales/*.json and its parameters. */
export interface DeleteRefusal {
  key: string;
  params: Record<string, string | number>;
}

export interface DeleteGuard extends RegistryEntry {
  /** The code of the resource whose records the guard protects. */
  id: string;
  /** The refusal, or undefined when the record may be deleted. */
  check(db: Db, record: StoredRecord, language: Language): Promise<DeleteRefusal | undefined>;
}

export const deleteGuards = new Registry<DeleteGuard>('delete guard');

/** The refusal of the resource's guard for this record, if it has a guard and the guard refuses. */
export async function findDeleteRefusal(db: Db, resource: string, record: StoredRecord, language: Language): Promise<DeleteRefusal | undefined> {
  return deleteGuards.find(resource)?.check(db, record, language);
}
