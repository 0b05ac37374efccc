/**
 * Edits of a dataset (pure): its tags with aggregation and alias, derived series, and the series a chart can name.
 * Names follow the meta-schema (`^[A-Za-z_][A-Za-z0-9_]*$`) and stay unique inside the dataset.
 */
import type { Dataset, DatasetTag, DerivedSeries } from '../../descriptors/kinds/analytics-page/analytics-page.js';
import { seriesIdOf } from '../../descriptors/kinds/analytics-page/analytics-page.js';
import { aggregationKinds, isNumericAggregation, type AggregationKind } from '../../descriptors/lib/analytics/aggregation.js';
import type { LocalText } from '../../descriptors/lib/text.js';
import { holdsNumbers, type TagValueType } from '../../descriptors/lib/tags/tag-semantics.js';

export const namePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Only numbers can be averaged, summed or compared (SPEC §5: a text tag takes no AVG/SUM/MIN/MAX). */
export function aggregationsFor(valueType: TagValueType | undefined): AggregationKind[] {
  return aggregationKinds.filter((a) => valueType === undefined || holdsNumbers(valueType) || !isNumericAggregation(a));
}

/** `base`, else `base_2`, `base_3` …: the first not in `taken`. */
export function uniqueName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let stem = base.replace(/[^A-Za-z0-9_]/g, '_');
  if (!namePattern.test(stem)) stem = `s_${stem}`;
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n++) if (!used.has(`${stem}_${n}`)) return `${stem}_${n}`;
}

/** The series ids of a dataset: tag aliases (else codes) and derived ids. */
export function namesOf(dataset: Dataset): string[] {
  return [...dataset.tags.map(seriesIdOf), ...(dataset.derived ?? []).map((d) => d.id)];
}

/** A new dataset with an id none of `taken` has; it gets its tags from the measure selector. */
export function newDataset(taken: Iterable<string>, base = 'data'): Dataset {
  return { id: uniqueName(base.replace(/_\d+$/, ''), taken), tags: [] };
}

/** A tag added with a lower-case alias unique in the dataset; its aggregation is the tag's own until chosen. */
export function addTag(dataset: Dataset, tag: string, groupingKey?: string): Dataset {
  const entry: DatasetTag = { tag, alias: uniqueName(tag.toLowerCase(), namesOf(dataset)) };
  if (groupingKey) entry.groupingKey = groupingKey;
  return { ...dataset, tags: [...dataset.tags, entry] };
}

/** One tag changed; an empty alias or aggregation is removed (the tag code and the tag's own aggregation apply). */
export function updateTag(dataset: Dataset, index: number, patch: { aggregation?: AggregationKind | null; alias?: string }): Dataset {
  const tags = dataset.tags.map((t, i) => {
    if (i !== index) return t;
    const next: DatasetTag = { ...t };
    if (patch.aggregation !== undefined) {
      if (patch.aggregation === null) delete next.aggregation;
      else next.aggregation = patch.aggregation;
    }
    if (patch.alias !== undefined) {
      if (patch.alias === '') delete next.alias;
      else next.alias = patch.alias;
    }
    return next;
  });
  return { ...dataset, tags };
}

export function removeTag(dataset: Dataset, index: number): Dataset {
  return { ...dataset, tags: dataset.tags.filter((_, i) => i !== index) };
}

/** A derived series named `derivedN`, starting as the first tag's value so it is valid at once. */
export function addDerived(dataset: Dataset): Dataset {
  const taken = new Set(namesOf(dataset));
  let n = 1;
  while (taken.has(`derived${n}`)) n++;
  const first = dataset.tags[0];
  const derived: DerivedSeries = { id: `derived${n}`, expression: first ? seriesIdOf(first) : '0' };
  return { ...dataset, derived: [...(dataset.derived ?? []), derived] };
}

export function updateDerived(dataset: Dataset, index: number, patch: Partial<DerivedSeries>): Dataset {
  const derived = (dataset.derived ?? []).map((d, i) => {
    if (i !== index) return d;
    const next: DerivedSeries = { ...d, ...patch };
    if (next.label === undefined) delete next.label;
    if (!next.measureUnit) delete next.measureUnit;
    return next;
  });
  return { ...dataset, derived };
}

export function removeDerived(dataset: Dataset, index: number): Dataset {
  const derived = (dataset.derived ?? []).filter((_, i) => i !== index);
  const next: Dataset = { ...dataset, derived };
  if (!derived.length) delete next.derived;
  return next;
}

export interface SeriesName {
  id: string;
  /** The tag code a series reads, absent for derived ones. */
  tag?: string;
  label?: LocalText;
}

/** The series a chart over these datasets can name in its config (each id once). */
export function seriesNamesOf(datasets: readonly Dataset[]): SeriesName[] {
  const names = new Map<string, SeriesName>();
  for (const dataset of datasets) {
    for (const t of dataset.tags) if (!names.has(seriesIdOf(t))) names.set(seriesIdOf(t), { id: seriesIdOf(t), tag: t.tag, label: t.label });
    for (const d of dataset.derived ?? []) if (!names.has(d.id)) names.set(d.id, { id: d.id, label: d.label });
  }
  return [...names.values()];
}
