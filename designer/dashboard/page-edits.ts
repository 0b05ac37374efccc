/**
 * Edits of an analytics page body (pure): panels added, removed, duplicated, moved and changed. Each returns a new
 * page (the same object when nothing changed, so a no-op is not an undo step) and never touches the input.
 */
import type { AnalyticsPage, Chart } from '../../descriptors/kinds/analytics-page/analytics-page.js';
import type { PanelType } from '../../descriptors/lib/analytics/panel-types.js';
import type { GridLocation } from '../../runtime/renderers/analytics/DashboardGrid.js';
import { configForType, defaultConfigOf } from './panel-options.js';
import { firstFreeSpot, panelSizeOf, takenSpots } from './layout-placement.js';
import { newDataset } from './dataset-edits.js';
import { withField } from './page-body.js';

export const columnsOf = (page: AnalyticsPage) => Math.max(1, page.viewColumns ?? 12);
const chartsOf = (page: AnalyticsPage) => page.charts ?? [];

/** `<base>1`, `<base>2` …: the first not used by a chart of the page. */
export function uniqueChartId(page: AnalyticsPage, base: string): string {
  const taken = new Set(chartsOf(page).map((c) => c.id));
  const stem = base.replace(/[^A-Za-z0-9_-]/g, '') || 'panel';
  for (let n = 1; ; n++) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

/** Every dataset id of the page (its own and its charts'). */
export function datasetIdsOf(page: AnalyticsPage): string[] {
  return [...(page.datasets ?? []), ...chartsOf(page).flatMap((c) => c.datasets ?? [])].map((d) => d.id);
}

/**
 * A new panel of `type` in the first free spot, with a new id. It reads the page datasets when the page has some,
 * else a dataset of its own waiting for its first tag.
 */
export function addPanel(page: AnalyticsPage, type: PanelType): { page: AnalyticsPage; chartId: string } {
  const columns = columnsOf(page);
  const id = uniqueChartId(page, type);
  const location = firstFreeSpot(takenSpots(chartsOf(page), columns), columns, panelSizeOf(type, columns));
  const chart: Chart = { id, type, location, config: defaultConfigOf(type) };
  if (!page.datasets?.length) chart.datasets = [newDataset(datasetIdsOf(page))];
  return { page: { ...page, charts: [...chartsOf(page), chart] }, chartId: id };
}

export function removePanel(page: AnalyticsPage, chartId: string): AnalyticsPage {
  if (!chartsOf(page).some((c) => c.id === chartId)) return page;
  return { ...page, charts: chartsOf(page).filter((c) => c.id !== chartId) };
}

/** A copy of a panel (datasets renamed so ids stay unique) in the first free spot of its size, right after it in the list. */
export function duplicatePanel(page: AnalyticsPage, chartId: string): { page: AnalyticsPage; chartId: string } {
  const charts = chartsOf(page);
  const index = charts.findIndex((c) => c.id === chartId);
  if (index < 0) return { page, chartId };
  const source = charts[index];
  const columns = columnsOf(page);
  const id = uniqueChartId(page, source.id.replace(/\d+$/, ''));
  const size = source.location ?? panelSizeOf(source.type, columns);
  const taken = [...datasetIdsOf(page)];
  const datasets = source.datasets?.map((d) => {
    const copy = { ...structuredClone(d), id: newDataset(taken, d.id).id };
    taken.push(copy.id);
    return copy;
  });
  const copy: Chart = { ...structuredClone(source), id, location: firstFreeSpot(takenSpots(charts, columns), columns, size) };
  if (datasets) copy.datasets = datasets;
  return { page: { ...page, charts: [...charts.slice(0, index + 1), copy, ...charts.slice(index + 1)] }, chartId: id };
}

const sameLocation = (a: GridLocation | undefined, b: GridLocation) => a !== undefined && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/** The grid's new locations written into the charts; the same page when every chart is where it was. */
export function applyLocations(page: AnalyticsPage, locations: Record<string, GridLocation>): AnalyticsPage {
  const charts = chartsOf(page);
  if (charts.every((c) => !locations[c.id] || sameLocation(c.location, locations[c.id]))) return page;
  return {
    ...page,
    charts: charts.map((c) => {
      const next = locations[c.id];
      return next && !sameLocation(c.location, next) ? { ...c, location: { x: next.x, y: next.y, w: next.w, h: next.h } } : c;
    }),
  };
}

export interface Nudge {
  dx?: number;
  dy?: number;
  dw?: number;
  dh?: number;
}

/** Moves or resizes a panel by grid cells (the keyboard's way to lay out), kept inside the columns and at least one cell. */
export function nudgePanel(page: AnalyticsPage, chartId: string, nudge: Nudge): AnalyticsPage {
  const columns = columnsOf(page);
  const chart = chartsOf(page).find((c) => c.id === chartId);
  if (!chart) return page;
  const current = chart.location ?? takenSpots(chartsOf(page), columns)[chartsOf(page).indexOf(chart)];
  const x = Math.min(columns - current.w, Math.max(0, current.x + (nudge.dx ?? 0)));
  const w = Math.min(columns - x, Math.max(1, current.w + (nudge.dw ?? 0)));
  const h = Math.max(1, current.h + (nudge.dh ?? 0));
  const y = Math.max(0, current.y + (nudge.dy ?? 0));
  return applyLocations(page, { [chartId]: { x, y, w, h } });
}

/** The page with one chart replaced by `change(chart)`; the same page when the change returns the chart itself. */
export function updateChart(page: AnalyticsPage, chartId: string, change: (chart: Chart) => Chart): AnalyticsPage {
  let isChanged = false;
  const charts = chartsOf(page).map((c) => {
    if (c.id !== chartId) return c;
    const next = change(c);
    isChanged = next !== c;
    return next;
  });
  return isChanged ? { ...page, charts } : page;
}

/** Another panel type: the config keeps what the new type understands. */
export function setChartType(chart: Chart, type: PanelType): Chart {
  if (chart.type === type) return chart;
  return withField({ ...chart, type }, 'config', configForType(chart.config ?? {}, type));
}

/** Page fields set (undefined removes one). */
export function updatePage(page: AnalyticsPage, patch: Partial<AnalyticsPage>): AnalyticsPage {
  let next = page;
  for (const [key, value] of Object.entries(patch) as [keyof AnalyticsPage, AnalyticsPage[keyof AnalyticsPage]][]) {
    if (page[key] === value) continue;
    next = withField(next, key, value);
  }
  return next;
}
