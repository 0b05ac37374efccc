/**
 * Loads the reference data of seeds/reference (nations, ports, fuel categories, geo-area categories, geo areas, ship-data tags,
 * the alarm classes and problem causes)
 * into the record store. Runs at every start, production included: it adds only the records whose code is not
 * there yet, so an implementer's edits and disabled records are kept. A deleted reference record comes back at the
 * next start; disable it instead.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../server/db/engine.js';
import { records } from '../server/db/schema.js';
import { findBuiltin } from '../server/modules/descriptors/builtins.js';
import { alarmLists, fuelCategories, geoAreaCategories, geoAreas, nations, ports, shipTags } from './reference/index.js';

/** A resource and the reference rows that belong in it, in load order (referenced resources first). */
export const referenceSets: readonly { resource: string; rows: readonly object[] }[] = [
  { resource: 'nation', rows: nations },
  { resource: 'port', rows: ports },
  { resource: 'fuel-category', rows: fuelCategories },
  { resource: 'geo-area-category', rows: geoAreaCategories },
  { resource: 'geo-area', rows: geoAreas },
  { resource: 'measure', rows: shipTags },
  { resource: 'simple-values', rows: alarmLists },
];

/** Records added per resource. */
export type ReferenceSeedCounts = Record<string, number>;

const author = 'reference-seed';
/** Rows per INSERT: large enough to load the ports in a few statements, small enough for any parameter limit. */
const batchSize = 250;

/** The code field of a resource, from its built-in descriptor (the record store keys uniqueness on it). */
export function codeFieldOf(resource: string): string {
  const codeField = (findBuiltin('resource', resource)?.body as { codeField?: string } | undefined)?.codeField;
  if (!codeField) throw new Error(`reference seed: built-in resource ${resource} has no codeField`);
  return codeField;
}

/** Inserts the reference records that are missing; one query when nothing is missing. */
export async function seedReferenceData(db: Db): Promise<ReferenceSeedCounts> {
  const resources = referenceSets.map((set) => set.resource);
  const existing = await db.select({ resource: records.resource, code: records.code }).from(records).where(inArray(records.resource, resources));
  const present = new Set(existing.map((row) => `${row.resource}\n${row.code}`));
  const counts: ReferenceSeedCounts = {};
  for (const { resource, rows } of referenceSets) {
    const codeField = codeFieldOf(resource);
    const missing = rows
      .map((row) => ({ code: String((row as Record<string, unknown>)[codeField]), data: row as Record<string, unknown> }))
      .filter((row) => !present.has(`${resource}\n${row.code}`));
    counts[resource] = 0;
    for (let start = 0; start < missing.length; start += batchSize) {
      const batch = missing.slice(start, start + batchSize);
      // Another instance starting at the same moment may insert the same codes: the unique (resource, code) index decides.
      const inserted = await db.insert(records)
        .values(batch.map(({ code, data }) => ({ resource, code, data, createdBy: author, updatedBy: author })))
        .onConflictDoNothing()
        .returning({ id: records.id });
      counts[resource] += inserted.length;
    }
  }
  return counts;
}
