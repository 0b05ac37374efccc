import { describe, expect, it } from 'vitest';
import { datasetsOfChart, type AnalyticsPage } from '../../../../../descriptors/kinds/analytics-page/analytics-page.js';
import { validateDescriptorBody } from '../../../../../server/modules/descriptors/validate.js';

/** The example of docs/analytics.md. */
const page: AnalyticsPage = {
  code: 'MAIN_KPI_HULL', title: { en: 'Hull performance', ru: 'Состояние корпуса' }, topic: 'PERFORMANCE', owner: 'admin', published: true, editable: true,
  wallboard: false, slider: true, cluster: 'SHIP', units: [], unitSplitView: false, unitValues: { NORDIC_ORE: { pitch: 6.1 } }, liveExtractionPeriod: 600,
  viewRows: 12, viewColumns: 12, viewFixedHeight: false, viewHeight: 800, configurationScope: 'BOTH', metadata: {}, filters: ['UNITS', 'PERIOD'],
  datasets: [{
    id: 'speed', tags: [{ tag: 'STW', aggregation: 'AVG', alias: 'stw', groupingKey: 'SHIP-UNIT-*' }, { tag: 'SHAFT_RPM', alias: 'rpm' }],
    derived: [{ id: 'slip', label: { en: 'Apparent slip, %' }, measureUnit: '%', expression: '(1 - stw * 1852 / 60 / (rpm * $pitch)) * 100' }],
    period: { last: 2_592_000 }, resolution: 3600,
  }],
  charts: [
    { id: 'p1', location: { x: 0, y: 0, w: 6, h: 4 }, title: { en: 'Speed through water' }, type: 'timeseries', config: { area: true }, staticTags: [], staticData: null },
    { id: 'p2', type: 'scatter', config: { x: 'stw', y: 'slip', fit: { order: 2, decimals: 3 } }, datasets: [{ id: 'own', tags: [{ tag: 'SOG' }] }] },
    { id: 'p3', type: 'table', staticData: [[1, 2]] },
  ],
};

describe('analytics-page meta-schema', () => {
  it('accepts every field of the contract', () => {
    expect(validateDescriptorBody('analytics-page', page)).toEqual([]);
  });

  it('refuses an unknown panel type, a bad fit order and a period of neither form', () => {
    const bad = structuredClone(page) as unknown as { charts: { type: string; config?: unknown }[]; datasets: { period: unknown }[] };
    bad.charts[0].type = 'pie-of-the-day';
    bad.charts[1].config = { fit: { order: 0, decimals: 1.5 } };
    bad.datasets[0].period = { last: 5 };
    const paths = validateDescriptorBody('analytics-page', bad).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/charts/0/type', '/charts/1/config/fit/order', '/charts/1/config/fit/decimals', '/datasets/0/period/last']));
  });

  it('lets a chart without datasets inherit the page ones, unless it brings literal data', () => {
    expect(datasetsOfChart(page, page.charts![0]).map((d) => d.id)).toEqual(['speed']);
    expect(datasetsOfChart(page, page.charts![1]).map((d) => d.id)).toEqual(['own']);
    expect(datasetsOfChart(page, page.charts![2])).toEqual([]);
  });
});
