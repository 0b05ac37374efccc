// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxItem, SmtpSettingsView, TestMailResult } from '../../../runtime/renderers/email/email-api.js';
import { EmailTesterScreen } from '../../../runtime/renderers/email/EmailTesterScreen.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const settings: SmtpSettingsView = {
  host: 'smtp.fleet.example', port: 587, security: 'STARTTLS', verifyCertificate: true, user: 'keel-relay',
  fromAddress: 'keel@fleet.example', fromName: 'Keel Fleet Office', passwordSet: true, configured: true,
};
const sent: TestMailResult = {
  id: '5a1b0c5e-0000-4000-8000-000000000001', status: 'SENT', accepted: ['master@nordic-ore.example'], rejected: [],
  response: '250 OK: message queued', messageId: '<1@fleet.example>', dialogue: ['S: 220 smtp.fleet.example ESMTP', 'C: EHLO keel'], error: null,
};
const refused: TestMailResult = {
  ...sent, status: 'FAILED', accepted: [], response: '535 Invalid username or password', dialogue: [],
  error: { key: 'email.error.auth', params: { detail: '535 Invalid username or password' } },
};
const failedMail: OutboxItem = {
  id: '5a1b0c5e-0000-4000-8000-000000000002', recipients: ['office@fleet.example'], language: 'en', subject: 'Voyage summary', status: 'QUEUED',
  attempts: 2, nextAttemptAt: '2026-11-28T08:04:00.000Z', lastError: { key: 'email.error.connection', params: { detail: 'connect ECONNREFUSED' } },
  lastResponse: null, origin: 'printout-schedule:VOYAGE', createdBy: 'system', createdAt: '2026-11-28T08:00:00.000Z', sentAt: null, attachments: 1,
};

function renderTester({ canSend = true, answer = sent, language = 'en' as 'en' | 'ru' } = {}) {
  let outbox: OutboxItem[] = [failedMail];
  const server = fakeServer(
    on('GET', '/email/settings', { body: settings }),
    on('GET', '/descriptors/email-template', { body: [{ code: 'TEST_MESSAGE', title: { en: 'Test message', ru: 'Тестовое сообщение' }, version: 1, disabled: false, system: true }] }),
    on('GET', '/email/outbox', () => ({ body: { items: outbox } })),
    on('POST', '/email/test', () => {
      outbox = [{ ...failedMail, id: answer.id, recipients: answer.accepted, subject: 'Keel test message', status: answer.status === 'SENT' ? 'SENT' : 'FAILED', attempts: 1, lastError: answer.error, origin: 'email-tester' }, ...outbox];
      return { body: answer };
    }),
  );
  renderWithShell(<MemoryRouter><EmailTesterScreen client={server.client} canSend={canSend} /></MemoryRouter>, language);
  return server;
}

describe('the e-mail tester screen', () => {
  it('shows the SMTP settings with the password masked, and the outbox with its attempts and last error translated', async () => {
    renderTester();
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail test' })).toBeTruthy();
    const settingsTable = await screen.findByRole('table', { name: 'SMTP settings' });
    expect(within(settingsTable).getByText('smtp.fleet.example:587')).toBeTruthy();
    expect(within(settingsTable).getByText('STARTTLS (required)')).toBeTruthy();
    expect(within(settingsTable).getByText('••••••••')).toBeTruthy();
    const outbox = await screen.findByRole('table', { name: 'Outbox (last 50)' });
    expect(within(outbox).getByText('Queued')).toBeTruthy();
    expect(within(outbox).getByText('No connection to the SMTP server: connect ECONNREFUSED')).toBeTruthy();
    expect(within(outbox).getByText(/1 attachment/)).toBeTruthy();
  });

  it("sends a test mail and shows the server's answer, then the mail in the outbox", async () => {
    const server = renderTester();
    fireEvent.change(await screen.findByLabelText(/Recipient/), { target: { value: 'master@nordic-ore.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test mail' }));
    const answer = await screen.findByRole('status', { name: "The SMTP server's answer" });
    expect(within(answer).getByText('The server accepted the mail for 1 recipient: master@nordic-ore.example')).toBeTruthy();
    expect(within(answer).getByText('250 OK: message queued')).toBeTruthy();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ requestValue: { to: 'master@nordic-ore.example', language: 'en', template: 'TEST_MESSAGE' } });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Outbox (last 50)' })).getByText('Sent')).toBeTruthy());
  });

  it('shows a refused login translated, here in Russian', async () => {
    renderTester({ answer: refused, language: 'ru' });
    fireEvent.change(await screen.findByLabelText(/Получатель/), { target: { value: 'master@nordic-ore.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить тестовое письмо' }));
    const answer = await screen.findByRole('status', { name: 'Ответ SMTP-сервера' });
    expect(within(answer).getByText('Не отправлено')).toBeTruthy();
    expect(within(answer).getByText('SMTP-сервер отклонил вход (имя пользователя или пароль): 535 Invalid username or password')).toBeTruthy();
  });

  it('offers no sending without SETUP at MANAGEMENT', async () => {
    renderTester({ canSend: false });
    expect(await screen.findByText('Sending needs SETUP at MANAGEMENT.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send test mail' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
