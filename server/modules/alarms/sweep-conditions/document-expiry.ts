/**
 * Document expiry (docs/alarms.md "Time-based conditions"): each enabled document of the ships expiring within
 * `daysAhead` days or already expired, of the given types when the definition names some, by the date rule the
 * documents list shows (listExpiringDocuments). The condition began `daysAhead` days before the expiry date.
 */
import { translate } from '../../../http/i18n.js';
import { listExpiringDocuments, type ExpiringDocument } from '../../managed-documents/expiring-documents.js';
import type { HoldingSubject, SweepCondition } from '../subject-state.js';
import { conditionOf, dayMs } from './condition-of.js';

export const documentExpiryCondition: SweepCondition = async (db, definition, unitIds, now) => {
  const condition = conditionOf(definition, 'document-expiry');
  if (!condition || !unitIds.length) return [];
  const types = condition.documentTypes?.length ? new Set(condition.documentTypes) : undefined;
  const documents = await listExpiringDocuments(db, { unitIds, withinDays: condition.daysAhead, includeExpired: true, now });
  return documents.filter((d) => !types || types.has(d.documentType)).map((d): HoldingSubject => ({
    unitId: d.unitId,
    subject: d.id,
    subjectLabel: documentLabel(d),
    value: d.daysLeft,
    since: new Date(Date.parse(`${d.expiryDate}T00:00:00Z`) - condition.daysAhead * dayMs),
  }));
};

/**
 * The document as the list names it: its own title, else its type's name, then its number ("IOPP (oil pollution
 * prevention) IOPP-1"). An episode keeps one label (subject-state.ts), so it is written in English.
 */
export function documentLabel(document: Pick<ExpiringDocument, 'name' | 'documentType' | 'number'>): string {
  const key = `resources.managed-document.types.${document.documentType}`;
  const typeName = document.documentType ? translate('en', key) : '';
  const title = document.name ?? (typeName === key ? document.documentType : typeName);
  return [title, document.number].filter(Boolean).join(' ');
}
