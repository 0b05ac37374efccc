/**
 * The IMO CII tables by edition: capacity per ship type (G1), reference-line parameters (G2) and rating vectors (G4).
 * The 2022 edition is the default; the 2021 edition differs only in the rows the Keel reference lists. Pure: no I/O.
 */

export const CII_SHIP_TYPES = [
  'BULK_CARRIER', 'GAS_CARRIER', 'TANKER', 'CONTAINER', 'GENERAL_CARGO', 'REFRIGERATED_CARGO', 'COMBINATION_CARRIER',
  'LNG_CARRIER', 'RORO_VEHICLE_CARRIER', 'RORO_CARGO', 'RORO_PASSENGER', 'RORO_PASSENGER_HSC', 'CRUISE_PASSENGER',
] as const;
export type CiiShipType = (typeof CII_SHIP_TYPES)[number];

export type CapacityKind = 'DWT' | 'GT';
export type CiiTableEdition = '2021' | '2022';

/**
 * A size band of a table row, chosen by the ship's actual capacity: `from` ≤ capacity < `to` (either may be open).
 * `capacityUsed`, when set, replaces the capacity in the reference line only (the caps of MEPC.353(78)).
 */
export interface SizeBand {
  from?: number;
  to?: number;
}
export interface ReferenceLineBand extends SizeBand {
  a: number;
  c: number;
  capacityUsed?: number;
}
/** exp(d1)…exp(d4): superior, lower, upper and inferior boundary multipliers of the required CII. */
export interface RatingVectorBand extends SizeBand {
  expD: readonly [number, number, number, number];
}

export interface CiiTables {
  edition: string;
  capacityKinds: Readonly<Record<CiiShipType, CapacityKind>>;
  referenceLines: Readonly<Record<CiiShipType, readonly ReferenceLineBand[]>>;
  ratingVectors: Readonly<Record<CiiShipType, readonly RatingVectorBand[]>>;
}

// MEPC.352(78) G1 / MEPC.353(78): DWT for cargo ships, GT for ro-ro cargo, vehicle carriers, ro-pax, HSC and cruise.
const CAPACITY_KINDS_2022: Record<CiiShipType, CapacityKind> = {
  BULK_CARRIER: 'DWT', GAS_CARRIER: 'DWT', TANKER: 'DWT', CONTAINER: 'DWT', GENERAL_CARGO: 'DWT',
  REFRIGERATED_CARGO: 'DWT', COMBINATION_CARRIER: 'DWT', LNG_CARRIER: 'DWT', RORO_VEHICLE_CARRIER: 'GT',
  RORO_CARGO: 'GT', RORO_PASSENGER: 'GT', RORO_PASSENGER_HSC: 'GT', CRUISE_PASSENGER: 'GT',
};

// MEPC.353(78) Table 1 (a, c; capacity caps in capacityUsed). GT rows UNVERIFIED against the primary PDF.
const REFERENCE_LINES_2022: Record<CiiShipType, readonly ReferenceLineBand[]> = {
  BULK_CARRIER: [{ from: 279_000, capacityUsed: 279_000, a: 4745, c: 0.622 }, { to: 279_000, a: 4745, c: 0.622 }],
  GAS_CARRIER: [{ from: 65_000, a: 14405e7, c: 2.071 }, { to: 65_000, a: 8104, c: 0.639 }],
  TANKER: [{ a: 5247, c: 0.61 }],
  CONTAINER: [{ a: 1984, c: 0.489 }],
  GENERAL_CARGO: [{ from: 20_000, a: 31948, c: 0.792 }, { to: 20_000, a: 588, c: 0.3885 }],
  REFRIGERATED_CARGO: [{ a: 4600, c: 0.557 }],
  COMBINATION_CARRIER: [{ a: 5119, c: 0.622 }],
  LNG_CARRIER: [
    { from: 100_000, a: 9.827, c: 0 },
    { from: 65_000, to: 100_000, a: 14479e10, c: 2.673 },
    { to: 65_000, capacityUsed: 65_000, a: 14779e10, c: 2.673 },
  ],
  RORO_VEHICLE_CARRIER: [
    { from: 57_700, capacityUsed: 57_700, a: 3627, c: 0.59 },
    { from: 30_000, to: 57_700, a: 3627, c: 0.59 },
    { to: 30_000, a: 330, c: 0.329 },
  ],
  RORO_CARGO: [{ a: 1967, c: 0.485 }],
  RORO_PASSENGER: [{ a: 2023, c: 0.46 }],
  RORO_PASSENGER_HSC: [{ a: 4196, c: 0.46 }],
  CRUISE_PASSENGER: [{ a: 930, c: 0.383 }],
};

// MEPC.354(78) Table 1: exp(d1..d4) per ship type. Ro-ro/ro-pax rows UNVERIFIED against the primary PDF.
const RATING_VECTORS_2022: Record<CiiShipType, readonly RatingVectorBand[]> = {
  BULK_CARRIER: [{ expD: [0.86, 0.94, 1.06, 1.18] }],
  GAS_CARRIER: [{ from: 65_000, expD: [0.81, 0.91, 1.12, 1.44] }, { to: 65_000, expD: [0.85, 0.95, 1.06, 1.25] }],
  TANKER: [{ expD: [0.82, 0.93, 1.08, 1.28] }],
  CONTAINER: [{ expD: [0.83, 0.94, 1.07, 1.19] }],
  GENERAL_CARGO: [{ expD: [0.83, 0.94, 1.06, 1.19] }],
  REFRIGERATED_CARGO: [{ expD: [0.78, 0.91, 1.07, 1.2] }],
  COMBINATION_CARRIER: [{ expD: [0.87, 0.96, 1.06, 1.14] }],
  LNG_CARRIER: [{ from: 100_000, expD: [0.89, 0.98, 1.06, 1.13] }, { to: 100_000, expD: [0.78, 0.92, 1.1, 1.37] }],
  RORO_VEHICLE_CARRIER: [{ expD: [0.86, 0.94, 1.06, 1.16] }],
  RORO_CARGO: [{ expD: [0.76, 0.89, 1.08, 1.27] }],
  RORO_PASSENGER: [{ expD: [0.76, 0.92, 1.14, 1.3] }],
  RORO_PASSENGER_HSC: [{ expD: [0.76, 0.92, 1.14, 1.3] }],
  CRUISE_PASSENGER: [{ expD: [0.87, 0.95, 1.06, 1.16] }],
};

/** The default tables: MEPC.352/353/354(78), the 2022 texts. */
export const CII_TABLES_2022: CiiTables = {
  edition: '2022', capacityKinds: CAPACITY_KINDS_2022, referenceLines: REFERENCE_LINES_2022, ratingVectors: RATING_VECTORS_2022,
};

const RO_PAX_2021: readonly ReferenceLineBand[] = [{ a: 7540, c: 0.587 }];
const RO_PAX_VECTORS_2021: readonly RatingVectorBand[] = [{ expD: [0.72, 0.9, 1.12, 1.41] }];

/**
 * The 2021 texts (MEPC.336/337/339(76)) as far as the reference gives them: ro-ro cargo by DWT, the 2021-era
 * reference lines of combination carriers, ro-ro cargo, ro-pax (HSC alike) and vehicle carriers, and the ro-pax vector.
 */
export const CII_TABLES_2021: CiiTables = {
  edition: '2021',
  // MEPC.336(76) G1 listed ro-ro cargo under DWT.
  capacityKinds: { ...CAPACITY_KINDS_2022, RORO_CARGO: 'DWT' },
  // MEPC.337(76) Table 1 rows that differ from MEPC.353(78), per reference §1.4.
  referenceLines: {
    ...REFERENCE_LINES_2022,
    COMBINATION_CARRIER: [{ a: 40853, c: 0.812 }],
    RORO_CARGO: [{ a: 10952, c: 0.637 }],
    RORO_PASSENGER: RO_PAX_2021,
    RORO_PASSENGER_HSC: RO_PAX_2021,
    RORO_VEHICLE_CARRIER: [{ a: 5739, c: 0.631 }],
  },
  // MEPC.339(76) ro-pax vector, per reference §1.6.
  ratingVectors: { ...RATING_VECTORS_2022, RORO_PASSENGER: RO_PAX_VECTORS_2021, RORO_PASSENGER_HSC: RO_PAX_VECTORS_2021 },
};

export const CII_TABLE_EDITIONS: Readonly<Record<CiiTableEdition, CiiTables>> = { 2021: CII_TABLES_2021, 2022: CII_TABLES_2022 };

/** Which tables to use: explicit tables (an implementer's override) first, else the named edition, else 2022. */
export interface CiiTableOptions {
  edition?: CiiTableEdition;
  tables?: CiiTables;
}

/** Resolves the table options to one table set. */
export function resolveCiiTables(options: CiiTableOptions = {}): CiiTables {
  return options.tables ?? CII_TABLE_EDITIONS[options.edition ?? '2022'];
}

/** The band of a row that holds the capacity; throws when the table has a gap. */
export function selectBand<T extends SizeBand>(bands: readonly T[], capacity: number, what: string): T {
  const band = bands.find((b) => (b.from === undefined || capacity >= b.from) && (b.to === undefined || capacity < b.to));
  if (!band) throw new RangeError(`no ${what} band holds capacity ${capacity}`);
  return band;
}
