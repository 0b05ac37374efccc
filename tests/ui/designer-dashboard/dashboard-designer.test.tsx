// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesigner, speedPage, textOf } from '../../support/ui/dashboard-designer-screen.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

const region = () => screen.getByRole('region', { name: 'Visual dashboard editor' });

async function addPanel(type: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add panel' }));
  // Mantine's menu keeps its closed dropdown mounted (hidden) after the first opening in happy-dom.
  fireEvent.click(await screen.findByRole('menuitem', { name: type, hidden: true }));
}

describe('the visual dashboard designer', () => {
  it('draws the page’s panels on the grid and adds a panel of a chosen type in the first free spot, selected', async () => {
    const view = renderDesigner(speedPage);
    expect(await screen.findByRole('group', { name: 'Panel Speed' })).toBeTruthy();

    await addPanel('Key figure with trend');
    expect(view.page().charts!.map((c) => c.id)).toEqual(['speeds', 'kpi1']);
    expect(view.page().charts![1]).toMatchObject({ type: 'kpi', location: { x: 6, y: 0, w: 3, h: 2 }, datasets: [{ id: 'data', tags: [] }] });
    expect(await screen.findByRole('group', { name: 'Panel kpi1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Panel kpi1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Panel', selected: true })).toBeTruthy();
  });

  it('adds tags through the measure selector with the tag’s own aggregation and a unique alias', async () => {
    const view = renderDesigner(speedPage);
    fireEvent.click(await screen.findByRole('group', { name: 'Panel Speed' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Add tags' }), { target: { value: 'over ground' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add SOG: Speed over ground' }));
    expect(view.page().charts![0].datasets![0].tags).toEqual([{ tag: 'STW', alias: 'stw' }, { tag: 'SOG', alias: 'sog' }]);
    // The typed text reaches the server's search once typing pauses (the list filters at once meanwhile).
    const searches = () => view.calls.filter((c) => c.path === '/measures/search/measure-selector').map((c) => c.body);
    await waitFor(() => expect(searches()).toContainEqual({ text: 'over ground' }));

    const chosen = within(screen.getByRole('list', { name: 'Tags of the dataset' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['STW', 'SOG']);
    // STW is already chosen: offered, but not twice.
    fireEvent.change(screen.getByRole('textbox', { name: 'Add tags' }), { target: { value: 'STW' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add STW: Speed through water' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('offers AVG, MAX, MIN and SUM only for numeric tags, and the tag’s own aggregation by default', async () => {
    const page = { ...speedPage, charts: [{ ...speedPage.charts![0], datasets: [{ id: 'speed', tags: [{ tag: 'STW' }, { tag: 'PORT' }] }] }] };
    const view = renderDesigner(page);
    fireEvent.click(await screen.findByRole('group', { name: 'Panel Speed' }));
    const [stw, port] = within(screen.getByRole('list', { name: 'Tags of the dataset' })).getAllByRole('listitem');
    await waitFor(() => expect((within(stw).getByRole('combobox', { name: 'Aggregation' }) as HTMLInputElement).value).toBe('Tag\'s own: AVG'));

    const select = within(port).getByRole('combobox', { name: 'Aggregation' });
    fireEvent.click(select);
    const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls')!)!);
    const offered = within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(offered).toEqual(['Tag\'s own: LAST', 'First', 'Last']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'First', hidden: true }));
    expect(view.page().charts![0].datasets![0].tags[1]).toEqual({ tag: 'PORT', aggregation: 'FIRST' });

    fireEvent.change(within(stw).getByRole('textbox', { name: 'Alias' }), { target: { value: '2fast' } });
    expect(within(stw).getByText('Letters, digits and _; not starting with a digit')).toBeTruthy();
  });

  it('undoes and redoes visual edits with Ctrl+Z and Ctrl+Shift+Z, typing in one field being one step', async () => {
    const view = renderDesigner(speedPage);
    await addPanel('Table');
    fireEvent.click(screen.getByRole('tab', { name: 'Page' }));
    const title = screen.getByRole('textbox', { name: 'Title in English' });
    for (const text of ['S', 'Sp', 'Spe']) fireEvent.change(title, { target: { value: text } });
    expect(view.page().title).toEqual({ en: 'Spe', ru: 'Скорости' });

    fireEvent.keyDown(region(), { key: 'z', ctrlKey: true });
    expect(view.page().title).toEqual({ en: 'Speeds', ru: 'Скорости' });
    expect(view.page().charts).toHaveLength(2);
    fireEvent.keyDown(region(), { key: 'z', ctrlKey: true });
    expect(view.page().charts).toHaveLength(1);
    expect(view.text()).toBe(textOf(speedPage));
    fireEvent.keyDown(region(), { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(view.page().charts).toHaveLength(2);
    act(() => view.handle.current!.redo());
    expect(view.page().title).toEqual({ en: 'Spe', ru: 'Скорости' });
  });

  it('keeps at least 50 steps of undo', async () => {
    const view = renderDesigner(speedPage);
    fireEvent.click(screen.getByRole('tab', { name: 'Page' }));
    const slider = screen.getByRole('switch', { name: 'Period control above the panels' });
    for (let i = 0; i < 55; i++) fireEvent.click(slider);
    expect(view.page().slider).toBe(true);
    for (let i = 0; i < 55; i++) act(() => view.handle.current!.undo());
    expect(view.text()).toBe(textOf(speedPage));
    act(() => view.handle.current!.undo());
    expect(view.text()).toBe(textOf(speedPage));
  });

  it('removes and duplicates the selected panel', async () => {
    const view = renderDesigner(speedPage);
    fireEvent.click(await screen.findByRole('group', { name: 'Panel Speed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(view.page().charts!.map((c) => [c.id, c.datasets![0].id])).toEqual([['speeds', 'speed'], ['speeds1', 'speed_2']]);
    expect(screen.getByRole('heading', { name: 'Panel speeds1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(view.page().charts!.map((c) => c.id)).toEqual(['speeds']);
    expect(screen.getByRole('tab', { name: 'Page', selected: true })).toBeTruthy();
  });

  it('moves and resizes the focused panel from the keyboard', async () => {
    const view = renderDesigner(speedPage);
    const panel = await screen.findByRole('group', { name: 'Panel Speed' });
    fireEvent.keyDown(panel, { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(panel, { key: 'ArrowDown', altKey: true, shiftKey: true });
    expect(view.page().charts![0].location).toEqual({ x: 1, y: 0, w: 6, h: 5 });
  });
});
