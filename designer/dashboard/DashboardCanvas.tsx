/**
 * The page's panels on the runtime's own grid with dragging and resizing on, each drawn by the runtime's panel
 * cell over the live preview's data (panels follow edits when the preview does, about 500 ms after the last one). Only a drag or resize the user makes becomes an edit: the grid's own
 * tidying (compaction when it mounts or after an undo) does not.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useId, useMemo, useRef } from 'react';
import { useContainerWidth } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPage } from '../../descriptors/kinds/analytics-page/analytics-page.js';
import { cellSizeOf, DashboardGrid, layoutOf, type GridLocation } from '../../runtime/renderers/analytics/DashboardGrid.js';
import { useRowHeight } from '../../runtime/renderers/analytics/use-row-height.js';
import { Icon } from '../../runtime/shell/Icon.js';
import { CanvasCell, type CellActions } from './CanvasCell.js';
import { useDashboardTools } from './dashboard-context.js';
import { columnsOf, type Nudge } from './page-edits.js';
import { usePreviewData } from './use-preview-data.js';
import classes from './dashboard.module.css';

export interface DashboardCanvasProps {
  page: AnalyticsPage;
  selectedId?: string;
  onSelect(chartId: string | undefined): void;
  /** New locations from a drag or resize; `step` names the gesture (one undo step). */
  onLocations(locations: Record<string, GridLocation>, step: string): void;
  onNudge(chartId: string, nudge: Nudge): void;
  onRemove(chartId: string): void;
  onAddFirst(): void;
}

export function DashboardCanvas({ page, selectedId, onSelect, onLocations, onNudge, onRemove, onAddFirst }: DashboardCanvasProps) {
  const { t } = useTranslation();
  const { api } = useDashboardTools();
  const keysId = useId();
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const anchor = useRef<HTMLDivElement>(null);
  const rowHeight = useRowHeight(page, anchor);
  const columns = columnsOf(page);
  const charts = page.charts ?? [];
  const widest = Math.max(1, ...layoutOf(charts, columns).map((item) => item.w));
  const data = usePreviewData(api, page, mounted ? cellSizeOf({ w: widest, h: 1 }, width, columns, rowHeight).width : undefined);
  const answer = data.value?.answer;
  // Panels show what the data belong to: their settled version (a new panel at once); the grid follows every move.
  const settled = useMemo(() => new Map((data.settledPage.charts ?? []).map((c) => [c.id, c])), [data.settledPage]);
  // A gesture starts with a pointer press on the grid and ends shortly after its release, once the grid has reported.
  const gesture = useRef(0);
  const gestures = useRef(0);

  const startGesture = () => {
    gesture.current = ++gestures.current;
    const id = gesture.current;
    window.addEventListener('pointerup', () => setTimeout(() => { if (gesture.current === id) gesture.current = 0; }, 100), { once: true, capture: true });
  };

  const latest = useRef({ onSelect, onNudge, onRemove });
  latest.current = { onSelect, onNudge, onRemove };
  const actions = useMemo<CellActions>(() => ({
    select: (chartId) => latest.current.onSelect(chartId),
    nudge: (chartId, nudge) => latest.current.onNudge(chartId, nudge),
    remove: (chartId) => latest.current.onRemove(chartId),
  }), []);

  return (
    <Stack gap={6} className={classes.canvasInner}>
      {data.error && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} p="xs" title={t('designer.dashboard.preview.failed')}>
          <Text size="xs">{data.error.message}</Text>
        </Alert>
      )}
      <div ref={anchor} />
      {!charts.length && (
        <Stack align="center" gap="xs" py="xl">
          <Text fw={600}>{t('designer.dashboard.canvas.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">{t('designer.dashboard.canvas.emptyMessage')}</Text>
          <Button variant="light" leftSection={<Icon name="dashboard" size={16} />} onClick={onAddFirst}>{t('designer.dashboard.canvas.addFirst')}</Button>
        </Stack>
      )}
      <div ref={containerRef} onPointerDownCapture={startGesture} onClick={() => onSelect(undefined)} className={classes.gridBox}>
        {mounted && charts.length > 0 && (
          <DashboardGrid
            charts={charts} columns={columns} rowHeight={rowHeight} width={width} isEditable
            onLocationsChange={(locations) => { if (gesture.current) onLocations(locations, `layout:${gesture.current}`); }}
            renderCell={(chart, size) => (
              <CanvasCell
                chart={settled.get(chart.id) ?? chart} width={size.width} height={size.height} status={data.status} error={data.error}
                data={data.error ? undefined : answer?.charts[chart.id]} previous={data.value?.previous?.charts[chart.id]}
                isSelected={chart.id === selectedId} actions={actions} describedBy={keysId}
              />
            )}
          />
        )}
      </div>
      <Text id={keysId} size="xs" c="dimmed">{t('designer.dashboard.canvas.keys')}</Text>
    </Stack>
  );
}
