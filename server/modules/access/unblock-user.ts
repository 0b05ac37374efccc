/** Ends a user's lockout and forgets its failed sign-ins: the one way both the administrator and the operator unblock. */
import { eq } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/engine.js';
import { users } from './tables.js';
import { writeAudit } from '../audit/audit.js';
import { clearAccountThrottle } from '../auth/throttle.js';
import type { UserRow } from './principals.js';

export interface Unblocker {
  userId?: string;
  username: string;
}

/**
 * Sets a blocked user VALID, clears the failure count and the account's sign-in throttle, and audits it (UNBLOCK).
 * A user who is not blocked keeps its password state but still has its counters cleared (the operator may need
 * that for a throttled account). Answers whether the user was blocked.
 */
export async function unblockUser(db: Db, user: UserRow, actor: Unblocker): Promise<{ wasBlocked: boolean }> {
  const wasBlocked = user.passwordState === 'BLOCKED';
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({
      ...(wasBlocked ? { passwordState: 'VALID' } : {}),
      failedAttempts: 0, blockedUntil: null, version: user.version + 1, updatedAt: new Date(), updatedBy: actor.username,
    }).where(eq(users.id, user.id));
    await clearAccountThrottle(tx, user.username);
    await writeAudit(tx, {
      actor, action: 'UNBLOCK', entity: 'user', entityId: user.id, fromVersion: user.version, toVersion: user.version + 1,
      details: { wasBlocked },
    });
  });
  return { wasBlocked };
}
