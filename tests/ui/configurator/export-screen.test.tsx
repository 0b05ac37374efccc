// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfigurationFile } from '../../../descriptors/lib/configuration-file.js';
import { ExportScreen } from '../../../runtime/renderers/configurator/ExportScreen.js';
import { fakeServer, renderWithShell } from '../../support/ui/fake-server.js';
import { exportRoute, kindsRoute } from '../../support/ui/configurator-server.js';

/** What the browser was handed to save: file names and contents. */
let downloads: { name: string; blob: Blob }[];
let lastBlob: Blob | undefined;

beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => { lastBlob = blob; return 'blob:configuration'; });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: lastBlob! });
  });
});
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

function renderExport() {
  const server = fakeServer(kindsRoute, exportRoute);
  renderWithShell(<ExportScreen client={server.client} />);
  return server;
}

/** The summary as "kind: count" lines, total last. */
async function summary(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'In the file' });
  return within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td, th')].map((c) => c.textContent).join(': '));
}

describe('export configuration screen', () => {
  it('counts per kind what the file will hold: by default only what was made or changed here', async () => {
    renderExport();
    expect(await screen.findByRole('heading', { name: 'Export configuration' })).toBeTruthy();
    expect(await summary()).toEqual(['Menus: 1', 'Screens: 2', 'Resources: 0', 'Forms: 0', 'Total: 3']);
    fireEvent.click(screen.getByRole('switch', { name: /Only what was made or changed here/ }));
    expect(await summary()).toEqual(['Menus: 1', 'Screens: 3', 'Resources: 1', 'Forms: 0', 'Total: 5']);
  });

  it('downloads the chosen kinds and descriptors as one JSON file named with the date', async () => {
    const { calls } = renderExport();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Menus' }));
    expect(await summary()).toEqual(['Screens: 2', 'Resources: 0', 'Forms: 0', 'Total: 2']);
    fireEvent.click(screen.getByRole('combobox', { name: /Only these descriptors/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'engine-status', hidden: true }));
    expect(await summary()).toEqual(['Screens: 1', 'Resources: 0', 'Forms: 0', 'Total: 1']);

    fireEvent.click(screen.getByRole('button', { name: 'Download file' }));
    expect(await screen.findByText('Downloaded keel-configuration-2026-11-20.json (descriptors: 1).')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/configurator/export', body: { requestValue: {
      kinds: ['screen', 'resource', 'form'], codes: [{ kind: 'screen', code: 'engine-status' }], nonSystemOnly: true,
    } } });
    expect(downloads.map((d) => d.name)).toEqual(['keel-configuration-2026-11-20.json']);
    const file = JSON.parse(await downloads[0].blob.text()) as ConfigurationFile;
    expect(file.format).toBe('keel-configuration');
    expect(file.descriptors.map((d) => `${d.kind}/${d.code}`)).toEqual(['screen/engine-status']);
  });

  it('offers no download when no kind is chosen', async () => {
    renderExport();
    for (const kind of ['Menus', 'Screens', 'Resources', 'Forms']) fireEvent.click(await screen.findByRole('checkbox', { name: kind }));
    expect(await screen.findByText('Choose at least one kind.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Download file' }) as HTMLButtonElement).disabled).toBe(true));
  });
});
