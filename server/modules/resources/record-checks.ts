/**
 * Checks a form makes before a change: whether a record may be disabled (SPEC §7 person/checkDisable) and
 * whether a new record looks like one that already exists (person/checkPerson). Both read what the
 * resource descriptor declares (disableBlockedBy, duplicateFields), so any resource can use them.
 */
import { fieldValue, recordLabel } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import type { Language } from '../../../descriptors/lib/text.js';
import type { LoadedResource } from './definitions.js';
import { findReferrers, type Referrer } from './references.js';
import { storeFor } from './stores/index.js';
import type { StoredRecord } from './stores/store-adapter.js';

export interface DisableCheck {
  /** False while an enabled record of a `disableBlockedBy` resource refers to this one. */
  allowed: boolean;
  /** The enabled records that stop the disable (e.g. the person's user accounts). */
  blockers: Referrer[];
  /** Other enabled records referring to this one: they keep working but the user should know. */
  affected: Referrer[];
}

export async function checkDisable(db: Db, resource: LoadedResource, record: StoredRecord, language: Language): Promise<DisableCheck> {
  const blocking = new Set(resource.definition.disableBlockedBy ?? []);
  const enabled = (await findReferrers(db, resource, record, language)).filter((r) => !r.disabled);
  const blockers = enabled.filter((r) => blocking.has(r.resource));
  return { allowed: blockers.length === 0, blockers, affected: enabled.filter((r) => !blocking.has(r.resource)) };
}

const comparable = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim().toLocaleLowerCase());

/**
 * Records whose `duplicateFields` all equal the given data's (case and surrounding spaces ignored). A field the
 * data leaves empty is not compared, so a person without a date of birth matches on surname and name.
 */
export async function findLikelyDuplicates(db: Db, resource: LoadedResource, data: Record<string, unknown>, exceptId: string | undefined, language: Language) {
  const fields = (resource.definition.duplicateFields ?? []).filter((field) => comparable(fieldValue(data, field)) !== '');
  if (!fields.length) return [];
  const rows = await storeFor(resource).listAll(db, resource);
  return rows
    .filter((row) => row.id !== exceptId && fields.every((field) => comparable(fieldValue(row.data, field)) === comparable(fieldValue(data, field))))
    .map((row) => ({ id: row.id, label: recordLabel(resource.definition, row, language), disabled: row.disabled }));
}
