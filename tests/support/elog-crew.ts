/** Logbook tests' crew set-up: a ship's id by its code, and signature passwords set for the accounts that will sign. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { units } from '../../server/db/schema.js';
import type { TestApp } from './test-app.js';

export async function shipIdOf(t: TestApp, code: string): Promise<string> {
  const [ship] = await t.db.select({ id: units.id }).from(units).where(eq(units.code, code));
  return ship.id;
}

/** Each [token, sign-in password, signature password]: signing needs its own password, which a new account lacks. */
export async function setSignaturePasswords(t: TestApp, signers: readonly (readonly [string, string, string])[]): Promise<void> {
  for (const [token, login, signature] of signers) {
    const res = await t.call('POST', '/api/user/changeSignaturePassword', { token, body: { requestValue: { currentPassword: login, newPassword: signature } } });
    expect(res.status).toBe(200);
  }
}
