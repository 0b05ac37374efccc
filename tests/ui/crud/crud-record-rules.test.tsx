// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';
import { CrudScreen } from '../../../runtime/renderers/crud/CrudScreen.js';
import type { ResourceRecord } from '../../../runtime/renderers/crud/resource-api.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

/** A resource like the voyage legs: a period filter over a date-time, no delete or disable, records locked by their state. */
const legDefinition: ResourceDefinition = {
  title: { en: 'Test legs', ru: 'Тестовые участки' },
  labelField: 'name',
  canDelete: false,
  canDisable: false,
  lockedWhen: { field: 'state', in: ['CLOSED'] },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      departure: { type: 'string', format: 'date-time', title: 'Departure (UTC)' },
      state: { type: 'string', title: 'State' },
    },
  },
  list: { columns: [{ field: 'name' }, { field: 'departure', sortable: true, filter: 'period' }, { field: 'state' }] },
  access: { view: {}, manage: {} },
};

const record = (id: string, name: string, state: string): ResourceRecord => ({
  id, version: 2, code: null, label: name, disabled: false, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'chief',
  data: { name, departure: '2026-11-10T08:45:00.000Z', state },
});

function renderLegs() {
  const server = fakeServer(
    on('GET', '/resource-definitions/test-leg', { body: { code: 'test-leg', version: 1, definition: legDefinition, canManage: true } }),
    on('GET', '/test-leg', { body: { items: [record('a', 'Open leg', 'OPEN'), record('b', 'Closed leg', 'CLOSED')], total: 2, page: 1, size: 25 } }),
  );
  renderWithShell(<CrudScreen resource="test-leg" client={server.client} />);
  return server;
}

describe('crud screen rules of a resource', () => {
  it('shows instants in UTC as YYYY/MM/DD HH:mm and filters a period of days', async () => {
    const { calls } = renderLegs();
    const row = (await screen.findByText('Open leg')).closest('tr')!;
    expect(within(row).getByText('2026/11/10 08:45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Departure (UTC): from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Departure (UTC): to'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/test-leg?')).at(-1)!.path).toContain('f.departure=2026-11-01..2026-11-30'));
  });

  it('opens a locked record read-only, and offers neither disable nor delete where the resource rules them out', async () => {
    renderLegs();
    fireEvent.click(await screen.findByText('Closed leg'));
    const locked = await screen.findByRole('dialog');
    expect(within(locked).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(locked).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByText('Open leg'));
    const open = await screen.findByRole('dialog');
    fireEvent.click(within(open).getByRole('button', { name: 'Edit' }));
    expect(await within(open).findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(open).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(open).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
