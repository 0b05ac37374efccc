/**
 * The answer of `POST /api/measures/search/measure-selector` (tags with data by grouping key, SPEC §7) turned into
 * what a dataset can read: one choice per tag and grouping-key pattern, the ship's value replaced by `*`, so a
 * tag chosen once reads every chosen ship. The cluster's primary group (`SHIP-UNIT`) needs no pattern.
 */
import { parseGroupingKey } from '../../descriptors/lib/grouping-key.js';
import type { SelectorGroup, SelectorTag } from '../../descriptors/lib/tags/tag-answers.js';

export type { SelectorGroup, SelectorTag };

export interface TagChoice extends SelectorTag {
  /** The pattern to store on the dataset tag; absent for the page cluster's primary group. */
  groupingKey?: string;
  /** The ships that have this tag. */
  units: string[];
}

/** The grouping key with the ship's value as `*`: SHIP-CONSUMER-NORDIC_ORE-ME-HFO → SHIP-CONSUMER-*-ME-HFO. */
export function keyPatternOf(groupingKey: string, unit: string | null): string {
  const [cluster, group, ...values] = groupingKey.split('-');
  if (!unit) return groupingKey;
  return [cluster, group, ...values.map((v) => (v === unit ? '*' : v))].join('-');
}

/** The primary group of a cluster, which a tag without a grouping key reads. */
export const primaryPatternOf = (cluster: string | undefined) => `${cluster ?? 'SHIP'}-UNIT-*`;

export function tagChoicesOf(groups: readonly SelectorGroup[], cluster?: string): TagChoice[] {
  const choices = new Map<string, TagChoice>();
  for (const group of groups) {
    const pattern = keyPatternOf(group.groupingKey, group.unit);
    const key = parseGroupingKey(pattern);
    if (!key || (cluster && key.clusterCode !== cluster)) continue;
    const groupingKey = pattern === primaryPatternOf(cluster ?? key.clusterCode) ? undefined : pattern;
    for (const tag of group.tags) {
      const id = `${tag.tag}|${groupingKey ?? ''}`;
      const choice = choices.get(id) ?? { ...tag, groupingKey, units: [] };
      if (group.unit && !choice.units.includes(group.unit)) choice.units.push(group.unit);
      choices.set(id, choice);
    }
  }
  return [...choices.values()].sort((a, b) => a.tag.localeCompare(b.tag) || (a.groupingKey ?? '').localeCompare(b.groupingKey ?? ''));
}
