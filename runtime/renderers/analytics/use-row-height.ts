/**
 * The height of a grid row: the page's `viewHeight` split into `viewRows` when `viewFixedHeight`, else the window's
 * height below the grid split into them (the page fills the window), never below a readable minimum.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { AnalyticsPage } from './analytics-api.js';
import { gridMargin } from './DashboardGrid.js';

const minimumRow = 44;
/** Room left under the grid (the layout's padding). */
const bottomRoom = 16;
/** What a page's own title and controls take above its grid. */
const pageHeader = 120;

export const rowsOf = (page: AnalyticsPage) => Math.max(1, page.viewRows ?? 12);

function split(height: number, rows: number): number {
  return Math.max(minimumRow, Math.floor((height - gridMargin * (rows - 1)) / rows));
}

export function useRowHeight(page: AnalyticsPage, anchor: RefObject<HTMLElement | null>): number {
  const rows = rowsOf(page);
  const fixed = page.viewFixedHeight ? split(page.viewHeight ?? 800, rows) : undefined;
  const [fill, setFill] = useState(() => split(window.innerHeight * 0.75, rows));
  useEffect(() => {
    if (fixed !== undefined) return undefined;
    const measure = () => {
      const top = Math.max(0, anchor.current?.getBoundingClientRect().top ?? 0);
      // A page further down (several pages of a multi-dashboard) gets a window's height of its own.
      const available = top < window.innerHeight / 2 ? window.innerHeight - top : window.innerHeight - pageHeader;
      setFill(split(available - bottomRoom, rows));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [fixed, rows, anchor]);
  return fixed ?? fill;
}
