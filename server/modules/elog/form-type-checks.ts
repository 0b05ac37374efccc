/**
 * A form that entries were filled with may change, but not the type of a field those entries hold values of (issue
 * 18): the old values would no longer be read as what they were. The save is refused at the field's type, naming the
 * field, the types and the entries; widening a whole number to a number is allowed. Renaming or removing a field is
 * always allowed: old entries keep their values and show them as no longer in the form.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import type { Db } from '../../db/engine.js';
import type { FieldError } from '../../errors/keel-error.js';
import { getDescriptor } from '../descriptors/store.js';
import { registerWriteCheck } from '../descriptors/write-checks.js';
import { elogEntries } from './tables.js';
import { isJsonObject } from '../../../descriptors/lib/json-object.js';

const typeText = (type: unknown) => (Array.isArray(type) ? type.join('|') : String(type ?? 'any'));

export interface TypeChange {
  /** keys from the form's root to the field */
  keys: string[];
  from: string;
  to: string;
}

/** Fields present in both schemas whose type differs, other than a whole number becoming a number. */
export function typeChanges(before: unknown, after: unknown, keys: string[] = []): TypeChange[] {
  if (!isJsonObject(before) || !isJsonObject(after) || !isJsonObject(before.properties) || !isJsonObject(after.properties)) return [];
  const afterProperties = after.properties;
  return Object.entries(before.properties).flatMap(([key, old]) => {
    const now = afterProperties[key];
    if (!isJsonObject(old) || !isJsonObject(now)) return [];
    const from = typeText(old.type);
    const to = typeText(now.type);
    if (from !== to && !(from === 'integer' && to === 'number')) return [{ keys: [...keys, key], from, to }];
    return typeChanges(old, now, [...keys, key]);
  });
}

async function entriesHolding(db: Db, form: string, keys: string[]): Promise<number> {
  const path = sql`ARRAY[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]`;
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(elogEntries)
    .where(and(eq(elogEntries.formDescriptor, form), sql`${elogEntries.content} #> ${path} is not null`));
  return row?.count ?? 0;
}

export async function formTypeProblems(db: Db, body: FormBody, at: string, code: string): Promise<FieldError[]> {
  const stored = code ? await getDescriptor(db, 'form', code) : undefined;
  if (!stored) return [];
  const problems: FieldError[] = [];
  for (const change of typeChanges(stored.body.schema, body.schema)) {
    const entries = await entriesHolding(db, code, change.keys);
    if (!entries) continue;
    problems.push({
      path: `${at}/schema/${change.keys.map((k) => `properties/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('/')}/type`, code: 'typeChange',
      messageKey: 'forms.typeChangeRefused', params: { field: change.keys.join('.'), from: change.from, to: change.to, entries },
    });
  }
  return problems;
}

registerWriteCheck('form', formTypeProblems);
