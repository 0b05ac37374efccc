/**
 * One mail handed to the SMTP server with nodemailer, and what the server said: accepted and rejected recipients,
 * its last answer line and the dialogue (commands and answers; nodemailer hides credentials, the message itself is
 * not logged). A failure becomes a `SmtpFailure` with a message key the screen translates.
 */
import { format } from 'node:util';
import nodemailer from 'nodemailer';
import type { SmtpSettings } from './smtp-settings.js';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { fileName: string; contentType: string; content: Uint8Array }[];
}

export interface SmtpResult {
  accepted: string[];
  rejected: string[];
  response: string;
  messageId: string;
  dialogue: string[];
}

/** Why a mail could not be sent, as a message key with parameters, plus the dialogue up to then. */
export class SmtpFailure extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, string | number>,
    readonly dialogue: string[],
    /** a permanent refusal (5xx, bad address): retrying will not help */
    readonly permanent: boolean,
  ) {
    super(`${messageKey} ${JSON.stringify(params)}`);
  }
}

const maxDialogueLines = 80;

function dialogueLogger(lines: string[]) {
  const log = (entry: { tnx?: string }, message: string, ...args: unknown[]) => {
    if ((entry.tnx !== 'client' && entry.tnx !== 'server') || lines.length >= maxDialogueLines) return;
    const text = format(message, ...args).slice(0, 500);
    for (const line of text.split(/\r?\n/)) if (line) lines.push(`${entry.tnx === 'client' ? 'C' : 'S'}: ${line}`);
  };
  return { trace: log, debug: log, info: log, warn: log, error: log, fatal: log };
}

const failureKeys: Record<string, string> = {
  ECONNECTION: 'email.error.connection', ESOCKET: 'email.error.connection', EDNS: 'email.error.connection',
  ETIMEDOUT: 'email.error.timeout', EAUTH: 'email.error.auth', ENOAUTH: 'email.error.auth', ETLS: 'email.error.tls',
  EENVELOPE: 'email.error.rejected', EMESSAGE: 'email.error.rejected', EPROTOCOL: 'email.error.protocol',
};

export function failureOf(error: unknown, dialogue: string[]): SmtpFailure {
  const e = error as { code?: string; response?: string; responseCode?: number; message?: string; rejected?: string[] };
  const key = failureKeys[e.code ?? ''] ?? 'email.error.other';
  const detail = (e.response ?? e.message ?? String(error)).slice(0, 500);
  const permanent = key === 'email.error.rejected' || (typeof e.responseCode === 'number' && e.responseCode >= 500 && key !== 'email.error.auth');
  return new SmtpFailure(key, { detail, code: e.code ?? '', rejected: (e.rejected ?? []).join(', ') }, dialogue, permanent);
}

export async function sendMail(settings: SmtpSettings, mail: OutgoingMail, timeoutMs = 20_000): Promise<SmtpResult> {
  const dialogue: string[] = [];
  const transport = nodemailer.createTransport({
    host: settings.host, port: settings.port,
    secure: settings.security === 'TLS', requireTLS: settings.security === 'STARTTLS', ignoreTLS: settings.security === 'NONE',
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    tls: { rejectUnauthorized: settings.verifyCertificate },
    connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs,
    logger: dialogueLogger(dialogue), transactionLog: true,
  });
  try {
    const info = await transport.sendMail({
      from: { name: settings.fromName, address: settings.fromAddress },
      to: mail.to, subject: mail.subject, text: mail.text, html: mail.html,
      attachments: mail.attachments?.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: Buffer.from(a.content) })),
    });
    const text = (list: unknown[] | undefined) => (list ?? []).map((a) => (typeof a === 'string' ? a : (a as { address: string }).address));
    return { accepted: text(info.accepted), rejected: text(info.rejected), response: String(info.response ?? ''), messageId: String(info.messageId ?? ''), dialogue };
  } catch (error) {
    throw failureOf(error, dialogue);
  } finally {
    transport.close();
  }
}
