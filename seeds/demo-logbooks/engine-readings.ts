/**
 * The engine log's entries (ELOG_ENGINE_*.json): watch readings at the start of each watch, the flow meters and
 * soundings at noon, and the day's running hours. Shaft, load, generator power and sea temperature are the ship's
 * own data; what the demo does not simulate (exhaust, scavenge air, turbocharger, oil and water) follows the engine
 * load on typical curves, so the readings move with the ship.
 */
import { gensetsOnline } from '../demo-fleet/engine-room.js';
import type { ShipModel } from '../demo-fleet/ship-models.js';
import type { FuelTank } from './logbook-habits.js';
import { round } from './planned-entry.js';
import type { ShipLogState } from './ship-log-state.js';
import type { ShipMinutes } from './ship-minutes.js';

const minuteMs = 60_000;
/** Cylinder-to-cylinder spread of exhaust temperatures, °C: the same engine shows the same pattern every watch. */
const cylinderSpread = [4, -6, 7, -2, 1, -5, 3, -1];

/** Cylinders of an engine from its designation (6G60ME-C, 8L46F, 5X72DF); none for an electric motor. */
export function cylinderCount(engineName: string): number {
  const match = engineName.match(/\s(\d{1,2})[A-Z]{1,2}\d{2}/);
  return match ? Number(match[1]) : 0;
}

/** Main engines running at `t`: the shaft's brake power over the load each running engine carries. */
function mainEnginesRunning(m: ShipModel, minutes: ShipMinutes, t: number): number {
  const load = minutes.num('ME_LOAD', t), shaft = minutes.num('SHAFT_POWER', t);
  if (!(load > 0) || !(shaft > 0)) return 0;
  const brake = m.propulsion === 'diesel-electric' ? shaft : shaft / m.transmissionEfficiency;
  return Math.min(m.engineCount, Math.max(1, Math.round(brake / ((load / 100) * m.engineMcrKw))));
}

const gensetsAt = (m: ShipModel, minutes: ShipMinutes, t: number) =>
  gensetsOnline(m, minutes.num('AE_POWER', t), minutes.text('NAV_STATUS', t) === 'MANOEUVRING');

/** The fuel the main engines (else the gensets) burn at `t`. */
function fuelInUse(minutes: ShipMinutes, t: number): string | undefined {
  const burning = (consumer: string) => minutes.meters.findIndex((meter, k) => meter.consumer === consumer && minutes.flow(k, t) > 0);
  const k = burning('ME') >= 0 ? burning('ME') : burning('AE');
  return k >= 0 ? minutes.meters[k].fuel : undefined;
}

/** Watch readings at `t`. */
export function watchReadings(m: ShipModel, minutes: ShipMinutes, state: ShipLogState, engineNames: { main: string; gensets: string[] }, t: number): Record<string, unknown> {
  const load = Math.max(0, minutes.num('ME_LOAD', t));
  const running = mainEnginesRunning(m, minutes, t) > 0;
  const fourStroke = m.mainEngineCurve === 'four-stroke';
  const l = load / 100;
  const cylinders = cylinderCount(engineNames.main);
  const exhaust = (fourStroke ? 300 : 235) + (fourStroke ? 1.8 : 1.7) * load;
  const fuel = fuelInUse(minutes, t);
  const isResidual = fuel === 'HFO';
  const aeKw = Math.max(0, minutes.num('AE_POWER', t));
  const online = gensetsAt(m, minutes, t);
  const seaTemp = round(minutes.num('SEA_TEMP', t), 1);
  return {
    mainEngine: running
      ? { rpm: round(minutes.num('SHAFT_RPM', t), 1), load: round(load, 1), shaftPower: Math.round(minutes.num('SHAFT_POWER', t)),
        ...(cylinders ? { fuelIndex: round(8 + 0.85 * load, 1), scavengeAirPressure: round(0.05 + (fourStroke ? 3.4 : 3.1) * l ** 1.5, 2),
          scavengeAirTemperature: round(36 + 0.1 * load, 1) } : {}) }
      : { rpm: 0, load: 0, shaftPower: 0 },
    ...(running && cylinders ? {
      exhaustGas: {
        cylinders: Array.from({ length: cylinders }, (_, i) => Math.round(exhaust + cylinderSpread[i % cylinderSpread.length])),
        beforeTurbocharger: Math.round(exhaust + 30), afterTurbocharger: Math.round(175 + 1.3 * load),
      },
      turbocharger: { speed: Math.round((fourStroke ? 11_000 : 6_500) + (fourStroke ? 190 : 105) * load), airInletTemperature: round(minutes.num('AIR_TEMP', t) + 9, 1) },
      lubricatingOil: { inletPressure: 2.4, inletTemperature: 44, outletTemperature: round(50 + 0.06 * load, 1) },
      coolingWater: { inletPressure: 3.2, inletTemperature: 72, outletTemperature: round(78 + 0.04 * load, 1), seaWaterTemperature: seaTemp },
    } : { coolingWater: { seaWaterTemperature: seaTemp } }),
    ...(fuel ? { fuelOil: { fuelInUse: fuel, ...(fuel === 'LNG' ? {} : { inletPressure: 7.5, inletTemperature: isResidual ? 135 : 38, viscosity: isResidual ? 13 : 3.5 }) } } : {}),
    auxiliaryEngines: {
      totalPower: Math.round(aeKw),
      generators: engineNames.gensets.map((name, i) => ({
        name, running: i < online, runningHours: Math.round(state.gensetHours[i]),
        ...(i < online ? { load: Math.round(aeKw / online), exhaustTemperature: Math.round(310 + 1.1 * ((100 * aeKw) / online / m.gensetRatedKw)), lubricatingOilPressure: 4.2 } : {}),
      })),
    },
  };
}

/** Flow meter totals (t) and the bunker tanks' soundings at `t`. */
export function fuelCounters(minutes: ShipMinutes, state: ShipLogState, tanks: readonly FuelTank[]): Record<string, unknown> {
  return {
    flowMeters: minutes.meters.map((meter, k) => ({
      meter: `${meter.consumer} ${meter.fuel}`, consumer: meter.consumer, fuel: meter.fuel, reading: round(state.meterKg[k] / 1000, 3), unit: 't',
    })),
    soundings: tanks.map((tank) => {
      const quantity = state.rob.get(tank.fuel) ?? 0;
      return { tank: tank.tankName, fuel: tank.fuel, volume: round((quantity * 1000) / tank.densityKgM3, 1), temperature: tank.fuel === 'HFO' ? 45 : 22,
        density: tank.densityKgM3, quantity: round(quantity, 1) };
    }),
  };
}

/** Hours each main engine and genset ran in [from, to), added to the state's totals; the running hours entry. */
export function runningHours(m: ShipModel, minutes: ShipMinutes, state: ShipLogState, names: { mains: string[]; gensets: string[] }, from: number, to: number): Record<string, unknown> {
  const main = names.mains.map(() => 0), gensets = names.gensets.map(() => 0);
  for (let t = Math.ceil(from / minuteMs) * minuteMs; t < to; t += minuteMs) {
    // a ro-pax runs engines in pairs from the first; the others run all their engines together
    const mains = mainEnginesRunning(m, minutes, t);
    for (let i = 0; i < mains; i++) main[i] += 1 / 60;
    const online = gensetsAt(m, minutes, t);
    for (let i = 0; i < online; i++) gensets[i] += 1 / 60;
  }
  main.forEach((h, i) => { state.mainEngineHours[i] += h; });
  gensets.forEach((h, i) => { state.gensetHours[i] += h; });
  const rows = (list: string[], today: number[], totals: number[]) => list.map((name, i) => ({ name, hoursToday: round(today[i], 1), totalHours: Math.round(totals[i]) }));
  return { mainEngines: rows(names.mains, main, state.mainEngineHours), generators: rows(names.gensets, gensets, state.gensetHours) };
}
