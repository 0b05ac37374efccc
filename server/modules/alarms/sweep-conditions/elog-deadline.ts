/**
 * Logbook deadline (docs/alarms.md "Time-based conditions"): each day of the logbook on the ships that is
 * `hoursAfterDayEnd` past its end on its own clock and has not reached the required status. A day nobody opened counts
 * too, from the first day the ship kept that logbook on: the logbook is in use there, and an empty page is the worst
 * case of an unsigned one. Only the last LOOKBACK_DAYS days are looked at.
 */
import { translate } from '../../../http/i18n.js';
import { resolveText } from '../../../../descriptors/lib/text.js';
import { logbookDaysFrom, type DeadlineDay } from '../../elog/deadline-days.js';
import { dayBounds } from '../../elog/elog-days.js';
import type { HoldingSubject, SweepCondition } from '../subject-state.js';
import { conditionOf, dayMs } from './condition-of.js';

/** How far back days are looked at: a month of pages, a bounded query however old the fleet's logbooks are. */
export const LOOKBACK_DAYS = 31;

const hourMs = 3_600_000;

export type RequiredDayStatus = 'COMPLETED' | 'APPROVED';

/** Whether the day has reached the status: an approved day (the master's signature, MAIN) has also been completed. */
export function dayReached(day: Pick<DeadlineDay, 'status' | 'signatureStatus'>, required: RequiredDayStatus): boolean {
  if (day.signatureStatus === 'MAIN') return true;
  return required === 'COMPLETED' && day.status === 'COMPLETED';
}

/** What the episode shows of the day: APPROVED, COMPLETED or IN_PROGRESS; null for a day nobody opened. */
export function dayValue(day: Pick<DeadlineDay, 'status' | 'signatureStatus'> | undefined): string | null {
  if (!day) return null;
  return day.signatureStatus === 'MAIN' ? 'APPROVED' : day.status;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);

export const elogDeadlineCondition: SweepCondition = async (db, definition, unitIds, now) => {
  const condition = conditionOf(definition, 'elog-deadline');
  if (!condition || !unitIds.length) return [];
  const required = condition.requiredStatus ?? 'APPROVED';
  const fromDay = new Date(now.getTime() - LOOKBACK_DAYS * dayMs).toISOString().slice(0, 10);
  const logbook = await logbookDaysFrom(db, condition.elog, unitIds, fromDay);
  if (!logbook) return [];
  const title = resolveText(logbook.name, 'en', (key) => translate('en', key));
  const lastDay = now.toISOString().slice(0, 10);
  const byShip = new Map<string, DeadlineDay[]>();
  for (const d of logbook.days) byShip.set(d.unitId, [...byShip.get(d.unitId) ?? [], d]);
  const holding: HoldingSubject[] = [];
  for (const [unitId, days] of byShip) {
    const byDay = new Map(days.map((d) => [d.day, d]));
    // The ship's newest day before the window means it kept the logbook already: every day of the window counts.
    let day = days[0].day < fromDay ? fromDay : days[0].day;
    // A day nobody opened is read on the clock of the nearest earlier day (the first one's when there is none).
    let clock = days[0].offset;
    // Days up to today's UTC date, and tomorrow's for ships east of Greenwich whose day ends before UTC's.
    for (; day <= nextDay(lastDay); day = nextDay(day)) {
      const row = byDay.get(day);
      if (row) clock = row.offset;
      const deadline = new Date((row?.end.getTime() ?? dayBounds(day, clock).end.getTime()) + condition.hoursAfterDayEnd * hourMs);
      if (deadline > now || (row && dayReached(row, required))) continue;
      holding.push({ unitId, subject: `${condition.elog}|${day}`, subjectLabel: `${title} ${day}`, value: dayValue(row), since: deadline });
    }
  }
  return holding;
};

/**
 * Whether a subject's day is older than the look-back: the sweep no longer sees it, which says nothing about whether it
 * was signed — its open episode is left as it is (acknowledged by people), never cleared as if the day had been signed.
 */
export const isBeyondLookback = (subject: string, now: Date): boolean => {
  const day = subject.slice(subject.lastIndexOf('|') + 1);
  return day < new Date(now.getTime() - LOOKBACK_DAYS * dayMs).toISOString().slice(0, 10);
};
