import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '../../server/db/schema.js';
import { queueEmail, sendDue } from '../../server/modules/email/outbox.js';
import { createEmailSender } from '../../server/modules/email/sender-loop.js';
import { renderPdf } from '../../server/modules/printouts/pdf-engine.js';
import { startSmtpTestServer, type SmtpTestServer, smtpParameters } from '../support/smtp-test-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface TestAnswer {
  status: 'SENT' | 'FAILED'; accepted: string[]; rejected: string[]; response: string; dialogue: string[];
  error: { key: string; params: Record<string, string> } | null;
}
interface OutboxItem { id: string; status: string; attempts: number; lastError: { key: string } | null; origin: string; recipients: string[] }

const user = 'keel-relay';
const password = 'S3cret-relay-pw!';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('e-mail through a real SMTP server', () => {
  let t: TestApp;
  let admin: string;
  let officer: string;
  let smtp: SmtpTestServer;

  const setParam = async (code: string, value: string) => {
    const path = `/api/app-parameter/${code}`;
    const current = await (await t.call('GET', path, { token: admin })).json() as { version: number; data: Record<string, unknown> };
    const saved = await t.call('PUT', path, { token: admin, body: { requestValue: { version: current.version, data: { ...current.data, paramValue: value } } } });
    expect(saved.status, `${code} = ${value}`).toBe(200);
  };
  const pointAt = async (server: SmtpTestServer, security: 'NONE' | 'STARTTLS', pw = password) => {
    for (const [code, value] of Object.entries(smtpParameters(server, { user, password: pw, security }))) await setParam(code, value);
  };
  const sendTest = (to: string, language: 'en' | 'ru', token = admin, template = 'TEST_MESSAGE') =>
    t.call('POST', '/api/email/test', { token, body: { requestValue: { to, language, template } } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'Admin#2026');
    officer = await t.signIn('officer', 'Officer#2026');
    smtp = await startSmtpTestServer({ user, password, starttls: false, refuse: (a) => a.startsWith('nobody@') });
    await pointAt(smtp, 'NONE');
  });
  afterAll(async () => {
    await smtp?.close();
    await t.close();
  });

  it('sends a test mail and answers what the server said; the mail arrives in the recipient language', async () => {
    const answer = await sendTest('master@nordic-ore.example', 'ru');
    expect(answer.status).toBe(200);
    const result = await answer.json() as TestAnswer;
    expect(result).toMatchObject({ status: 'SENT', accepted: ['master@nordic-ore.example'], rejected: [], error: null });
    expect(result.response).toMatch(/^250 /);
    expect(result.dialogue.some((l) => l.startsWith('C: MAIL FROM:<keel@fleet.example>'))).toBe(true);
    expect(result.dialogue.join('\n')).not.toContain(password);
    expect(result.dialogue.join('\n')).not.toContain(Buffer.from(`\0${user}\0${password}`).toString('base64'));

    const received = smtp.received.at(-1)!;
    expect(received.envelopeTo).toEqual(['master@nordic-ore.example']);
    expect(received.mail.subject).toBe('Тестовое сообщение Keel от Shore office');
    expect(received.mail.from?.value[0]).toMatchObject({ address: 'keel@fleet.example', name: 'Keel Fleet Office' });
    expect(received.mail.text).toContain('Здравствуйте, master@nordic-ore.example!');
    expect(received.mail.text).toContain('отправленное пользователем admin');
    expect(received.mail.html).toContain('<b>admin</b>');

    const english = await (await sendTest('chief@nordic-ore.example', 'en')).json() as TestAnswer;
    expect(english.status).toBe('SENT');
    expect(smtp.received.at(-1)!.mail.subject).toBe('Keel test message from Shore office');
  });

  it('answers a refused recipient and a failed login with the SMTP error, translated on the screen', async () => {
    const refused = await (await sendTest('nobody@nordic-ore.example', 'en')).json() as TestAnswer;
    expect(refused.status).toBe('FAILED');
    expect(refused.error?.key).toBe('email.error.rejected');
    expect(refused.response).toContain('550');
    expect(refused.rejected).toEqual(['nobody@nordic-ore.example']);

    await setParam('email.smtp.password', 'wrong password');
    const denied = await (await sendTest('master@nordic-ore.example', 'en')).json() as TestAnswer;
    expect(denied).toMatchObject({ status: 'FAILED', error: { key: 'email.error.auth' } });
    expect(denied.response).toContain('535');
    await setParam('email.smtp.password', password);

    const outbox = (await (await t.call('GET', '/api/email/outbox', { token: admin })).json() as { items: OutboxItem[] }).items;
    expect(outbox[0]).toMatchObject({ status: 'FAILED', attempts: 1, lastError: { key: 'email.error.auth' }, origin: 'email-tester' });
  });

  it('answers a connection refused when nothing listens', async () => {
    const closed = await startSmtpTestServer({ user, password, starttls: false });
    await closed.close();
    await setParam('email.smtp.port', String(closed.port));
    const answer = await (await sendTest('master@nordic-ore.example', 'en')).json() as TestAnswer;
    expect(answer).toMatchObject({ status: 'FAILED', error: { key: 'email.error.connection' } });
    expect(answer.response).toContain('ECONNREFUSED');
    await setParam('email.smtp.port', String(smtp.port));
  });

  it('sends over STARTTLS when the server offers it', async () => {
    const tls = await startSmtpTestServer({ user, password, starttls: true });
    try {
      await pointAt(tls, 'STARTTLS');
      const answer = await (await sendTest('master@nordic-ore.example', 'en')).json() as TestAnswer;
      expect(answer.status).toBe('SENT');
      expect(answer.dialogue).toContain('C: STARTTLS');
      expect(tls.received).toHaveLength(1);
    } finally {
      await tls.close();
      await pointAt(smtp, 'NONE');
    }
  });

  it('retries the outbox with back-off after the server was down, and sends each mail once with its PDF intact', async () => {
    const pdf = await renderPdf({ content: [{ text: 'Voyage summary — Nordic Ore' }] } as never);
    const down = await startSmtpTestServer({ user, password, starttls: false });
    const port = down.port;
    await down.close();
    await setParam('email.smtp.port', String(port));

    const start = new Date('2030-01-01T00:00:00Z');
    const { id } = await queueEmail(t.db, {
      to: ['master@nordic-ore.example', 'office@fleet.example'], language: 'en', subject: 'Voyage summary', text: 'Attached.',
      attachments: [{ fileName: 'voyage-summary.pdf', contentType: 'application/pdf', content: pdf }], origin: 'printout-schedule:TEST',
    }, start);
    const row = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

    expect(await sendDue(t.db, { now: start })).toMatchObject({ sent: 0, retrying: 1 });
    expect(await row()).toMatchObject({ status: 'QUEUED', attempts: 1, nextAttemptAt: new Date(start.getTime() + 60_000) });
    expect((await sendDue(t.db, { now: new Date(start.getTime() + 30_000) })).retrying).toBe(0); // not due yet
    expect(await sendDue(t.db, { now: new Date(start.getTime() + 60_000) })).toMatchObject({ retrying: 1 });
    expect(await row()).toMatchObject({ attempts: 2, nextAttemptAt: new Date(start.getTime() + 60_000 + 120_000) });

    const back = await startSmtpTestServer({ user, password, starttls: false, port });
    try {
      // The server process's loop, on the test's clock: a restart would find the same row and carry on.
      const sender = createEmailSender({ db: t.db, now: () => new Date(start.getTime() + 180_000) });
      await sender.round();
      await sender.round();
      await sender.stop();
      expect(await row()).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
      expect(back.received).toHaveLength(1);
      const [mail] = back.received;
      expect(mail.envelopeTo.sort()).toEqual(['master@nordic-ore.example', 'office@fleet.example']);
      expect(mail.mail.attachments).toHaveLength(1);
      expect(mail.mail.attachments[0]).toMatchObject({ filename: 'voyage-summary.pdf', contentType: 'application/pdf' });
      expect(sha256(mail.mail.attachments[0].content)).toBe(sha256(pdf));
    } finally {
      await back.close();
      await setParam('email.smtp.port', String(smtp.port));
    }
  });

  it('gives up after the attempts are used up', async () => {
    const down = await startSmtpTestServer({ user, password, starttls: false });
    await down.close();
    await setParam('email.smtp.port', String(down.port));
    const start = new Date('2031-01-01T00:00:00Z');
    const { id } = await queueEmail(t.db, { to: ['a@fleet.example'], language: 'en', subject: 's', text: 't', origin: 'test' }, start);
    let now = start.getTime();
    for (let i = 0; i < 8; i++) {
      await sendDue(t.db, { now: new Date(now) });
      now += 3_600_000;
    }
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 8 });
    expect(JSON.parse(row.lastError!).key).toBe('email.error.connection');
    await setParam('email.smtp.port', String(smtp.port));
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('never sends a mail twice when two senders run at once (row locks)', async () => {
    const before = smtp.received.length;
    const now = new Date('2032-01-01T00:00:00Z');
    for (let i = 0; i < 6; i++) await queueEmail(t.db, { to: [`crew${i}@fleet.example`], language: 'en', subject: `once ${i}`, text: 't', origin: 'test' }, now);
    const rounds = await Promise.all([sendDue(t.db, { now }), sendDue(t.db, { now }), sendDue(t.db, { now })]);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(smtp.received.length - before).toBe(6);
  });

  it('never answers the SMTP password', async () => {
    const answers = await Promise.all([
      t.call('GET', '/api/app-parameter/email.smtp.password', { token: admin }),
      t.call('GET', '/api/app-parameter?size=200', { token: admin }),
      t.call('GET', '/api/app-parameter/param/email.smtp.password', { token: admin }),
      t.call('GET', '/api/email/settings', { token: admin }),
    ]);
    const texts = await Promise.all(answers.map((a) => a.text()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // nor does the audit trail of the parameter's changes keep it
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(password);
    for (const text of texts) expect(text).not.toContain(password);
    expect((JSON.parse(texts[0]) as { data: { paramValue: string } }).data.paramValue).toBe('********');
    expect(await (await t.call('GET', '/api/email/settings', { token: admin })).json()).toMatchObject({ user, passwordSet: true, configured: true });

    // Saving the parameter with the mask keeps the password; the next mail still logs in.
    await setParam('email.smtp.password', '********');
    expect(((await (await sendTest('master@nordic-ore.example', 'en')).json()) as TestAnswer).status).toBe('SENT');
  });

  it('previews a template in both languages with its sample data, values escaped in HTML', async () => {
    const preview = (language: string, data?: object) => t.call('POST', '/api/email/templates/preview', { token: admin, body: { requestValue: { code: 'NOTIFICATION', language, data } } });
    const en = await (await preview('en')).json() as { subject: string; text: string; html: string; missing: string[] };
    expect(en.subject).toBe('[Keel] WARNING: Main engine exhaust temperature high');
    expect(en.text).toContain('Ship: Nordic Ore');
    expect(en.missing).toEqual([]);
    const ru = await (await preview('ru', { text: '<script>x</script>' })).json() as { text: string; html: string };
    expect(ru.text).toContain('Судно: Nordic Ore');
    expect(ru.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect((await t.call('POST', '/api/email/templates/preview', { token: admin, body: { requestValue: { code: 'NONE', language: 'en' } } })).status).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, and callers without the right', async () => {
    const bad = await t.call('POST', '/api/email/test', { token: admin, body: { requestValue: { to: 'not an address', language: 'en' } } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('/requestValue/to');
    const badPort = await t.call('GET', '/api/app-parameter/email.smtp.port', { token: admin });
    const current = await badPort.json() as { version: number; data: Record<string, unknown> };
    expect((await t.call('PUT', '/api/app-parameter/email.smtp.port', { token: admin, body: { requestValue: { version: current.version, data: { ...current.data, paramValue: '99999' } } } })).status).toBe(400);

    expect((await sendTest('master@nordic-ore.example', 'en', officer)).status).toBe(403);
    expect((await t.call('GET', '/api/email/settings', { token: officer })).status).toBe(403);
    expect((await t.call('GET', '/api/email/outbox', { token: officer })).status).toBe(403);
    expect((await t.call('GET', '/api/email/settings')).status).toBe(401);
    expect((await t.call('POST', '/api/email/test', { body: { requestValue: {} } })).status).toBe(401);
  });
});
