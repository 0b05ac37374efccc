/**
 * SPEC elog-aggregation search and elog-status-history search/last: logbook days across ships and logbooks for
 * the report (/elb/report), limited to the ships the user sees and the logbooks they may view.
 */
import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import { hasFunction } from '../../../descriptors/lib/access.js';
import type { DayStatus, LastDayStatus, ReportDay } from '../../../descriptors/lib/elog/day-answer.js';
import { hasElogPermission } from '../../../descriptors/lib/elog/elog-permission.js';
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import { elogAggregations, elogEntries, elogStatusHistory } from './tables.js';
import { listDescriptors } from '../descriptors/store.js';
import { roleGroupCodesOf } from './elog-access.js';
import { loadElog } from './elog-definitions.js';

export interface DaySearch {
  elogs?: string[];
  unitIds?: string[];
  /** ship days, YYYY-MM-DD, inclusive */
  from: string;
  to: string;
  status?: DayStatus;
}

/** The logbooks the user may view: the logbook's function and a VIEW row of their role groups. */
export async function viewableElogs(db: Db, principal: Principal): Promise<string[]> {
  const roleGroupIds = await roleGroupCodesOf(db, principal);
  const configs = (await listDescriptors(db, 'elog-config')).map((row) => row.body);
  const out: string[] = [];
  for (const config of configs) {
    const fn = config.params?.requiredFunction;
    if (fn && !hasFunction(principal, fn, 'VIEW')) continue;
    const { permissions } = await loadElog(db, config.eLogCode);
    if (hasElogPermission({ userType: principal.userType, roleGroupIds }, permissions, 'VIEW')) out.push(config.eLogCode);
  }
  return out.sort();
}

export async function searchDays(db: Db, principal: Principal, search: DaySearch): Promise<ReportDay[]> {
  const allowed = await viewableElogs(db, principal);
  const elogs = search.elogs?.length ? search.elogs.filter((e) => allowed.includes(e)) : allowed;
  const visible = principal.userType === 'ADMIN' ? undefined : principal.unitIds;
  const unitIds = search.unitIds?.length ? search.unitIds.filter((id) => !visible || visible.includes(id)) : visible;
  if (!elogs.length || (unitIds && !unitIds.length)) return [];
  const rows = await db.select().from(elogAggregations)
    .where(and(inArray(elogAggregations.elogCode, elogs), unitIds ? inArray(elogAggregations.unitId, unitIds) : undefined,
      gte(elogAggregations.day, search.from), lte(elogAggregations.day, search.to), search.status ? eq(elogAggregations.status, search.status) : undefined));
  // Newest day first, then by ship and logbook.
  const ships = new Map((await listShips(db, { ids: rows.map((day) => day.unitId) })).map((ship) => [ship.id, ship]));
  const days = rows.map((day) => ({ day, unitCode: ships.get(day.unitId)!.code, unitName: ships.get(day.unitId)!.name }))
    .sort((a, b) => b.day.day.localeCompare(a.day.day) || a.unitCode.localeCompare(b.unitCode) || a.day.elogCode.localeCompare(b.day.elogCode));
  const counts = days.length ? await db.select({ aggregationId: elogEntries.aggregationId, status: elogEntries.status, n: count() }).from(elogEntries)
    .where(inArray(elogEntries.aggregationId, days.map((d) => d.day.id))).groupBy(elogEntries.aggregationId, elogEntries.status) : [];
  return days.map(({ day, unitCode, unitName }) => ({
    id: day.id, unitId: day.unitId, unitCode, unitName, eLogCode: day.elogCode, day: day.day, status: day.status, signatureStatus: day.signatureStatus,
    brokenAggregation: day.broken,
    entries: Object.fromEntries(counts.filter((c) => c.aggregationId === day.id).map((c) => [c.status, c.n]).sort(([a], [b]) => (a < b ? -1 : 1))),
  }));
}

/** The newest status of each of a ship's logbooks (SPEC elog-status-history search/last). */
export async function lastStatuses(db: Db, principal: Principal, unitId: string): Promise<LastDayStatus[]> {
  const elogs = await viewableElogs(db, principal);
  if (!elogs.length) return [];
  const rows = await db.select().from(elogStatusHistory)
    .where(and(eq(elogStatusHistory.unitId, unitId), inArray(elogStatusHistory.elogCode, elogs))).orderBy(desc(elogStatusHistory.historyTs), desc(elogStatusHistory.id));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.elogCode) && seen.add(r.elogCode)).map((r) => ({
    idUnit: r.unitId, eLogCode: r.elogCode, historyTs: r.historyTs.toISOString(), newStatus: r.newStatus, remark: r.remark, userName: r.username,
  }));
}
