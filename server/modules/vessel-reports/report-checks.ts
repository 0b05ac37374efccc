/**
 * The checks a vessel report gets before it is accepted (docs/vessel-reports.md), each at the field it concerns. Errors
 * (times out of order, a report in the future, more steaming hours than hours passed, a consumer and fuel listed twice)
 * stop a submission; warnings (ROB that does not follow from the previous report, distance against speed × time, a
 * position the ship could not have reached or one on land, consumption off the ship's history) are shown to the
 * officer and the approver. Pure: the report, the one before it and the ship's history in; findings out.
 */
import { greatCircleNm } from '../../calc/track-run.js';
import type { VesselReportKind } from '../../../descriptors/lib/vessel-reports/report-kinds.js';
import type { MessageParams } from '../../errors/keel-error.js';

export interface CheckedReport {
  kind: VesselReportKind;
  /** the report time */
  at: Date;
  content: Record<string, unknown>;
}

export interface CheckContext {
  /** the ship's submitted or approved report before this one */
  previous?: CheckedReport;
  /** when filing: the time of the ship's latest submitted or approved report at or after this one's (reports are filed in order) */
  filedAfter?: Date;
  /** the ship's fuel burnt per day at sea: the median over its recent legs, and how many legs it stands on */
  usualFuelPerDay?: { tonnes: number; legs: number };
  isOnLand(position: { lat: number; lon: number }): boolean;
  /** the fuel categories the emissions figures know (a fuel without a carbon factor would leave them without CO2) */
  knownFuels: ReadonlySet<string>;
  /** a field's title for a message, by its path in the form */
  titleOf(path: readonly string[]): MessageParams[string];
  now: Date;
}

export interface Finding {
  /** JSON pointer into the content */
  path: string;
  level: 'error' | 'warning';
  code: string;
  messageKey: string;
  params: MessageParams;
}

/** A ROB this far from what the previous report gives is a warning: 1 t, or 1 % of the previous ROB when larger. */
export const robTolerance = (previousTonnes: number) => Math.max(1, previousTonnes * 0.01);
/** Distance and speed × time may differ by 2 nm or 5 %, whichever is larger. */
const distanceTolerance = (nm: number) => Math.max(2, nm * 0.05);
/** A report may be timed this far ahead of the server's clock (clocks drift). */
const futureSlackMs = 15 * 60_000;
/** Consumption per day outside these shares of the ship's usual is a warning. */
export const plausibleFuelShare = { low: 0.5, high: 1.5 };
/** The usual consumption needs this many legs and a report this many hours after the previous one. */
const minHistoryLegs = 3;
const minHoursForRate = 6;
/** The kinds a ship files at sea, whose position must not be on land (a berth's position is on the coastline). */
const atSeaKinds: readonly VesselReportKind[] = ['NOON', 'AT_ANCHOR'];

const hourMs = 3_600_000;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberAt = (content: Record<string, unknown>, key: string) =>
  (typeof content[key] === 'number' && Number.isFinite(content[key]) ? content[key] as number : undefined);
const rows = (content: Record<string, unknown>, key: string): Record<string, unknown>[] =>
  (Array.isArray(content[key]) ? (content[key] as unknown[]).filter(isObject) : []);
const positionOf = (content: Record<string, unknown>) => {
  const p = content.position;
  return isObject(p) && typeof p.lat === 'number' && typeof p.lon === 'number' ? { lat: p.lat, lon: p.lon } : undefined;
};
/** A time on the ship's clock (`{timestamp, offset}`) as a date. */
export const shipTime = (value: unknown): Date | undefined =>
  (isObject(value) && typeof value.timestamp === 'number' ? new Date(value.timestamp) : undefined);
const tonnesBy = (items: Record<string, unknown>[], key = 'quantity') => {
  const sums = new Map<string, number>();
  for (const item of items) {
    const tonnes = Number(item[key]);
    if (typeof item.fuel === 'string' && Number.isFinite(tonnes)) sums.set(item.fuel, (sums.get(item.fuel) ?? 0) + tonnes);
  }
  return sums;
};
const title = (context: CheckContext, ...path: string[]) => context.titleOf(path);

/** The times each kind keeps in `times`, in the order they happen. */
const timeOrder: Partial<Record<VesselReportKind, string[]>> = {
  DEPARTURE: ['lastLineLetGo', 'fullAway'],
  ARRIVAL: ['endOfSeaPassage', 'anchorDropped', 'allFast'],
  AT_ANCHOR: ['anchorDropped', 'anchorAweigh'],
  BUNKERING: ['commenced', 'completed'],
};

function checkTimes(report: CheckedReport, context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const { previous, filedAfter, now } = context;
  if (report.at.getTime() > now.getTime() + futureSlackMs) {
    findings.push({ path: '/reportTime', level: 'error', code: 'inFuture', messageKey: 'vesselReports.checks.inFuture', params: {} });
  }
  if (filedAfter) {
    findings.push({
      path: '/reportTime', level: 'error', code: 'notAfterPrevious', messageKey: 'vesselReports.checks.notAfterPrevious',
      params: { previous: `${filedAfter.toISOString().slice(0, 16).replace('T', ' ')} UTC` },
    });
  }
  const times = isObject(report.content.times) ? report.content.times : {};
  let earlier: { key: string; at: Date } | undefined;
  for (const key of timeOrder[report.kind] ?? []) {
    const at = shipTime(times[key]);
    if (!at) continue;
    if (earlier && at < earlier.at) {
      findings.push({
        path: `/times/${key}`, level: 'error', code: 'timeOrder', messageKey: 'vesselReports.checks.timeOrder', params: { other: title(context, 'times', earlier.key) },
      });
    }
    earlier = { key, at };
  }
  const steaming = numberAt(report.content, 'steamingTime');
  if (previous && steaming !== undefined) {
    const elapsed = (report.at.getTime() - previous.at.getTime()) / hourMs;
    if (elapsed > 0 && steaming > elapsed + 0.1) {
      findings.push({
        path: '/steamingTime', level: 'error', code: 'steamingOverElapsed', messageKey: 'vesselReports.checks.steamingOverElapsed',
        params: { hours: round(steaming, 2), elapsed: round(elapsed, 2) },
      });
    }
  }
  return findings;
}

function checkDistance(report: CheckedReport): Finding[] {
  const distance = numberAt(report.content, 'distanceSinceLastReport');
  const speed = numberAt(report.content, 'averageSpeed');
  const hours = numberAt(report.content, 'steamingTime');
  if (distance === undefined || speed === undefined || hours === undefined) return [];
  const expected = speed * hours;
  if (Math.abs(distance - expected) <= distanceTolerance(Math.max(distance, expected))) return [];
  return [{
    path: '/distanceSinceLastReport', level: 'warning', code: 'distanceVsSpeed', messageKey: 'vesselReports.checks.distanceVsSpeed',
    params: { distance: round(distance), speed: round(speed, 2), hours: round(hours, 2), expected: round(expected) },
  }];
}

function checkPosition(report: CheckedReport, context: CheckContext): Finding[] {
  const position = positionOf(report.content);
  if (!position) return [];
  const findings: Finding[] = [];
  if (atSeaKinds.includes(report.kind) && context.isOnLand(position)) {
    findings.push({ path: '/position', level: 'warning', code: 'onLand', messageKey: 'vesselReports.checks.onLand', params: {} });
  }
  const previous = context.previous && positionOf(context.previous.content);
  if (previous && context.previous) {
    const apart = greatCircleNm(previous, position);
    const reported = numberAt(report.content, 'distanceSinceLastReport');
    const hours = (report.at.getTime() - context.previous.at.getTime()) / hourMs;
    if (reported !== undefined && apart > reported * 1.05 + 5) {
      findings.push({
        path: '/position', level: 'warning', code: 'fartherThanRun', messageKey: 'vesselReports.checks.fartherThanRun',
        params: { apart: round(apart), distance: round(reported) },
      });
    } else if (reported === undefined && hours > 0 && apart / hours > 30) {
      findings.push({
        path: '/position', level: 'warning', code: 'unreachable', messageKey: 'vesselReports.checks.unreachable',
        params: { apart: round(apart), speed: round(apart / hours) },
      });
    }
  }
  return findings;
}

function checkConsumption(report: CheckedReport, context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const items = rows(report.content, 'consumption');
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = `${String(item.consumer)}:${String(item.fuel)}`;
    if (seen.has(key)) {
      findings.push({ path: `/consumption/${index}`, level: 'error', code: 'listedTwice', messageKey: 'vesselReports.checks.listedTwice', params: { consumer: String(item.consumer), fuel: String(item.fuel) } });
    }
    seen.add(key);
  });
  const { previous, usualFuelPerDay } = context;
  if (!previous || !usualFuelPerDay || usualFuelPerDay.legs < minHistoryLegs || report.kind === 'DEPARTURE' || report.kind === 'BUNKERING') return findings;
  const hours = (report.at.getTime() - previous.at.getTime()) / hourMs;
  const total = [...tonnesBy(items).values()].reduce((a, b) => a + b, 0);
  if (hours < minHoursForRate || !items.length) return findings;
  const perDay = total / hours * 24;
  if (perDay < usualFuelPerDay.tonnes * plausibleFuelShare.low || perDay > usualFuelPerDay.tonnes * plausibleFuelShare.high) {
    findings.push({
      path: '/consumption', level: 'warning', code: 'unusualConsumption', messageKey: 'vesselReports.checks.unusualConsumption',
      params: { perDay: round(perDay), usual: round(usualFuelPerDay.tonnes), legs: usualFuelPerDay.legs },
    });
  }
  return findings;
}

/** ROB continuity: the previous report's ROB less this report's consumption plus the fuel received gives this ROB. */
function checkRob(report: CheckedReport, context: CheckContext): Finding[] {
  const { previous } = context;
  if (!previous) return [];
  const before = tonnesBy(rows(previous.content, 'rob'));
  const consumed = tonnesBy(rows(report.content, 'consumption'));
  const received = tonnesBy(rows(report.content, 'bunkers'));
  const robRows = rows(report.content, 'rob');
  const findings: Finding[] = [];
  robRows.forEach((row, index) => {
    const fuel = typeof row.fuel === 'string' ? row.fuel : undefined;
    const actual = Number(row.quantity);
    if (!fuel || !Number.isFinite(actual) || !before.has(fuel)) return;
    const previousTonnes = before.get(fuel)!;
    const expected = previousTonnes - (consumed.get(fuel) ?? 0) + (received.get(fuel) ?? 0);
    if (Math.abs(actual - expected) <= robTolerance(previousTonnes)) return;
    findings.push({
      path: `/rob/${index}/quantity`, level: 'warning', code: 'robContinuity', messageKey: 'vesselReports.checks.robContinuity',
      params: { fuel, actual: round(actual, 2), previous: round(previousTonnes, 2), consumed: round(consumed.get(fuel) ?? 0, 2), received: round(received.get(fuel) ?? 0, 2), expected: round(expected, 2) },
    });
  });
  const reported = new Set(robRows.map((row) => row.fuel));
  for (const [fuel, tonnes] of before) {
    if (!reported.has(fuel) && tonnes > 0) {
      findings.push({ path: '/rob', level: 'warning', code: 'robMissing', messageKey: 'vesselReports.checks.robMissing', params: { fuel, previous: round(tonnes, 2) } });
    }
  }
  return findings;
}

/** Fuel the emissions figures cannot count: a code that is no fuel category with a carbon factor. */
function checkFuels(report: CheckedReport, context: CheckContext): Finding[] {
  return ['consumption', 'rob', 'bunkers'].flatMap((list) => rows(report.content, list).flatMap((row, index) =>
    (typeof row.fuel === 'string' && !context.knownFuels.has(row.fuel)
      ? [{ path: `/${list}/${index}/fuel`, level: 'error' as const, code: 'unknownFuel', messageKey: 'vesselReports.checks.unknownFuel', params: { fuel: row.fuel } }]
      : [])));
}

/** Every check of a report, errors first. */
export function checkReport(report: CheckedReport, context: CheckContext): Finding[] {
  const findings = [
    ...checkTimes(report, context), ...checkFuels(report, context), ...checkDistance(report), ...checkPosition(report, context), ...checkConsumption(report, context), ...checkRob(report, context),
  ];
  return [...findings.filter((f) => f.level === 'error'), ...findings.filter((f) => f.level === 'warning')];
}
