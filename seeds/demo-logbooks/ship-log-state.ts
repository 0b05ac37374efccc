/**
 * What a ship's books carry from one day to the next: fuel remaining on board per fuel, the flow meters' totals,
 * engines' running hours, the sludge tank, garbage kept for the next port, and the last report the next one counts
 * consumption from. It starts from fixed values at the demo period's start and follows the ship data, so a restart
 * that replays the stream reaches the same state on the same day.
 */
import type { DemoDeparture } from '../demo-fleet/generate-demo-fleet.js';
import { initialRunningHours } from '../demo-fleet/engine-room.js';
import type { ShipModel } from '../demo-fleet/ship-models.js';
import type { LogbookHabits } from './logbook-habits.js';
import type { ShipMinutes } from './ship-minutes.js';

/** Garbage categories kept on board for a reception facility (MARPOL Annex V; MEPC.277(70)). */
export const garbageCategories = ['A', 'C', 'F'] as const;
export type GarbageCategory = (typeof garbageCategories)[number];

/** Sludge tank of every demo ship (IOPP Supplement item 3.1), m³. */
export const sludgeTankM3 = 14;

export interface ShipLogState {
  /** oil fuel on board at `robAt`, t */
  rob: Map<string, number>;
  robAt: number;
  /** flow meter totals, kg, in ShipModel.fuelMeters order */
  meterKg: number[];
  /** running hours per main engine and per genset */
  mainEngineHours: number[];
  gensetHours: number[];
  sludgeM3: number;
  garbageM3: Record<GarbageCategory, number>;
  /** the last deck report (noon, departure, arrival): the next one states the consumption since */
  lastReportAt: number;
  lastNoonAt: number | null;
  /** the passage under way, and the distance run on it up to `runAt` */
  passage: { departure: DemoDeparture; runNm: number; runAt: number } | null;
  /** passengers on board (passenger ships), from the last departure */
  passengers: number;
  /** port work decided on arrival that happens later, perhaps on a later day */
  pending: PortWork[];
}

/** What a ship does alongside that the MARPOL books record. */
export interface PortWork {
  kind: 'GARBAGE' | 'SLUDGE' | 'BUNKERING';
  port: string;
  start: number;
  /** when it is finished: the books record it then */
  at: number;
}

/** The state at the start of the demo period: tanks two-thirds full, engines with years of service behind them. */
export function initialState(m: ShipModel, habits: LogbookHabits, from: number): ShipLogState {
  return {
    rob: new Map(habits.tanks.map((tank) => [tank.fuel, Math.round(tank.capacityT * 0.66)])),
    robAt: from,
    // years of service: the main engines' meters have counted the most, the main fuel more than the other
    meterKg: m.fuelMeters.map(([consumer, fuel]) => ({ ME: 26_000, AE: 5_400, BOILER: 900 })[consumer] * (fuel === m.mainFuel ? 1 : 0.3) * 1000),
    mainEngineHours: initialRunningHours(m).mains,
    gensetHours: initialRunningHours(m).gensets,
    sludgeM3: 3.2,
    garbageM3: { A: 0.4, C: 1.2, F: 0.6 },
    lastReportAt: from,
    lastNoonAt: null,
    passage: null,
    passengers: 0,
    pending: [],
  };
}

/** Consumption per consumer and fuel in t (3 decimals), leaving out what burnt nothing. */
export function consumptionOf(minutes: ShipMinutes, kg: readonly number[]): { consumer: string; fuel: string; quantity: number }[] {
  return minutes.meters.flatMap((meter, k) => {
    const quantity = Math.round(kg[k]) / 1000;
    return quantity > 0 ? [{ consumer: meter.consumer, fuel: meter.fuel, quantity }] : [];
  });
}

/** Moves the oil fuel on board to `t`, burning what the meters counted. */
export function burnUntil(state: ShipLogState, minutes: ShipMinutes, t: number): void {
  if (t <= state.robAt) return;
  const kg = minutes.burntKg(state.robAt, t);
  minutes.meters.forEach((meter, k) => {
    state.meterKg[k] += kg[k];
    if (state.rob.has(meter.fuel)) state.rob.set(meter.fuel, Math.max(0, state.rob.get(meter.fuel)! - kg[k] / 1000));
    // purifier sludge, about 1 % of the residual fuel treated and a little of the distillate, m³ (about 1 t/m³)
    state.sludgeM3 += (kg[k] / 1000) * (meter.fuel === 'HFO' ? 0.01 : meter.fuel === 'MDO_MGO' ? 0.0015 : 0);
  });
  state.robAt = t;
}

/** ROB per oil fuel, t to one decimal, as the reports give it. */
export function robList(state: ShipLogState): { fuel: string; quantity: number }[] {
  return [...state.rob].map(([fuel, t]) => ({ fuel, quantity: Math.round(t * 10) / 10 }));
}
