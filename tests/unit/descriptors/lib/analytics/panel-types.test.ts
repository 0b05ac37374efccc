import { describe, expect, it } from 'vitest';
import { analyticsPageKind } from '../../../../../descriptors/kinds/analytics-page/index.js';
import {
  averagesOf, comparesPrevious, findPanelType, heatmapMaxPoints, hourlyBucketsOf, minBucketsOf, panelTypeIds, panelTypes, scatterMaxPoints, seriesDrawnBy,
} from '../../../../../descriptors/lib/analytics/panel-types.js';

/** The `chart.type` enum of the analytics-page schema. */
function schemaPanelTypes(): string[] {
  const schema = analyticsPageKind.schema as { definitions: { chart: { properties: { type: { enum: string[] } } } } };
  return schema.definitions.chart.properties.type.enum;
}

describe('the panel-type catalogue', () => {
  it('names exactly the panel types the analytics-page schema accepts', () => {
    expect([...schemaPanelTypes()].sort()).toEqual([...panelTypeIds].sort());
  });

  it('gives every type a name and options whose keys are unique', () => {
    for (const id of panelTypeIds) {
      const type = panelTypes[id];
      expect(type.name, id).not.toBe('');
      const keys = type.options.map((option) => option.key);
      expect(new Set(keys).size, id).toBe(keys.length);
    }
  });

  it('knows no type outside its keys, not even an inherited property name', () => {
    expect(findPanelType('pie-of-the-day')).toBeUndefined();
    expect(findPanelType('toString')).toBeUndefined();
    expect(findPanelType('value-trend')?.name).toBe('Latest value with trend');
  });
});

describe('what the extraction reads for a panel', () => {
  it('sends a chart the series its config names, a map its LAT and LON by default, and everything when nothing is named', () => {
    expect(seriesDrawnBy({ type: 'timeseries', config: { series: ['stw', 'sog'] } })).toEqual(new Set(['stw', 'sog']));
    expect(seriesDrawnBy({ type: 'scatter', config: { x: 'stw', y: 'foc' } })).toEqual(new Set(['stw', 'foc']));
    expect(seriesDrawnBy({ type: 'map' })).toEqual(new Set(['LAT', 'LON']));
    expect(seriesDrawnBy({ type: 'map', config: { lat: 'la' } })).toEqual(new Set(['la', 'LON']));
    expect(seriesDrawnBy({ type: 'value-trend', config: { series: 'stw' } })).toEqual(new Set(['stw']));
    expect(seriesDrawnBy({ type: 'table' })).toBeNull();
    expect(seriesDrawnBy({ type: 'unknown', config: { series: 'stw' } })).toEqual(new Set(['stw']));
  });

  it('buckets a KPI of the highest or lowest value by MAX or MIN, and nothing else', () => {
    expect(averagesOf({ type: 'kpi', config: { aggregate: 'max' } })).toBe('MAX');
    expect(averagesOf({ type: 'kpi', config: { aggregate: 'min' } })).toBe('MIN');
    expect(averagesOf({ type: 'kpi', config: { aggregate: 'avg' } })).toBeUndefined();
    expect(averagesOf({ type: 'gauge', config: { aggregate: 'max' } })).toBeUndefined();
  });

  it('gives a scatter at least its point budget and a heatmap a year of hours', () => {
    expect(minBucketsOf({ type: 'scatter' })).toBe(scatterMaxPoints);
    expect(hourlyBucketsOf({ type: 'heatmap' })).toBe(heatmapMaxPoints);
    expect(minBucketsOf({ type: 'timeseries' })).toBeUndefined();
    expect(hourlyBucketsOf({ type: 'timeseries' })).toBeUndefined();
  });

  it('extracts the previous period only for a KPI with a trend', () => {
    expect(comparesPrevious({ type: 'kpi', config: { trend: true } })).toBe(true);
    expect(comparesPrevious({ type: 'kpi' })).toBe(false);
    expect(comparesPrevious({ type: 'value-trend', config: { trend: true } })).toBe(false);
  });
});
