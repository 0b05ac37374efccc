// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CrudScreen } from '../../../runtime/renderers/crud/CrudScreen.js';
import { listQueryString } from '../../../runtime/renderers/crud/resource-api.js';
import { configuredResource } from '../../../runtime/renderers/crud/screen-config.js';
import { pageSizesOf } from '../../../runtime/renderers/crud/use-record-list.js';
import { fakeServer, nationOptions, on, portDefinition, portRecord, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const hamburg = portRecord({ id: '22222222-2222-4222-8222-222222222222', label: 'Hamburg', disabled: true, data: { unlocode: 'DEHAM', name: 'Hamburg', country: 'DE', euEea: false } });

function renderScreen({ canManage = true } = {}) {
  const server = fakeServer(
    on('GET', '/resource-definitions/test-port', { body: { code: 'test-port', version: 1, definition: portDefinition, canManage } }),
    on('GET', '/common/list/test-nation', { body: nationOptions }),
    on('GET', '/test-port', (call) => ({ body: { items: call.path.includes('search=ham') ? [hamburg] : [portRecord(), hamburg], total: 2, page: 1, size: 25 } })),
  );
  renderWithShell(<CrudScreen resource="test-port" client={server.client} />);
  return server;
}

const lists = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/test-port?'));

describe('crud screen', () => {
  it('shows the resource title, the records with reference labels, booleans and disabled rows', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Test ports' })).toBeTruthy();
    expect(await screen.findByText('Rotterdam')).toBeTruthy();
    const row = screen.getByRole('row', { name: 'Open Hamburg' });
    await waitFor(() => expect(within(row).getByText('Germany')).toBeTruthy());
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: 'Open Rotterdam' })).getByText('Yes')).toBeTruthy();
    expect(screen.getByText('Records: 2')).toBeTruthy();
  });

  it('offers New only to managers', async () => {
    renderScreen({ canManage: false });
    await screen.findByText('Rotterdam');
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    cleanup();
    renderScreen();
    expect(await screen.findByRole('button', { name: 'New' })).toBeTruthy();
  });

  it('searches on the server after the typing pauses, from the first page', async () => {
    const { calls } = renderScreen();
    await screen.findByText('Rotterdam');
    const before = lists(calls).length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ham' } });
    expect(lists(calls)).toHaveLength(before);
    await waitFor(() => expect(lists(calls).at(-1)!.path).toContain('search=ham'));
    expect(lists(calls).at(-1)!.path).toContain('page=1');
    await waitFor(() => expect(screen.queryByText('Rotterdam')).toBeNull());
  });

  it('filters by a boolean column and shows disabled records on request', async () => {
    const { calls } = renderScreen();
    await screen.findByText('Rotterdam');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'No' }));
    await waitFor(() => expect(lists(calls).at(-1)!.path).toContain('f.euEea=false'));
    fireEvent.click(screen.getByRole('switch', { name: 'Show disabled' }));
    await waitFor(() => expect(lists(calls).at(-1)!.path).toContain('includeDisabled=true'));
  });

  it('opens a record in view mode from the keyboard', async () => {
    renderScreen();
    await screen.findByText('Rotterdam');
    fireEvent.keyDown(screen.getByRole('row', { name: 'Open Rotterdam' }), { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Test ports · Rotterdam' });
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('list helpers', () => {
  it('builds the list query: paging, sort, search, filters of columns, disabled records', () => {
    expect(listQueryString({ page: 2, size: 50, sort: { field: 'name', direction: 'desc' }, search: ' ham ', filters: { country: 'DE', unlocode: '' }, includeDisabled: true }))
      .toBe('page=2&size=50&sort=name%2Cdesc&search=ham&f.country=DE&includeDisabled=true');
    expect(listQueryString({ page: 1, size: 25 })).toBe('page=1&size=25');
  });

  it('offers 25, 50 and 100 per page plus the descriptor own size', () => {
    expect(pageSizesOf(portDefinition)).toEqual([25, 50, 100]);
    expect(pageSizesOf({ ...portDefinition, list: { pageSize: 40 } })).toEqual([25, 40, 50, 100]);
  });

  it('reads the resource of a screen from its config', () => {
    expect(configuredResource({ resource: ' port ' })).toBe('port');
    expect(configuredResource({})).toBeUndefined();
    expect(configuredResource(undefined)).toBeUndefined();
  });
});
