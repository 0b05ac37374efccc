/** The body a new analytics page starts with in the designer: valid at once, an empty 12 × 12 grid, not published. */
import type { AnalyticsPage } from '../../descriptors/kinds/analytics-page/analytics-page.js';

export function newPageBody(code: string, owner?: string): AnalyticsPage {
  return {
    code,
    title: { en: code },
    ...(owner ? { owner } : {}),
    published: false,
    editable: true,
    slider: true,
    cluster: 'SHIP',
    units: [],
    viewRows: 12,
    viewColumns: 12,
    filters: ['UNITS', 'PERIOD'],
    datasets: [],
    charts: [],
  };
}
