import { describe, expect, it } from 'vitest';
import type { AnalyticsPage } from '../../../../descriptors/kinds/analytics-page/analytics-page.js';
import {
  addPanel, applyLocations, duplicatePanel, nudgePanel, removePanel, setChartType, uniqueChartId, updateChart, updatePage,
} from '../../../../designer/dashboard/page-edits.js';

const page: AnalyticsPage = {
  code: 'HULL', title: { en: 'Hull' }, viewColumns: 12,
  charts: [
    { id: 'kpi1', type: 'kpi', location: { x: 0, y: 0, w: 3, h: 2 }, config: { series: 'stw', precision: 1 } },
    { id: 'speeds', type: 'timeseries', location: { x: 3, y: 0, w: 9, h: 4 }, config: { series: ['stw', 'sog'], area: true },
      datasets: [{ id: 'speed', tags: [{ tag: 'STW', alias: 'stw' }] }] },
  ],
};

describe('adding a panel', () => {
  it('places it in the first free spot with its default size and a new id', () => {
    const { page: next, chartId } = addPanel(page, 'kpi');
    expect(chartId).toBe('kpi2');
    expect(next.charts!.at(-1)).toMatchObject({ id: 'kpi2', type: 'kpi', location: { x: 0, y: 2, w: 3, h: 2 } });
    expect(page.charts).toHaveLength(2);
  });

  it('gives it a dataset of its own waiting for tags when the page has no datasets, none when it has', () => {
    const own = addPanel(page, 'timeseries').page.charts!.at(-1)!;
    expect(own.datasets).toEqual([{ id: 'data', tags: [] }]);
    const inherited = addPanel({ ...page, datasets: [{ id: 'data', tags: [{ tag: 'SOG' }] }] }, 'bar').page.charts!.at(-1)!;
    expect(inherited.datasets).toBeUndefined();
  });

  it('numbers ids past those in use', () => {
    expect(uniqueChartId(page, 'speeds')).toBe('speeds1');
    expect(uniqueChartId({ ...page, charts: [...page.charts!, { id: 'kpi2', type: 'kpi' }] }, 'kpi')).toBe('kpi3');
  });
});

describe('removing and duplicating', () => {
  it('removes a panel and leaves the page alone for an unknown id', () => {
    expect(removePanel(page, 'kpi1').charts!.map((c) => c.id)).toEqual(['speeds']);
    expect(removePanel(page, 'nope')).toBe(page);
  });

  it('copies a panel right after it, with a new id, its own dataset ids and a free spot of its size', () => {
    const { page: next, chartId } = duplicatePanel(page, 'speeds');
    expect(chartId).toBe('speeds1');
    expect(next.charts!.map((c) => c.id)).toEqual(['kpi1', 'speeds', 'speeds1']);
    const copy = next.charts![2];
    expect(copy.location).toEqual({ x: 0, y: 4, w: 9, h: 4 });
    expect(copy.datasets![0].id).toBe('speed_2');
    expect(copy.config).toEqual(page.charts![1].config);
    copy.config!.area = false;
    expect(page.charts![1].config!.area).toBe(true);
  });
});

describe('moving and resizing', () => {
  it('writes the locations the grid hands back, and is no change when nothing moved', () => {
    const moved = applyLocations(page, { kpi1: { x: 0, y: 4, w: 3, h: 2 }, speeds: { x: 3, y: 0, w: 9, h: 4 } });
    expect(moved.charts![0].location).toEqual({ x: 0, y: 4, w: 3, h: 2 });
    expect(moved.charts![1]).toBe(page.charts![1]);
    expect(applyLocations(page, { kpi1: { x: 0, y: 0, w: 3, h: 2 } })).toBe(page);
  });

  it('nudges a panel by cells from the keyboard, kept inside the grid', () => {
    expect(nudgePanel(page, 'kpi1', { dx: 1 }).charts![0].location).toEqual({ x: 1, y: 0, w: 3, h: 2 });
    expect(nudgePanel(page, 'kpi1', { dx: -1 })).toBe(page);
    expect(nudgePanel(page, 'speeds', { dw: 2 })).toBe(page);
    expect(nudgePanel(page, 'speeds', { dw: -1, dh: 1 }).charts![1].location).toEqual({ x: 3, y: 0, w: 8, h: 5 });
  });
});

describe('changing a panel and the page', () => {
  it('replaces one chart, and is no change when the chart comes back as it was', () => {
    const next = updateChart(page, 'kpi1', (c) => ({ ...c, title: { en: 'STW' } }));
    expect(next.charts![0].title).toEqual({ en: 'STW' });
    expect(updateChart(page, 'kpi1', (c) => c)).toBe(page);
  });

  it('keeps the config the new type understands when the type changes', () => {
    const asTable = setChartType(page.charts![1], 'table');
    expect(asTable.config).toEqual({ series: ['stw', 'sog'] });
    const asKpi = setChartType(page.charts![1], 'kpi');
    expect(asKpi.config).toEqual({ series: 'stw' });
    const asMap = setChartType(page.charts![0], 'map');
    expect(asMap.config).toBeUndefined();
  });

  it('sets page fields and removes those set to undefined', () => {
    const next = updatePage({ ...page, topic: 'HULL' }, { slider: true, topic: undefined });
    expect(next.slider).toBe(true);
    expect('topic' in next).toBe(false);
    expect(updatePage(page, { viewColumns: 12 })).toBe(page);
  });
});
