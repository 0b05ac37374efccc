/** Revisions of a descriptor: list, read, diff and restore (a restore is a new version). */
import { and, desc, eq } from 'drizzle-orm';
import { kindDefinitions, type DescriptorKind } from '../../../descriptors/kinds/index.js';
import { diffJson, type JsonChange } from '../../../descriptors/lib/json-diff.js';
import type { Db } from '../../db/engine.js';
import { descriptorRevisions } from './tables.js';
import { KeelError } from '../../errors/keel-error.js';
import { updateDescriptor, type Actor } from './descriptor-writes.js';
import { migrateDescriptor } from './migrate-descriptor.js';
import { getDescriptor, type DescriptorRow } from './store.js';

export type RevisionRow = typeof descriptorRevisions.$inferSelect;

async function requireDescriptor(db: Db, kind: DescriptorKind, code: string): Promise<DescriptorRow> {
  const row = await getDescriptor(db, kind, code);
  if (!row) throw new KeelError('NOT_FOUND', 'descriptors.notFound', { kind, code });
  return row;
}

export async function listRevisions(db: Db, kind: DescriptorKind, code: string): Promise<Omit<RevisionRow, 'body'>[]> {
  const row = await requireDescriptor(db, kind, code);
  return db.select({
    id: descriptorRevisions.id, descriptorId: descriptorRevisions.descriptorId, version: descriptorRevisions.version,
    schemaVersion: descriptorRevisions.schemaVersion, author: descriptorRevisions.author, note: descriptorRevisions.note, createdAt: descriptorRevisions.createdAt,
  }).from(descriptorRevisions).where(eq(descriptorRevisions.descriptorId, row.id)).orderBy(desc(descriptorRevisions.version));
}

/** One revision, its body upgraded to the latest schema version (the stored original is untouched). */
export async function readRevision(db: Db, kind: DescriptorKind, code: string, version: number): Promise<RevisionRow> {
  const row = await requireDescriptor(db, kind, code);
  const [revision] = await db.select().from(descriptorRevisions)
    .where(and(eq(descriptorRevisions.descriptorId, row.id), eq(descriptorRevisions.version, version)));
  if (!revision) throw new KeelError('NOT_FOUND', 'descriptors.revisionNotFound', { kind, code, version });
  return { ...revision, ...migrateDescriptor(kindDefinitions[kind], code, revision.body, revision.schemaVersion) };
}

export async function diffRevisions(db: Db, kind: DescriptorKind, code: string, from: number, to: number): Promise<JsonChange[]> {
  const [a, b] = await Promise.all([readRevision(db, kind, code, from), readRevision(db, kind, code, to)]);
  return diffJson(a.body, b.body);
}

/** Makes an earlier revision's body the new current version. */
export async function restoreRevision(db: Db, actor: Actor, kind: DescriptorKind, code: string, revisionVersion: number, expectedVersion: number) {
  const revision = await readRevision(db, kind, code, revisionVersion);
  return updateDescriptor(db, actor, kind, code, expectedVersion, { body: revision.body, note: `restored revision ${revisionVersion}` }, 'RESTORE');
}
