/** A resource's enabled records as label/value options: what reference fields render as selects. */
import type { Context } from 'hono';
import { meetsRequirement } from '../../../descriptors/lib/access.js';
import { fieldValue, recordLabel } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { KeelError } from '../../errors/keel-error.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { findResource, listResources, type LoadedResource } from './definitions.js';
import { unitScope } from './resource-access.js';
import { storeFor } from './stores/index.js';

const optionLimit = 5000;

/**
 * Options of a resource, valued by `key` (a field) or by id. Allowed to whoever may view the resource,
 * or may manage a resource that refers to it (an editor of ports needs the list of nations), or — for reference data —
 * may view a resource that refers to it. Ships, and records of a
 * per-ship resource, are those of the ships the user sees.
 */
export async function resourceOptions(db: Db, c: Context<KeelEnv>, code: string, key?: string) {
  const resource = await findResource(db, code);
  if (!resource) throw new KeelError('NOT_FOUND', 'common.unknownList', { name: code });
  const principal = principalOf(c);
  const referrers = (await listResources(db)).filter((r) => Object.values(r.definition.references ?? {}).some((ref) => ref.resource === code));
  const allowed = meetsRequirement(principal, resource.definition.access.view)
    || referrers.some((r) => meetsRequirement(principal, r.definition.access.manage))
    // The names a user needs to read his own records (a voyage leg's ports): reference data, never personal data.
    || (resource.definition.referenceData === true && referrers.some((r) => meetsRequirement(principal, r.definition.access.view)));
  // Ships a user may see are theirs to name everywhere (a per-ship list shows them), even without the ship resource.
  if (!allowed && resource.definition.store === 'units' && (!key || key === 'code')) {
    return (await listVisibleShips(db, principal, { includeDisabled: true })).map((ship) => ({ label: ship.name, value: key ? ship.code : ship.id }));
  }
  if (!allowed) throw new KeelError('FORBIDDEN', 'access.missingFunction', { function: Object.keys(resource.definition.access.view.requiredFunctions ?? {})[0] ?? '-', level: 'VIEW' });
  return listResourceOptions(db, c, resource, key);
}

/** Texts of a record's search fields in every language, for pickers that find a record by more than its label. */
function searchText(definition: LoadedResource['definition'], data: Record<string, unknown>): string {
  const texts = (definition.list?.searchFields ?? []).flatMap((field) => [fieldValue(data, field)].flat())
    .flatMap((value) => (value && typeof value === 'object' ? Object.values(value) : [value]))
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
  return [...new Set(texts.map(String))].join(' ');
}

/** In Russian, a name's `…Ru` twin where the record has one (a port's nameRu), else the record's label. */
function pickerLabel(definition: LoadedResource['definition'], row: { id: string; data: Record<string, unknown> }, language: string): string {
  const twin = language === 'ru' && definition.labelField && !definition.labelFields ? row.data[`${definition.labelField}Ru`] : undefined;
  return typeof twin === 'string' && twin ? twin : recordLabel(definition, row, language);
}

/**
 * The options of a resource with no access check (the caller has made it): label and value; `forPicker`, also the text
 * a picker searches where the resource names search fields (a port's UN/LOCODE and names), and in Russian a name's
 * Russian twin as the label (Роттердам).
 */
export async function listResourceOptions(db: Db, c: Context<KeelEnv>, resource: LoadedResource, key?: string, forPicker = false) {
  const { items } = await storeFor(resource).list(db, resource, {
    page: 1, size: optionLimit, sort: resource.definition.labelField ? { field: resource.definition.labelField, direction: 'asc' } : undefined,
    unitIds: unitScope(principalOf(c), resource),
  });
  const options = items.map((row) => {
    const search = forPicker ? searchText(resource.definition, row.data) : '';
    return {
      label: forPicker ? pickerLabel(resource.definition, row, c.get('language')) : recordLabel(resource.definition, row, c.get('language')),
      value: key ? String(fieldValue(row.data, key) ?? '') : row.id,
      ...(search ? { search } : {}),
    };
  });
  // Russian names come in their own order.
  return forPicker && c.get('language') === 'ru' ? options.sort((a, b) => a.label.localeCompare(b.label, 'ru')) : options;
}
