/**
 * The outbox (docs/email.md): `queueEmail` stores a mail for other modules (notifications, scheduled printouts);
 * `sendDue` sends the mail that is due, each row locked while it is sent (FOR UPDATE SKIP LOCKED), so two Keel
 * instances on one database never send one mail twice; a failure is retried with exponential back-off until the
 * attempts are used up or the server refuses it for good.
 */
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/engine.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import { sendMail, SmtpFailure, type OutgoingMail, type SmtpResult } from './smtp-send.js';
import { isConfigured, readSmtpSettings, type SmtpSettings } from './smtp-settings.js';
import { emailAttachments, emailOutbox } from './tables.js';

export const maxRecipients = 50;
/** All attachments of one mail together; SMTP servers commonly refuse messages above 10–25 MB. */
export const maxAttachmentBytes = 10 * 1024 * 1024;
export const maxAttempts = 8;
const maxDelayMinutes = 60;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4 … capped at an hour. */
export const retryDelayMinutes = (attempts: number): number => Math.min(2 ** Math.max(0, attempts - 1), maxDelayMinutes);

export interface QueueEmailInput {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { fileName: string; contentType: string; content: Uint8Array }[];
  language: 'en' | 'ru';
  /** what queued it: `email-tester`, `notification:<id>`, `printout-schedule:<code>` … */
  origin: string;
  /** the user (or `system`) that queued it */
  createdBy?: string;
  /** not sent by the loop before then (the tester sends it itself at once; the loop only picks it up if that failed to finish) */
  notBefore?: Date;
}

const address = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;
export const isMailAddress = (value: string): boolean => value.length <= 254 && address.test(value);

function assertQueueable(input: QueueEmailInput): void {
  const errors: FieldError[] = [];
  if (!input.to.length || input.to.length > maxRecipients) errors.push({ path: '/to', code: 'recipients', messageKey: 'email.recipientCount', params: { max: maxRecipients } });
  input.to.forEach((to, i) => { if (!isMailAddress(to)) errors.push({ path: `/to/${i}`, code: 'email', messageKey: 'email.invalidAddress', params: { value: to } }); });
  const bytes = (input.attachments ?? []).reduce((sum, a) => sum + a.content.byteLength, 0);
  if (bytes > maxAttachmentBytes) errors.push({ path: '/attachments', code: 'size', messageKey: 'email.attachmentsTooLarge', params: { max: maxAttachmentBytes } });
  if (errors.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, errors);
}

/** Stores a mail in the outbox, due at once; the sender loop (or `sendNow`) sends it. */
export async function queueEmail(db: Db, input: QueueEmailInput, now = new Date()): Promise<{ id: string }> {
  assertQueueable(input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(emailOutbox).values({
      recipients: input.to, language: input.language, subject: input.subject, textBody: input.text, htmlBody: input.html ?? null,
      origin: input.origin, createdBy: input.createdBy ?? 'system', createdAt: now, nextAttemptAt: input.notBefore ?? now,
    }).returning({ id: emailOutbox.id });
    const files = input.attachments ?? [];
    if (files.length) {
      await tx.insert(emailAttachments).values(files.map((a, position) => ({
        emailId: row.id, position, fileName: a.fileName, contentType: a.contentType, size: a.content.byteLength, content: a.content,
      })));
    }
    return row;
  });
}

export type Send = (settings: SmtpSettings, mail: OutgoingMail) => Promise<SmtpResult>;

export type AttemptOutcome =
  | { id: string; status: 'SENT'; result: SmtpResult }
  | { id: string; status: 'QUEUED' | 'FAILED'; failure: SmtpFailure };

type OutboxRow = typeof emailOutbox.$inferSelect;

/** One attempt at a locked row: sends it and records the outcome. `retry: false` fails it at the first refusal. */
async function attempt(tx: Db, row: OutboxRow, settings: SmtpSettings, now: Date, send: Send, retry: boolean): Promise<AttemptOutcome> {
  const files = await tx.select().from(emailAttachments).where(eq(emailAttachments.emailId, row.id)).orderBy(asc(emailAttachments.position));
  const attempts = row.attempts + 1;
  try {
    const result = await send(settings, {
      to: row.recipients, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined,
      attachments: files.map((f) => ({ fileName: f.fileName, contentType: f.contentType, content: f.content })),
    });
    await tx.update(emailOutbox).set({ status: 'SENT', attempts, sentAt: now, lastError: null, lastResponse: result.response.slice(0, 1000) })
      .where(eq(emailOutbox.id, row.id));
    return { id: row.id, status: 'SENT', result };
  } catch (error) {
    const failure = error instanceof SmtpFailure ? error : new SmtpFailure('email.error.other', { detail: String(error).slice(0, 500) }, [], false);
    const status = !retry || failure.permanent || attempts >= maxAttempts ? 'FAILED' : 'QUEUED';
    await tx.update(emailOutbox).set({
      status, attempts, lastError: JSON.stringify({ key: failure.messageKey, params: failure.params }),
      nextAttemptAt: new Date(now.getTime() + retryDelayMinutes(attempts) * 60_000),
    }).where(eq(emailOutbox.id, row.id));
    return { id: row.id, status, failure };
  }
}

export interface SendOptions {
  now?: Date;
  send?: Send;
  /** the most mails one round sends */
  limit?: number;
}

export interface RoundSummary { sent: number; retrying: number; failed: number; notConfigured: boolean }

/** Sends the mail that is due, one row at a time, each locked while it is sent. */
export async function sendDue(db: Db, options: SendOptions = {}): Promise<RoundSummary> {
  const now = options.now ?? new Date();
  const send = options.send ?? sendMail;
  const settings = await readSmtpSettings(db);
  const summary: RoundSummary = { sent: 0, retrying: 0, failed: 0, notConfigured: !isConfigured(settings) };
  if (summary.notConfigured) return summary;
  for (let i = 0; i < (options.limit ?? 50); i++) {
    const outcome = await inTransaction(db, async (tx) => {
      const [row] = await tx.select().from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'QUEUED'), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.nextAttemptAt)).limit(1).for('update', { skipLocked: true });
      return row ? attempt(tx, row, settings, now, send, true) : undefined;
    });
    if (!outcome) break;
    if (outcome.status === 'SENT') summary.sent++;
    else if (outcome.status === 'QUEUED') summary.retrying++;
    else summary.failed++;
  }
  return summary;
}

/** Sends one queued mail now (the tester): not retried when refused, so the answer is the outcome. */
export async function sendNow(db: Db, id: string, options: SendOptions & { settings?: SmtpSettings } = {}): Promise<AttemptOutcome | undefined> {
  const settings = options.settings ?? await readSmtpSettings(db);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(emailOutbox).where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'QUEUED')))
      .for('update', { skipLocked: true });
    return row ? attempt(tx, row, settings, options.now ?? new Date(), options.send ?? sendMail, false) : undefined;
  });
}

export interface OutboxEntry {
  id: string; recipients: string[]; language: string; subject: string; status: string; attempts: number;
  nextAttemptAt: string; lastError: { key: string; params: Record<string, string | number> } | null; lastResponse: string | null;
  origin: string; createdBy: string; createdAt: string; sentAt: string | null; attachments: number;
}

const parseError = (text: string | null): OutboxEntry['lastError'] => {
  if (!text) return null;
  try { return JSON.parse(text) as OutboxEntry['lastError']; } catch { return { key: 'email.error.other', params: { detail: text } }; }
};

/** The newest mails of the outbox, without bodies. */
export async function listOutbox(db: Db, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.id, 0);
  if (rows.length) {
    const files = await db.select({ emailId: emailAttachments.emailId }).from(emailAttachments).where(inArray(emailAttachments.emailId, [...counts.keys()]));
    for (const f of files) if (counts.has(f.emailId)) counts.set(f.emailId, (counts.get(f.emailId) ?? 0) + 1);
  }
  return rows.map((r) => ({
    id: r.id, recipients: r.recipients, language: r.language, subject: r.subject, status: r.status, attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt.toISOString(), lastError: parseError(r.lastError), lastResponse: r.lastResponse, origin: r.origin,
    createdBy: r.createdBy, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null, attachments: counts.get(r.id) ?? 0,
  }));
}

/** Deletes the mails that are done (sent, or given up) and were queued before `before`, with their attachments; answers how many. */
export async function deleteFinishedMail(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['SENT', 'FAILED']), lte(emailOutbox.createdAt, before)))
    .returning({ id: emailOutbox.id });
  return gone.length;
}
