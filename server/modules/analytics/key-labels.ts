/**
 * Names for the grouping-key values of answered series (`{ fuel: "HFO" }` → `{ fuel: "Heavy fuel oil" }`), in the
 * request's language, as the cluster's keys declare them: `labels` (a fixed list, e.g. the consumers) or `resource`
 * (the records of that resource by their code, e.g. the fuel categories an implementer keeps). A value with no name
 * is left out, and the runtime shows its code.
 */
import { fieldValue, recordLabel } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import type { Language } from '../../../descriptors/lib/text.js';
import { findResource } from '../resources/definitions.js';
import { storeFor } from '../resources/stores/index.js';
import type { Cluster } from '../timeseries/clusters.js';
import { textOf } from './dataset-extraction.js';

type Labeller = (keyValues: Readonly<Record<string, string>>) => Record<string, string> | undefined;

/**
 * A record's label without a trailing parenthesis: the ISO grades of "Heavy fuel oil (ISO 8217 RME–RMK)" belong to
 * the fuel-category screen, not to a chart's legend.
 */
const shortLabel = (label: string) => label.replace(/\s*\([^()]*\)\s*$/, '') || label;

async function resourceNames(db: Db, code: string, language: Language): Promise<Map<string, string>> {
  const resource = await findResource(db, code);
  if (!resource) return new Map();
  const rows = await storeFor(resource).listAll(db, resource);
  const codeField = resource.definition.codeField ?? 'code';
  return new Map(rows.map((row) => [String(fieldValue(row.data, codeField) ?? ''), shortLabel(recordLabel(resource.definition, row, language))]));
}

/** How the keys of the clusters name their values; one read per resource named, for one extraction. */
export async function keyLabeller(db: Db, clusters: readonly Cluster[], language: Language): Promise<Labeller> {
  const names = new Map<string, Map<string, string>>();
  for (const key of clusters.flatMap((c) => c.groups.flatMap((g) => g.keys))) {
    const known = names.get(key.key) ?? new Map<string, string>();
    for (const [value, text] of Object.entries(key.labels ?? {})) known.set(value, textOf(text, language));
    if (key.resource) for (const [value, text] of await resourceNames(db, key.resource, language)) if (!known.has(value)) known.set(value, text);
    if (known.size) names.set(key.key, known);
  }
  return (keyValues) => {
    const labels = Object.entries(keyValues).flatMap(([key, value]) => {
      const name = names.get(key)?.get(value);
      return name ? [[key, name] as const] : [];
    });
    return labels.length ? Object.fromEntries(labels) : undefined;
  };
}
