/**
 * Logbook days as the alarms' deadline check reads them (docs/alarms.md "Time-based conditions"): the logbook's name
 * and default offset, and the day rows of some ships from a first day on, each ship's newest earlier day with them
 * (it tells that the ship kept the logbook before, and on which clock).
 */
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { DayStatus, SignatureStatus } from '../../../descriptors/lib/elog/day-answer.js';
import type { Db } from '../../db/engine.js';
import { getDescriptor } from '../descriptors/store.js';
import { isUuid } from '../resources/stores/typed-helpers.js';
import { elogAggregations } from './tables.js';

export interface DeadlineDay {
  unitId: string;
  /** the ship's calendar day, YYYY-MM-DD */
  day: string;
  /** the UTC instant the day ends at on its own clock */
  end: Date;
  /** the ship's offset from UTC for the day, minutes */
  offset: number;
  status: DayStatus;
  /** MAIN once the day is approved */
  signatureStatus: SignatureStatus;
}

export interface DeadlineDays {
  name: LocalText;
  /** the offset the logbook assumes for a ship whose clock is not known (params.defaultOffset), minutes */
  defaultOffset: number;
  /** days on or after `fromDay`, and each ship's newest day before it; by ship and day */
  days: DeadlineDay[];
}

/** The logbook's days of the ships from `fromDay` on (plus each ship's newest earlier one); undefined for a logbook that is missing or disabled. */
export async function logbookDaysFrom(db: Db, elogCode: string, unitIds: readonly string[], fromDay: string): Promise<DeadlineDays | undefined> {
  const config = await getDescriptor(db, 'elog-config', elogCode);
  if (!config || config.disabled) return undefined;
  const logbook = { name: config.body.config.name as LocalText, defaultOffset: config.body.params?.defaultOffset ?? 0 };
  const ships = [...new Set(unitIds.filter(isUuid))];
  if (!ships.length) return { ...logbook, days: [] };
  const a = elogAggregations;
  const inWindow = await db.select({
    unitId: a.unitId, day: a.day, end: a.endDate, offset: a.offset, status: a.status, signatureStatus: a.signatureStatus,
  }).from(a).where(and(eq(a.elogCode, elogCode), inArray(a.unitId, ships), gte(a.day, fromDay)));
  // Each ship's newest earlier day: one index probe per ship (a lateral join), however many years the logbook holds.
  const before = db.select({
    unitId: a.unitId, day: a.day, end: a.endDate, offset: a.offset, status: a.status, signatureStatus: a.signatureStatus,
  }).from(a).where(and(eq(a.unitId, sql`ships.id`), eq(a.elogCode, elogCode), lt(a.day, fromDay))).orderBy(desc(a.day)).limit(1).as('before');
  const earlier = await db.select({
    unitId: before.unitId, day: before.day, end: before.end, offset: before.offset, status: before.status, signatureStatus: before.signatureStatus,
  }).from(sql`unnest(array[${sql.join(ships.map((id) => sql`${id}`), sql`, `)}]::uuid[]) as ships(id)`).crossJoinLateral(before);
  const rows = [...earlier, ...inWindow].sort((x, y) => x.unitId.localeCompare(y.unitId) || x.day.localeCompare(y.day));
  return { ...logbook, days: rows };
}
