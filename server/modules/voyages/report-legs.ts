/**
 * Voyage legs and port stays from a ship's reports: the deck log's DECK_DEPARTURE, DECK_NOON and DECK_ARRIVAL entries
 * (descriptors/kinds/form/builtin/ELOG_DECK_*.json) or the approved vessel reports (VOYAGE_REPORT_*.json), which keep
 * the same fields. An at-anchor report counts as a noon report that ran no distance; a bunkering report burns nothing
 * here and is not given to this function. A leg runs from a departure to the next arrival; the stay at its
 * arrival port runs on to the next departure from that port. Figures come from the reports where they give them:
 * times (last line let go, all fast, anchor dropped), the distance from the last port (else the noon runs added up),
 * the fuel each report states as consumed since the report before it (a leg: its noon reports and its arrival report;
 * a stay: its noon reports and the departure report ending it), the cargo, containers and passengers on departure.
 * Pure: no I/O.
 */
import type { ConsumerFuel } from './consumer-fuel.js';

/** A report of one of the three kinds (a completed deck-log entry, an approved vessel report), with its form content. */
export interface ShipReport {
  id: string;
  kind: 'DEPARTURE' | 'NOON' | 'ARRIVAL';
  /** the entry's time */
  at: Date;
  content: Record<string, unknown>;
}

export interface ReportedLeg {
  /** the departure entry */
  sourceKey: string;
  fromPort: string;
  toPort: string;
  departure: Date;
  arrival: Date;
  distanceNm: number;
  hoursUnderway: number;
  hoursAtAnchor: number;
  condition: 'LADEN' | 'BALLAST';
  cargoTonnes: number;
  teu: number | null;
  passengers: number | null;
  fuel: ConsumerFuel[];
}

export interface ReportedStay {
  /** the arrival entry */
  sourceKey: string;
  port: string;
  arrival: Date;
  departure: Date;
  cargoOperation: 'LOAD' | 'DISCHARGE' | 'LOAD_DISCHARGE' | 'NONE';
  fuel: ConsumerFuel[];
}

const hourMs = 3_600_000;
const consumers = new Set(['ME', 'AE', 'BOILER', 'OTHER']);

const objectAt = (content: Record<string, unknown>, key: string): Record<string, unknown> =>
  (content[key] && typeof content[key] === 'object' ? content[key] as Record<string, unknown> : {});
const numberAt = (content: Record<string, unknown>, key: string): number | undefined =>
  (typeof content[key] === 'number' && Number.isFinite(content[key]) ? content[key] as number : undefined);
/** A time of the report's `times`: a UTC date-time, or a time on the ship's clock (`{timestamp, offset}`). */
const timeAt = (content: Record<string, unknown>, key: string): Date | undefined => {
  const raw = objectAt(content, 'times')[key];
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).timestamp : raw;
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The reports' consumption added up per consumer and fuel. */
function addConsumption(reports: readonly ShipReport[]): ConsumerFuel[] {
  const sums = new Map<string, ConsumerFuel>();
  for (const report of reports) {
    const items = Array.isArray(report.content.consumption) ? report.content.consumption as Record<string, unknown>[] : [];
    for (const item of items) {
      const consumer = String(item.consumer), fuel = String(item.fuel), tonnes = Number(item.quantity);
      if (!consumers.has(consumer) || !fuel || !Number.isFinite(tonnes)) continue;
      const key = `${consumer}:${fuel}`;
      const sum = sums.get(key) ?? { consumer: consumer as ConsumerFuel['consumer'], fuel, tonnes: 0 };
      sum.tonnes = round(sum.tonnes + tonnes, 3);
      sums.set(key, sum);
    }
  }
  return [...sums.values()];
}

const departureTime = (r: ShipReport) => timeAt(r.content, 'lastLineLetGo') ?? r.at;
const arrivalTime = (r: ShipReport) => timeAt(r.content, 'allFast') ?? r.at;
const cargoOf = (r: ShipReport) => numberAt(objectAt(r.content, 'cargo'), 'quantity');
const countAt = (value: number | undefined) => (value !== undefined && Number.isInteger(value) ? value : null);

/** Cargo worked during a stay, from the cargo on board before and after it: unknown counts as loading and discharging. */
function cargoOperation(before: number | undefined, after: number | undefined): ReportedStay['cargoOperation'] {
  if (before === undefined || after === undefined) return 'LOAD_DISCHARGE';
  if (after > before) return 'LOAD';
  if (after < before) return 'DISCHARGE';
  return 'NONE';
}

/**
 * The completed legs and stays of the reports (any order). A departure without a later arrival (under way) and an
 * arrival without a later departure (alongside) are not records yet; a second departure before an arrival restarts
 * the leg (the ship shifted berth).
 */
export function buildReportedRecords(reports: readonly ShipReport[]): { legs: ReportedLeg[]; stays: ReportedStay[] } {
  const sorted = [...reports].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
  const legs: ReportedLeg[] = [], stays: ReportedStay[] = [];
  let departure: ShipReport | undefined;
  let arrival: { report: ShipReport; cargoBefore: number | undefined } | undefined;
  let noons: ShipReport[] = [];
  for (const report of sorted) {
    if (report.kind === 'NOON') {
      noons.push(report);
    } else if (report.kind === 'DEPARTURE') {
      if (arrival && arrival.report.content.port === report.content.port) {
        stays.push({
          sourceKey: arrival.report.id, port: String(report.content.port), arrival: arrivalTime(arrival.report), departure: departureTime(report),
          cargoOperation: cargoOperation(arrival.cargoBefore, cargoOf(report)), fuel: addConsumption([...noons, report]),
        });
      }
      arrival = undefined;
      departure = report;
      noons = [];
    } else if (departure) {
      const from = departureTime(departure), to = arrivalTime(report);
      const anchored = timeAt(report.content, 'anchorDropped');
      const hoursAtAnchor = anchored && anchored < to && anchored > from ? (to.getTime() - anchored.getTime()) / hourMs : 0;
      // The runs of the noon reports, and of the arrival report where it states one (a vessel report's since the last report).
      const runs = [...noons, report].map((n) => numberAt(n.content, 'distanceSinceLastNoon') ?? numberAt(n.content, 'distanceSinceLastReport')).filter((d): d is number => d !== undefined);
      const cargo = cargoOf(departure) ?? 0;
      legs.push({
        sourceKey: departure.id, fromPort: String(departure.content.port), toPort: String(report.content.port), departure: from, arrival: to,
        distanceNm: round(numberAt(report.content, 'distanceFromLastPort') ?? runs.reduce((a, b) => a + b, 0), 1),
        hoursUnderway: round(Math.max(0, (to.getTime() - from.getTime()) / hourMs - hoursAtAnchor), 2), hoursAtAnchor: round(hoursAtAnchor, 2),
        condition: cargo > 0 ? 'LADEN' : 'BALLAST', cargoTonnes: cargo,
        teu: countAt(numberAt(objectAt(departure.content, 'cargo'), 'teu')), passengers: countAt(numberAt(departure.content, 'passengers')),
        fuel: addConsumption([...noons, report]),
      });
      arrival = { report, cargoBefore: cargoOf(departure) };
      departure = undefined;
      noons = [];
    }
  }
  return { legs, stays };
}
