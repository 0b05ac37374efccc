/**
 * Specific fuel oil consumption of the demo fleet's engines as a function of load (fraction of MCR). Curves are
 * typical shapes, not a maker's data: a bathtub with its minimum near the optimisation point and a steep rise at low
 * load. Oil-engine curves are at the ISO reference LCV and are converted to the fuel burnt by its LCV.
 */
import { fuelCategories } from '../reference/index.js';

/** The engine families the fleet uses. */
export type EngineCurve = 'two-stroke' | 'four-stroke' | 'genset' | 'dual-fuel-two-stroke' | 'dual-fuel-genset';

/** MAN reference LCV of the ISO SFOC, kJ/g; performance.md §2 "SFOC to ISO LCV" and §5 "ISO reference". */
export const isoLcvKjPerG = 42.7;

interface Bathtub { minimum: number; optimumLoad: number; curvature: number; lowLoad: number }

// Typical MAN B&W ME-C (two-stroke), medium-speed four-stroke and genset shapes, g/kWh at ISO LCV; dual-fuel in kJ/kWh (BSEC).
const curves: Record<EngineCurve, Bathtub> = {
  'two-stroke': { minimum: 165, optimumLoad: 0.78, curvature: 0.45, lowLoad: 1.2 },
  'four-stroke': { minimum: 178, optimumLoad: 0.85, curvature: 0.6, lowLoad: 1.5 },
  genset: { minimum: 195, optimumLoad: 0.85, curvature: 0.9, lowLoad: 2 },
  'dual-fuel-two-stroke': { minimum: 7150, optimumLoad: 0.8, curvature: 0.5, lowLoad: 40 },
  'dual-fuel-genset': { minimum: 7900, optimumLoad: 0.85, curvature: 0.9, lowLoad: 60 },
};

/** Share of a dual-fuel engine's energy that comes from the diesel pilot (X-DF / DF gensets run on about 1 %). */
export const pilotEnergyShare = 0.01;

/** ISO SFOC (g/kWh) of an oil engine, or BSEC (kJ/kWh) of a dual-fuel engine in gas mode, at a load fraction. */
export function specificConsumption(curve: EngineCurve, load: number): number {
  const c = curves[curve];
  const l = Math.max(load, 0.05);
  return c.minimum * (1 + c.curvature * (l - c.optimumLoad) ** 2) + c.lowLoad / l;
}

/** LCV (kJ/g = MJ/kg) of a fuel category, IMO value (MEPC.364(79)). */
export function lcvOf(fuel: string): number {
  const category = fuelCategories.find((f) => f.code === fuel);
  if (!category) throw new Error(`unknown fuel category ${fuel}`);
  return category.imo.lcvMjPerKg;
}

/** A fuel flow split by fuel, kg/h. */
export interface FuelFlow {
  /** the fuel the engine burns */
  main: number;
  /** the pilot oil of a dual-fuel engine (0 for oil engines) */
  pilot: number;
}

/**
 * Fuel flow (kg/h) of an engine delivering `powerKw` at `load`, written into `out`: oil engines burn ISO SFOC × P
 * scaled by ISO LCV / fuel LCV (performance.md §2); dual-fuel engines burn BSEC × P as gas plus a pilot share as oil.
 */
export function fuelFlowKgH(curve: EngineCurve, load: number, powerKw: number, fuelLcv: number, pilotLcv: number, out: FuelFlow = { main: 0, pilot: 0 }): FuelFlow {
  out.main = 0;
  out.pilot = 0;
  if (powerKw <= 0) return out;
  const specific = specificConsumption(curve, load);
  if (curve === 'dual-fuel-two-stroke' || curve === 'dual-fuel-genset') {
    const energyKjH = specific * powerKw;
    out.main = (energyKjH * (1 - pilotEnergyShare)) / fuelLcv / 1000;
    out.pilot = (energyKjH * pilotEnergyShare) / pilotLcv / 1000;
  } else {
    out.main = (specific * powerKw * (isoLcvKjPerG / fuelLcv)) / 1000;
  }
  return out;
}
