/**
 * Reading descriptor rows; every body is upgraded to the kind's latest schema version on read. A kind's rows are kept
 * in memory between requests (server/db/database-caches.ts) and dropped by every write of that kind, on every instance.
 */
import { eq } from 'drizzle-orm';
import { kindDefinitions, type DescriptorBody, type DescriptorKind } from '../../../descriptors/kinds/index.js';
import { databaseCache } from '../../db/database-caches.js';
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

/** A kind's rows in code order and by code (frozen, as everything kept: a reader that wants to change one copies it). */
interface KindRows {
  rows: readonly DescriptorRow[];
  byCode: ReadonlyMap<string, DescriptorRow>;
}

const kindRowsCache = databaseCache<KindRows>('descriptors', { maxEntries: 200, maxAgeMs: 60_000 });

function readKind(db: Db, kind: DescriptorKind): Promise<KindRows> {
  return kindRowsCache.read(db, kind, async () => {
    const rows = (await db.select().from(descriptors).where(eq(descriptors.kind, kind)).orderBy(descriptors.code)).map(upgraded);
    return { rows, byCode: new Map(rows.map((row) => [row.code, row])) };
  });
}

/** Forgets the kept rows of these kinds (every kind when none are named) after `db`'s commit, on every instance. */
export function forgetDescriptors(db: Db, kinds?: readonly DescriptorKind[]): void {
  kindRowsCache.forget(db, kinds);
}

export async function getDescriptor<K extends DescriptorKind>(db: Db, kind: K, code: string): Promise<KindRow<K> | undefined> {
  const row = (await readKind(db, kind)).byCode.get(code);
  return row && asKindRow<K>(row);
}

/** The enabled descriptors of a kind (what the runtime uses), by code. */
export async function listDescriptors<K extends DescriptorKind>(db: Db, kind: K): Promise<KindRow<K>[]> {
  return (await readKind(db, kind)).rows.filter((row) => !row.disabled).map((row) => asKindRow<K>(row));
}

/** Every descriptor of a kind, disabled ones included (what the designer lists). */
export async function listAllDescriptors<K extends DescriptorKind>(db: Db, kind: K): Promise<KindRow<K>[]> {
  return (await readKind(db, kind)).rows.map((row) => asKindRow<K>(row));
}
