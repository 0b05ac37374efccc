/**
 * The tags a dataset can read (the measure selector, SPEC §7): every choice for the page's ships, loaded once, to
 * describe the chosen tags; and a search by code or description that asks the server.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DashboardApi } from './dashboard-api.js';
import { tagChoicesOf, type TagChoice } from './measure-catalogue.js';

export interface TagCatalogue {
  /** The choices of a tag code (one per grouping-key pattern). */
  find(tag: string, groupingKey?: string): TagChoice | undefined;
  search(text: string, signal?: AbortSignal): Promise<TagChoice[]>;
}

export function useTagCatalogue(api: DashboardApi, units: readonly string[] | undefined, cluster: string | undefined): TagCatalogue {
  const [all, setAll] = useState<TagChoice[]>([]);
  const unitsKey = (units ?? []).join(',');
  const query = useMemo(() => (unitsKey ? { units: unitsKey.split(',') } : {}), [unitsKey]);

  useEffect(() => {
    let isCurrent = true;
    // Reads swallow errors (SPEC §7): without the catalogue the chosen tags show their codes only.
    api.measureSelector(query).then((groups) => { if (isCurrent) setAll(tagChoicesOf(groups, cluster)); }).catch(() => undefined);
    return () => { isCurrent = false; };
  }, [api, query, cluster]);

  const search = useCallback(async (text: string, signal?: AbortSignal) =>
    tagChoicesOf(await api.measureSelector({ ...query, text: text.trim() || undefined }, signal), cluster), [api, query, cluster]);

  return useMemo(() => ({
    find: (tag, groupingKey) => all.find((c) => c.tag === tag && (c.groupingKey ?? '') === (groupingKey ?? '')) ?? all.find((c) => c.tag === tag),
    search,
  }), [all, search]);
}
