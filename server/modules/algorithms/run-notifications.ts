/**
 * A continuous run that fails tells the algorithm's owner — the user who last saved it — once per failure streak: the
 * run after a success (or the first run) that fails notifies; retries that keep failing do not (docs/notifications.md).
 */
import { canSeeUnit } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { loadPrincipal } from '../access/principals.js';
import { userIdsByUsername } from '../access/users.js';
import type { KindRow } from '../descriptors/store.js';
import { notify } from '../notifications/notify.js';

export async function notifyRunFailed(db: Db, algorithm: KindRow<'algorithm'>, ship: { id: string; code: string }, startedAt: Date): Promise<void> {
  try {
    const owner = algorithm.updatedBy ?? algorithm.createdBy;
    const userId = owner ? (await userIdsByUsername(db, [owner])).get(owner) : undefined;
    const principal = userId ? await loadPrincipal(db, userId) : undefined;
    if (!userId || !principal || !canSeeUnit(principal, ship.id)) return;
    await notify(db, {
      recipients: [userId], topic: 'algorithms.runFailed', priority: 'WARNING', now: startedAt,
      subjectKey: 'notifications.algorithms.runFailed.subject', fullKey: 'notifications.algorithms.runFailed.text',
      params: { algorithm: algorithm.code, ship: ship.code },
    });
  } catch (error) {
    console.error('notification "algorithm run failed" failed', error);
  }
}
