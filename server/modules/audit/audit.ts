/** The audit log: who changed what, when, from which version. */
import type { Db } from '../../db/engine.js';
import { auditLog } from './tables.js';

export interface AuditEntry {
  actor?: { userId?: string; username?: string };
  action: string;
  entity: string;
  entityId?: string;
  fromVersion?: number;
  toVersion?: number;
  details?: Record<string, unknown>;
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.actor?.userId ?? null,
    username: entry.actor?.username ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    fromVersion: entry.fromVersion ?? null,
    toVersion: entry.toVersion ?? null,
    details: entry.details ?? null,
  });
}
