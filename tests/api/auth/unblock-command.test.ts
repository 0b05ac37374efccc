import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cliCommands } from '../../../server/cli/commands.js';
import { openDatabase } from '../../../server/db/engine.js';
import { auditLog, signInThrottle, users } from '../../../server/db/schema.js';
import { attemptSignIn, userRow } from '../../support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const blockAdmin = (db: TestApp['db']) =>
  db.update(users).set({ passwordState: 'BLOCKED', blockedUntil: null, failedAttempts: 5 }).where(eq(users.username, 'admin'));

describe('npm run keel -- unblock <username>', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });
  const unblock = (...args: string[]) => cliCommands.unblock.run({ db: t.db, config: t.config, args });

  it('unblocks the only administrator when nobody can sign in to do it, and audits it', async () => {
    await blockAdmin(t.db);
    expect((await attemptSignIn(t, 'admin', 'Admin#2026')).status).toBe('LOGIN_ERROR');
    expect(await unblock('Admin')).toMatch(/admin is unblocked/);
    expect(await userRow(t, 'admin')).toMatchObject({ passwordState: 'VALID', failedAttempts: 0, blockedUntil: null });
    expect((await attemptSignIn(t, 'admin', 'Admin#2026')).status).toBe('OK');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'UNBLOCK'));
    expect(audit).toMatchObject({ entityId: (await userRow(t, 'admin')).id, username: expect.stringMatching(/^cli:/) });
  });

  it('lifts the sign-in throttle of an account that is not blocked', async () => {
    await t.db.insert(signInThrottle).values({ scope: 'ACCOUNT', key: 'captain', windowStart: new Date(), failures: 11, throttledUntil: new Date(Date.now() + 600_000) });
    expect((await t.call('POST', '/api/authentication', { body: { username: 'captain', password: 'Captain#2026' } })).status).toBe(429);
    expect(await unblock('captain')).toMatch(/was not blocked/);
    expect((await attemptSignIn(t, 'captain', 'Captain#2026')).status).toBe('OK');
  });

  it('refuses an unknown username with a clear message and changes nothing', async () => {
    await expect(unblock('nobody')).rejects.toThrow('There is no user named "nobody"; nothing was changed.');
    await expect(unblock()).rejects.toThrow(/Usage: npm run keel -- unblock <username>/);
  });
});

describe('the unblock command as a process, on an embedded database with the server stopped', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'keel-unblock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const keel = (...args: string[]) => promisify(execFile)('npm', ['run', '--silent', 'keel', '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LANG: 'en_GB.UTF-8' },
  });

  it('unblocks, and exits non-zero naming an unknown user', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    await blockAdmin(database.db);
    await database.close();

    const { stdout } = await keel('unblock', 'admin');
    expect(stdout).toContain('User admin is unblocked and can sign in again.');
    const failure = await keel('unblock', 'nobody').catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('There is no user named "nobody"') });

    const reopened = await openDatabase({ dataDir });
    const [admin] = await reopened.db.select().from(users).where(eq(users.username, 'admin'));
    await reopened.close();
    expect(admin.passwordState).toBe('VALID');
  });
});
