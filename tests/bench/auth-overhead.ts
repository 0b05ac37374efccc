/**
 * The price of a signed-in request: token verification, session lookup and principal loading,
 * against a public route answered from the same database in the same run.
 */
import { createApp } from '../../server/app.js';
import { openDatabase } from '../../server/db/engine.js';
import { loadBuiltins } from '../../server/modules/descriptors/builtins.js';
import { seedDemo } from '../../seeds/demo.js';
import { testConfig } from '../support/test-app.js';
import { msPerOp, ratioLine, type Bench } from './measure.js';

export const authOverhead: Bench = {
  id: 'auth-overhead',
  title: 'Authenticated request overhead (PGlite, in-process)',
  async run() {
    const database = await openDatabase({});
    await loadBuiltins(database.db);
    await seedDemo(database.db);
    const app = await createApp({ db: database.db, config: testConfig(), engine: database.engine });
    const signIn = await app.request('/api/authentication', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'captain', password: 'Captain#2026' }),
    });
    const { token } = await signIn.json() as { token: string };
    const publicMs = await msPerOp(() => app.request('/api/authentication/criteria'));
    const pingMs = await msPerOp(() => app.request('/api/authentication/ping', { headers: { authorization: `Bearer ${token}` } }));
    const menuMs = await msPerOp(() => app.request('/api/menu', { headers: { authorization: `Bearer ${token}` } }), 100);
    const signInMs = await msPerOp(() => app.request('/api/authentication', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'analyst', password: 'Analyst#2026' }),
    }), 10, 3);
    await database.close();
    return [
      ratioLine('signed-in ping', pingMs, publicMs, 'public criteria read'),
      ratioLine('signed-in menu', menuMs, publicMs, 'public criteria read'),
      ratioLine('sign-in (argon2id)', signInMs, publicMs, 'public criteria read'),
    ];
  },
};
