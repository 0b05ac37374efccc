/**
 * A ship's loading condition: displacement made of lightship, stores, fuel on board, cargo and ballast water; the
 * drafts and trim that follow; cargo worked in port from the arrival condition to the departure condition.
 */
import { meanDraftM } from './hull-physics.js';
import type { Rng } from './prng.js';
import type { ShipModel } from './ship-models.js';
import type { PortStayPlan } from './voyage-planner.js';

/** Below this share of the cargo deadweight a passage counts as a ballast passage. */
const ladenThreshold = 0.3;

/** The loading condition of one ship. */
export interface ShipLoading {
  /** Plans the condition on leaving the call; the first call of the simulation starts in it. */
  startCall(stay: PortStayPlan, isFirst: boolean): void;
  /** Cargo work done, 0–1 of the way from the arrival to the departure condition. */
  progress(fraction: number): void;
  /** Fuel burnt under way, kg. */
  burn(kg: number): void;
  displacement(): number;
  meanDraft(): number;
  trim(): number;
  isLaden(): boolean;
  cargoTonnes(): number;
  passengers(): number;
}

interface Condition { cargoFraction: number; robT: number; trim: number; occupancy: number }

/** Tracks the loading of a ship; per-call choices (fuel on board, trim) come from `rng`. */
export function createShipLoading(m: ShipModel, rng: Rng, passengerCapacity = 0): ShipLoading {
  const storesT = 0.015 * m.dwt;
  const maxRobT = 0.06 * m.dwt;
  const cargoCapacityT = m.dwt - storesT - maxRobT;
  const displacementOf = (c: Condition): number => {
    // ballast water fills up as the cargo goes: a full ballast passage below the laden threshold
    const ballast = m.ballastFraction * m.dwt * Math.max(0, 1 - c.cargoFraction / ladenThreshold);
    return m.lightship + storesT + c.robT + c.cargoFraction * cargoCapacityT + ballast;
  };
  const trimFor = (cargoFraction: number): number =>
    m.trimBallastM + (m.trimLadenM - m.trimBallastM) * Math.min(1, cargoFraction / 0.5) + 0.15 * rng.normal();
  let from: Condition = { cargoFraction: 0, robT: 0, trim: 0, occupancy: 0 };
  let to = from;
  let current = { ...from };
  let displacement = 0, draft = 0;
  const refresh = () => {
    displacement = displacementOf(current);
    draft = meanDraftM(m, displacement);
  };
  return {
    startCall(stay, isFirst) {
      from = { ...current };
      // bunkering is not modelled: each call leaves with 3–6 % of DWT fuel on board
      to = { cargoFraction: stay.cargoAfter, robT: rng.range(0.03, 0.06) * m.dwt, trim: trimFor(stay.cargoAfter), occupancy: stay.occupancyAfter ?? 0 };
      if (isFirst) from = to;
      current = { ...from };
      refresh();
    },
    progress(fraction) {
      const f = Math.min(1, Math.max(0, fraction));
      current.cargoFraction = from.cargoFraction + (to.cargoFraction - from.cargoFraction) * f;
      current.robT = from.robT + (to.robT - from.robT) * f;
      current.trim = from.trim + (to.trim - from.trim) * f;
      current.occupancy = f >= 0.5 ? to.occupancy : from.occupancy;
      refresh();
    },
    burn(kg) {
      current.robT = Math.max(0, current.robT - kg / 1000);
      displacement -= kg / 1000;
      draft = meanDraftM(m, displacement);
    },
    displacement: () => displacement,
    meanDraft: () => draft,
    trim: () => current.trim,
    isLaden: () => current.cargoFraction >= ladenThreshold,
    cargoTonnes: () => current.cargoFraction * cargoCapacityT,
    passengers: () => Math.round(current.occupancy * passengerCapacity),
  };
}
