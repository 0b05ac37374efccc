// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsPageScreen } from '../../../runtime/renderers/analytics/AnalyticsPageScreen.js';
import { AnalyticsPageView } from '../../../runtime/renderers/analytics/AnalyticsPageView.js';
import { withPeriod } from '../../../runtime/renderers/analytics/use-page-data.js';
import type { AnalyticsPage, Chart, ExtractAnswer, ExtractOptions } from '../../../runtime/renderers/analytics/analytics-api.js';
import { fakeServer, on, renderWithShell, type Call, type Route } from '../../support/ui/fake-server.js';
import { answerOf, chartSeries, hullAnswer, hullBefore, hullPage, seriesOf, stw, times } from '../../support/ui/analytics-fixtures.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

/** Answers the page's period with `answer` and the period before (from/to in the filters) with `before`. */
const extract = (answer = hullAnswer, before = hullBefore): Route => on('POST', '/custom-analytics/extract', (call: Call) => {
  const filters = (call.body as { requestValue: { filters: { to?: string } } }).requestValue.filters;
  return { body: filters.to === answer.from ? before : answer };
});

function renderPage(page: AnalyticsPage, ...routes: Route[]) {
  const server = fakeServer(...routes, on('GET', `/custom-analytics/by-code/${page.code}`, { body: page }));
  renderWithShell(<AnalyticsPageScreen code={page.code} client={server.client} />);
  return server;
}

const panel = (name: string) => screen.findByRole('region', { name });

describe('an analytics page', () => {
  it("draws each panel's title and data from one extraction", async () => {
    const { calls } = renderPage(hullPage, extract());
    expect(await screen.findByRole('heading', { level: 1, name: 'Hull performance' })).toBeTruthy();

    const speeds = await panel('Speed through water');
    const figure = await within(speeds).findByRole('img', { name: 'Speed through water, Speed over ground' });
    expect(figure.dataset.chartType).toBe('line');
    // Gaps stay gaps: the null bucket is handed to the chart as null.
    expect(chartSeries(figure)).toEqual([
      { name: 'Speed through water', data: [[times[0], 12.1], [times[1], null], [times[2], 12.6], [times[3], 12.3]] },
      { name: 'Speed over ground', data: [[times[0], 12.4], [times[1], 12.5], [times[2], null], [times[3], 12.9]] },
    ]);

    const kpi = await panel('STW now');
    expect(within(kpi).getByText('12.3')).toBeTruthy();
    expect(within(kpi).getByText('kn')).toBeTruthy();
    expect((await within(kpi).findByLabelText('Change against the previous period: 11.8 %')).textContent).toBe('▲ 11.8 %');

    const table = within(await panel('Latest readings'));
    expect(table.getByRole('row', { name: /Speed over ground 12\.9 kn/ })).toBeTruthy();
    expect(table.getByRole('row', { name: /Speed through water 12\.3 kn/ })).toBeTruthy();

    const extracts = calls.filter((c) => c.path === '/custom-analytics/extract');
    expect(extracts[0].body).toEqual({ requestValue: { page: 'HULL', filters: {}, maxPoints: expect.any(Number) } });
    expect(extracts[1].body).toMatchObject({ requestValue: { filters: { from: '2026-11-18T00:00:00.000Z', to: '2026-11-19T00:00:00.000Z' } } });
  });

  it('asks for the period before at the same time as the period the filters give, and shows the trend from both', async () => {
    const asked: ExtractOptions[] = [];
    const answers: ((answer: ExtractAnswer) => void)[] = [];
    const source = { extract: vi.fn((_: AnalyticsPage, options: ExtractOptions) => {
      asked.push(options);
      return new Promise<ExtractAnswer>((resolve) => { answers.push(resolve); });
    }) };
    renderWithShell(<AnalyticsPageView page={hullPage} source={source} filters={{ from: hullAnswer.from, to: hullAnswer.to }} />);
    // Both are asked before either is answered.
    await waitFor(() => expect(asked).toHaveLength(2));
    const periods = asked.map((o) => o.filters);
    expect(periods).toEqual(expect.arrayContaining([
      { from: hullAnswer.from, to: hullAnswer.to },
      { from: '2026-11-18T00:00:00.000Z', to: '2026-11-19T00:00:00.000Z' },
    ]));
    periods.forEach((period, i) => answers[i](period.from === hullAnswer.from ? hullAnswer : hullBefore));
    const kpi = await panel('STW now');
    expect((await within(kpi).findByLabelText('Change against the previous period: 11.8 %')).textContent).toBe('▲ 11.8 %');
  });

  it('shows an unknown panel type as an error in its cell, and draws the other panels', async () => {
    // A page written by a newer release may name a panel type this one does not know.
    const sankey = { id: 'odd', type: 'sankey', title: { en: 'Energy flow' } } as unknown as Chart;
    const page = { ...hullPage, charts: [sankey, ...hullPage.charts!] };
    renderPage(page, extract());
    const odd = await panel('Energy flow');
    expect(within(odd).getByText('Unknown panel type: sankey')).toBeTruthy();
    expect(within(odd).getByText(/timeseries, bar, scatter, gauge, kpi, value-trend, table, heatmap, donut, map/)).toBeTruthy();
    expect(await within(await panel('STW now')).findByText('12.3')).toBeTruthy();
    expect(await within(await panel('Speed through water')).findByRole('img')).toBeTruthy();
  });

  it('shows the error of a series that failed, beside the series that did not', async () => {
    const answer = answerOf({
      ...hullAnswer.charts,
      speeds: { series: [stw([12.1, 12.2, 12.3, 12.4]), seriesOf('slip', [], { tag: null, measureUnit: null, aggregation: 'DERIVED', error: 'Division by zero in slip' })] },
    });
    renderPage(hullPage, extract(answer));
    const speeds = await panel('Speed through water');
    expect((await within(speeds).findByRole('alert')).textContent).toBe('slip · NORDIC_ORE: Division by zero in slip');
    expect(chartSeries(await within(speeds).findByRole('img'))).toEqual([{ name: 'Speed through water', data: expect.any(Array) }]);
  });

  it('keeps the page when the extraction fails: each panel says why, and a retry loads again', async () => {
    let fail = true;
    renderPage(hullPage, on('POST', '/custom-analytics/extract', () => (fail
      ? { status: 422, body: { responseStatus: 'ERROR', code: 'UNPROCESSABLE', message: 'The period is too long', errors: [] } }
      : { body: hullAnswer })));
    expect(await screen.findByRole('heading', { name: 'Hull performance' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('The period is too long')).toHaveLength(3));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(await panel('STW now')).findByText('12.3')).toBeTruthy();
  });

  it('sends the period chosen above the panels as the filters of the extraction', async () => {
    const { calls } = renderPage(hullPage, extract());
    await within(await panel('STW now')).findByText('12.3');
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/custom-analytics/extract').at(-2)!.body as { requestValue: { filters: { from: string; to: string } } };
      const { from, to } = last.requestValue.filters;
      expect(Date.parse(to) - Date.parse(from)).toBe(7 * 86_400_000);
    });
  });

  it('draws one column per ship with unitSplitView', async () => {
    const other = { ...stw([9, 9.5, 10, 10.2]), unit: 'BALTIC_STAR' };
    const answer = answerOf({ stwNow: { series: [stw([12.1, null, 12.6, 12.3]), other] } });
    renderPage({ ...hullPage, unitSplitView: true, charts: [hullPage.charts![1]] }, extract(answer, answerOf({})));
    const kpis = await screen.findAllByRole('region', { name: 'STW now' });
    expect(kpis).toHaveLength(2);
    expect(screen.getByText('BALTIC_STAR')).toBeTruthy();
    expect(await within(kpis[0]).findByText('10.2')).toBeTruthy();
    expect(within(kpis[1]).getByText('12.3')).toBeTruthy();
  });

  it('a live page reads the live extraction and listens for new values of its tags', async () => {
    const subscribeLive = vi.fn(() => () => undefined);
    const page = { ...hullPage, liveExtractionPeriod: 600, charts: [hullPage.charts![1]] };
    const server = fakeServer(
      on('GET', '/custom-analytics/by-code/HULL', { body: page }),
      on('POST', '/custom-analytics/extract/live', { body: hullAnswer }),
    );
    renderWithShell(<AnalyticsPageScreen code="HULL" client={server.client} subscribeLive={subscribeLive} />);
    expect(await within(await panel('STW now')).findByText('12.3')).toBeTruthy();
    expect(screen.getByText('Live · last 10 min')).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/custom-analytics/extract/live')!.body).toEqual({
      requestValue: { page: 'HULL', groupingKeyValues: [], liveExtractionPeriod: 600, dimensionBase: expect.any(Number) },
    });
    expect(subscribeLive).toHaveBeenCalledWith({ units: undefined, tags: ['STW', 'SOG'] }, expect.any(Function));
  });
});

describe('the period of a request', () => {
  it('the period control fills from/to unless the filters name a period', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(withPeriod({ units: ['NORDIC_ORE'] }, { preset: 'LAST_24_HOURS' }, now))
      .toEqual({ units: ['NORDIC_ORE'], from: '2026-11-21T12:00:00.000Z', to: '2026-11-22T12:00:00.000Z' });
    expect(withPeriod({ from: '2026-11-01T00:00:00.000Z' }, { preset: 'LAST_24_HOURS' }, now)).toEqual({ from: '2026-11-01T00:00:00.000Z' });
    expect(withPeriod({}, null, now)).toEqual({});
  });
});
