// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../support/ui/fake-server.js';
import { renderDesigner, speedPage } from '../../support/ui/dashboard-designer-screen.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

async function pick(label: string, option: string) {
  const input = screen.queryByRole('combobox', { name: label }) ?? screen.getByRole('textbox', { name: label });
  fireEvent.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls')!)!);
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('the page settings', () => {
  it('edit the page’s texts, behaviour, grid, ships (GET /filters/config) and filters', async () => {
    const view = renderDesigner(speedPage);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title in Russian' }), { target: { value: 'Скорость судна' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description in English' }), { target: { value: 'Log and GPS' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Topic' }), { target: { value: 'SPEED' } });
    fireEvent.click(screen.getByRole('switch', { name: 'One column per ship' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Live period, seconds' }), { target: { value: '600' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Columns' }), { target: { value: '24' } });
    await pick('Ships', 'Baltic Amber');
    await pick('Filters', 'Period (PERIOD)');
    expect(view.page()).toMatchObject({
      title: { en: 'Speeds', ru: 'Скорость судна' }, description: { en: 'Log and GPS' }, topic: 'SPEED', unitSplitView: true,
      liveExtractionPeriod: 600, viewColumns: 24, units: ['BALTIC_AMBER'], filters: ['PERIOD'],
    });
  });

  it('hold the page datasets, which a panel reads unless it has its own', async () => {
    const view = renderDesigner({ ...speedPage, charts: [{ id: 'bars', type: 'bar', location: { x: 0, y: 0, w: 6, h: 4 } }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add dataset' }));
    expect(view.page().datasets).toEqual([{ id: 'data', tags: [] }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Add tags' }), { target: { value: 'STW' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add STW: Speed through water' }));
    expect(view.page().datasets).toEqual([{ id: 'data', tags: [{ tag: 'STW', alias: 'stw' }] }]);

    fireEvent.click(screen.getByRole('group', { name: 'Panel bars' }));
    expect(screen.getByText('The panel reads the page datasets: data.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Own datasets' }));
    expect(view.page().charts![0].datasets).toEqual([{ id: 'data_2', tags: [] }]);
    fireEvent.click(screen.getByRole('radio', { name: 'Use page datasets' }));
    expect(view.page().charts![0].datasets).toBeUndefined();
  });
});

describe('a panel’s display options', () => {
  it('offer the series of the panel’s datasets for the options of its type, and derived series with their expression', async () => {
    const view = renderDesigner(speedPage);
    fireEvent.click(await screen.findByRole('group', { name: 'Panel Speed' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Filled area' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const expression = screen.getByRole('textbox', { name: /JSONata expression/ });
    fireEvent.change(expression, { target: { value: 'stw * 1.852' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Id' }), { target: { value: 'kmh' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit' }), { target: { value: 'km/h' } });
    const chart = view.page().charts![0];
    expect(chart.config).toEqual({ area: true });
    expect(chart.datasets![0].derived).toEqual([{ id: 'kmh', expression: 'stw * 1.852', measureUnit: 'km/h' }]);

    await pick('Type', 'Scatter with regression');
    expect(view.page().charts![0].type).toBe('scatter');
    await pick('X axis series', 'stw');
    await pick('Y axis series', 'kmh');
    fireEvent.change(screen.getByRole('textbox', { name: 'Fit order' }), { target: { value: '2' } });
    expect(view.page().charts![0].config).toEqual({ x: 'stw', y: 'kmh', fit: { order: 2 } });
  });

  it('set a dataset’s period and resolution', async () => {
    const view = renderDesigner(speedPage);
    fireEvent.click(await screen.findByRole('group', { name: 'Panel Speed' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Last' }));
    expect(view.page().charts![0].datasets![0].period).toEqual({ last: 604_800 });
    fireEvent.change(screen.getByRole('textbox', { name: 'How many' }), { target: { value: '30' } });
    expect(view.page().charts![0].datasets![0].period).toEqual({ last: 2_592_000 });
    await pick('Resolution', '1 day');
    expect(view.page().charts![0].datasets![0].resolution).toBe(86_400);
  });
});

describe('publishing and duplicating', () => {
  it('saves first, publishes, and reloads the session (the version changed)', async () => {
    const publish = on('PUT', '/custom-analytics/publish/SPEEDS', { body: { ...speedPage, published: true } });
    const view = renderDesigner(speedPage, [publish]);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(view.session.reload).toHaveBeenCalled());
    expect(view.session.saveFirst).toHaveBeenCalledBefore(view.session.reload);
    expect(view.calls.some((c) => c.method === 'PUT' && c.path === '/custom-analytics/publish/SPEEDS')).toBe(true);
  });

  it('publishes nothing when the save fails, and opens the copy after a duplicate', async () => {
    const duplicate = on('PUT', '/custom-analytics/duplicate/SPEEDS', { body: { ...speedPage, code: 'SPEEDS_COPY' } });
    const view = renderDesigner({ ...speedPage, published: true }, [duplicate]);
    view.session.saveFirst.mockResolvedValueOnce(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(view.session.saveFirst).toHaveBeenCalled());
    expect(view.calls.some((c) => c.path.startsWith('/custom-analytics/unpublish'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate page' }));
    await waitFor(() => expect(view.session.open).toHaveBeenCalledWith('SPEEDS_COPY'));
  });

  it('offers to open a published page as its readers see it, and an unpublished one not', async () => {
    renderDesigner({ ...speedPage, published: true });
    const link = await screen.findByRole('link', { name: 'Open page' });
    expect(link.getAttribute('href')).toBe('/custom-analytics/view/SPEEDS');
    expect(link.getAttribute('target')).toBe('_blank');
    cleanup();
    renderDesigner(speedPage);
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open page' })).toBeNull();
  });

  it('names the link in Russian', async () => {
    renderDesigner({ ...speedPage, published: true }, [], { language: 'ru' });
    expect((await screen.findByRole('link', { name: 'Открыть страницу' })).getAttribute('href')).toBe('/custom-analytics/view/SPEEDS');
  });

  it('says why an action failed', async () => {
    const refuse = on('PUT', '/custom-analytics/publish/SPEEDS', { status: 403, body: { responseStatus: 'ERROR', code: 'FORBIDDEN', message: 'SPEEDS is not your page.', errors: [] } });
    renderDesigner(speedPage, [refuse]);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toContain('SPEEDS is not your page.');
  });
});

describe('text the visual editor cannot draw', () => {
  it('is left to the JSON tab, with a way there; problems found there are shown too', async () => {
    const view = renderDesigner('{"code": "SPEEDS", ', [], { errorCount: 2 });
    expect(await screen.findByText('The JSON does not parse. Fix it in the JSON tab; the visual editor follows.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the JSON' }));
    fireEvent.click(screen.getByRole('button', { name: '2 problems: show the JSON' }));
    expect(view.onShowJson).toHaveBeenCalledTimes(2);
  });
});
