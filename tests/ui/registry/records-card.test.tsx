// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bunkerForm from '../../../descriptors/kinds/form/builtin/REGISTRY_BUNKER_DELIVERY.json' with { type: 'json' };
import { RecordsCard } from '../../../runtime/renderers/registry/RecordsCard.js';
import { registryApi, type RegistryRecord, type RegistryRecordList } from '../../../runtime/renderers/registry/registry-api.js';
import { errorBody, fakeServer, on, renderWithShell, type Route } from '../../support/ui/fake-server.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const unitId = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a01';
const form = { code: 'REGISTRY_BUNKER_DELIVERY', title: bunkerForm.title, schema: bunkerForm.schema, uiSchema: bunkerForm.uiSchema };
const record = (n: number, extra: Partial<RegistryRecord> = {}): RegistryRecord => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, unitId, form: form.code, version: 1,
  content: { bdnNumber: `BDN-${n}`, port: n % 2 ? 'Rotterdam' : 'Antwerp', deliveryDate: '2026-11-18', supplierName: 'North Sea Bunkers BV', quantityT: 800 + n },
  createdAt: '2026-11-18T10:00:00Z', createdBy: 'chief', updatedAt: '2026-11-18T10:00:00Z', updatedBy: 'chief', struckOut: null, ...extra,
});
/** Records numbered from the newest (45) down to the oldest (1), as the server lists them. */
const newestFirst = (from: number, count: number) => Array.from({ length: count }, (_, i) => record(from - i));

function renderCard(list: RegistryRecordList, canKeep: boolean, ...routes: Route[]) {
  const server = fakeServer(...routes);
  const onChanged = vi.fn();
  const onPrint = vi.fn();
  renderWithShell(<RecordsCard client={registryApi(server.client)} list={list} unitId={unitId} canKeep={canKeep} onChanged={onChanged} onPrint={onPrint} />);
  return { ...server, onChanged, onPrint };
}

describe('a registry\'s records card', () => {
  it('shows a struck-out record struck through with who struck it out and why, with no Edit or Strike out', () => {
    const struck = record(2, { version: 2, struckOut: { at: '2026-11-19T08:00:00Z', by: 'captain', reason: 'Entered twice' }, updatedBy: 'captain' });
    renderCard({ form, records: [record(3), struck], total: 2 }, true);
    const row = screen.getByRole('row', { name: /BDN-2/ });
    expect(row.getAttribute('data-struck-out')).toBe('true');
    expect(within(row).getByText('BDN-2').className).toMatch(/struck/);
    expect(row.textContent).toMatch(/Struck out by captain, .*: Entered twice/);
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Strike out' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Versions' })).toBeTruthy();
    const other = screen.getByRole('row', { name: /BDN-3/ });
    expect(other.getAttribute('data-struck-out')).toBeNull();
    expect(within(other).getByRole('button', { name: 'Strike out' })).toBeTruthy();
  });

  it('shows the version that struck a record out as such in its versions', async () => {
    const struck = record(2, { version: 2, struckOut: { at: '2026-11-19T08:00:00Z', by: 'captain', reason: 'Entered twice' } });
    renderCard({ form, records: [struck], total: 1 }, true, on('GET', `/registry-record/${form.code}/${struck.id}`, { body: { ...struck, versions: [
      { version: 1, content: struck.content, author: 'chief', ts: '2026-11-18T10:00:00Z', struckOutReason: null },
      { version: 2, content: struck.content, author: 'captain', ts: '2026-11-19T08:00:00Z', struckOutReason: 'Entered twice' },
    ] } }));
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: /Versions/ });
    await within(dialog).findByText(/Version 2 · captain/);
    const versions = [...dialog.querySelectorAll('[data-version]')];
    expect(versions.map((v) => [v.getAttribute('data-version'), v.getAttribute('data-struck-out')])).toEqual([['2', 'true'], ['1', null]]);
    expect(versions[0].textContent).toContain('Struck out: Entered twice');
    expect(versions[1].textContent).not.toContain('Struck out');
  });

  it('strikes a record out only with a reason, from the version shown, and says when the server refuses', async () => {
    const shown = record(3);
    let answer: { status: number; body: unknown } = { status: 409, body: errorBody('CONFLICT', 'Someone else changed this record after you opened it (you edited version 1, the current one is 2).') };
    const { calls, onChanged } = renderCard({ form, records: [shown], total: 1 }, true,
      on('POST', `/registry-record/${form.code}/${shown.id}/strike-out`, () => answer));
    fireEvent.click(within(screen.getByRole('row', { name: /BDN-3/ })).getByRole('button', { name: 'Strike out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Strike out a record: Bunker delivery notes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Strike out' }));
    expect(await within(dialog).findByText('Say why the record is struck out.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: ' Wrong ship ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Strike out' }));
    expect(await within(dialog).findByText(/you edited version 1, the current one is 2/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ requestValue: { version: 1, reason: 'Wrong ship' } });
    expect(onChanged).not.toHaveBeenCalled();

    answer = { status: 200, body: { ...shown, version: 2, struckOut: { at: '2026-11-19T08:00:00Z', by: 'chief', reason: 'Wrong ship' } } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Strike out' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Strike out a record/ })).toBeNull());
  });

  it('pages through every record of the form with a pager under the table, reading pages after the first from the list call', async () => {
    const { calls } = renderCard({ form, records: newestFirst(45, 20), total: 45 }, false,
      on('GET', `/registry-record/${form.code}`, (call) => {
        const offset = Number(new URLSearchParams(call.path.split('?')[1]).get('offset'));
        return { body: { form, records: newestFirst(45 - offset, Math.min(20, 45 - offset)), total: 45 } };
      }));
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Records 1–20 of 45')).toBeTruthy();
    const pager = screen.getByLabelText('Pages of Bunker delivery notes');
    fireEvent.click(within(pager).getByRole('button', { name: '3' }));
    expect(await screen.findByRole('row', { name: /BDN-5\b/ })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Records 41–45 of 45')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([`/registry-record/${form.code}?unitId=${unitId}&limit=20&offset=40`]);
    fireEvent.click(within(pager).getByRole('button', { name: '1' }));
    expect(await screen.findByRole('row', { name: /BDN-45/ })).toBeTruthy();
    expect(calls).toHaveLength(1);
    // no Add, Edit or Strike out for a reader
    expect(screen.queryByRole('button', { name: /Add record/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Strike out' })).toBeNull();
  });

  it('shows no pager while every record fits on one page, and offers the print of the register', () => {
    const { onPrint } = renderCard({ form, records: newestFirst(3, 3), total: 3 }, true);
    expect(screen.queryByLabelText('Pages of Bunker delivery notes')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Print register: Bunker delivery notes' }));
    expect(onPrint).toHaveBeenCalledOnce();
  });
});
