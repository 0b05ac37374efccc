/**
 * Records of on-board registries (docs/forms.md "Registries"): a record of a ship in a REGISTRY form, validated against
 * the form on every save (computed fields and rules applied as in a logbook entry), changed only from the version it was
 * read at (a stale one is a 409), each version kept with who saved it and when. A record is never deleted: one entered
 * by mistake is struck out with a reason, in a version of its own, and cannot be changed after that.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { RegistryRecord, RegistryRecordDetail } from '../../../descriptors/lib/registries/registry-answers.js';
import { type Db, inTransaction } from '../../db/engine.js';
import { KeelError, type MessageParam } from '../../errors/keel-error.js';
import { writeAudit } from '../audit/audit.js';
import { validFormContent, type FormRow } from '../descriptors/form-content.js';
import { getDescriptor, listDescriptors } from '../descriptors/store.js';
import { registryRecords, registryRecordVersions } from './tables.js';

type RecordRow = typeof registryRecords.$inferSelect;

/** A REGISTRY form as records are kept in it. */
export type RegistryFormRow = FormRow;
const validContent = (form: RegistryFormRow, content: Record<string, unknown>) => validFormContent(form, content, '/requestValue/content');

/** The enabled REGISTRY form with this code; anything else is a 404 naming the code. */
export async function registryForm(db: Db, code: string): Promise<RegistryFormRow> {
  const row = await getDescriptor(db, 'form', code);
  if (!row || row.disabled || row.body.usage !== 'REGISTRY') throw new KeelError('NOT_FOUND', 'registries.unknownForm', { form: code });
  return { code: row.code, version: row.version, body: row.body };
}

/** Every enabled REGISTRY form, by code. */
export async function registryForms(db: Db): Promise<RegistryFormRow[]> {
  return (await listDescriptors(db, 'form')).filter((row) => row.body.usage === 'REGISTRY')
    .map((row) => ({ code: row.code, version: row.version, body: row.body }));
}

const recordAnswer = (row: RecordRow): RegistryRecord => ({
  id: row.id, unitId: row.unitId, form: row.formCode, content: row.content, version: row.version,
  createdAt: row.createdAt.toISOString(), createdBy: row.createdBy, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy,
  struckOut: row.struckOutAt ? { at: row.struckOutAt.toISOString(), by: row.struckOutBy ?? '', reason: row.struckOutReason ?? '' } : null,
});

/** A ship's records of a form, newest first. */
export async function listRecords(db: Db, unitId: string, form: string, page: { limit: number; offset: number }): Promise<{ records: RegistryRecord[]; total: number }> {
  const where = and(eq(registryRecords.unitId, unitId), eq(registryRecords.formCode, form));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(registryRecords).where(where).orderBy(desc(registryRecords.createdAt), desc(registryRecords.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(registryRecords).where(where),
  ]);
  return { records: rows.map(recordAnswer), total };
}

/** One record of a form with every version it had; a record of another form or of a ship the caller may not see is a 404. */
export async function getRecord(db: Db, form: string, id: string, maySee: (unitId: string) => boolean): Promise<RegistryRecordDetail> {
  const row = await findRecord(db, form, id, maySee);
  const versions = await db.select().from(registryRecordVersions).where(eq(registryRecordVersions.recordId, id)).orderBy(asc(registryRecordVersions.version));
  return { ...recordAnswer(row), versions: versions.map((v) => ({ version: v.version, content: v.content, author: v.author, ts: v.ts.toISOString(), struckOutReason: v.struckOutReason })) };
}

async function findRecord(db: Db, form: string, id: string, maySee: (unitId: string) => boolean): Promise<RecordRow> {
  const [row] = await db.select().from(registryRecords).where(and(eq(registryRecords.id, id), eq(registryRecords.formCode, form)));
  if (!row || !maySee(row.unitId)) throw new KeelError('NOT_FOUND', 'registries.unknownRecord');
  return row;
}

export interface RegistryActor {
  userId: string;
  username: string;
}

/** Keeps a new record of a ship in a registry form. */
export async function createRecord(db: Db, actor: RegistryActor, form: RegistryFormRow, unitId: string, content: Record<string, unknown>): Promise<RegistryRecord> {
  const data = await validContent(form, content);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(registryRecords).values({ unitId, formCode: form.code, content: data, createdBy: actor.username, updatedBy: actor.username }).returning();
    await tx.insert(registryRecordVersions).values({ recordId: row.id, version: 1, content: data, author: actor.username });
    await writeAudit(tx, { actor, action: 'REGISTRY_RECORD_CREATED', entity: `registry:${form.code}`, entityId: row.id, toVersion: 1, details: { unitId } });
    return recordAnswer(row);
  });
}

const required = (field: string, name: MessageParam) =>
  new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{ path: `/requestValue/${field}`, code: 'required', messageKey: 'validation.required', params: { field: name } }]);

/** The record as it is now, when it may still change from the version the caller read: a struck-out one never may, a stale version is a 409. */
function changeable(current: RecordRow, version: number): RecordRow {
  if (current.struckOutAt) {
    throw new KeelError('CONFLICT', 'registries.struckOutUnchangeable', { by: current.struckOutBy ?? '', reason: current.struckOutReason ?? '' });
  }
  if (current.version !== version) throw new KeelError('CONFLICT', 'registries.stale', { version, current: current.version });
  return current;
}

/** Changes a record from the version the caller read (409 when someone saved since or it was struck out); the ship must be the record's. */
export async function updateRecord(db: Db, actor: RegistryActor, form: RegistryFormRow, id: string,
  input: { unitId: string; content: Record<string, unknown>; version?: number }, maySee: (unitId: string) => boolean): Promise<RegistryRecord> {
  if (input.version === undefined) throw required('version', 'version');
  const readVersion = input.version;
  return inTransaction(db, async (tx) => {
    const current = changeable(await findRecord(tx, form.code, id, (unitId) => maySee(unitId) && unitId === input.unitId), readVersion);
    // Checked after the record, so that a struck-out or stale record is refused for that, whatever the content.
    const data = await validContent(form, input.content);
    const version = current.version + 1;
    const [row] = await tx.update(registryRecords).set({ content: data, version, updatedBy: actor.username, updatedAt: new Date() })
      .where(and(eq(registryRecords.id, id), eq(registryRecords.version, current.version))).returning();
    if (!row) throw new KeelError('CONFLICT', 'registries.stale', { version: readVersion, current: version });
    await tx.insert(registryRecordVersions).values({ recordId: id, version, content: data, author: actor.username });
    await writeAudit(tx, { actor, action: 'REGISTRY_RECORD_UPDATED', entity: `registry:${form.code}`, entityId: id, fromVersion: current.version, toVersion: version });
    return recordAnswer(row);
  });
}

/**
 * Strikes a record out as entered by mistake, from the version the caller read: a new version with the same content,
 * marked with the reason, who and when. The record stays in the registry and cannot be changed after that.
 */
export async function strikeOutRecord(db: Db, actor: RegistryActor, form: RegistryFormRow, id: string,
  input: { version: number; reason: string }, maySee: (unitId: string) => boolean): Promise<RegistryRecord> {
  const reason = input.reason.trim();
  if (!reason) throw required('reason', { messageKey: 'registries.strikeOut.reason' });
  return inTransaction(db, async (tx) => {
    const current = changeable(await findRecord(tx, form.code, id, maySee), input.version);
    const version = current.version + 1;
    const now = new Date();
    const [row] = await tx.update(registryRecords)
      .set({ version, struckOutAt: now, struckOutBy: actor.username, struckOutReason: reason, updatedBy: actor.username, updatedAt: now })
      .where(and(eq(registryRecords.id, id), eq(registryRecords.version, current.version))).returning();
    if (!row) throw new KeelError('CONFLICT', 'registries.stale', { version: input.version, current: version });
    await tx.insert(registryRecordVersions).values({ recordId: id, version, content: current.content, author: actor.username, ts: now, struckOutReason: reason });
    await writeAudit(tx, { actor, action: 'REGISTRY_RECORD_STRUCK_OUT', entity: `registry:${form.code}`, entityId: id, fromVersion: current.version, toVersion: version, details: { reason } });
    return recordAnswer(row);
  });
}
