/** The capacity a ship's CII uses and its reference line CII_ref = a · Capacity^(−c). Pure: no I/O. */
import { assertPositive } from './fuel-factors.js';
import { resolveCiiTables, selectBand, type CapacityKind, type CiiShipType, type CiiTableOptions } from './cii-tables.js';

/** What the CII tables need to know about a ship: its type and its summer-load DWT (t) and/or GT (ITC-69). */
export interface CiiShip {
  shipType: CiiShipType;
  dwt?: number;
  gt?: number;
}

/** The ship's actual capacity by its type (MEPC.352(78) G1): the value transport work uses, never capped. */
export function ciiCapacity(ship: CiiShip, options: CiiTableOptions = {}): { kind: CapacityKind; value: number } {
  const kind = resolveCiiTables(options).capacityKinds[ship.shipType];
  if (!kind) throw new RangeError(`unknown CII ship type "${ship.shipType}"`);
  const value = kind === 'DWT' ? ship.dwt : ship.gt;
  if (value === undefined) throw new RangeError(`a ${ship.shipType} is rated by ${kind}, which is missing`);
  assertPositive(value, kind);
  return { kind, value };
}

export interface ReferenceLine {
  a: number;
  c: number;
  /** The actual capacity, which chose the size band. */
  capacity: number;
  /** The capacity in the formula: the actual one, or the band's cap (e.g. 279 000 for bulk carriers ≥ 279 000 DWT). */
  capacityUsed: number;
  value: number;
}

/** CII_ref = a · Capacity^(−c) (MEPC.353(78) Table 1); the capacity caps apply here and only here. */
export function ciiReferenceLine(ship: CiiShip, options: CiiTableOptions = {}): ReferenceLine {
  const capacity = ciiCapacity(ship, options).value;
  const band = selectBand(resolveCiiTables(options).referenceLines[ship.shipType], capacity, `${ship.shipType} reference-line`);
  const capacityUsed = band.capacityUsed ?? capacity;
  return { a: band.a, c: band.c, capacity, capacityUsed, value: band.a * capacityUsed ** -band.c };
}
