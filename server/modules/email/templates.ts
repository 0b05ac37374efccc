/** E-mail templates (the `email-template` descriptors) rendered for a language, and a templated mail queued. */
import { renderEmailTemplate, type MailLanguage, type PlaceholderValues, type RenderedMail } from '../../../descriptors/lib/email/render-template.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { getDescriptor } from '../descriptors/store.js';
import { queueEmail, type QueueEmailInput } from './outbox.js';

export async function findTemplate(db: Db, code: string) {
  const template = await getDescriptor(db, 'email-template', code);
  if (!template || template.disabled) throw new KeelError('NOT_FOUND', 'email.unknownTemplate', { code });
  return template;
}

/** The template of that code rendered; `data` over its sample data when `withSample`. */
export async function renderTemplate(db: Db, code: string, language: MailLanguage, data: PlaceholderValues, withSample = false): Promise<RenderedMail> {
  const template = await findTemplate(db, code);
  return renderEmailTemplate(template.body, language, withSample ? { ...(template.body.sampleData ?? {}), ...data } : data);
}

/** Renders a template in the recipients' language and queues the mail (notifications, scheduled printouts). */
export async function queueTemplatedEmail(
  db: Db, input: Omit<QueueEmailInput, 'subject' | 'text' | 'html'> & { template: string; data: PlaceholderValues },
): Promise<{ id: string }> {
  const { template, data, ...rest } = input;
  const mail = await renderTemplate(db, template, input.language, data);
  return queueEmail(db, { ...rest, subject: mail.subject, text: mail.text, html: mail.html });
}
