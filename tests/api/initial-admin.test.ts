import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type KeelApp } from '../../server/app.js';
import { openDatabase, type Database } from '../../server/db/engine.js';
import { ensureInitialAdmin } from '../../server/modules/access/initial-admin.js';
import { loadBuiltins } from '../../server/modules/descriptors/builtins.js';
import { testConfig } from '../support/test-app.js';

describe('a production start on an empty database', () => {
  let database: Database;
  let app: KeelApp;
  beforeAll(async () => {
    database = await openDatabase({});
    await loadBuiltins(database.db);
    app = await createApp({ db: database.db, config: testConfig(), engine: database.engine });
  });
  afterAll(async () => { await database.close(); });

  const signIn = async (username: string, password: string) => (await app.request('/api/authentication', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  })).json() as Promise<{ status: string; token?: string }>;

  it('creates admin with a random temporary password, once, and no demo accounts', async () => {
    const created = await ensureInitialAdmin(database.db);
    expect(created?.username).toBe('admin');
    expect(created!.temporaryPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{12}$/);
    expect(created!.temporaryPassword).not.toBe('Admin#2026');
    expect(await ensureInitialAdmin(database.db)).toBeUndefined();
    expect((await signIn('admin', 'Admin#2026')).status).toBe('WRONG_CREDENTIALS');
    expect((await signIn('captain', 'Captain#2026')).status).toBe('WRONG_CREDENTIALS');
    expect((await signIn('admin', created!.temporaryPassword)).status).toBe('TEMPORARY_PASSWORD');
  });
});
