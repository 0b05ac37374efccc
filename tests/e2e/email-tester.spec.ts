import { expect, test, type APIRequestContext } from '@playwright/test';
import { startSmtpTestServer, type SmtpTestServer, smtpParameters } from '../support/smtp-test-server.js';
import { apiToken, signInThroughForm } from './support.js';

const smtpUser = 'keel-mailer';
const smtpPassword = 'Mailer#2026';

let smtp: SmtpTestServer;
test.beforeAll(async () => { smtp = await startSmtpTestServer({ user: smtpUser, password: smtpPassword, starttls: false }); });
test.afterAll(async () => { await smtp.close(); });

async function setParameter(request: APIRequestContext, token: string, code: string, value: string) {
  const path = `/api/app-parameter/${code}`;
  const headers = { authorization: `Bearer ${token}` };
  const current = await (await request.get(path, { headers })).json() as { version: number; data: Record<string, unknown> };
  const saved = await request.put(path, { headers, data: { requestValue: { version: current.version, data: { ...current.data, paramValue: value } } } });
  expect(saved.status(), code).toBe(200);
}

test('an administrator points Keel at the office mail server and the test mail arrives there', async ({ page, request }) => {
  const token = await apiToken(request, 'admin', 'Admin#2026');
  for (const [code, value] of Object.entries(smtpParameters(smtp, { user: smtpUser, password: smtpPassword }))) {
    await setParameter(request, token, code, value);
  }

  await page.goto('/auth/login');
  await signInThroughForm(page, 'admin', 'Admin#2026');
  await expect(page).not.toHaveURL(/\/auth\//);
  await page.goto('/email-tester');
  const settings = page.getByRole('region', { name: 'SMTP settings' });
  await expect(settings.getByRole('row', { name: /Server/ })).toContainText(`127.0.0.1:${smtp.port}`);
  await expect(settings.getByRole('row', { name: /Password/ })).toContainText('••••••••');
  await expect(page.getByText(smtpPassword)).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Recipient' }).fill('superintendent@fleet.example');
  await page.getByRole('button', { name: 'Send test mail' }).click();
  const answer = page.getByRole('status', { name: "The SMTP server's answer" });
  await expect(answer).toContainText('Sent');
  await expect(answer).toContainText('superintendent@fleet.example');

  await expect.poll(() => smtp.received.length).toBe(1);
  const [{ envelopeTo, mail }] = smtp.received;
  expect(envelopeTo).toEqual(['superintendent@fleet.example']);
  expect(mail.from?.text).toContain('keel@fleet.example');
  expect(mail.subject).toBeTruthy();
  await expect(page.getByRole('table', { name: /Outbox/ }).getByRole('row', { name: /superintendent@fleet\.example/ })).toContainText('Sent');
});
