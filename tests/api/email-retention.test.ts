import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAttachments, emailOutbox } from '../../server/db/schema.js';
import { queueEmail } from '../../server/modules/email/outbox.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the outbox keeps finished mail 90 days (scheduled job email.outbox-retention)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'Admin#2026');
  });
  afterAll(async () => { await t.close(); });

  it('deletes mail sent or given up over 90 days ago with its attachments, and keeps newer and still-queued mail', async () => {
    const mail = async (status: 'QUEUED' | 'SENT' | 'FAILED', age: number) => {
      const { id } = await queueEmail(t.db, {
        to: ['master@nordic-ore.example'], subject: `${status} ${age}`, text: 'Noon report', language: 'en', origin: 'test',
        attachments: [{ fileName: 'noon.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }],
      }, daysAgo(age));
      await t.db.update(emailOutbox).set({ status }).where(eq(emailOutbox.id, id));
      return id;
    };
    const oldSent = await mail('SENT', 120);
    const oldFailed = await mail('FAILED', 91);
    const oldQueued = await mail('QUEUED', 120);
    const recentSent = await mail('SENT', 10);

    const run = await t.call('POST', '/api/scheduler/jobs/email.outbox-retention/run', { token: admin });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ result: 'OK', summary: { key: 'scheduler.jobs.outboxRetention.done', params: { count: 2, days: 90 } } });

    const left = (await t.db.select({ id: emailOutbox.id }).from(emailOutbox)).map((row) => row.id);
    expect(left.sort()).toEqual([oldQueued, recentSent].sort());
    const files = await t.db.select({ emailId: emailAttachments.emailId }).from(emailAttachments).where(inArray(emailAttachments.emailId, [oldSent, oldFailed]));
    expect(files).toEqual([]);
  });
});
