/** Colours and i18n keys of the statuses the day view shows as badges. */
import type { DayStatus, ElogEntryStatus, SignatureStatus } from './elog-api.js';

export const entryStatusColour: Record<ElogEntryStatus, string> = { DRAFT: 'yellow', COMPLETED: 'green', NA: 'gray', DELETED: 'red' };
export const entryStatusKey: Record<ElogEntryStatus, string> = {
  DRAFT: 'elogDay.status.draft', COMPLETED: 'elogDay.status.completed', NA: 'elogDay.status.na', DELETED: 'elogDay.status.deleted',
};

export const dayStatusColour: Record<DayStatus, string> = { IN_PROGRESS: 'blue', COMPLETED: 'green' };
export const dayStatusKey: Record<DayStatus, string> = { IN_PROGRESS: 'elogDay.day.inProgress', COMPLETED: 'elogDay.day.completed' };

export const signatureColour: Record<SignatureStatus, string> = { NONE: 'gray', FIRST: 'cyan', MAIN: 'teal' };
export const signatureKey: Record<SignatureStatus, string> = {
  NONE: 'elogDay.day.signatureNone', FIRST: 'elogDay.day.signatureFirst', MAIN: 'elogDay.day.signatureMain',
};
