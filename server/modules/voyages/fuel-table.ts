/**
 * The IMO carbon factors of the fuel categories (records of the `fuel-category` resource, seeded from MEPC.364(79)),
 * as the table server/calc/emissions takes: an implementer's own fuels count too.
 */
import { IMO_FUEL_FACTORS, imoCo2Tonnes, type ImoFuelFactor, type ImoFuelTable } from '../../calc/emissions/fuel-factors.js';
import type { Db } from '../../db/engine.js';
import type { ConsumerFuel } from './consumer-fuel.js';
import { findResource } from '../resources/definitions.js';
import { storeFor } from '../resources/stores/index.js';

/** The reference table overlaid with every fuel category that carries a CF. */
export async function loadImoFuelTable(db: Db): Promise<ImoFuelTable> {
  const resource = await findResource(db, 'fuel-category');
  const rows = resource ? await storeFor(resource).listAll(db, resource) : [];
  const table: Record<string, ImoFuelFactor> = { ...IMO_FUEL_FACTORS };
  for (const row of rows) {
    const imo = row.data.imo as { cf?: unknown; lcvMjPerKg?: unknown; carbonContent?: unknown } | undefined;
    if (typeof imo?.cf !== 'number') continue;
    table[String(row.data.code ?? row.code)] = {
      cf: imo.cf, lcvKjPerKg: typeof imo.lcvMjPerKg === 'number' ? imo.lcvMjPerKg * 1000 : 0,
      carbonContent: typeof imo.carbonContent === 'number' ? imo.carbonContent : 0,
    };
  }
  return table;
}

/** t CO2 of the fuel the IMO way (Σ mass · CF), or null when a fuel has no CF in the table. */
export function co2OfFuel(fuel: readonly ConsumerFuel[], table: ImoFuelTable): number | null {
  if (fuel.some((f) => !table[f.fuel])) return null;
  return imoCo2Tonnes(fuel.map((f) => ({ fuel: f.fuel, massT: f.tonnes })), table);
}

/** Total tonnes of a list of fuel uses. */
export function totalTonnes(fuel: readonly ConsumerFuel[]): number {
  return fuel.reduce((sum, f) => sum + f.tonnes, 0);
}
