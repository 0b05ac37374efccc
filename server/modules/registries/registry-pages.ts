/**
 * A registry page resolved for one ship (docs/forms.md "Registries"): each element's enableCondition evaluated over the
 * ship and its latest values, then the latest value of every series its tag patterns match and the newest records of
 * the REGISTRY forms its form patterns match.
 */
import type { Principal } from '../../../descriptors/lib/access.js';
import {
  defaultLiveExtractionPeriod, evaluateEnableCondition, matchesTagPatterns, matchingForms, tagPatternsOf,
} from '../../../descriptors/lib/registries/registry-patterns.js';
import { recordsPerElement, type RegistryElementData, type RegistryPageData, type RegistryTagValue } from '../../../descriptors/lib/registries/registry-answers.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import type { Ship } from '../access/ships.js';
import { getDescriptor } from '../descriptors/store.js';
import { tagsByCode } from '../measures/tag-records.js';
import { readLatest } from '../timeseries/extract.js';
import { findSeries } from '../timeseries/series-query.js';
import { listRecords, registryForms } from './registry-records.js';

/** A tag's description from its master data, with the Russian one where the tag has it. */
function tagDescription(data: Record<string, unknown>): RegistryTagValue['description'] {
  const { description: en, descriptionRu: ru } = data;
  if (typeof en !== 'string' || !en) return null;
  return typeof ru === 'string' && ru.trim() ? { en, ru } : { en };
}

/** The page for a ship the caller may see (the route checked it). */
export async function resolveRegistryPage(db: Db, principal: Principal, code: string, ship: Ship): Promise<RegistryPageData> {
  const page = await getDescriptor(db, 'registry-page', code);
  if (!page || page.disabled) throw new KeelError('NOT_FOUND', 'registries.unknownPage', { page: code });
  const elements = page.body.elements;
  const patterns = elements.map(tagPatternsOf);
  const series = (await findSeries(db, principal, { units: [ship.code] })).filter((s) => patterns.some((p) => matchesTagPatterns(p, s)));
  const [latest, tags, forms] = await Promise.all([
    readLatest(db, series.map((s) => s.id)),
    tagsByCode(db, [...new Set(series.map((s) => s.tag))]),
    registryForms(db),
  ]);
  const values: RegistryTagValue[] = series.map((s) => {
    const point = latest.get(s.id);
    return {
      groupingKey: s.groupingKey, tag: s.tag, description: tagDescription(tags.get(s.tag)?.data ?? {}),
      measureUnit: s.measureUnit, precision: s.precision, ts: point?.ts.toISOString() ?? null, value: point?.value ?? null,
    };
  });
  const input = {
    ship: { code: ship.code, name: ship.name, imoNumber: ship.imoNumber, particulars: ship.particulars },
    tags: Object.fromEntries(values.filter((v) => v.groupingKey === `SHIP-UNIT-${ship.code}`).map((v) => [v.tag, v.value])),
  };
  const resolved: RegistryElementData[] = [];
  for (const [i, element] of elements.entries()) {
    const outcome = await evaluateEnableCondition(element, input);
    const base = { uid: element.uid, title: element.title, liveExtractionPeriod: element.liveExtractionPeriod ?? defaultLiveExtractionPeriod };
    if (!outcome.enabled) {
      resolved.push({ ...base, enabled: false, ...(outcome.problem ? { problem: outcome.problem } : {}), tags: [], forms: [] });
      continue;
    }
    const codes = matchingForms(element, forms.map((f) => f.code));
    const lists = await Promise.all(codes.map(async (formCode) => {
      const form = forms.find((f) => f.code === formCode)!;
      const { records, total } = await listRecords(db, ship.id, formCode, { limit: recordsPerElement, offset: 0 });
      return { form: { code: form.code, title: form.body.title, schema: form.body.schema as Record<string, unknown>, uiSchema: form.body.uiSchema ?? {} }, records, total };
    }));
    resolved.push({ ...base, enabled: true, tags: values.filter((v) => matchesTagPatterns(patterns[i], v)), forms: lists });
  }
  return {
    page: { code: page.code, title: page.body.title, ...(page.body.description ? { description: page.body.description } : {}), live: page.body.live ?? false, splitView: page.body.splitView ?? false },
    ship: { id: ship.id, code: ship.code, name: ship.name },
    elements: resolved,
  };
}
