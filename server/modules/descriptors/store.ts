/** Reading descriptor rows; every body is upgraded to the kind's latest schema version on read. */
import { and, eq } from 'drizzle-orm';
import { kindDefinitions, type DescriptorBody, type DescriptorKind } from '../../../descriptors/kinds/index.js';
import type { Db } from '../../db/engine.js';
import { descriptors } from './tables.js';
import { migrateDescriptor } from './migrate-descriptor.js';

export type DescriptorRow = typeof descriptors.$inferSelect;

/**
 * A row read for one kind carries that kind's body type: every stored body passed its kind's schema on write and is
 * upgraded to the latest version on read, so this is the one place the store vouches for the shape. Code generic over
 * kinds keeps the plain row.
 */
export type KindRow<K extends DescriptorKind> = DescriptorKind extends K ? DescriptorRow : Omit<DescriptorRow, 'body'> & { body: DescriptorBody<K> };
const asKindRow = <K extends DescriptorKind>(row: DescriptorRow) => row as KindRow<K>;

/** A row whose body is at the latest schema version (the stored row is not rewritten by reading). */
function upgraded(row: DescriptorRow): DescriptorRow {
  const kind = kindDefinitions[row.kind as DescriptorKind];
  if (!kind || row.schemaVersion === kind.schemaVersion) return row;
  return { ...row, ...migrateDescriptor(kind, row.code, row.body, row.schemaVersion) };
}

export async function getDescriptor<K extends DescriptorKind>(db: Db, kind: K, code: string): Promise<KindRow<K> | undefined> {
  const [row] = await db.select().from(descriptors).where(and(eq(descriptors.kind, kind), eq(descriptors.code, code)));
  return row && asKindRow<K>(upgraded(row));
}

/** The enabled descriptors of a kind (what the runtime uses), by code. */
export async function listDescriptors<K extends DescriptorKind>(db: Db, kind: K): Promise<KindRow<K>[]> {
  const rows = await db.select().from(descriptors).where(and(eq(descriptors.kind, kind), eq(descriptors.disabled, false))).orderBy(descriptors.code);
  return rows.map((row) => asKindRow<K>(upgraded(row)));
}

/** Every descriptor of a kind, disabled ones included (what the designer lists). */
export async function listAllDescriptors<K extends DescriptorKind>(db: Db, kind: K): Promise<KindRow<K>[]> {
  const rows = await db.select().from(descriptors).where(eq(descriptors.kind, kind)).orderBy(descriptors.code);
  return rows.map((row) => asKindRow<K>(upgraded(row)));
}
