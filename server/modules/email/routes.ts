/**
 * /api/email/… (docs/email.md): the SMTP settings as shown (no password), a test mail sent at once with the SMTP
 * server's answer, the outbox, and a template's preview. Reading needs the ADMIN role with SETUP at VIEW, sending
 * SETUP at MANAGEMENT — the requirement of the /email-tester and /email-templates screens.
 */
import './scheduled-jobs.js';
import { createRoute, z } from '@hono/zod-openapi';
import { principalOf, requireAccess } from '../../http/auth.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { setupRequirement } from '../../../descriptors/lib/setup-access.js';
import { listOutbox, queueEmail, sendNow } from './outbox.js';
import { isConfigured, readSmtpSettings, shownSmtpSettings } from './smtp-settings.js';
import { renderTemplate } from './templates.js';

const tags = ['E-mail'];
const Language = z.enum(['en', 'ru']);
const TemplateCode = z.string().min(1).max(100);

const Settings = z.object({
  host: z.string(), port: z.number(), security: z.enum(['NONE', 'STARTTLS', 'TLS']), verifyCertificate: z.boolean(), user: z.string(),
  fromAddress: z.string(), fromName: z.string(), passwordSet: z.boolean(), configured: z.boolean(),
});
const ErrorRef = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });
const TestRequest = z.object({
  requestValue: z.object({ to: z.email().max(254), language: Language, template: TemplateCode.default('TEST_MESSAGE') }).strict(),
});
const TestAnswer = z.object({
  id: z.uuid(), status: z.enum(['SENT', 'FAILED']), accepted: z.array(z.string()), rejected: z.array(z.string()), response: z.string(),
  messageId: z.string(), dialogue: z.array(z.string()), error: ErrorRef.nullable(),
});
const OutboxAnswer = z.object({
  items: z.array(z.object({
    id: z.uuid(), recipients: z.array(z.string()), language: z.string(), subject: z.string(), status: z.string(), attempts: z.number(),
    nextAttemptAt: z.string(), lastError: ErrorRef.nullable(), lastResponse: z.string().nullable(), origin: z.string(), createdBy: z.string(),
    createdAt: z.string(), sentAt: z.string().nullable(), attachments: z.number(),
  })),
});
const PreviewRequest = z.object({
  requestValue: z.object({
    code: TemplateCode, language: Language,
    data: z.record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean()])).optional(),
  }).strict(),
});
const PreviewAnswer = z.object({ subject: z.string(), text: z.string(), html: z.string().optional(), missing: z.array(z.string()) });

export function emailRoutes(db: Db) {
  const router = createRouter();
  const readers = requireAccess(setupRequirement('VIEW'));
  const senders = requireAccess(setupRequirement('MANAGEMENT'));

  router.openapi(createRoute({
    method: 'get', path: '/email/settings', tags, summary: 'The SMTP settings (the password only as set or not)',
    middleware: [readers] as const, responses: { 200: jsonResponse(Settings, 'The settings') },
  }), async (c) => c.json(shownSmtpSettings(await readSmtpSettings(db)), 200));

  router.openapi(createRoute({
    method: 'post', path: '/email/test', tags, summary: "Send a test mail now and answer the SMTP server's reply",
    middleware: [senders] as const, request: { body: jsonBody(TestRequest) },
    responses: { 200: jsonResponse(TestAnswer, 'Sent, or refused with the reason') },
  }), async (c) => {
    const { to, language, template } = c.req.valid('json').requestValue;
    const settings = await readSmtpSettings(db);
    if (!isConfigured(settings)) throw new KeelError('BUSINESS_RULE', 'email.notConfigured');
    const principal = principalOf(c);
    const mail = await renderTemplate(db, template, language, { recipient: to, sender: principal.username, sentAt: new Date().toISOString() }, true);
    // Due only in 10 minutes, so no instance's loop takes it before this request sends it.
    const { id } = await queueEmail(db, {
      to: [to], language, subject: mail.subject, text: mail.text, html: mail.html, origin: 'email-tester', createdBy: principal.username,
      notBefore: new Date(Date.now() + 10 * 60_000),
    });
    const outcome = await sendNow(db, id, { settings });
    if (!outcome) throw new KeelError('CONFLICT', 'email.alreadySending');
    if (outcome.status === 'SENT') {
      return c.json({ id, status: 'SENT' as const, ...outcome.result, error: null }, 200);
    }
    const { failure } = outcome;
    return c.json({
      id, status: 'FAILED' as const, accepted: [], rejected: String(failure.params.rejected ?? '').split(', ').filter(Boolean),
      response: String(failure.params.detail ?? ''), messageId: '', dialogue: failure.dialogue, error: { key: failure.messageKey, params: failure.params },
    }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/email/outbox', tags, summary: 'The newest 50 mails of the outbox with their state',
    middleware: [readers] as const, responses: { 200: jsonResponse(OutboxAnswer, 'The mails') },
  }), async (c) => c.json({ items: await listOutbox(db, 50) }, 200));

  router.openapi(createRoute({
    method: 'post', path: '/email/templates/preview', tags, summary: "A template rendered in a language with its sample data (and the data sent)",
    middleware: [readers] as const, request: { body: jsonBody(PreviewRequest) },
    responses: { 200: jsonResponse(PreviewAnswer, 'The rendered mail') },
  }), async (c) => {
    const { code, language, data } = c.req.valid('json').requestValue;
    return c.json(await renderTemplate(db, code, language, data ?? {}, true), 200);
  });

  return router;
}
