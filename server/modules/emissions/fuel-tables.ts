/**
 * The fuel factor tables of the emissions figures, read from the fuel categories (the reference seed's MEPC.364(79)
 * and FuelEU Annex II values, and any category an implementer adds): the IMO table for CO2, the FuelEU table for
 * LCV, well-to-tank, CH4/N2O and slip per LNG consumer class.
 */
import { FUELEU_FUEL_FACTORS, type FuelEuFuelFactor, type FuelEuFuelTable } from '../../calc/emissions/fueleu-fuel-factors.js';
import type { ImoFuelTable } from '../../calc/emissions/fuel-factors.js';
import type { Db } from '../../db/engine.js';
import { findResource } from '../resources/definitions.js';
import { storeFor } from '../resources/stores/index.js';
import { loadImoFuelTable } from '../voyages/fuel-table.js';

export interface FuelTables {
  imo: ImoFuelTable;
  fuelEu: FuelEuFuelTable;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A category's `fuelEu` block as the calculation takes it; null when it lacks the numbers. */
export function fuelEuFactorOf(block: unknown): FuelEuFuelFactor | null {
  if (!block || typeof block !== 'object') return null;
  const b = block as Record<string, unknown>;
  const lcv = num(b.lcvMjPerG), wtt = num(b.wttGCo2ePerMj), cf = num(b.cfCo2);
  if (lcv === null || wtt === null || cf === null) return null;
  const consumers = Array.isArray(b.consumers) ? b.consumers as { code?: unknown; cSlipPercent?: unknown }[] : [];
  const engines = Object.fromEntries(consumers.flatMap((c) => (typeof c.code === 'string' && num(c.cSlipPercent) !== null ? [[c.code, { slipPercent: num(c.cSlipPercent)! }]] : [])));
  return {
    lcvMjPerG: lcv, wttGCo2ePerMj: wtt, cfCo2: cf, cfCh4: num(b.cfCh4), cfN2o: num(b.cfN2o),
    ...(Object.keys(engines).length ? { engines } : { slipPercent: num(b.cSlipPercent) ?? 0 }),
    isRfnbo: b.pathway === 'RFNBO',
  };
}

export async function loadFuelTables(db: Db): Promise<FuelTables> {
  const resource = await findResource(db, 'fuel-category');
  const rows = resource ? await storeFor(resource).listAll(db, resource) : [];
  const fuelEu: Record<string, FuelEuFuelFactor> = { ...FUELEU_FUEL_FACTORS };
  for (const row of rows) {
    const factor = fuelEuFactorOf(row.data.fuelEu);
    if (factor) fuelEu[String(row.data.code ?? row.code)] = factor;
  }
  return { imo: await loadImoFuelTable(db), fuelEu };
}
