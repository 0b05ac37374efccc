/**
 * E-mail templates rendered (docs/email.md): `{{name}}` placeholders filled from data, in the recipient's language
 * (Russian falls back to English when the template has none). Values put into the HTML body are escaped; the subject
 * and the text body take them as they are. Pure: the server sends with it, the preview shows it.
 */
import type { EmailTemplateBody } from '../../kinds/email-template/email-template.schema.js';

export type MailLanguage = 'en' | 'ru';
export type PlaceholderValues = Record<string, string | number | boolean | null | undefined>;

export interface RenderedMail {
  subject: string;
  text: string;
  html?: string;
  /** placeholders the template names and the data does not give (rendered empty) */
  missing: string[];
}

const placeholder = /\{\{\s*([A-Za-z][A-Za-z0-9_.-]{0,63})\s*\}\}/g;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => htmlEscapes[ch]);

type Texts = { en: string; ru?: string };
const inLanguage = (texts: Texts, language: MailLanguage): string => (language === 'ru' && texts.ru ? texts.ru : texts.en);

/** Fills the placeholders of one text; `escape` is applied to each value (HTML bodies). */
export function fillPlaceholders(template: string, data: PlaceholderValues, missing: Set<string>, escape = (v: string) => v): string {
  return template.replace(placeholder, (_whole, name: string) => {
    const value = data[name];
    if (value === undefined || value === null) {
      missing.add(name);
      return '';
    }
    return escape(String(value));
  });
}

export function renderEmailTemplate(template: EmailTemplateBody, language: MailLanguage, data: PlaceholderValues): RenderedMail {
  const missing = new Set<string>();
  // A subject is one line: a value with a line break must not start a header of its own.
  const subject = fillPlaceholders(inLanguage(template.subject, language), data, missing).replace(/[\r\n]+/g, ' ').trim();
  const text = fillPlaceholders(inLanguage(template.text, language), data, missing);
  const html = template.html ? fillPlaceholders(inLanguage(template.html, language), data, missing, escapeHtml) : undefined;
  return { subject, text, ...(html !== undefined ? { html } : {}), missing: [...missing].sort() };
}
