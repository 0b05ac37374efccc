/**
 * The body the live preview sends to `POST /api/custom-analytics/extract` (checked like a save, docs/analytics.md):
 * fields the API answers are left out, and a dataset still waiting for its first tag is skipped so the rest of the
 * page draws while it is being built.
 */
import { answeredPageFields, type AnalyticsPage, type Chart, type Dataset } from '../../descriptors/kinds/analytics-page/analytics-page.js';

const withTags = (datasets: Dataset[] | undefined) => datasets?.filter((d) => Array.isArray(d.tags) && d.tags.length > 0);

function chartOf(chart: Chart): Chart {
  if (!chart.datasets) return chart;
  const datasets = withTags(chart.datasets)!;
  if (datasets.length === chart.datasets.length) return chart;
  const next: Chart = { ...chart, datasets };
  if (!datasets.length) delete next.datasets;
  return next;
}

export function previewBodyOf(page: AnalyticsPage): AnalyticsPage {
  const body: AnalyticsPage = { ...page };
  const fields: Record<string, unknown> = body;
  for (const field of [...answeredPageFields, 'system']) delete fields[field];
  if (page.datasets) body.datasets = withTags(page.datasets);
  if (page.charts) body.charts = page.charts.map(chartOf);
  return body;
}
