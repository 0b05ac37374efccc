// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterTypes, type FilterDefinition, type FilterValues } from '../../../descriptors/lib/filters/filter-types.js';
import type { ApiClient } from '../../../runtime/api/api-client.js';
import type { Language } from '../../../runtime/shell/language.js';
import { FilterPanel } from '../../../runtime/filters/FilterPanel.js';
import { filterControls } from '../../../runtime/filters/filter-controls.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const loading: FilterDefinition = {
  id: 'LOADING_CONDITION', type: 'LOADING_CONDITION', label: 'Loading condition', groups: [], pages: ['HULL'],
  options: [{ label: 'Laden', value: 'LADEN' }, { label: 'Ballast', value: 'BALLAST' }, { label: 'All', value: 'ALL' }],
};
const period: FilterDefinition = { id: 'PERIOD', type: 'PERIOD', label: 'Period', groups: [], pages: ['HULL'], options: [] };
const units: FilterDefinition = {
  id: 'UNITS', type: 'UNITS', label: 'Ships', groups: [], pages: [],
  options: [{ label: 'Nordic Ore', value: 'NORDIC_ORE' }, { label: 'Baltic Amber', value: 'BALTIC_AMBER' }],
};
const groupingKeys: FilterDefinition = {
  id: 'GROUPING_KEY', type: 'GROUPING_KEY', label: 'Grouping keys', options: [], pages: [],
  groups: [{ value: 'SHIP-UNIT', label: 'Ship sensor data — The ship', cluster: 'SHIP', group: 'UNIT' }],
};
const march = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-08T00:00:00.000Z' };

interface Options {
  definitions?: FilterDefinition[];
  initial?: Partial<FilterValues>;
  language?: Language;
  client?: ApiClient;
}

/** A detached panel (no server) opened, with fake timers for the debounce; `onApply` sees every applied set. */
function renderDetached({ definitions = [loading, period], initial = { PERIOD: march }, language, client }: Options = {}) {
  vi.useFakeTimers();
  const onApply = vi.fn();
  renderWithShell(<FilterPanel detached client={client} definitions={definitions} pageId="HULL" cluster="SHIP" initial={initial} onApply={onApply} defaultOpen />, language);
  const changes = () => onApply.mock.calls.filter(([, reason]) => reason !== 'initial');
  return { onApply, changes };
}

const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const wait = (ms: number) => act(() => { vi.advanceTimersByTime(ms); });
const isChecked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('applying filter changes (SPEC §4, 500 ms debounce)', () => {
  it('reports the starting set once, then applies a burst of changes once, 500 ms after the last one', () => {
    const { onApply, changes } = renderDetached();
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ LOADING_CONDITION: 'ALL', PERIOD: march }, 'initial');
    choose('Laden');
    wait(300);
    choose('Ballast');
    wait(499);
    expect(changes()).toHaveLength(0);
    wait(1);
    expect(changes()).toEqual([[{ LOADING_CONDITION: 'BALLAST', PERIOD: march }, 'change']]);
    wait(5000);
    expect(changes()).toHaveLength(1);
  });

  it('applies nothing while a control is invalid, and applies once it is fixed', () => {
    const { changes } = renderDetached();
    choose('Laden');
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-02-01T00:00' } });
    expect(screen.getByText('The start must be before the end.')).toBeTruthy();
    expect(screen.getByText('Some filters are not valid; the last applied values stay in force.')).toBeTruthy();
    wait(2000);
    expect(changes()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-03-02T12:00' } });
    wait(500);
    expect(changes()).toEqual([[{ LOADING_CONDITION: 'LADEN', PERIOD: { from: march.from, to: '2026-03-02T12:00:00.000Z' } }, 'change']]);
  });

  it('applies nothing when the values end up equal to the last applied set', () => {
    const { changes } = renderDetached();
    choose('Laden');
    choose('All');
    wait(1000);
    expect(changes()).toHaveLength(0);
    choose('Laden');
    wait(500);
    expect(changes()).toHaveLength(1);
    choose('Ballast');
    wait(200);
    choose('Laden');
    wait(1000);
    expect(changes()).toHaveLength(1);
  });
});

describe('back, reset and cancel', () => {
  it('Back restores the previous applied set and reports it', () => {
    const { onApply } = renderDetached();
    expect(button('Back').disabled).toBe(true);
    choose('Laden');
    wait(500);
    choose('Ballast');
    wait(500);
    fireEvent.click(button('Back'));
    expect(onApply).toHaveBeenLastCalledWith({ LOADING_CONDITION: 'LADEN', PERIOD: march }, 'back');
    expect(isChecked('Laden')).toBe(true);
    fireEvent.click(button('Back'));
    expect(onApply).toHaveBeenLastCalledWith({ LOADING_CONDITION: 'ALL', PERIOD: march }, 'back');
    expect(button('Back').disabled).toBe(true);
  });

  it('Reset returns one filter to its initial value and applies that after the pause', () => {
    const { changes } = renderDetached({ initial: { LOADING_CONDITION: 'BALLAST', PERIOD: march } });
    const reset = () => button('Reset Loading condition');
    expect(reset().disabled).toBe(true);
    choose('Laden');
    wait(500);
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-02-20T00:00' } });
    fireEvent.click(reset());
    expect(isChecked('Ballast')).toBe(true);
    expect((screen.getByLabelText('From (UTC)') as HTMLInputElement).value).toBe('2026-02-20T00:00');
    wait(500);
    expect(changes().at(-1)).toEqual([{ LOADING_CONDITION: 'BALLAST', PERIOD: { from: '2026-02-20T00:00:00.000Z', to: march.to } }, 'change']);
  });

  it('Cancel drops pending changes back to the last applied values; nothing is applied', () => {
    const { changes } = renderDetached();
    expect(button('Cancel changes').disabled).toBe(true);
    choose('Laden');
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-02-01T00:00' } });
    fireEvent.click(button('Cancel changes'));
    expect(isChecked('All')).toBe(true);
    expect((screen.getByLabelText('To (UTC)') as HTMLInputElement).value).toBe('2026-03-08T00:00');
    expect(screen.queryByText('The start must be before the end.')).toBeNull();
    wait(2000);
    expect(changes()).toHaveLength(0);
  });
});

describe('the panel', () => {
  it('opens and closes with its button', async () => {
    const server = fakeServer();
    renderWithShell(<FilterPanel detached definitions={[loading]} pageId="HULL" onApply={() => undefined} client={server.client} />);
    const toggle = button('Filters');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Laden' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(server.calls).toEqual([]);
  });

  it('shows an unknown filter type as an error in its place; the other filters still work', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { changes } = renderDetached({ definitions: [{ ...loading, id: 'DRAFT', type: 'DRAFT_MARK' }, loading] });
    expect(screen.getByText('Unknown filter type: DRAFT_MARK')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('DRAFT_MARK'));
    choose('Laden');
    wait(500);
    expect(changes()).toEqual([[{ LOADING_CONDITION: 'LADEN' }, 'change']]);
  });

  it('speaks Russian', () => {
    renderDetached({ language: 'ru' });
    expect(button('Фильтры')).toBeTruthy();
    expect(button('Назад').disabled).toBe(true);
    expect(screen.getByRole('radio', { name: 'В грузу' })).toBeTruthy();
    expect(screen.getByLabelText('По (UTC)')).toBeTruthy();
  });

  it('has a control for every filter type', () => {
    expect(filterControls.ids()).toEqual([...filterTypes]);
  });
});

describe('fetching (SPEC §4: filters are fetched only when not detached)', () => {
  it('reads the definitions once and shows the filters the page lists, with a notice for a missing one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer(on('GET', '/filters/config', { body: [units, loading, period] }));
    renderWithShell(<FilterPanel client={server.client} pageId="HULL" filterIds={['LOADING_CONDITION', 'NO_SUCH']} onApply={() => undefined} defaultOpen />);
    expect(await screen.findByRole('radio', { name: 'Laden' })).toBeTruthy();
    expect(screen.queryByText('Period')).toBeNull();
    expect(screen.getByText('The page asks for a filter that does not exist: NO_SUCH')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NO_SUCH'));
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /filters/config']);
  });

  it('without a list, shows the filters whose pages name the page', async () => {
    const server = fakeServer(on('GET', '/filters/config', { body: [units, loading, period] }));
    renderWithShell(<FilterPanel client={server.client} pageId="HULL" onApply={() => undefined} defaultOpen />);
    expect(await screen.findByRole('radio', { name: 'Laden' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeTruthy();
    expect(screen.queryByText('Ships')).toBeNull();
  });

  it("reads the grouping keys of the page's cluster for the chosen ships", async () => {
    const server = fakeServer(
      on('GET', '/filters/config', { body: [units, groupingKeys] }),
      on('POST', '/filters/read/grouping-keys', { body: ['SHIP-UNIT-NORDIC_ORE'] }),
    );
    renderWithShell(<FilterPanel client={server.client} pageId="HULL" filterIds={['UNITS', 'GROUPING_KEY']} cluster="SHIP" initial={{ UNITS: ['NORDIC_ORE'] }} onApply={() => undefined} defaultOpen />);
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/filters/read/grouping-keys', body: { requestValue: { cluster: 'SHIP', units: ['NORDIC_ORE'] } } },
    ]));
  });

  it('a detached panel fetches nothing, not even grouping keys', () => {
    const server = fakeServer(on('GET', '/filters/config', { body: [units, groupingKeys] }), on('POST', '/filters/read/grouping-keys', { body: ['SHIP-UNIT-NORDIC_ORE'] }));
    renderDetached({ definitions: [units, groupingKeys], initial: { UNITS: ['NORDIC_ORE'] }, client: server.client });
    wait(2000);
    expect(screen.getByText('Grouping keys')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
