/**
 * Where each demo ship trades. Cargo ships follow a rotation of port calls with seeded stays, cargo and anchorage
 * waits; passenger ships keep a timetable that repeats every day (ro-pax) or every week (cruise).
 */

/** Cargo work during a call. */
export type CargoOperation = 'LOAD' | 'DISCHARGE' | 'LOAD_DISCHARGE' | 'NONE';

/** One call of a rotation; `ports` lists alternatives with weights. */
export interface RotationStop {
  ports: [code: string, weight: number][];
  operation: CargoOperation;
  /** cargo on board after the call, fraction of the cargo deadweight */
  cargoAfter: [min: number, max: number];
  stayHours: [min: number, max: number];
  /** chance of waiting at anchor off the port before berthing, and for how long */
  anchorChance: number;
  anchorHours: [min: number, max: number];
}

/** A leg of a timetable; minutes from the cycle start, arrival may run into the next cycle. */
export interface TimetableLeg {
  from: string;
  to: string;
  departMin: number;
  arriveMin: number;
}

/** A cargo ship's round trip. */
export interface RotationPattern {
  type: 'rotation';
  stops: RotationStop[];
}

/** A passenger ship's repeating timetable. */
export interface TimetablePattern {
  type: 'timetable';
  cycleMin: number;
  /** a cycle starts at this instant plus whole cycles (1 January 2000 was a Saturday) */
  cycleEpochMs: number;
  legs: TimetableLeg[];
  /** cargo (vehicles, luggage) on board, fraction of the cargo deadweight */
  cargo: [min: number, max: number];
  /** passengers on board, fraction of the passenger capacity */
  occupancy: [min: number, max: number];
  passengerCapacity: number;
}

/** Either way of trading. */
export type TradePattern = RotationPattern | TimetablePattern;

const epoch2000 = Date.UTC(2000, 0, 1);
const hm = (day: number, hour: number, minute = 0) => day * 1440 + hour * 60 + minute;

const stop = (ports: [string, number][], operation: CargoOperation, cargoAfter: [number, number], stayHours: [number, number],
  anchorChance = 0.1, anchorHours: [number, number] = [3, 12]): RotationStop => ({ ports, operation, cargoAfter, stayHours, anchorChance, anchorHours });

const container = (code: string, stayHours: [number, number]) => stop([[code, 1]], 'LOAD_DISCHARGE', [0.55, 0.85], stayHours, 0.12, [2, 10]);

/** The trade of each demo ship. */
export const tradePatterns: Record<string, TradePattern> = {
  // iron ore from Narvik to the Dutch steelworks and back in ballast
  NORDIC_ORE: { type: 'rotation', stops: [
    stop([['NONVK', 1]], 'LOAD', [0.93, 0.98], [22, 40], 0.25, [6, 30]),
    stop([['NLRTM', 0.7], ['NLIJM', 0.3]], 'DISCHARGE', [0, 0], [40, 70], 0.4, [8, 48]),
  ] },
  // Baltic and North Sea crude to the refineries of Rotterdam, Wilhelmshaven, Gothenburg and Donges (Saint-Nazaire, on
  // the Loire): the Donges voyages leave the North Sea SECA at the western Channel and re-enter it on the way back
  BALTIC_AMBER: { type: 'rotation', stops: [
    stop([['RUPRI', 1]], 'LOAD', [0.9, 0.97], [24, 36], 0.3, [6, 24]),
    stop([['NLRTM', 1]], 'DISCHARGE', [0, 0], [30, 44], 0.3, [6, 30]),
    stop([['NOMON', 1]], 'LOAD', [0.85, 0.95], [24, 34], 0.2, [4, 16]),
    stop([['DEWVN', 0.35], ['SEGOT', 0.3], ['FRMTX', 0.35]], 'DISCHARGE', [0, 0], [28, 40], 0.3, [6, 24]),
  ] },
  // Asia–North Europe loop through Suez, calling at Tanger Med both ways round the Mediterranean
  KEEL_HORIZON: { type: 'rotation', stops: [
    container('NLRTM', [26, 40]), container('DEWVN', [20, 30]), container('GBFXT', [18, 28]), container('MAPTM', [14, 22]),
    container('SGSIN', [16, 26]), container('CNNGB', [18, 28]), container('CNSHA', [22, 34]), container('CNYTN', [18, 28]),
    container('SGSIN', [16, 24]),
  ] },
  // LNG from Melkøya (Hammerfest) to the terminals of Montoir, Zeebrugge and Rotterdam (Gate)
  ARCTIC_FROST: { type: 'rotation', stops: [
    stop([['NOHFT', 1]], 'LOAD', [0.96, 0.98], [20, 28], 0.1, [4, 12]),
    stop([['FRMTX', 0.4], ['BEZEE', 0.35], ['NLRTM', 0.25]], 'DISCHARGE', [0.02, 0.03], [22, 30], 0.2, [4, 20]),
  ] },
  // Helsinki–Tallinn shuttle, two round trips a day, nights in Helsinki (UTC)
  GULF_STAR: { type: 'timetable', cycleMin: 1440, cycleEpochMs: epoch2000, cargo: [0.35, 0.8], occupancy: [0.3, 0.95], passengerCapacity: 1500, legs: [
    { from: 'FIHEL', to: 'EETLL', departMin: hm(0, 5), arriveMin: hm(0, 7, 45) },
    { from: 'EETLL', to: 'FIHEL', departMin: hm(0, 8, 45), arriveMin: hm(0, 11, 30) },
    { from: 'FIHEL', to: 'EETLL', departMin: hm(0, 12, 30), arriveMin: hm(0, 15, 15) },
    { from: 'EETLL', to: 'FIHEL', departMin: hm(0, 16, 15), arriveMin: hm(0, 19) },
  ] },
  // western Mediterranean week from Barcelona, Saturday to Saturday (UTC)
  AURORA_SPIRIT: { type: 'timetable', cycleMin: 7 * 1440, cycleEpochMs: epoch2000, cargo: [0.45, 0.5], occupancy: [0.85, 1.05], passengerCapacity: 2400, legs: [
    { from: 'ESBCN', to: 'FRMRS', departMin: hm(0, 17), arriveMin: hm(1, 7) },
    { from: 'FRMRS', to: 'ITGOA', departMin: hm(1, 17), arriveMin: hm(2, 7) },
    { from: 'ITGOA', to: 'ITCVV', departMin: hm(2, 17), arriveMin: hm(3, 6) },
    { from: 'ITCVV', to: 'ITNAP', departMin: hm(3, 18), arriveMin: hm(4, 7) },
    { from: 'ITNAP', to: 'ESPMI', departMin: hm(4, 17), arriveMin: hm(6, 8) },
    { from: 'ESPMI', to: 'ESBCN', departMin: hm(6, 17), arriveMin: hm(7, 5) },
  ] },
};
