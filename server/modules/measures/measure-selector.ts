/**
 * What a measure picker offers (SPEC §7 measures/search/measure-selector): for the chosen ships, the tags that
 * have data, grouped by grouping key, with what a chart needs to label them. Only ships the user may see.
 */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { findSeries, type SeriesSelection } from '../timeseries/series-query.js';
import { tagsByCode, tagView } from './tag-records.js';
import type { SelectorGroup, SelectorTag, TagAnswer } from '../../../descriptors/lib/tags/tag-answers.js';

export interface SelectorRequest extends SeriesSelection {
  /** contained in the tag code or its description, any case */
  text?: string;
}

export async function measureSelector(db: Db, principal: Principal, request: SelectorRequest): Promise<SelectorGroup[]> {
  const series = await findSeries(db, principal, request);
  const tags = await tagsByCode(db, series.map((s) => s.tag));
  const text = request.text?.trim().toLowerCase();
  const groups = new Map<string, SelectorGroup>();
  for (const s of series) {
    const row = tags.get(s.tag);
    const view = row ? tagView(row) : undefined;
    if (text && !s.tag.toLowerCase().includes(text) && !view?.description.toLowerCase().includes(text)) continue;
    const group = groups.get(s.groupingKey) ?? { groupingKey: s.groupingKey, unit: s.unitCode, tags: [] };
    group.tags.push(tagEntry(s, view));
    groups.set(s.groupingKey, group);
  }
  return [...groups.values()];
}

function tagEntry(s: Awaited<ReturnType<typeof findSeries>>[number], view: TagAnswer | undefined): SelectorTag {
  return {
    tag: s.tag, description: view?.description ?? s.tag, measureType: view?.measureType ?? null, measureUnit: s.measureUnit,
    valueType: s.valueType, aggregation: s.aggregation, precision: s.precision, formatter: view?.formatter ?? null,
  };
}
