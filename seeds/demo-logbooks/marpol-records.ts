/**
 * The MARPOL books where something happens: the fuel oil change-over record at each SOx ECA boundary the ship's fuel
 * meters show it crossing (Annex VI reg. 14.6), Oil Record Book I code C for the weekly sludge collection and its
 * disposal ashore and code H for bunkering (Annex I App. III), Garbage Record Book I for garbage landed in port.
 */
import type { ShipModel } from '../demo-fleet/ship-models.js';
import { geoAreas, isPointInGeoArea, ports } from '../reference/index.js';
import type { FuelTank } from './logbook-habits.js';
import { iso, minuteMs, round } from './planned-entry.js';
import { garbageCategories, sludgeTankM3, type ShipLogState } from './ship-log-state.js';
import type { ShipMinutes } from './ship-minutes.js';

const soxAreas = geoAreas.filter((a) => a.categories.includes('ECA_SOX'));
const portNames = new Map(ports.map((p) => [p.unlocode, p.name]));

/** A change between the main fuel and the ECA fuel at sea. */
export interface Crossing {
  at: number;
  direction: 'TO_COMPLIANT' | 'FROM_COMPLIANT';
}

/** Whether the engines burn the ECA fuel at `t` (any meter of it flowing, none of the main fuel). */
function burnsCompliant(m: ShipModel, minutes: ShipMinutes, t: number): boolean | undefined {
  let eca = false, main = false;
  minutes.meters.forEach((meter, k) => {
    if (m.boilerFuel && meter.consumer === 'BOILER') return;
    if (minutes.flow(k, t) <= 0) return;
    if (meter.fuel === m.ecaFuel) eca = true;
    else if (meter.fuel === m.mainFuel) main = true;
  });
  return eca || main ? eca && !main : undefined;
}

/** The minutes in [from, to) where a ship at sea changed between its main and its ECA fuel. */
export function findCrossings(m: ShipModel, minutes: ShipMinutes, from: number, to: number): Crossing[] {
  if (m.mainFuel === m.ecaFuel) return [];
  const crossings: Crossing[] = [];
  let before = burnsCompliant(m, minutes, from - minuteMs);
  for (let t = from; t < to; t += minuteMs) {
    const now = burnsCompliant(m, minutes, t);
    const atSea = minutes.text('NAV_STATUS', t) !== 'IN_PORT' && minutes.text('NAV_STATUS', t - minuteMs) !== 'IN_PORT';
    if (now !== undefined && before !== undefined && now !== before && atSea) crossings.push({ at: t, direction: now ? 'TO_COMPLIANT' : 'FROM_COMPLIANT' });
    if (now !== undefined) before = now;
  }
  return crossings;
}

/** The SOx ECA a crossing enters or leaves: the one around the ship inside it, looking up to an hour along the track. */
function areaOf(minutes: ShipMinutes, crossing: Crossing): string | undefined {
  const inside = crossing.direction === 'TO_COMPLIANT' ? 1 : -1;
  for (let k = 0; k <= 60; k += 5) {
    const t = crossing.at + inside * k * minuteMs;
    const lat = minutes.num('LAT', t), lon = minutes.num('LON', t);
    const area = soxAreas.find((a) => isPointInGeoArea(lon, lat, a));
    if (area) return area.code;
  }
  return undefined;
}

/** The change-over entry: the ship's fuel changed over at the boundary minute, with the compliant fuel on board. */
export function changeoverContent(m: ShipModel, minutes: ShipMinutes, state: ShipLogState, tanks: readonly FuelTank[], crossing: Crossing): Record<string, unknown> | undefined {
  const eca = areaOf(minutes, crossing);
  const [mainTank, ecaTank] = [m.mainFuel, m.ecaFuel].map((fuel) => tanks.find((t) => t.fuel === fuel));
  if (!eca || !mainTank || !ecaTank) return undefined;
  const at = { time: iso(crossing.at), lat: round(minutes.num('LAT', crossing.at), 4), lon: round(minutes.num('LON', crossing.at), 4) };
  const toCompliant = crossing.direction === 'TO_COMPLIANT';
  const [from, to] = toCompliant ? [mainTank, ecaTank] : [ecaTank, mainTank];
  return {
    direction: crossing.direction, eca,
    from: { fuel: from.fuel, sulphurContent: from.sulphurPct }, to: { fuel: to.fuel, sulphurContent: to.sulphurPct },
    start: at, completed: at, ecaBoundary: at,
    tanks: [ecaTank].map((tank) => ({ tank: tank.tankName, fuel: tank.fuel, sulphurContent: tank.sulphurPct, volume: round(((state.rob.get(tank.fuel) ?? 0) * 1000) / tank.densityKgM3, 1) })),
  };
}

/** ORB I code C item 11: the weekly collection of sludge, with what the tank now holds. */
export function sludgeCollection(state: ShipLogState): Record<string, unknown> {
  return { operation: '11', item11: { item11_1: 'Sludge tank', item11_2: sludgeTankM3, item11_3: round(state.sludgeM3, 1) } };
}

/** ORB I code C item 12.1: the sludge landed to the port's reception facility. */
export function sludgeDisposal(state: ShipLogState, port: string): Record<string, unknown> {
  return { operation: '12', item12: { method: '12.1', quantity: round(state.sludgeM3, 1), tanksEmptied: 'Sludge tank', retained: 0, item12_1: port } };
}

/** ORB I code H: bunkering at a port, each fuel with what was added and what the tanks then hold. */
export function bunkering(port: string, start: number, end: number, added: { tank: FuelTank; quantity: number; total: number }[]): Record<string, unknown> {
  return {
    item26: {
      item26_1: port, item26_2: { start: iso(start), end: iso(end) },
      item26_3: added.map(({ tank, quantity, total }) => ({ fuel: tank.fuel, grade: tank.grade, tank: tank.tankName, quantityAdded: quantity, totalContent: round(total, 1) })),
    },
  };
}

/** GRB I: the garbage kept on board landed to the port's reception facility. */
export function garbageLanded(state: ShipLogState, port: string, at: number): Record<string, unknown> {
  return {
    port, facility: portNames.get(port) ?? port,
    discharges: garbageCategories.filter((c) => state.garbageM3[c] >= 0.05).map((category) => ({ category, amount: round(state.garbageM3[category], 2) })),
    receipt: `${port}-${iso(at).slice(0, 10).replaceAll('-', '')}`,
  };
}
