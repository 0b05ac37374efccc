// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, chartSeries, stw } from '../../support/ui/analytics-fixtures.js';
import { errorBody, on, type Call } from '../../support/ui/fake-server.js';
import { previewDelayMs } from '../../../designer/dashboard/use-preview-data.js';
import { manualWindowTimers } from '../../support/manual-window-timers.js';
import { renderDesigner, speedPage } from '../../support/ui/dashboard-designer-screen.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

const extracts = (calls: Call[]) => calls.filter((c) => c.path === '/custom-analytics/extract');
const sentPage = (call: Call) => (call.body as { requestValue: { page: unknown } }).requestValue.page;

describe('the live preview of the page being designed', () => {
  it('draws the panels with data extracted for the unsaved body itself', async () => {
    const extract = on('POST', '/custom-analytics/extract', { body: answerOf({ speeds: { series: [stw([12.1, 12.4, null, 12.3])] } }) });
    const view = renderDesigner(speedPage, [extract]);
    const panel = await screen.findByRole('region', { name: 'Speed' });
    expect(chartSeries(await within(panel).findByRole('img'))).toEqual([{ name: 'Speed through water', data: expect.any(Array) }]);
    expect(sentPage(extracts(view.calls)[0])).toEqual(speedPage);
  });

  it('extracts again half a second after the last change, once for several changes, with the edited body', async () => {
    const pause = manualWindowTimers([previewDelayMs]);
    const view = renderDesigner(speedPage);
    await waitFor(() => expect(extracts(view.calls)).toHaveLength(1));
    fireEvent.click(screen.getByRole('group', { name: 'Panel Speed' }));
    const title = screen.getByRole('textbox', { name: 'Title in English' });
    fireEvent.change(title, { target: { value: 'Speed through water' } });
    fireEvent.change(title, { target: { value: 'Speed through water, kn' } });
    expect(pause.pending()).toEqual([previewDelayMs]);
    expect(extracts(view.calls)).toHaveLength(1);
    act(() => { pause.run(previewDelayMs); });
    await waitFor(() => expect(extracts(view.calls)).toHaveLength(2));
    expect(sentPage(extracts(view.calls)[1])).toMatchObject({ charts: [{ id: 'speeds', title: { en: 'Speed through water, kn' } }] });
  });

  it('skips a dataset still waiting for its first tag, so the rest of the page draws', async () => {
    const view = renderDesigner({ ...speedPage, charts: [...speedPage.charts!, { id: 'kpi1', type: 'kpi', datasets: [{ id: 'data', tags: [] }] }] });
    await waitFor(() => expect(extracts(view.calls)).toHaveLength(1));
    expect(sentPage(extracts(view.calls)[0])).toMatchObject({ charts: [{ id: 'speeds', datasets: [{ id: 'speed' }] }, { id: 'kpi1', type: 'kpi' }] });
    expect((sentPage(extracts(view.calls)[0]) as { charts: { datasets?: unknown }[] }).charts[1].datasets).toBeUndefined();
  });

  it('shows a refused preview in the panels and above them, and the designer stays usable', async () => {
    const refuse = on('POST', '/custom-analytics/extract', {
      status: 400, body: errorBody('INVALID_INPUT', 'Tag NOPE does not exist. (field /requestValue/page/charts/0/datasets/0/tags/0/tag)'),
    });
    renderDesigner(speedPage, [refuse]);
    const panel = await screen.findByRole('region', { name: 'Speed' });
    expect(await within(panel).findByText(/Tag NOPE does not exist/)).toBeTruthy();
    expect(screen.getByText('The preview could not be drawn')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add panel' }));
    expect(await screen.findByRole('menuitem', { name: 'Table' })).toBeTruthy();
  });
});
