/** Where a new panel goes on the grid: the first free spot, scanning rows from the top and each row from the left. */
import type { Chart } from '../../descriptors/kinds/analytics-page/analytics-page.js';
import { findPanelType } from '../../descriptors/lib/analytics/panel-types.js';
import { layoutOf, type GridLocation } from '../../runtime/renderers/analytics/DashboardGrid.js';

export interface PanelSize {
  w: number;
  h: number;
}

const defaultSize: PanelSize = { w: 6, h: 4 };

/** A new panel's size by type, from the catalogue: figures are small, charts and maps larger. */
export function panelSizeOf(type: string, columns: number): PanelSize {
  const size = findPanelType(type)?.size ?? defaultSize;
  return { w: Math.min(size.w, columns), h: size.h };
}

const overlaps = (a: GridLocation, b: GridLocation) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The top-most, then left-most place of `size` that overlaps none of `taken`, within `columns`. */
export function firstFreeSpot(taken: readonly GridLocation[], columns: number, size: PanelSize): GridLocation {
  const w = Math.min(size.w, columns);
  const bottom = Math.max(0, ...taken.map((r) => r.y + r.h));
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x + w <= columns; x++) {
      const place = { x, y, w, h: size.h };
      if (!taken.some((r) => overlaps(r, place))) return place;
    }
  }
  return { x: 0, y: bottom, w, h: size.h };
}

/** Where the charts are drawn now (a chart without a location goes where the grid puts it). */
export function takenSpots(charts: readonly Chart[], columns: number): GridLocation[] {
  return layoutOf(charts, columns).map(({ x, y, w, h }) => ({ x, y, w, h }));
}
