/**
 * An analytics page: its title and controls (period, refresh), the slot for its filter panel, and its charts on
 * the grid — one grid, or one column per ship with `unitSplitView`. Data comes from a `PageDataSource`, so custom
 * analytics, multi-dashboard pages and wallboards all draw through here.
 */
import { ActionIcon, Alert, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useContainerWidth } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import { liveRefreshSeconds, maxPointsForWidth } from '../../../descriptors/lib/analytics/page-period.js';
import { comparesPrevious } from '../../../descriptors/lib/analytics/panel-types.js';
import type { PeriodValue } from '../../../descriptors/lib/filters/period.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import { Icon } from '../../shell/Icon.js';
import type { AnalyticsPage, ChartData, ExtractAnswer, PageDataSource, RequestFilters } from './analytics-api.js';
import { preloadCharts } from './charts/ApexChart.js';
import { cellSizeOf, DashboardGrid, gridMargin, layoutOf, stackBelowPx } from './DashboardGrid.js';
import { PanelCell } from './PanelCell.js';
import { PagePeriodControl, type PagePeriodValue } from './PagePeriodControl.js';
import { usePageData, type LiveSubscriber, type PageData } from './use-page-data.js';
import { useRowHeight } from './use-row-height.js';
import classes from './analytics.module.css';

export interface AnalyticsPageViewProps {
  page: AnalyticsPage;
  source: PageDataSource;
  /**
   * The applied filters of the page's filter panel (units, groupingKeys, from/to). The page's own period control
   * fills from/to while they have none (use-page-data `withPeriod`).
   */
  filters?: RequestFilters;
  /** Where the page's filter panel (runtime/filters/FilterPanel) goes: between the title and the panels. */
  filterPanel?: ReactNode;
  /**
   * The filter panel's PERIOD (resolved at each request, so a refresh moves a preset to now). Given, it replaces the
   * page's own period control; a period in `filters` (from/to) still wins over it.
   */
  period?: PeriodValue;
  /** True until the filter panel has reported its starting values: nothing is extracted before. */
  isFilterPending?: boolean;
  /** `screen`: the page is the screen (h1); `section`: one of several pages (h2); `wallboard`: large, no controls but the clock. */
  heading?: 'screen' | 'section' | 'wallboard';
  /** Forces one column per ship (a multi-dashboard page's split view) whatever the page says. */
  isSplit?: boolean;
  /** Refresh a page that is not live this often, in seconds (wallboards). */
  refreshSeconds?: number;
  /** Live pages refresh soon after the socket announces new values. */
  subscribeLive?: LiveSubscriber;
  /** Dragging and resizing panels (a designer's preview). */
  isEditable?: boolean;
}

/** The ships of a split view: the page's, else the filters', else those the answer has data of. */
export function splitUnitsOf(page: AnalyticsPage, filters: RequestFilters, answer?: ExtractAnswer): string[] {
  if (page.units?.length) return page.units;
  if (filters.units?.length) return filters.units;
  const units = Object.values(answer?.charts ?? {}).flatMap((chart) => chart?.series.map((s) => s.unit) ?? []);
  return [...new Set(units.filter((u): u is string => typeof u === 'string'))].sort();
}

/** The ship's name as the answer gives it, else its code. */
function shipNameOf(answer: ExtractAnswer | undefined, unit: string): string {
  for (const chart of Object.values(answer?.charts ?? {})) {
    const named = chart?.series.find((s) => s.unit === unit && s.unitName);
    if (named?.unitName) return named.unitName;
  }
  return unit;
}

const ofUnits = new WeakMap<ChartData, Map<string, ChartData>>();

/** One ship's part of a chart's data; the same object for the same answer, so its cell is not drawn again. */
function ofUnit(data: ChartData | undefined, unit: string): ChartData | undefined {
  if (!data) return undefined;
  const cached = ofUnits.get(data)?.get(unit);
  if (cached) return cached;
  const own = { ...data, series: data.series.filter((s) => s.unit === unit), latest: data.latest?.filter((l) => l.unit === unit) };
  ofUnits.set(data, (ofUnits.get(data) ?? new Map()).set(unit, own));
  return own;
}

function useText() {
  const { t, i18n } = useTranslation();
  return (text: LocalText | undefined) => resolveText(text, i18n.language, (key) => t(key));
}

export function AnalyticsPageView(props: AnalyticsPageViewProps) {
  const { page, source, filterPanel, heading = 'screen', refreshSeconds, subscribeLive, isEditable, isFilterPending } = props;
  const { t, i18n } = useTranslation();
  const text = useText();
  const [ownPeriod, setPeriod] = useState<PagePeriodValue>(null);
  const hasPeriodFilter = props.period !== undefined;
  const period = props.period ?? ownPeriod;
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const anchor = useRef<HTMLDivElement>(null);
  const rowHeight = useRowHeight(page, anchor);
  const isLive = (page.liveExtractionPeriod ?? 0) > 0;
  const isSplit = props.isSplit ?? page.unitSplitView === true;
  const columns = Math.max(1, page.viewColumns ?? 12);
  const charts = useMemo(() => page.charts ?? [], [page.charts]);
  // The charts' chunk is fetched while the data is (a no-op once loaded).
  useEffect(preloadCharts, []);

  const filters = useMemo<RequestFilters>(() => props.filters ?? {}, [props.filters]);

  // One extraction serves every panel: it asks for as many points as the widest panel can draw.
  const gridWidth = isSplit ? Math.max(360, width / 2) : width;
  const widest = gridWidth < stackBelowPx ? columns : Math.max(1, ...layoutOf(charts, columns).map((item) => item.w));
  const maxPoints = mounted ? maxPointsForWidth(cellSizeOf({ w: widest, h: 1 }, gridWidth, columns, rowHeight).width) : undefined;
  const wantsPrevious = !isLive && charts.some(comparesPrevious);
  const data = usePageData({ page, source, filters, period, maxPoints, wantsPrevious, refreshSeconds, subscribeLive, isPaused: isFilterPending });
  const answer = data.value?.answer;

  const units = isSplit ? splitUnitsOf(page, filters, answer) : [];
  const grid = (unit: string | undefined, gridWidthPx: number) => (
    <DashboardGrid
      charts={charts} columns={columns} rowHeight={rowHeight} width={gridWidthPx} isEditable={isEditable}
      renderCell={(chart, size) => {
        const own = answer?.charts[chart.id];
        const before = data.value?.previous?.charts[chart.id];
        return (
          <PanelCell
            chart={chart} status={data.status} error={data.error} width={size.width} height={size.height}
            data={unit ? ofUnit(own, unit) : own} previous={unit ? ofUnit(before, unit) : before}
          />
        );
      }}
    />
  );

  const title = text(page.title) || page.code;
  const description = (page as { description?: LocalText }).description;
  return (
    <Stack gap="sm" className={heading === 'wallboard' ? classes.wallboard : undefined}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={heading === 'section' ? 2 : 1} size={heading === 'section' ? 'h3' : 'h2'}>{title}</Title>
          {description && heading !== 'wallboard' && <Text c="dimmed" size="sm" maw={760}>{text(description)}</Text>}
        </div>
        <Group gap="sm" wrap="wrap">
          {page.slider && !isLive && heading !== 'wallboard' && !hasPeriodFilter && <PagePeriodControl value={ownPeriod} onChange={setPeriod} />}
          <PageStatus page={page} data={data} isLive={isLive} language={i18n.language} />
          {heading !== 'wallboard' && (
            <Tooltip label={t('dashboard.page.refresh')}>
              <ActionIcon variant="default" onClick={data.refresh} aria-label={t('dashboard.page.refresh')} loading={data.status === 'Loading' || data.status === 'Reloading'}>
                <Icon name="refresh" size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {filterPanel}
      {!charts.length && <Alert variant="light" color="gray" icon={<Icon name="dashboard" />}>{t('dashboard.page.noCharts')}</Alert>}
      <div ref={anchor} />
      <div ref={containerRef}>
        {mounted && charts.length > 0 && (isSplit ? (
          units.length ? (
            <div className={classes.split}>
              {units.map((unit) => (
                <Stack key={unit} gap={4}>
                  <Text fw={600} size="sm"><Icon name="ship" size={14} /> {shipNameOf(answer, unit)}</Text>
                  {grid(unit, Math.max(360, (width - gridMargin * (units.length - 1)) / units.length))}
                </Stack>
              ))}
            </div>
          ) : data.value && <Alert variant="light" color="gray">{t('dashboard.page.noShips')}</Alert>
        ) : grid(undefined, width))}
      </div>
    </Stack>
  );
}

/** "1 h", "10 min", "15 s". */
function durationText(seconds: number, t: (key: string, options: Record<string, unknown>) => string): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return t('dashboard.page.hours', { value: seconds / 3600 });
  return seconds >= 60 && seconds % 60 === 0 ? t('dashboard.page.minutes', { value: seconds / 60 }) : t('dashboard.page.seconds', { value: Math.round(seconds) });
}

/** Live badge, the period shown and when the data arrived. */
function PageStatus({ page, data, isLive, language }: { page: AnalyticsPage; data: PageData; isLive: boolean; language: string }) {
  const { t } = useTranslation();
  const answer = data.value?.answer;
  const day = (iso: string) => new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' });
  return (
    <Group gap="xs" wrap="nowrap">
      {isLive && (
        <Tooltip label={t('dashboard.page.liveHint', { every: durationText(liveRefreshSeconds(page.liveExtractionPeriod ?? 0), t) })}>
          <Badge color="teal" variant="light" tt="none" leftSection={<Icon name="activity" size={12} />}>
            {t('dashboard.page.live', { period: durationText(page.liveExtractionPeriod ?? 0, t) })}
          </Badge>
        </Tooltip>
      )}
      {answer && !isLive && <Text size="xs" c="dimmed">{day(answer.from)} – {day(answer.to)}</Text>}
      {data.value && (
        <Text size="xs" c="dimmed" title={t('dashboard.page.updated')}>
          {new Date(data.value.receivedAt).toLocaleTimeString(language, { timeStyle: 'short' })}
        </Text>
      )}
      {data.error && data.value && <Badge color="red" variant="light" title={data.error.message}>{t('dashboard.page.stale')}</Badge>}
    </Group>
  );
}
