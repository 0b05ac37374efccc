/** What the emissions figures ask of the voyage record's legs and stays (read by voyages/year-records.ts): cargo, month, period. */
import type { YearRecord } from '../voyages/year-records.js';
import type { CargoUnit } from './ship-profiles.js';

/** A leg or a stay of the voyage record. */
export type EmissionRecord = YearRecord;

/** Cargo carried on a leg in the ship's cargo unit. */
export function cargoOf(record: EmissionRecord, unit: CargoUnit): number {
  if (unit === 'TEU') return record.teu ?? 0;
  if (unit === 'passengers') return record.passengers ?? 0;
  return record.cargoTonnes;
}

/** YYYY-MM of a record's start (UTC). */
export const monthOf = (time: Date) => time.toISOString().slice(0, 7);

/** The period a ship's records of a year cover (ISO; the last one's end, or its start while open); nulls without records. */
export function coveredPeriod(records: readonly EmissionRecord[]): { from: string | null; to: string | null } {
  if (!records.length) return { from: null, to: null };
  const last = records.at(-1)!;
  return { from: records[0].start.toISOString(), to: (last.end ?? last.start).toISOString() };
}
