/** The plain records the generator returns next to the measurements: port calls (with hull cleanings) and voyage legs. */

/** Fuel burnt by one consumer of one fuel category, t (the voyage record's ConsumerFuel). */
export interface FuelUse {
  consumer: 'ME' | 'AE' | 'BOILER';
  /** fuel-category code (seeds/reference/fuel-categories.json) */
  fuel: string;
  tonnes: number;
}

/** A stay alongside; a ship's first call starts at the generated period's start. */
export interface DemoPortCall {
  ship: string;
  /** UN/LOCODE */
  port: string;
  arrival: Date;
  /** null while the ship is still in port at the end of the generated period */
  departure: Date | null;
  cargoOperation: 'LOAD' | 'DISCHARGE' | 'LOAD_DISCHARGE' | 'NONE';
  /** when the hull was cleaned during this call */
  hullCleanedAt: Date | null;
  fuel: FuelUse[];
}

/** A passage from berth to berth. */
export interface DemoVoyageLeg {
  ship: string;
  /** 1, 2, … per ship within the generated period */
  sequence: number;
  fromPort: string;
  toPort: string;
  departure: Date;
  /** null while the ship is still under way at the end of the generated period */
  arrival: Date | null;
  /** distance over ground, nm */
  distanceNm: number;
  hoursUnderway: number;
  hoursAtAnchor: number;
  condition: 'LADEN' | 'BALLAST';
  /** cargo on board, t (vehicles and passengers' luggage for passenger ships) */
  cargoTonnes: number;
  /** container ships only: loaded TEU at the nominal 10 t per loaded TEU of MEPC.1/Circ.684, up to the ship's capacity */
  teu?: number;
  /** passenger ships only */
  passengers?: number;
  fuel: FuelUse[];
}

/** A passage as planned when the last line is let go: what the departure report tells (the leg follows on arrival). */
export interface DemoDeparture {
  ship: string;
  port: string;
  destination: string;
  departure: Date;
  /** length of the planned route, berth to berth, nm */
  routeNm: number;
  /** timetable ships only: the scheduled berthing */
  scheduledArrival: Date | null;
  condition: DemoVoyageLeg['condition'];
  cargoTonnes: number;
  teu?: number;
  passengers?: number;
}

/** Fuel kg per meter → tonnes per consumer and fuel, leaving out meters that burnt nothing. */
export function toFuelUse(meters: readonly [string, string][], kg: Float64Array): FuelUse[] {
  return meters.flatMap(([consumer, fuel], i) =>
    kg[i] > 0 ? [{ consumer: consumer as FuelUse['consumer'], fuel, tonnes: Math.round(kg[i]) / 1000 }] : []);
}
