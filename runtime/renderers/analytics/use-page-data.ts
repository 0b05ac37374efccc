/**
 * The data of one page: one extraction for all its charts (`maxPoints` for its widest panel), the previous period
 * when a panel compares with it, and for live pages (liveExtractionPeriod > 0) a refresh every tenth of the period
 * (at least 10 s) and soon after the socket announces a new value of one of the page's tags.
 */
import { useEffect, useRef } from 'react';
import { previousPeriod, liveRefreshSeconds } from '../../../descriptors/lib/analytics/page-period.js';
import { resolvePeriod, type PeriodValue } from '../../../descriptors/lib/filters/period.js';
import type { MeasuresLatestParameters } from '../../../descriptors/lib/live-measures.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { LoadingStatus } from '../../shell/loading-status.js';
import type { AnalyticsPage, ExtractAnswer, PageDataSource, RequestFilters } from './analytics-api.js';

/** Subscribes to new latest values (the `measures/latest` socket subscription); answers the unsubscribe. */
export type LiveSubscriber = (parameters: MeasuresLatestParameters, onPush: () => void) => () => void;

export interface PageDataOptions {
  page: AnalyticsPage;
  source: PageDataSource;
  filters: RequestFilters;
  /** The page's period control; a preset is resolved at each request, so a refresh moves it to now. */
  period?: PeriodValue | null;
  /** Undefined until the panels are measured: nothing is asked before. */
  maxPoints: number | undefined;
  wantsPrevious: boolean;
  /** Refresh a page that is not live this often (a wallboard). */
  refreshSeconds?: number;
  subscribeLive?: LiveSubscriber;
  /** Nothing is extracted while true (the filter panel has not reported its starting values yet). */
  isPaused?: boolean;
}

export interface PageAnswer {
  answer: ExtractAnswer;
  previous?: ExtractAnswer;
  /** When it arrived (epoch ms). */
  receivedAt: number;
}

export interface PageData {
  status: LoadingStatus;
  value?: PageAnswer;
  error?: Error;
  refresh(): void;
}

/** Socket pushes refresh a page at most this often. */
const pushGapMs = 5_000;

/** Every tag a page reads (its own datasets and its charts'). */
export function tagsOfPage(page: AnalyticsPage): string[] {
  const datasets = [...(page.datasets ?? []), ...(page.charts ?? []).flatMap((c) => c.datasets ?? [])];
  return [...new Set(datasets.flatMap((d) => d.tags.map((t) => t.tag)))];
}

/** The filters with the period control's range, unless the filters name a period themselves. */
export function withPeriod(filters: RequestFilters, period: PeriodValue | null | undefined, now: number): RequestFilters {
  if (!period || filters.from || filters.to) return filters;
  return { ...filters, ...resolvePeriod(period, now) };
}

export function usePageData({ page, source, maxPoints, wantsPrevious, refreshSeconds, subscribeLive, isPaused = false, ...given }: PageDataOptions): PageData {
  const live = page.liveExtractionPeriod ?? 0;
  const state = useLoadingStatus<PageAnswer>(async () => {
    const points = maxPoints ?? 0;
    const filters = live > 0 ? given.filters : withPeriod(given.filters, given.period, Date.now());
    if (live > 0 && source.extractLive) {
      const answer = await source.extractLive(page, {
        groupingKeyValues: filters.groupingKeys ?? [], units: filters.units, dimensionBase: points,
        // The server takes periods of a minute or more; a shorter one means the page's own.
        liveExtractionPeriod: live >= 60 ? live : undefined,
      });
      return { answer, receivedAt: Date.now() };
    }
    if (live > 0) {
      const answer = await source.extract(page, { filters: { ...filters, from: new Date(Date.now() - live * 1000).toISOString(), to: new Date().toISOString() }, maxPoints: points });
      return { answer, receivedAt: Date.now() };
    }
    // The trend is extra: a failed previous period leaves the arrows out, never the panels.
    const extractPrevious = (range: { from: string; to: string }) => source.extract(page, { filters: { ...filters, ...previousPeriod(range) }, maxPoints: points })
      .catch(() => undefined);
    // A period given by the filters is the one answered, so the period before it is asked at the same time.
    const { from, to } = filters;
    const early = wantsPrevious && from && to ? extractPrevious({ from, to }) : undefined;
    const answer = await source.extract(page, { filters, maxPoints: points });
    const previous = wantsPrevious ? await (early ?? extractPrevious(answer)) : undefined;
    return { answer, previous, receivedAt: Date.now() };
  }, { immediate: false });
  const stateRef = useRef(state);
  stateRef.current = state;

  const { filters } = given;
  const key = JSON.stringify([page.code, page.liveExtractionPeriod, filters, given.period, maxPoints, wantsPrevious, isPaused]);
  useEffect(() => {
    if (maxPoints !== undefined && !isPaused) void stateRef.current.load();
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const everySeconds = live > 0 ? liveRefreshSeconds(live) : refreshSeconds;
  useEffect(() => {
    if (!everySeconds || maxPoints === undefined || isPaused) return undefined;
    const timer = setInterval(() => void stateRef.current.reload(), everySeconds * 1000);
    return () => clearInterval(timer);
  }, [everySeconds, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const units = filters.units?.length ? filters.units : page.units;
  const liveKey = live > 0 && subscribeLive ? JSON.stringify([units ?? [], tagsOfPage(page)]) : undefined;
  useEffect(() => {
    if (!liveKey || !subscribeLive) return undefined;
    const [liveUnits, tags] = JSON.parse(liveKey) as [string[], string[]];
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => { last = Date.now(); pending = undefined; void stateRef.current.reload(); };
    const unsubscribe = subscribeLive({ units: liveUnits.length ? liveUnits : undefined, tags }, () => {
      if (pending) return;
      pending = setTimeout(refresh, Math.max(0, last + pushGapMs - Date.now()));
    });
    return () => { unsubscribe(); if (pending) clearTimeout(pending); };
  }, [liveKey, subscribeLive]);

  return { status: state.status, value: state.value, error: state.error, refresh: () => void state.reload() };
}
