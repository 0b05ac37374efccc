/** Reading descriptor rows; every body is upgraded to the kind's latest schema version on read. */
import { and, eq } from 'drizzle-orm';
import { kindDefinitions, type DescriptorKind } from '../../../descriptors/kinds/index.js';
import type { Db } from '../../db/engine.js';
import { descriptors } from '../../db/schema.js';
import { migrateDescriptor } from './migrate-descriptor.js';

export type DescriptorRow = typeof descriptors.$inferSelect;

/** A row whose body is at the latest schema version (the stored row is not rewritten by reading). */
function upgraded(row: DescriptorRow): DescriptorRow {
  const kind = kindDefinitions[row.kind as DescriptorKind];
  if (!kind || row.schemaVersion === kind.schemaVersion) return row;
  return { ...row, ...migrateDescriptor(kind, row.code, row.body, row.schemaVersion) };
}

export async function getDescriptor(db: Db, kind: DescriptorKind, code: string): Promise<DescriptorRow | undefined> {
  const [row] = await db.select().from(descriptors).where(and(eq(descriptors.kind, kind), eq(descriptors.code, code)));
  return row && upgraded(row);
}

/** The enabled descriptors of a kind (what the runtime uses). */
export async function listDescriptors(db: Db, kind: DescriptorKind): Promise<DescriptorRow[]> {
  const rows = await db.select().from(descriptors).where(and(eq(descriptors.kind, kind), eq(descriptors.disabled, false)));
  return rows.map(upgraded);
}

/** Every descriptor of a kind, disabled ones included (what the designer lists). */
export async function listAllDescriptors(db: Db, kind: DescriptorKind): Promise<DescriptorRow[]> {
  const rows = await db.select().from(descriptors).where(eq(descriptors.kind, kind)).orderBy(descriptors.code);
  return rows.map(upgraded);
}
