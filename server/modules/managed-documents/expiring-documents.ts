/**
 * Ships' documents that expire soon, for the alarms that will warn before a certificate runs out (issue 20): the
 * `managed-document` records of the given ships whose expiry date falls within the next N days (and, when asked,
 * those already expired), by the same date rule the list's status shows (descriptors/lib/date-status.ts).
 */
import { and, inArray, sql } from 'drizzle-orm';
import { dateStatusOf, dateStatusWindow, type DateStatus } from '../../../descriptors/lib/date-status.js';
import type { Db } from '../../db/engine.js';
import { dateStatusCondition } from '../resources/date-status.js';
import { requireResource } from '../resources/definitions.js';
import { selectRecords } from '../resources/record-queries.js';
import { dataText } from '../resources/record-sql.js';

export const managedDocumentResource = 'managed-document';

export interface ExpiringDocument {
  id: string;
  unitId: string;
  documentType: string;
  /** the title given to tell documents apart (an OTHER document's name); null without one */
  name: string | null;
  number: string;
  expiryDate: string;
  status: Extract<DateStatus, 'EXPIRING' | 'EXPIRED'>;
  /** whole days from today to the expiry date; negative once expired */
  daysLeft: number;
}

export interface ExpiringQuery {
  /** the ships to look at (the caller's scope); none: nothing */
  unitIds: readonly string[];
  withinDays: number;
  includeExpired?: boolean;
  now?: Date;
}

/** Enabled documents of the ships expiring within the days (and expired ones if asked), the soonest first. */
export async function listExpiringDocuments(db: Db, query: ExpiringQuery): Promise<ExpiringDocument[]> {
  if (!query.unitIds.length) return [];
  const { definition } = await requireResource(db, managedDocumentResource);
  const setting = definition.dateStatus;
  if (!setting || !definition.unitField) return [];
  const window = dateStatusWindow(query.now ?? new Date(), query.withinDays);
  const statuses = query.includeExpired ? ['EXPIRING', 'EXPIRED'] : ['EXPIRING'];
  const where = and(
    inArray(dataText(definition.unitField), [...query.unitIds]),
    sql`(${sql.join(statuses.map((s) => dateStatusCondition(setting, s, window)), sql` or `)})`,
  );
  const rows = await selectRecords(db, managedDocumentResource, { where, enabledOnly: true });
  const today = Date.parse(`${window.today}T00:00:00Z`);
  return rows.map((row) => {
    const expiryDate = String(row.data[setting.dateField]).slice(0, 10);
    return {
      id: row.id, unitId: String(row.data[definition.unitField!]), documentType: String(row.data.documentType ?? ''),
      name: typeof row.data.name === 'string' && row.data.name.trim() ? row.data.name.trim() : null,
      number: String(row.data.number ?? ''), expiryDate,
      status: dateStatusOf(expiryDate, window) as ExpiringDocument['status'],
      daysLeft: Math.round((Date.parse(`${expiryDate}T00:00:00Z`) - today) / 86_400_000),
    };
  }).sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.number.localeCompare(b.number));
}
