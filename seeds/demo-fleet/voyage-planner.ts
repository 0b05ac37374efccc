/**
 * Turns a ship's trade pattern into concrete decisions as the simulation reaches them: where the ship lies at the
 * start, where it sails next, how long it stays, what it loads, and whether it waits at anchor first.
 */
import type { Rng } from './prng.js';
import type { CargoOperation, RotationPattern, TimetablePattern, TradePattern } from './trade-patterns.js';

const minuteMs = 60_000;
const hourMs = 3_600_000;

/** A stay alongside as planned on arrival. */
export interface PortStayPlan {
  port: string;
  operation: CargoOperation;
  /** cargo on board when leaving, fraction of the cargo deadweight */
  cargoAfter: number;
  departAt: number;
  /** passenger ships: passengers on board when leaving, fraction of capacity */
  occupancyAfter?: number;
}

/** The next passage as planned on departure. */
export interface PassagePlan {
  to: string;
  /** timetable ships aim to berth at this instant */
  scheduledArrival?: number;
  /** minutes to wait at anchor off the arrival port (0: berth directly) */
  anchorMinutes: number;
}

/** One ship's planner; its choices come from `rng` in the order the simulation asks. */
export interface VoyagePlanner {
  firstCall(fromMs: number): PortStayPlan;
  nextPassage(departMs: number): PassagePlan;
  portStay(port: string, arrivalMs: number): PortStayPlan;
}

/** A planner for a rotation or a timetable. */
export function createVoyagePlanner(pattern: TradePattern, rng: Rng): VoyagePlanner {
  return pattern.type === 'rotation' ? rotationPlanner(pattern, rng) : timetablePlanner(pattern, rng);
}

function rotationPlanner(pattern: RotationPattern, rng: Rng): VoyagePlanner {
  let index = rng.int(pattern.stops.length);
  const pick = (ports: [string, number][]): string => {
    let r = rng.next() * ports.reduce((sum, [, w]) => sum + w, 0);
    for (const [code, w] of ports) if ((r -= w) < 0) return code;
    return ports[ports.length - 1][0];
  };
  const stay = (port: string, arrivalMs: number, share: number): PortStayPlan => {
    const s = pattern.stops[index];
    return { port, operation: s.operation, cargoAfter: rng.range(...s.cargoAfter), departAt: arrivalMs + rng.range(...s.stayHours) * share * hourMs };
  };
  return {
    firstCall: (fromMs) => stay(pick(pattern.stops[index].ports), fromMs, rng.range(0.2, 0.9)),
    nextPassage() {
      index = (index + 1) % pattern.stops.length;
      const s = pattern.stops[index];
      const to = pick(s.ports);
      const anchorMinutes = rng.next() < s.anchorChance ? Math.round(rng.range(...s.anchorHours) * 60) : 0;
      return { to, anchorMinutes };
    },
    portStay: (port, arrivalMs) => stay(port, arrivalMs, 1),
  };
}

function timetablePlanner(pattern: TimetablePattern, rng: Rng): VoyagePlanner {
  const cycleMs = pattern.cycleMin * minuteMs;
  let index = 0;
  let departAt = 0;
  const nextOccurrence = (offsetMin: number, notBefore: number): number => {
    const cycles = Math.ceil((notBefore - pattern.cycleEpochMs - offsetMin * minuteMs) / cycleMs);
    return pattern.cycleEpochMs + cycles * cycleMs + offsetMin * minuteMs;
  };
  const stay = (port: string): PortStayPlan => ({
    port, operation: 'LOAD_DISCHARGE', cargoAfter: rng.range(...pattern.cargo), departAt, occupancyAfter: rng.range(...pattern.occupancy),
  });
  return {
    firstCall(fromMs) {
      // the ship starts alongside wherever the timetable's next departure is
      const first = pattern.legs.map((leg, i) => ({ i, at: nextOccurrence(leg.departMin, fromMs + 30 * minuteMs) }))
        .sort((a, b) => a.at - b.at)[0];
      index = first.i;
      departAt = first.at;
      return stay(pattern.legs[index].from);
    },
    nextPassage(departMs) {
      const leg = pattern.legs[index];
      return { to: leg.to, scheduledArrival: Math.max(departMs, departAt) + (leg.arriveMin - leg.departMin) * minuteMs, anchorMinutes: 0 };
    },
    portStay(port, arrivalMs) {
      index = (index + 1) % pattern.legs.length;
      departAt = nextOccurrence(pattern.legs[index].departMin, arrivalMs + 20 * minuteMs);
      return stay(port);
    },
  };
}
