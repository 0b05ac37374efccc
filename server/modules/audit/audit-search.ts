/** Reading the audit log for other modules: the entries of one entity type, filtered, newest first, with their count. */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { likePattern } from '../resources/record-sql.js';
import { auditLog } from './tables.js';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditSearch {
  entity: string;
  actions: readonly string[];
  from?: Date;
  to?: Date;
  /** in the entity id or the username */
  text?: string;
  /** the newest this many */
  limit: number;
}

export async function searchAudit(db: Db, search: AuditSearch): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [eq(auditLog.entity, search.entity), inArray(auditLog.action, [...search.actions])];
  if (search.from) conditions.push(gte(auditLog.ts, search.from));
  if (search.to) conditions.push(lt(auditLog.ts, search.to));
  if (search.text) {
    const pattern = likePattern(search.text);
    conditions.push(sql`(coalesce(${auditLog.entityId}, '') ilike ${pattern} or coalesce(${auditLog.username}, '') ilike ${pattern})`);
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.ts), desc(auditLog.id)).limit(search.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
