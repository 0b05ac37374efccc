/**
 * The live preview's data: the unsaved page extracted through POST /api/custom-analytics/extract with the body
 * itself, about 500 ms after the last change (the runtime's usePageData does the rest: live pages, previous period),
 * and the page as it was then, so panels are drawn again once per pause rather than at every key.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef } from 'react';
import { maxPointsForWidth } from '../../descriptors/lib/analytics/page-period.js';
import type { AnalyticsPage } from '../../runtime/renderers/analytics/analytics-api.js';
import { comparesPrevious } from '../../descriptors/lib/analytics/panel-types.js';
import { usePageData, type PageData } from '../../runtime/renderers/analytics/use-page-data.js';
import type { DashboardApi } from './dashboard-api.js';
import { sharePage } from './page-body.js';

export const previewDelayMs = 500;
const noFilters = {};

export interface PreviewData extends PageData {
  /** The page as it was when the changes last settled: what the data belong to. */
  settledPage: AnalyticsPage;
}

/** `widestPx`: the widest panel's width (undefined until measured: nothing is asked before). */
export function usePreviewData(api: DashboardApi, page: AnalyticsPage, widestPx: number | undefined): PreviewData {
  const body = useMemo(() => JSON.stringify(page), [page]);
  const [settled] = useDebouncedValue(body, previewDelayMs);
  const lastSettled = useRef<AnalyticsPage>(undefined);
  const settledPage = useMemo(() => sharePage(lastSettled.current, JSON.parse(settled) as AnalyticsPage), [settled]);
  lastSettled.current = settledPage;
  const wantsPrevious = !(settledPage.liveExtractionPeriod! > 0)
    && (settledPage.charts ?? []).some(comparesPrevious);
  const maxPoints = widestPx === undefined ? undefined : maxPointsForWidth(widestPx);
  const data = usePageData({ page: settledPage, source: api.preview, filters: noFilters, period: null, maxPoints, wantsPrevious });

  // usePageData loads again when the code, period or size change; a changed body alone is this hook's business.
  const loaded = useRef(settled);
  const refresh = useRef(data.refresh);
  refresh.current = data.refresh;
  useEffect(() => {
    if (loaded.current === settled) return;
    loaded.current = settled;
    if (maxPoints !== undefined) refresh.current();
  }, [settled, maxPoints]);
  return { ...data, settledPage };
}
