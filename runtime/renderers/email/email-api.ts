/** The e-mail calls of the /email-tester and /email-templates screens, over the one API client. */
import type { ApiClient } from '../../api/api-client.js';
import { descriptorApi } from '../../api/descriptor-api.js';

export type MailLanguage = 'en' | 'ru';
export interface MessageRef { key: string; params: Record<string, string | number> }

export interface SmtpSettingsView {
  host: string; port: number; security: 'NONE' | 'STARTTLS' | 'TLS'; verifyCertificate: boolean; user: string;
  fromAddress: string; fromName: string; passwordSet: boolean; configured: boolean;
}

export interface TestMailResult {
  id: string; status: 'SENT' | 'FAILED'; accepted: string[]; rejected: string[]; response: string; messageId: string;
  dialogue: string[]; error: MessageRef | null;
}

export interface OutboxItem {
  id: string; recipients: string[]; language: string; subject: string; status: 'QUEUED' | 'SENT' | 'FAILED'; attempts: number;
  nextAttemptAt: string; lastError: MessageRef | null; lastResponse: string | null; origin: string; createdBy: string;
  createdAt: string; sentAt: string | null; attachments: number;
}

export interface TemplatePreview { subject: string; text: string; html?: string; missing: string[] }

export function emailApi(client: ApiClient) {
  return {
    settings: () => client.get<SmtpSettingsView>('/email/settings'),
    sendTest: (to: string, language: MailLanguage, template: string) =>
      client.post<TestMailResult>('/email/test', { requestValue: { to, language, template } }),
    outbox: () => client.get<{ items: OutboxItem[] }>('/email/outbox').then((a) => a.items),
    preview: (code: string, language: MailLanguage) =>
      client.post<TemplatePreview>('/email/templates/preview', { requestValue: { code, language } }),
    templates: () => descriptorApi(client).list('email-template').then((list) => list.filter((d) => !d.disabled)),
  };
}

export type EmailApi = ReturnType<typeof emailApi>;
