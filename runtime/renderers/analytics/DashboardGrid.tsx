/**
 * The panel grid of a page (react-grid-layout 2): each chart at its `location` in a grid `columns` wide — on a screen
 * narrower than `stackBelowPx` one panel per row, in reading order. Read-only here; a designer sets `isEditable` and
 * hears the new locations through `onLocationsChange`.
 */
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { useMemo, type ReactNode } from 'react';
import ReactGridLayout, { type Layout, type LayoutItem } from 'react-grid-layout';
import type { Chart } from './analytics-api.js';
import classes from './analytics.module.css';

export interface GridLocation {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CellSize {
  width: number;
  height: number;
}

export interface DashboardGridProps {
  charts: readonly Chart[];
  columns: number;
  rowHeight: number;
  /** Pixels available (measured by the caller with `useContainerWidth`). */
  width: number;
  /** Dragging and resizing, for a designer. */
  isEditable?: boolean;
  onLocationsChange?: (locations: Record<string, GridLocation>) => void;
  renderCell: (chart: Chart, size: CellSize) => ReactNode;
}

/** Pixels between cells (and around the grid). */
export const gridMargin = 8;
/** Size of a chart without a location. */
const defaultSize = { w: 6, h: 4 };
/** A grid narrower than this (a phone) stacks its panels one per row. */
export const stackBelowPx = 600;

/** One panel per row at full width, top to bottom and left to right as the page places them. */
export function stackedLayoutOf(layout: readonly LayoutItem[], columns: number): LayoutItem[] {
  let y = 0;
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x).map((item) => {
    const placed = { ...item, x: 0, y, w: columns };
    y += item.h;
    return placed;
  });
}

/** The grid layout of the charts: their locations kept within the columns; charts without one go below the others. */
export function layoutOf(charts: readonly Chart[], columns: number, isEditable = false): LayoutItem[] {
  let bottom = Math.max(0, ...charts.map((c) => (c.location ? c.location.y + c.location.h : 0)));
  let x = 0;
  return charts.map((chart) => {
    const w = Math.min(columns, chart.location?.w ?? Math.min(defaultSize.w, columns));
    const h = chart.location?.h ?? defaultSize.h;
    let place: { x: number; y: number };
    if (chart.location) place = { x: Math.min(chart.location.x, columns - w), y: chart.location.y };
    else {
      if (x + w > columns) { x = 0; bottom += defaultSize.h; }
      place = { x, y: bottom };
      x += w;
    }
    return { i: chart.id, ...place, w, h, static: !isEditable };
  });
}

/** The pixel size of a cell `w` × `h` grid units large in a grid `width` pixels wide (no padding around it). */
export function cellSizeOf(item: { w: number; h: number }, width: number, columns: number, rowHeight: number): CellSize {
  const column = (width - gridMargin * (columns - 1)) / columns;
  return {
    width: Math.max(0, Math.round(column * item.w + gridMargin * (item.w - 1))),
    height: Math.round(rowHeight * item.h + gridMargin * (item.h - 1)),
  };
}

export function DashboardGrid({ charts, columns, rowHeight, width, isEditable = false, onLocationsChange, renderCell }: DashboardGridProps) {
  const isStacked = !isEditable && width < stackBelowPx;
  const layout = useMemo(() => {
    const placed = layoutOf(charts, columns, isEditable);
    return isStacked ? stackedLayoutOf(placed, columns) : placed;
  }, [charts, columns, isEditable, isStacked]);
  const onLayoutChange = (next: Layout) => {
    if (!isEditable || !onLocationsChange) return;
    onLocationsChange(Object.fromEntries(next.map(({ i, x, y, w, h }) => [i, { x, y, w, h }])));
  };
  return (
    <ReactGridLayout
      className={classes.grid} width={width} layout={layout} onLayoutChange={onLayoutChange}
      gridConfig={{ cols: columns, rowHeight, margin: [gridMargin, gridMargin], containerPadding: [0, 0] }}
      dragConfig={{ enabled: isEditable }} resizeConfig={{ enabled: isEditable }}
    >
      {layout.map((item) => {
        const chart = charts.find((c) => c.id === item.i)!;
        return <div key={item.i}>{renderCell(chart, cellSizeOf(item, width, columns, rowHeight))}</div>;
      })}
    </ReactGridLayout>
  );
}
