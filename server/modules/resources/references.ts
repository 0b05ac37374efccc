/** References between resources: values must point at existing records; a referenced record is not deleted. */
import { and, eq, or, sql } from 'drizzle-orm';
import { fieldValue, recordLabel } from '../../../descriptors/lib/resource.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { records } from '../../db/schema.js';
import { KeelError } from '../../http/errors.js';
import { translate, type Language } from '../../http/i18n.js';
import { findResource, listResources, type LoadedResource } from './definitions.js';
import type { RecordRow } from './record-store.js';
import { dataText } from './record-sql.js';

/** The value other records store to point at this record: the referenced key field, else the id. */
function referenceValue(record: RecordRow, key: string | undefined): string | undefined {
  if (!key) return record.id;
  const value = fieldValue(record.data, key);
  return value === undefined || value === null ? undefined : String(value);
}

export async function assertReferencesExist(db: Db, resource: LoadedResource, data: Record<string, unknown>, language: Language): Promise<void> {
  const errors = [];
  for (const [field, reference] of Object.entries(resource.definition.references ?? {})) {
    const raw = fieldValue(data, field);
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== undefined && v !== null && v !== '').map(String);
    for (const value of values) {
      const target = await findResource(db, reference.resource);
      const match = reference.key ? sql`${dataText(reference.key)} = ${value}` : isUuid(value) ? eq(records.id, value) : sql`false`;
      const [found] = target ? await db.select({ id: records.id }).from(records).where(and(eq(records.resource, reference.resource), match)).limit(1) : [];
      if (!found) errors.push({ path: `/requestValue/data/${field.replace(/\./g, '/')}`, code: 'reference', message: translate(language, 'records.missingReference', { field, value }) });
    }
  }
  if (errors.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, errors);
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export interface Referrer {
  resource: string;
  resourceTitle: string;
  id: string;
  label: string;
}

/** Every record of any resource whose reference fields point at this record. */
export async function findReferrers(db: Db, target: LoadedResource, record: RecordRow, language: Language): Promise<Referrer[]> {
  const referrers: Referrer[] = [];
  for (const source of await listResources(db)) {
    for (const [field, reference] of Object.entries(source.definition.references ?? {})) {
      if (reference.resource !== target.code) continue;
      const value = referenceValue(record, reference.key);
      if (value === undefined) continue;
      const path = `{${field.split('.').join(',')}}`;
      const pointsHere = or(sql`${dataText(field)} = ${value}`, sql`(${records.data} #> ${path}) @> ${JSON.stringify([value])}::jsonb`);
      const rows = await db.select().from(records).where(and(eq(records.resource, source.code), pointsHere)).limit(20);
      const title = resolveText(source.definition.title, language, (key) => translate(language, key));
      for (const row of rows) referrers.push({ resource: source.code, resourceTitle: title, id: row.id, label: recordLabel(source.definition, row, language) });
    }
  }
  return referrers;
}
