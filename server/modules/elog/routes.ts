/**
 * SPEC §7 eLog calls: elog-entry load, save and update; elog-aggregation current, complete and sign; the audit
 * verification. Every call checks the ship, the logbook's function and the eLog permission rows.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { ElogDay, type ElogAggregation } from '../../../descriptors/lib/elog/day-answer.js';
import { entrySignatureOf } from '../../../descriptors/lib/elog/day-signing.js';
import { ElogEntry, type EntryAttachment } from '../../../descriptors/lib/elog/entry-answer.js';
import { EntryRequest, EntryUpdateRequest } from '../../../descriptors/lib/elog/entry-request.js';
import { isAttachmentKey } from '../../../descriptors/lib/forms/keel-fields.js';
import { LogbookVerification } from '../../../descriptors/lib/elog/logbook-verification.js';
import { SignRequest } from '../../../descriptors/lib/elog/signature-answer.js';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { KeelError } from '../../errors/keel-error.js';
import { fileAnswer } from '../../http/file-answer.js';
import { assertStorable } from '../../http/input-hygiene.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter, fieldErrorsOf } from '../../http/router.js';
import { eq } from 'drizzle-orm';
import { elogEntries } from './tables.js';
import { attachmentById, attachmentsOf, type AttachmentChange, type AttachmentInfo } from './attachments.js';
import type { AuditKey } from './audit-key.js';
import { dayDetails, completeDay, loadDayById } from './day-service.js';
import { canChangeSignaturePassword, elogActor, requireElogPermission } from './elog-access.js';
import { loadElog } from './elog-definitions.js';
import { findDay, shipDayOf, type DayRow } from './elog-days.js';
import { saveEntry, type EntryRow } from './entry-service.js';
import { peopleOf } from './people.js';
import { verifyLogbook } from './logbook-verification.js';
import './form-overlay-checks.js';
import './form-type-checks.js';
import { checkSignaturePassword } from './signature-password.js';
import { signDay } from './signing-service.js';
import { notifyApprovalRemoved, notifyDayAwaitingApproval, withdrawDayAwaitingApproval } from './day-notifications.js';

const tags = ['eLog'];
const ElogParam = z.object({ elog: z.string().min(1).max(50) });
const DayQuery = z.object({ unitId: z.uuid(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

const timeOf = (ts: Date | null, offset: number | null) => (ts ? { timestamp: ts.getTime(), offset: offset ?? 0 } : null);

/** An entry row as answers carry it, without its files and author (a day's answer adds them, the printout its own). */
export function entryView(e: EntryRow): Omit<ElogEntry, 'attachments' | 'author'> {
  return {
    id: e.id, version: e.version, unitId: e.unitId, aggregationId: e.aggregationId, entryDescriptor: e.entryDescriptor, formDescriptor: e.formDescriptor, formSnapshot: e.formSnapshot,
    heading: { start: { timestamp: e.startTs.getTime(), offset: e.startOffset }, end: timeOf(e.endTs, e.endOffset), notes: e.notes },
    eleStatus: e.status, signed: e.signed, duplicatedEntryId: e.duplicatedEntryId, areasContent: e.content, manualFields: e.manualFields, hints: e.hints,
    updatedBy: e.updatedBy, updatedAt: e.updatedAt.toISOString(),
  };
}

export function dayView(d: DayRow): ElogAggregation {
  return {
    id: d.id, version: d.version, unitId: d.unitId, eLogCode: d.elogCode, day: d.day, startDate: d.startDate.toISOString(), endDate: d.endDate.toISOString(),
    offset: d.offset, status: d.status, signatureStatus: d.signatureStatus, brokenAggregation: d.broken,
  };
}

function attachmentViews(files: readonly AttachmentInfo[], entryId: string): EntryAttachment[] {
  return files.filter((f) => f.entryId === entryId).map((f) => ({
    id: f.id, fileName: f.fileName, contentType: f.contentType, size: f.size, current: f.current, uploadedBy: f.uploadedBy, uploadedAt: f.uploadedAt.toISOString(),
  }));
}

const authorOf = (e: EntryRow) => e.updatedBy ?? e.createdBy ?? '';

async function detailsView(db: Db, day: DayRow): Promise<ElogDay> {
  const { entries, signatures, history } = await dayDetails(db, day);
  const files = await attachmentsOf(db, entries.map((e) => e.id));
  // Who changed each entry last and who moved the day on, by name and rank as a legal log names them.
  const people = await peopleOf(db, [...entries.map(authorOf), ...history.map((h) => h.username)]);
  const signed = signatures.map((row) => ({ ...row, signatureTs: row.signatureTs.toISOString() }));
  return {
    aggregation: dayView(day),
    // `signed`: an officer in charge signed the entry as it is now (a later change awaits his signature again).
    eLogEntries: entries.map((e) => ({ ...entryView(e), signed: Boolean(entrySignatureOf(e, signed)), author: people.get(authorOf(e)) ?? null, attachments: attachmentViews(files, e.id) })),
    signatures: signed.map((s) => ({ operationType: s.operationType, firstSign: s.firstSign, main: s.main, entryId: s.entryId, entryVersion: s.entryVersion,
      signatureTs: s.signatureTs, userName: s.userName, name: s.name, surname: s.surname, rank: s.rank, rankCode: s.rankCode, idPerson: s.idPerson, idRole: s.idRole, note: s.note })),
    history: historyView(history, people),
  };
}

/** The day's status history as answered, each step with who took it by name and rank. */
export const historyView = (history: Awaited<ReturnType<typeof dayDetails>>['history'], people: Awaited<ReturnType<typeof peopleOf>>) =>
  history.map((h) => ({ historyTs: h.historyTs.toISOString(), newStatus: h.newStatus, remark: h.remark, userName: h.username, person: people.get(h.username) ?? null }));

/** The eLog routes; `auditKey` seals the audit chain when days are completed or signed, and checks the seals. */
export function elogRoutes(db: Db, auditKey: AuditKey) {
  const router = createRouter();
  const actorFor = async (c: Context<KeelEnv>, elogCode: string, unitId: string) => {
    const elog = await loadElog(db, elogCode);
    return { elog, actor: await elogActor(db, principalOf(c), elog, unitId) };
  };

  router.openapi(createRoute({
    method: 'get', path: '/elog-entry/{elog}/load', tags, summary: 'A ship\'s logbook day: entries in time order, signatures, status history',
    request: { params: ElogParam, query: DayQuery }, responses: { 200: jsonResponse(ElogDay, 'The day (aggregation null when nothing was entered)') },
  }), async (c) => {
    const { elog: code } = c.req.valid('param');
    const { unitId, day } = c.req.valid('query');
    const { elog, actor } = await actorFor(c, code, unitId);
    requireElogPermission(actor, elog, 'VIEW');
    const row = await findDay(db, unitId, code, day);
    return c.json(row ? await detailsView(db, row) : { aggregation: null, eLogEntries: [], signatures: [], history: [] }, 200);
  });

  const save = async (c: Context<KeelEnv>, code: string, input: EntryRequest, attachments?: AttachmentChange): Promise<ElogEntry> => {
    const { elog, actor } = await actorFor(c, code, input.unitId);
    const row = await saveEntry(db, actor, elog, input, attachments);
    addServerMessage(c, 'SUCCESS', row.status === 'COMPLETED' ? 'elog.entry.completed' : row.status === 'DELETED' ? 'elog.entry.deletedNow' : 'elog.entry.saved');
    return { ...entryView(row), attachments: attachmentViews(await attachmentsOf(db, [row.id]), row.id) };
  };

  // Route middleware runs before the body validators: a user without the logbook's function gets 403 whatever they send.
  const logbookFunction: MiddlewareHandler<KeelEnv> = async (c, next) => {
    await elogActor(db, principalOf(c), await loadElog(db, c.req.param('elog') ?? ''));
    return next();
  };

  const entryBody = (schema: z.ZodType) => ({
    content: {
      'application/json': { schema: z.object({ requestValue: schema }) },
      'multipart/form-data': { schema: z.object({ requestValue: z.string().describe('the entry as JSON'), upload: z.any().optional().describe('parts named upload… are new files; upload.<key> one of an attachments field, which holds new:<key>'), keep: z.string().optional().describe('parts named keep… are ids of attachments that stay') }) },
    },
  });

  router.openapi(createRoute({
    method: 'post', path: '/elog-entry/{elog}/save', tags, middleware: logbookFunction, summary: 'Save a new entry (DRAFT, COMPLETED or NA), as JSON or multipart with attachments',
    request: { params: ElogParam, body: entryBody(EntryRequest) }, responses: { 200: jsonResponse(ElogEntry, 'The saved entry') },
  }), async (c) => {
    const { input, attachments } = await readEntryRequest(c, EntryRequest);
    return c.json(await save(c, c.req.valid('param').elog, { ...input, id: undefined }, attachments), 200);
  });

  router.openapi(createRoute({
    method: 'put', path: '/elog-entry/{elog}/update', tags, middleware: logbookFunction, summary: 'Change an entry (a new version; DELETED to delete it), as JSON or multipart with attachments',
    request: { params: ElogParam, body: entryBody(EntryUpdateRequest) }, responses: { 200: jsonResponse(ElogEntry, 'The changed entry') },
  }), async (c) => {
    const { input, attachments } = await readEntryRequest(c, EntryUpdateRequest);
    return c.json(await save(c, c.req.valid('param').elog, input, attachments), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-entry/attachment/{id}', tags, summary: 'Download an entry\'s attachment',
    request: { params: z.object({ id: z.uuid() }) }, responses: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } } },
  }), async (c) => {
    const file = await attachmentById(db, c.req.valid('param').id);
    const [entry] = await db.select().from(elogEntries).where(eq(elogEntries.id, file.entryId));
    const { elog, actor } = await actorFor(c, entry.elogCode, entry.unitId);
    requireElogPermission(actor, elog, 'VIEW');
    return fileAnswer(c, file) as never;
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/current', tags, summary: 'Today\'s day of a ship\'s logbook, on the ship\'s clock',
    request: { query: z.object({ elog: z.string().min(1).max(50), unitId: z.uuid(), offset: z.coerce.number().int().min(-720).max(840).optional() }) },
    responses: { 200: jsonResponse(ElogDay, 'The day') },
  }), async (c) => {
    const { elog: code, unitId, offset } = c.req.valid('query');
    const { elog, actor } = await actorFor(c, code, unitId);
    requireElogPermission(actor, elog, 'VIEW');
    const day = shipDayOf(Date.now(), offset ?? elog.config.params?.defaultOffset ?? 0);
    const row = await findDay(db, unitId, code, day);
    return c.json(row ? await detailsView(db, row) : { aggregation: null, day, eLogEntries: [], signatures: [], history: [] }, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/elog-aggregation/complete', tags, summary: 'Complete a day (SET_DAY_COMPLETE): no drafts, every required entry present',
    request: { body: jsonBody(z.object({ requestValue: z.object({ elogAggregationId: z.uuid(), version: z.number().int().optional() }) })) },
    responses: { 200: jsonResponse(ElogDay, 'The day') },
  }), async (c) => {
    const { elogAggregationId, version } = c.req.valid('json').requestValue;
    const day = await loadDayById(db, elogAggregationId);
    const { elog, actor } = await actorFor(c, day.elogCode, day.unitId);
    const row = await completeDay(db, auditKey, actor, elog, day.id, version);
    await notifyDayAwaitingApproval(db, elog, row);
    addServerMessage(c, 'SUCCESS', 'elog.day.completedNow');
    return c.json(await detailsView(db, row), 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/elog-aggregation/sign', tags,
    summary: 'Sign entries as their officer in charge (APPROVAL with elogEntries), approve a completed day (APPROVAL) or remove its approval with a reason (REMOVE_APPROVAL)',
    request: { body: jsonBody(z.object({ requestValue: SignRequest })) },
    responses: { 200: jsonResponse(ElogDay, 'The day') },
  }), async (c) => {
    const request = c.req.valid('json').requestValue;
    const day = await loadDayById(db, request.elogAggregationId);
    const { elog, actor } = await actorFor(c, day.elogCode, day.unitId);
    if (request.operationType === 'REMOVE_APPROVAL' && !request.operationNote?.trim()) {
      requireElogPermission(actor, elog, 'CANCELED_APPROVAL', day.status);
      throw reasonRequired();
    }
    canChangeSignaturePassword(actor.principal, { orThrow: true });
    await checkSignaturePassword(db, actor.principal.userId, request.signaturePassword);
    const { day: row, given } = await signDay(db, auditKey, actor, elog, request);
    if (given === 'REMOVAL') await notifyApprovalRemoved(db, elog, row, actor.principal, request.operationNote?.trim() ?? '');
    if (given === 'APPROVAL') await withdrawDayAwaitingApproval(db, row);
    const message = { REMOVAL: 'elog.day.approvalRemoved', ENTRIES: 'elog.sign.entriesSignedNow', APPROVAL: 'elog.day.signedNow' }[given];
    addServerMessage(c, 'SUCCESS', message, given === 'ENTRIES' ? { count: request.elogEntries?.length ?? 0 } : {});
    return c.json(await detailsView(db, row), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-audit/{elog}/verify', tags,
    summary: 'Check a ship\'s logbook against its hash-chained audit trail (the chain, every row against its last recorded state, the signed seals)',
    request: { params: ElogParam, query: z.object({ unitId: z.uuid() }) }, responses: { 200: jsonResponse(LogbookVerification, 'The verification') },
  }), async (c) => {
    const { elog: code } = c.req.valid('param');
    const { unitId } = c.req.valid('query');
    const { elog, actor } = await actorFor(c, code, unitId);
    requireElogPermission(actor, elog, 'VIEW');
    return c.json(await verifyLogbook(db, auditKey, unitId, code), 200);
  });

  return router;
}

/** The entry of a save or update: a JSON body, or multipart with the entry in `requestValue` and files in `upload…` parts. */
async function readEntryRequest<T extends z.ZodType>(c: Context<KeelEnv>, schema: T): Promise<{ input: z.infer<T>; attachments?: AttachmentChange }> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    const parsed = z.object({ requestValue: schema }).safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, fieldErrorsOf(parsed.error));
    return { input: (parsed.data as { requestValue: z.infer<T> }).requestValue };
  }
  const parts = await c.req.parseBody({ all: true });
  let json: unknown;
  try { json = JSON.parse(String(parts.requestValue ?? '')); } catch { json = undefined; }
  // The JSON part is parsed here, not by the input middleware: text the database cannot store is refused the same way.
  assertStorable(json, '/requestValue');
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, fieldErrorsOf(parsed.error, '/requestValue'));
  const values = (name: string) => Object.entries(parts).filter(([key]) => key.startsWith(name))
    .flatMap(([key, v]) => (Array.isArray(v) ? v : [v]).map((value) => ({ part: key, value })));
  const files = values('upload').filter((v): v is { part: string; value: File } => typeof v.value !== 'string');
  const uploads = await Promise.all(files.map(async ({ part, value: file }) => {
    const key = fieldFileKey(part, files);
    return { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()), ...(key === undefined ? {} : { key }) };
  }));
  const keep = values('keep').map((v) => v.value).filter((v): v is string => typeof v === 'string');
  return { input: parsed.data as z.infer<T>, attachments: { uploads, keep } };
}

/** The key of a file of an attachments field (part `upload.<key>`, one file each); undefined for an entry-wide upload. */
function fieldFileKey(part: string, files: readonly { part: string }[]): string | undefined {
  if (!part.startsWith('upload.')) return undefined;
  const key = part.slice('upload.'.length);
  if (!isAttachmentKey(key) || files.filter((f) => f.part === part).length > 1) {
    throw new KeelError('INVALID_INPUT', 'elog.attachment.badPart', { part }, [{ path: `/${part}`, code: 'badPart', messageKey: 'elog.attachment.badPart', params: { part } }]);
  }
  return key;
}

function reasonRequired() {
  return new KeelError('INVALID_INPUT', 'elog.day.reasonRequired', {}, [{ path: '/requestValue/operationNote', code: 'required', messageKey: 'elog.day.reasonRequired' }]);
}
