/**
 * What the emissions figures need to know about a ship: its CII type and capacities from the particulars, the ice
 * class (ETS reduction), the unit its cargo is counted in, and which LNG consumer class each consumer is (methane slip).
 */
import type { CiiShipType } from '../../calc/emissions/cii-tables.js';
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import type { ConsumerFuel } from '../voyages/consumer-fuel.js';

export type CargoUnit = 't' | 'TEU' | 'passengers';

export interface ShipProfile {
  unitId: string;
  shipName: string;
  imoNumber: string | null;
  /** the ship resource's shipType (bulk_carrier …) */
  shipType: string | null;
  ciiShipType: CiiShipType | null;
  dwt: number | null;
  gt: number | null;
  /** IA or IA Super: 5 % fewer EU allowances until 2030 */
  isIceClassIa: boolean;
  /** any ice class: navigation in ice may be excluded from the CII (MEPC.355(78)) */
  hasIceClass: boolean;
  cargoUnit: CargoUnit;
  lngConsumerClasses: Partial<Record<ConsumerFuel['consumer'], string>>;
}

/** The ship resource's shipType → the IMO CII ship type (MEPC.353(78) Table 1). */
export const CII_TYPE_OF_SHIP_TYPE: Readonly<Record<string, CiiShipType>> = {
  bulk_carrier: 'BULK_CARRIER', gas_carrier: 'GAS_CARRIER', tanker: 'TANKER', container_ship: 'CONTAINER',
  general_cargo_ship: 'GENERAL_CARGO', refrigerated_cargo_carrier: 'REFRIGERATED_CARGO', combination_carrier: 'COMBINATION_CARRIER',
  lng_carrier: 'LNG_CARRIER', ro_ro_cargo_ship_vehicle_carrier: 'RORO_VEHICLE_CARRIER', ro_ro_cargo_ship: 'RORO_CARGO',
  ro_ro_passenger_ship: 'RORO_PASSENGER', ro_ro_passenger_ship_high_speed: 'RORO_PASSENGER_HSC', cruise_passenger_ship: 'CRUISE_PASSENGER',
};

const PASSENGER_TYPES = new Set(['ro_ro_passenger_ship', 'ro_ro_passenger_ship_high_speed', 'cruise_passenger_ship']);
const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

/** The cargo unit of EEOI and MRV transport work for a ship type (MEPC.1/Circ.684; Implementing Reg. (EU) 2016/1928). */
export function cargoUnitOf(shipType: string | null): CargoUnit {
  if (shipType === 'container_ship') return 'TEU';
  return shipType && PASSENGER_TYPES.has(shipType) ? 'passengers' : 't';
}

export function shipProfileOf(row: { id: string; name: string; imoNumber: string | null; particulars: Record<string, unknown> }): ShipProfile {
  const p = row.particulars;
  const shipType = typeof p.shipType === 'string' ? p.shipType : null;
  const classes = (p.lngConsumerClasses && typeof p.lngConsumerClasses === 'object' ? p.lngConsumerClasses : {}) as ShipProfile['lngConsumerClasses'];
  return {
    unitId: row.id, shipName: row.name, imoNumber: row.imoNumber, shipType, ciiShipType: shipType ? CII_TYPE_OF_SHIP_TYPE[shipType] ?? null : null,
    dwt: positive(p.dwt), gt: positive(p.gt), isIceClassIa: p.iceClass === 'IA' || p.iceClass === 'IA Super',
    hasIceClass: typeof p.iceClass === 'string' && p.iceClass !== 'none',
    cargoUnit: cargoUnitOf(shipType), lngConsumerClasses: classes,
  };
}

/** Profiles of the given ships, in the order given. */
export async function loadShipProfiles(db: Db, unitIds: readonly string[]): Promise<ShipProfile[]> {
  if (!unitIds.length) return [];
  const rows = await listShips(db, { ids: unitIds });
  const byId = new Map(rows.map((r) => [r.id, shipProfileOf(r)]));
  return unitIds.flatMap((id) => byId.get(id) ?? []);
}
