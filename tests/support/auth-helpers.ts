/** Shortcuts for authentication tests: sign-in answers, user lookups, password changes. */
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.js';
import type { TestApp } from './test-app.js';

export interface AuthAnswer {
  status: string;
  statusMessage: string;
  token?: string;
  username?: string;
  functions?: Record<string, string>;
  unmetCriteria?: string[];
}

export async function attemptSignIn(t: TestApp, username: string, password: string, language?: string): Promise<AuthAnswer> {
  const res = await t.call('POST', '/api/authentication', { body: { username, password }, language });
  return res.json() as Promise<AuthAnswer>;
}

export async function changePassword(t: TestApp, token: string | undefined, body: Record<string, unknown>): Promise<Response> {
  return t.call('PUT', '/api/authentication', { token, body });
}

export async function userRow(t: TestApp, username: string) {
  const [row] = await t.db.select().from(users).where(eq(users.username, username));
  return row;
}
