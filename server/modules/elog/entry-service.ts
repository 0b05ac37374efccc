/**
 * Saving logbook entries (SPEC eLog entry): the one write path for new entries, edits, "not applicable" and
 * deletion. An entry is checked against the logbook's workflow and its form; only a complete, valid entry becomes
 * COMPLETED, a DRAFT may be partial. Every save is a new version kept with who, when and why; nothing is removed
 * (DELETED is a status). A day that is completed or signed takes no change.
 */
import { and, eq } from 'drizzle-orm';
import type { ElogEntryStatus } from '../../../descriptors/lib/elog/day-entries.js';
import type { EntryRequest } from '../../../descriptors/lib/elog/entry-request.js';
import { normalizeMinuteResolution, validateTimeWithOffset, type TimestampWithOffset } from '../../../descriptors/lib/elog/time-with-offset.js';
import { checkNewEntry } from '../../../descriptors/lib/elog/workflow.js';
import { schemaWithRules, type RuleOutcome } from '../../../descriptors/lib/form-rules.js';
import { processFormData } from '../../../descriptors/lib/form-processor.js';
import { type Db, inTransaction } from '../../db/engine.js';
import { elogEntries, elogEntryVersions } from './tables.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import { jsonSchemaErrors } from '../../errors/json-schema-errors.js';
import { timeFieldErrors } from '../../errors/time-field-errors.js';
import { appendAudit, lockLogbook, rowStateHash } from './audit-chain.js';
import { changeAttachments, checkUploads, type AttachmentChange, type AttachmentsChanged } from './attachments.js';
import { attachmentFieldRefs, placeholderKey, withAttachmentIds } from '../../../descriptors/lib/forms/keel-fields.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import { requireElogPermission, type ElogActor } from './elog-access.js';
import { entryDescriptorOf, type ElogDefinition } from './elog-definitions.js';
import { formForShip, snapshotOf, type ShipForm } from './ship-forms.js';
import { notifyEntrySaved } from './entry-listeners.js';
import { referenceErrors, referenceFieldName, withReferenceErrors } from './entry-references.js';
import { openDay, shipDayOf, type DayRow } from './elog-days.js';

export type EntryRow = typeof elogEntries.$inferSelect;

/** What of an entry the audit trail vouches for (verification recomputes it from the row and its current attachments). */
export function entryState(row: EntryRow, attachments: readonly { id: string; sha256: string }[]) {
  return {
    attachments: attachments.map((a) => ({ id: a.id, sha256: a.sha256 })),
    id: row.id, aggregationId: row.aggregationId, entryDescriptor: row.entryDescriptor, startTs: row.startTs.getTime(), startOffset: row.startOffset,
    endTs: row.endTs?.getTime() ?? null, endOffset: row.endOffset, notes: row.notes, status: row.status, content: row.content,
    manualFields: row.manualFields, version: row.version,
  };
}

/** The schema with nothing required, at any depth: a draft may be partial but not wrong. */
function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'required').map(([key, value]) => [key, withoutRequired(value)]));
}

function contentErrors(form: ShipForm, content: Record<string, unknown>, status: ElogEntryStatus, rules: RuleOutcome): FieldError[] {
  if (status === 'NA' || status === 'DELETED') return [];
  const isDraft = status === 'DRAFT';
  const ruled = schemaWithRules(form.body.schema, rules);
  const schema = isDraft ? withoutRequired(ruled) as object : ruled;
  const ruleKey = rules.hidden.length || rules.required.length ? `:${JSON.stringify([rules.hidden, rules.required])}` : '';
  const overlays = form.overlays.map((o) => `+${o.code}@${o.version}`).join('');
  const base = '/requestValue/areasContent';
  return [
    ...jsonSchemaErrors(`form:${form.code}@${form.version}${overlays}:${isDraft ? 'draft' : 'complete'}${ruleKey}`, schema, content, base),
    ...timeFieldErrors(form.body, content, base),
  ];
}

function timeErrors(elog: ElogDefinition, input: EntryRequest): FieldError[] {
  const settings = {
    useTime: true, useOffset: true, useLocalOffsetInput: false,
    minuteResolution: normalizeMinuteResolution(elog.config.params?.minuteResolution ?? 1),
    selectableOffsets: elog.config.params?.selectableOffsets,
  };
  const times: [string, unknown][] = [['start', input.heading.start], ...(input.heading.end ? [['end', input.heading.end] as [string, unknown]] : [])];
  const errors: FieldError[] = times.flatMap(([name, value]) => validateTimeWithOffset(value as TimestampWithOffset, settings)
    .map((p) => ({ path: `/requestValue/heading/${name}`, code: p.key, messageKey: p.key, params: p.params })));
  const { start, end } = input.heading;
  if (!errors.length && end && end.timestamp < start.timestamp) {
    errors.push({ path: '/requestValue/heading/end', code: 'endBeforeStart', messageKey: 'elog.entry.endBeforeStart' });
  }
  return errors;
}

/** Refuses any change to a day that is completed or carries a signature. */
export function assertDayOpen(day: DayRow): void {
  if (day.signatureStatus !== 'NONE') throw new KeelError('BUSINESS_RULE', 'elog.day.signed', { day: day.day });
  if (day.status !== 'IN_PROGRESS') throw new KeelError('BUSINESS_RULE', 'elog.day.completed', { day: day.day });
}

export async function saveEntry(db: Db, actor: ElogActor, elog: ElogDefinition, input: EntryRequest,
  attachments: AttachmentChange = { uploads: [] }): Promise<EntryRow> {
  checkUploads(attachments.uploads);
  if (input.eleStatus === 'DELETED' && !input.id) throw new KeelError('INVALID_INPUT', 'elog.entry.deleteUnsaved');
  const descriptor = entryDescriptorOf(elog, input.entryDescriptor);
  const form = await formForShip(db, descriptor, input.unitId);
  if (input.eleStatus === 'NA' && !descriptor.allowNA) {
    throw new KeelError('INVALID_INPUT', 'elog.entry.naNotAllowed', {}, [{ path: '/requestValue/eleStatus', code: 'naNotAllowed', messageKey: 'elog.entry.naNotAllowed' }]);
  }
  // The form decides what is stored: computed fields filled, hidden ones dropped, rule-required ones needed to complete.
  const { data, rules } = await processFormData(form.body, input.areasContent);
  input = { ...input, areasContent: data };
  // Reference fields must name existing records (a port by UN/LOCODE, a fuel by category code), drafts too.
  const references = input.eleStatus === 'NA' || input.eleStatus === 'DELETED' ? [] : await referenceErrors(db, form.body, input.areasContent, '/requestValue/areasContent');
  const fieldErrors = [...timeErrors(elog, input), ...withReferenceErrors(contentErrors(form, input.areasContent, input.eleStatus, rules), references)];
  if (fieldErrors.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, fieldErrors);

  const saved = await inTransaction(db, async (tx) => {
    await lockLogbook(tx, input.unitId, elog.code);
    const username = actor.principal.username;
    const previous = input.id ? await loadEntryForEdit(tx, input, elog.code) : undefined;
    const day = await openDay(tx, input.unitId, elog.code, shipDayOf(input.heading.start.timestamp, input.heading.start.offset), input.heading.start.offset, username);
    assertDayOpen(day);
    requireElogPermission(actor, elog, 'FILLING', day.status);
    if (previous && previous.aggregationId !== day.id) {
      // Moving an entry to another day would change two signed pages' worth of history: delete and re-enter instead.
      throw new KeelError('BUSINESS_RULE', 'elog.entry.otherDay');
    }
    const needsReason = day.broken || (previous?.status === 'COMPLETED' && input.eleStatus === 'DELETED');
    if (needsReason && !input.reason?.trim()) {
      throw new KeelError('INVALID_INPUT', 'elog.entry.reasonRequired', {}, [{ path: '/requestValue/reason', code: 'required', messageKey: 'elog.entry.reasonRequired' }]);
    }
    if (input.eleStatus !== 'DELETED') {
      const dayEntries = (await tx.select().from(elogEntries).where(eq(elogEntries.aggregationId, day.id)))
        .map((e) => ({ id: e.id, descriptor: e.entryDescriptor, status: e.status, start: e.startTs.getTime() }));
      const check = checkNewEntry(elog.config.config, elog.entryDescriptors, dayEntries, { descriptor: descriptor.code, start: input.heading.start.timestamp }, previous?.id);
      if (!check.ok) throw new KeelError('BUSINESS_RULE', check.reason.key, check.reason.params);
    }
    const values = {
      aggregationId: day.id, unitId: input.unitId, elogCode: elog.code, entryDescriptor: descriptor.code, formDescriptor: form.code,
      formSnapshot: await snapshotOf(tx, form), startTs: new Date(input.heading.start.timestamp), startOffset: input.heading.start.offset,
      endTs: input.heading.end ? new Date(input.heading.end.timestamp) : null, endOffset: input.heading.end?.offset ?? null,
      notes: input.heading.notes?.trim() || null, status: input.eleStatus,
      content: input.eleStatus === 'NA' ? {} : input.areasContent, manualFields: input.manualFields ?? [], updatedBy: username, updatedAt: new Date(),
    };
    const [written] = previous
      ? await tx.update(elogEntries).set({ ...values, version: previous.version + 1 }).where(eq(elogEntries.id, previous.id)).returning()
      : await tx.insert(elogEntries).values({ ...values, createdBy: username }).returning();
    const files = await changeAttachments(tx, written.id, attachments, username);
    // The version and the audit trail vouch for the content as stored: with the ids of the files its fields hold.
    const row = await withFieldAttachments(tx, form.body, written, files);
    const state = entryState(row, files.current);
    await tx.insert(elogEntryVersions).values({ entryId: row.id, version: row.version, snapshot: state, reason: input.reason?.trim() || null, author: username });
    await appendAudit(tx, {
      unitId: row.unitId, elogCode: elog.code, username, action: previous ? 'ENTRY_CHANGED' : 'ENTRY_CREATED', subjectId: row.id,
      payload: { version: row.version, status: row.status, reason: input.reason?.trim() || null, state: rowStateHash(state) },
    });
    return row;
  });
  await notifyEntrySaved(db, saved);
  return saved;
}

/**
 * The entry with the files of its attachments fields named by their ids (a placeholder `new:<key>` becomes the id of
 * the file sent as `upload.<key>`); a field that names a file this entry does not hold now, or one the save did not
 * send, is refused at the field and the save is undone.
 */
async function withFieldAttachments(tx: Db, form: FormBody, row: EntryRow, files: AttachmentsChanged): Promise<EntryRow> {
  const { content, unsent } = withAttachmentIds(form, row.content, files.idsByKey);
  const current = new Set(files.current.map((a) => a.id));
  const errors = new Map<string, FieldError>();
  const refuse = (pointer: string, path: Parameters<typeof referenceFieldName>[0], code: string, messageKey: string) =>
    errors.set(`${pointer} ${code}`, { path: `/requestValue/areasContent${pointer}`, code, messageKey, params: { field: referenceFieldName(path) } });
  for (const { pointer, path } of unsent) refuse(pointer, path, 'attachmentNotSent', 'elog.attachment.notSent');
  for (const { pointer, path, refs } of attachmentFieldRefs(form, content)) {
    if (refs.some((ref) => placeholderKey(ref) === undefined && !current.has(ref))) refuse(pointer, path, 'attachmentNotOfEntry', 'elog.attachment.notOfEntry');
  }
  if (errors.size) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [...errors.values()]);
  if (JSON.stringify(content) === JSON.stringify(row.content)) return row;
  const [updated] = await tx.update(elogEntries).set({ content }).where(eq(elogEntries.id, row.id)).returning();
  return updated;
}

async function loadEntryForEdit(tx: Db, input: EntryRequest, elogCode: string): Promise<EntryRow> {
  const [row] = await tx.select().from(elogEntries).where(and(eq(elogEntries.id, input.id!), eq(elogEntries.elogCode, elogCode), eq(elogEntries.unitId, input.unitId)));
  if (!row) throw new KeelError('NOT_FOUND', 'error.notFound');
  if (row.status === 'DELETED') throw new KeelError('BUSINESS_RULE', 'elog.entry.deleted');
  if (input.version !== row.version) throw new KeelError('CONFLICT', 'elog.entry.stale', { version: row.version });
  return row;
}
