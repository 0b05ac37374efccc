/**
 * What the logbook workflow tells people (docs/notifications.md): a completed day awaits its approval — every user
 * who may give the logbook's main signature on that ship is notified (the one who completed it too: the notification
 * stays in the bell until the day is signed); an approval removed — the officers who signed the day are told, with
 * the reason. The step has committed by then: a failing notification is logged, never undoes it.
 */
import { and, eq } from 'drizzle-orm';
import { canSeeUnit } from '../../../descriptors/lib/access.js';
import { signatureCapacity } from '../../../descriptors/lib/elog/elog-permission.js';
import type { NotificationParam } from '../../../descriptors/lib/notifications/notification.js';
import type { Db } from '../../db/engine.js';
import { descriptorText } from '../../errors/keel-error.js';
import { loadPrincipal } from '../access/principals.js';
import { enabledRoleIdsOfRoleGroups } from '../access/roles.js';
import { findShip } from '../access/ships.js';
import { listRecipientUsers } from '../access/users.js';
import { notify, withdrawNotifications } from '../notifications/notify.js';
import { canChangeSignaturePassword, roleGroupCodesOf } from './elog-access.js';
import type { ElogDefinition } from './elog-definitions.js';
import type { DayRow } from './elog-days.js';
import { elogSignatures } from './tables.js';

/** A week: a day is approved long before, and an unapproved one is someone else's reminder by then. */
const ttlMinutes = 7 * 24 * 60;

async function dayParams(db: Db, elog: ElogDefinition, day: DayRow): Promise<Record<string, NotificationParam>> {
  const ship = await findShip(db, day.unitId);
  return { elog: descriptorText(elog.config.config.name) as NotificationParam, ship: ship?.name ?? '', day: day.day };
}

/** The users who may approve the completed day: a main-signature role of the logbook, the ship, and signing allowed. */
export async function dayApprovers(db: Db, elog: ElogDefinition, day: DayRow): Promise<string[]> {
  const groups = [...new Set((elog.permissions?.permissions ?? []).filter((r) => r.permission === 'APPROVAL' && r.main).map((r) => r.idRoleGroup))];
  const candidates = await listRecipientUsers(db, { roleIds: await enabledRoleIdsOfRoleGroups(db, groups) });
  const approvers: string[] = [];
  for (const { userId } of candidates) {
    const principal = await loadPrincipal(db, userId);
    if (!principal || !canSeeUnit(principal, day.unitId) || !canChangeSignaturePassword(principal)) continue;
    const capacity = signatureCapacity({ userType: principal.userType, roleGroupIds: await roleGroupCodesOf(db, principal) }, elog.permissions, 'COMPLETED');
    if (capacity.main) approvers.push(userId);
  }
  return approvers;
}

const logged = (what: string) => (error: unknown) => { console.error(`notification "${what}" failed`, error); };

const awaitingApproval = 'elog.dayAwaitingApproval';

export async function notifyDayAwaitingApproval(db: Db, elog: ElogDefinition, day: DayRow): Promise<void> {
  await (async () => {
    await notify(db, {
      recipients: await dayApprovers(db, elog, day), topic: awaitingApproval, priority: 'WARNING', pushPopUp: true, ttlMinutes,
      subjectKey: 'notifications.elog.awaitingApproval.subject', fullKey: 'notifications.elog.awaitingApproval.text',
      // dayId: which reminders to withdraw once the day is approved
      params: { ...await dayParams(db, elog, day), dayId: day.id },
    });
  })().catch(logged('day awaiting approval'));
}

/** The day is approved: the reminders that it awaits approval are withdrawn from every approver's bell. */
export async function withdrawDayAwaitingApproval(db: Db, day: DayRow): Promise<void> {
  await withdrawNotifications(db, awaitingApproval, 'dayId', day.id).catch(logged('withdraw day awaiting approval'));
}

export async function notifyApprovalRemoved(db: Db, elog: ElogDefinition, day: DayRow, remover: { userId: string; username: string }, reason: string): Promise<void> {
  await (async () => {
    const signers = await db.selectDistinct({ userId: elogSignatures.userId }).from(elogSignatures)
      .where(and(eq(elogSignatures.aggregationId, day.id), eq(elogSignatures.operationType, 'APPROVAL')));
    const recipients: string[] = [];
    for (const { userId } of signers) {
      const principal = userId === remover.userId ? undefined : await loadPrincipal(db, userId);
      if (principal && canSeeUnit(principal, day.unitId)) recipients.push(userId);
    }
    await notify(db, {
      recipients, topic: 'elog.approvalRemoved', priority: 'CAUTION', pushPopUp: true, ttlMinutes,
      subjectKey: 'notifications.elog.approvalRemoved.subject', fullKey: 'notifications.elog.approvalRemoved.text',
      params: { ...await dayParams(db, elog, day), by: remover.username, reason },
    });
  })().catch(logged('approval removed'));
}
