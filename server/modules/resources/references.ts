/** References between resources: values must point at existing records; a referenced record is not deleted. */
import { and, eq, sql } from 'drizzle-orm';
import { fieldEntries, fieldValue, recordLabel } from '../../../descriptors/lib/resource.js';
import { type Language, resolveText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { records } from './tables.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import { translate } from '../../http/i18n.js';
import { findResource, listResources, type LoadedResource } from './definitions.js';
import { storeFor } from './stores/index.js';
import type { StoredRecord } from './stores/store-adapter.js';

const valuesOf = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== undefined && v !== null && v !== '').map(String);

export async function assertReferencesExist(db: Db, resource: LoadedResource, data: Record<string, unknown>): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, reference] of Object.entries(resource.definition.references ?? {})) {
    const target = await findResource(db, reference.resource);
    for (const { pointer, value } of fieldEntries(data, field)) {
      if (value === '') continue;
      const found = target ? await storeFor(target).exists(db, target, reference.key, String(value)) : false;
      if (!found) errors.push({ path: `/requestValue/data${pointer}`, code: 'reference', messageKey: 'records.missingReference', params: { field, value: String(value) } });
    }
  }
  if (errors.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, errors);
}

export interface Referrer {
  resource: string;
  resourceTitle: string;
  id: string;
  label: string;
  disabled: boolean;
}

/** Every record of any resource whose reference fields point at this record (those `isShown` accepts, when given). */
export async function findReferrers(
  db: Db, target: LoadedResource, record: StoredRecord, language: Language,
  isShown: (source: LoadedResource, row: StoredRecord) => boolean = () => true,
): Promise<Referrer[]> {
  const referrers: Referrer[] = [];
  for (const source of await listResources(db)) {
    const title = resolveText(source.definition.title, language, (key) => translate(language, key));
    for (const [field, reference] of Object.entries(source.definition.references ?? {})) {
      if (reference.resource !== target.code) continue;
      const raw = reference.key ? fieldValue(record.data, reference.key) : record.id;
      if (raw === undefined || raw === null) continue;
      const value = String(raw);
      const rows = await rowsPointingAt(db, source, field, value);
      for (const row of rows.filter((r) => isShown(source, r))) referrers.push({ resource: source.code, resourceTitle: title, id: row.id, label: recordLabel(source.definition, row, language), disabled: row.disabled });
    }
  }
  return referrers;
}

async function rowsPointingAt(db: Db, source: LoadedResource, field: string, value: string): Promise<StoredRecord[]> {
  if ((source.definition.store ?? 'records') === 'records') {
    // Lax jsonpath steps into arrays on the way and at the end: a scalar, a list and a field of list items all match.
    const jsonPath = `$.${field.split('.').map((part) => JSON.stringify(part)).join('.')} ? (@ == ${JSON.stringify(value)})`;
    const pointsHere = sql`${records.data} @? ${jsonPath}::jsonpath`;
    return db.select().from(records).where(and(eq(records.resource, source.code), pointsHere)).limit(20);
  }
  return (await storeFor(source).listAll(db, source)).filter((row) => valuesOf(fieldValue(row.data, field)).includes(value)).slice(0, 20);
}
