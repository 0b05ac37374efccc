// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bunkerForm from '../../../descriptors/kinds/form/builtin/REGISTRY_BUNKER_DELIVERY.json' with { type: 'json' };
import { RegistryPageScreen } from '../../../runtime/renderers/registry/RegistryPageRenderer.js';
import { recordsPerCall, registryApi, type RegistryPageData, type RegistryRecord } from '../../../runtime/renderers/registry/registry-api.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

// The page reads no live values here: keep the shell's socket closed.
vi.mock('../../../runtime/shell/use-live-values.js', () => ({ useLiveValues: () => new Map() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const unitId = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a01';
const form = { code: 'REGISTRY_BUNKER_DELIVERY', title: bunkerForm.title, schema: bunkerForm.schema, uiSchema: bunkerForm.uiSchema };
const record = (n: number, extra: Partial<RegistryRecord> = {}): RegistryRecord => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, unitId, form: form.code, version: 1,
  content: { bdnNumber: `BDN-${n}`, port: 'Rotterdam', deliveryDate: '2026-11-18', supplierName: 'North Sea Bunkers BV', quantityT: 800 + n, supplierDeclaration: true },
  createdAt: '2026-11-18T10:00:00Z', createdBy: 'chief', updatedAt: '2026-11-18T10:00:00Z', updatedBy: 'chief', struckOut: null, ...extra,
});
/** More records than one list call answers, so the printout reads them in two calls. */
const total = recordsPerCall + 2;
const all = Array.from({ length: total }, (_, i) => record(total - i, total - i === 2
  ? { version: 2, updatedBy: 'captain', struckOut: { at: '2026-11-19T08:00:00Z', by: 'captain', reason: 'Entered twice' } } : {}));
const page: RegistryPageData = {
  page: { code: 'BUNKERS_AND_WASTE', title: { en: 'Bunkers and waste' }, live: false, splitView: false },
  ship: { id: unitId, code: 'NORDIC_ORE', name: 'Nordic Ore' },
  elements: [{ uid: 'bdn', title: { en: 'Bunker delivery notes' }, enabled: true, liveExtractionPeriod: 60, tags: [], forms: [{ form, records: all.slice(0, 20), total }] }],
};

function renderPage(path: string) {
  const server = fakeServer(
    on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: unitId }] }),
    on('GET', '/registry-page/BUNKERS_AND_WASTE/data', { body: page }),
    on('GET', `/registry-record/${form.code}`, (call) => {
      const query = new URLSearchParams(call.path.split('?')[1]);
      const offset = Number(query.get('offset'));
      return { body: { form, records: all.slice(offset, offset + Number(query.get('limit'))), total } };
    }),
  );
  const print = vi.fn();
  Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
  renderWithShell(
    <MemoryRouter initialEntries={[path]}><RegistryPageScreen client={registryApi(server.client)} code="BUNKERS_AND_WASTE" canKeep userName="Erik Larsen" /></MemoryRouter>,
  );
  return { ...server, print };
}

describe('the printout of a registry', () => {
  it('opens from a records card with every record of the ship, struck-out ones struck through with the reason, and prints once loaded', async () => {
    const { calls, print } = renderPage('/elb/registry/BUNKERS_AND_WASTE');
    fireEvent.click(await screen.findByRole('button', { name: 'Print register: Bunker delivery notes' }));

    const sheet = await screen.findByRole('region', { name: 'Printout of Bunker delivery notes, Nordic Ore' });
    expect(calls.filter((c) => c.path.startsWith(`/registry-record/${form.code}?`)).map((c) => c.path)).toEqual([
      `/registry-record/${form.code}?unitId=${unitId}&limit=${recordsPerCall}&offset=0`,
      `/registry-record/${form.code}?unitId=${unitId}&limit=${recordsPerCall}&offset=${recordsPerCall}`,
    ]);
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    const rows = within(sheet).getAllByRole('row');
    expect(rows[0].textContent).toContain('Nordic Ore');
    expect(rows[0].textContent).toContain('Bunker delivery notes');
    expect(rows[0].textContent).toContain(`Records: ${total}`);
    const titles = within(sheet).getAllByRole('columnheader').slice(1).map((th) => th.textContent);
    expect(titles.slice(0, 4)).toEqual(['BDN number', 'Port or place of bunkering', 'Date bunkering commenced', 'Supplier']);
    expect(titles.slice(-3)).toEqual(['Details', 'Saved', 'Version']);
    // What no column shows is written under Details as the logbook printout writes values: a yes/no as Yes.
    expect(sheet.querySelector('tbody tr')!.textContent).toContain('Supplier\'s declaration of conformity with reg. 18.3 signed: Yes');
    expect(sheet.querySelectorAll('tbody tr[data-struck-out]')).toHaveLength(1);
    const struck = sheet.querySelector('tbody tr[data-struck-out]')!;
    expect(struck.textContent).toContain('BDN-2');
    expect(struck.querySelector('td')!.className).toMatch(/struck/);
    expect(struck.nextElementSibling!.textContent).toMatch(/^Struck out by captain, .*: Entered twice$/);
    expect(sheet.textContent).toContain(`BDN-${total}`);
    expect(sheet.textContent).toContain('BDN-1');
    expect(sheet.querySelector('tfoot')!.textContent).toMatch(/^Printed .* by Erik Larsen$/);

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the registry' }));
    expect(await screen.findByRole('region', { name: 'Nordic Ore' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Printout/ })).toBeNull();
  });
});
