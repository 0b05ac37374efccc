/**
 * The time-based conditions the scheduled sweep evaluates, one per condition type (docs/alarms.md "Engine"). A
 * definition whose condition type is not here is a tag condition, evaluated as points arrive.
 */
import type { AlarmCondition } from '../../../../descriptors/kinds/alarm-definition/alarm-definition.schema.js';
import type { SweepCondition } from '../subject-state.js';
import { documentExpiryCondition } from './document-expiry.js';
import { elogDeadlineCondition, isBeyondLookback } from './elog-deadline.js';
import { staleCondition } from './stale.js';

export const sweepConditions: Partial<Record<AlarmCondition['type'], SweepCondition>> = {
  stale: staleCondition,
  'document-expiry': documentExpiryCondition,
  'elog-deadline': elogDeadlineCondition,
};

/** Subjects a condition no longer looks at (past its look-back): not seeing them is no reason to clear their episodes. */
export const outOfSight: Partial<Record<AlarmCondition['type'], (subject: string, now: Date) => boolean>> = {
  'elog-deadline': isBeyondLookback,
};
