// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../runtime/api/api-client.js';
import { MeasurementsImportDialog } from '../../../runtime/renderers/actions/measurements-import/MeasurementsImportDialog.js';
import type { ImportPreview, ImportResult, LatestImport } from '../../../runtime/renderers/actions/measurements-import/measures-import-api.js';
import { toolbarActionsOf } from '../../../runtime/renderers/actions/toolbar-actions.js';
import { CrudScreen } from '../../../runtime/renderers/crud/CrudScreen.js';
import { errorBody, fakeServer, on, portDefinition, portRecord, renderWithShell, type Call, type Route } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const file = 'time;SHIP-UNIT-NORDIC_ORE SOG;SHIP-UNIT-NORDIC_ORE NO_SUCH_TAG\r\n2026-03-01T12:00:00Z;12.5;1\r\n2026-03-01T12:01:00Z;fast;2\r\n';
const preview: ImportPreview = {
  format: 'wide', header: ['time', 'SHIP-UNIT-NORDIC_ORE SOG', 'SHIP-UNIT-NORDIC_ORE NO_SUCH_TAG'], rows: 2,
  sample: [{ line: 2, cells: ['2026-03-01T12:00:00Z', '12.5', '1'] }, { line: 3, cells: ['2026-03-01T12:01:00Z', 'fast', '2'] }],
  series: [
    { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', column: 'SHIP-UNIT-NORDIC_ORE SOG', ship: 'NORDIC_ORE', points: 1, from: '2026-03-01T12:00:00Z', to: '2026-03-01T12:00:00Z', problem: null },
    { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'NO_SUCH_TAG', column: 'SHIP-UNIT-NORDIC_ORE NO_SUCH_TAG', ship: 'NORDIC_ORE', points: 2, from: '2026-03-01T12:00:00Z', to: '2026-03-01T12:01:00Z', problem: 'There is no enabled tag with this code.' },
  ],
  points: 1, refused: 3, problemCount: 1,
  problems: [{ line: 3, column: 'SHIP-UNIT-NORDIC_ORE SOG', message: '«fast» is not a number.' }],
};
const result: ImportResult = {
  id: 'i1', status: 'DONE', fileName: 'nordic.csv', total: 4, accepted: 1, duplicate: 0, rejected: 3,
  reasons: [
    { column: 'SHIP-UNIT-NORDIC_ORE NO_SUCH_TAG', points: 2, reason: 'There is no enabled tag with this code.' },
    { line: 3, column: 'SHIP-UNIT-NORDIC_ORE SOG', reason: '«fast» is not a number.' },
  ],
};
const latestOf = (overrides: Partial<LatestImport> = {}): LatestImport => ({
  id: 'i1', fileName: 'nordic.csv', status: 'DONE', startedBy: 'admin', startedAt: '2026-03-02T08:00:00Z', finishedAt: '2026-03-02T08:00:01Z',
  ships: ['NORDIC_ORE'], total: 4, accepted: 1, duplicate: 0, rejected: 3, rejections: [], ...overrides,
});

const isImport = (mode: string) => (call: Call) => call.method === 'POST' && call.path.startsWith(`/measures/import?mode=${mode}`);

function serverWith({ refuse = false } = {}) {
  let latest: LatestImport | null = null;
  const routes: Route[] = [
    on('GET', '/measures/stats/latest-import', () => ({ body: { latest } })),
    (call) => (isImport('preview')(call) ? (refuse ? { status: 400, body: errorBody('INVALID_INPUT', 'Line 1 is not a known header.') } : { body: { mode: 'preview', ...preview } }) : undefined),
    (call) => {
      if (!isImport('apply')(call)) return undefined;
      latest = latestOf();
      return { body: { mode: 'apply', ...result } };
    },
  ];
  return fakeServer(...routes);
}

function renderDialog(client: ApiClient, language: 'en' | 'ru' = 'en') {
  const view = renderWithShell(<MeasurementsImportDialog client={client} title="Import measurements" onClose={() => undefined} onChanged={() => undefined} />, language);
  const pick = (text = file, name = 'nordic.csv') => {
    const input = document.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
  };
  return { ...view, pick };
}

describe('import measurements dialog', () => {
  it('previews a picked file, imports it on request, and shows the counts, the reasons and the new latest import', async () => {
    const { client, calls } = serverWith();
    const { pick } = renderDialog(client);
    const dialog = await screen.findByRole('dialog', { name: 'Import measurements' });
    expect(await within(dialog).findByText('No measurements have been imported yet.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);

    pick();
    const series = await within(dialog).findByRole('table', { name: 'Series in the file' });
    const sent = calls.find(isImport('preview'))!;
    expect(sent.path).toBe('/measures/import?mode=preview&fileName=nordic.csv&rows=20');
    expect(sent.body).toBe(file);
    expect(within(series).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').at(-1)!.textContent))
      .toEqual(['OK', 'There is no enabled tag with this code.']);
    expect(within(within(dialog).getByRole('table', { name: 'First rows' })).getByText('fast')).toBeTruthy();
    const problems = within(dialog).getByRole('table', { name: 'Problems: 1' });
    expect(within(problems).getByRole('row', { name: /3 SHIP-UNIT-NORDIC_ORE SOG «fast» is not a number\./ })).toBeTruthy();
    expect(calls.filter(isImport('apply'))).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 1 value' }));
    const status = await within(dialog).findByRole('status', { name: 'Import finished' });
    // (SimpleGrid puts its responsive style element into the text)
    expect(status.textContent).toMatch(/^Import finished.*Stored1Already there \(duplicates\)0Refused values3$/);
    expect(calls.filter(isImport('apply')).map((c) => c.path)).toEqual(['/measures/import?mode=apply&fileName=nordic.csv&rows=20']);
    const reasons = within(dialog).getByRole('table', { name: 'Why values were refused' });
    expect(within(reasons).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'allSHIP-UNIT-NORDIC_ORE NO_SUCH_TAGThere is no enabled tag with this code. (2 values)',
      '3SHIP-UNIT-NORDIC_ORE SOG«fast» is not a number.',
    ]);
    const latest = within(dialog).getByRole('region', { name: 'Latest import' });
    await waitFor(() => expect(within(latest).getByText('Done')).toBeTruthy());
    expect(latest.textContent).toContain('stored 1, duplicates 0, refused 3 of 4 · ships: NORDIC_ORE');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('shows the server\'s reason when it cannot read the file, and offers nothing to import', async () => {
    const { client } = serverWith({ refuse: true });
    const { pick } = renderDialog(client);
    const dialog = await screen.findByRole('dialog', { name: 'Import measurements' });
    pick('hello');
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('This file cannot be imported')).toBeTruthy();
    expect(within(alert).getByText('Line 1 is not a known header.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the progress the server records while the import runs', async () => {
    const server = serverWith();
    let finish: (value: unknown) => void = () => undefined;
    const running = latestOf({ status: 'RUNNING', total: 40_000, accepted: 20_000, rejected: 0, finishedAt: null });
    const client: ApiClient = {
      ...server.client,
      get: <T,>(path: string) => (path === '/measures/stats/latest-import' ? Promise.resolve({ latest: running } as T) : server.client.get<T>(path)),
      post: <T,>(path: string, body?: unknown, options?: object) => (path.includes('mode=apply') ? new Promise<T>((resolve) => { finish = resolve as (v: unknown) => void; }) : server.client.post<T>(path, body, options)),
    };
    const { pick } = renderDialog(client);
    const dialog = await screen.findByRole('dialog', { name: 'Import measurements' });
    pick();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 1 value' }));
    expect(await within(dialog).findByText('Importing: 20,000 of 40,000 values', {}, { timeout: 3000 })).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Importing…' }).getAttribute('aria-valuenow')).toBe('50');
    finish({ mode: 'apply', ...result });
    expect((await within(dialog).findByRole('status', { name: 'Import finished' })).textContent).toContain('Stored1');
  });

  it('speaks Russian', async () => {
    const { client } = serverWith();
    const { pick } = renderDialog(client, 'ru');
    const dialog = await screen.findByRole('dialog', { name: 'Import measurements' });
    expect(await within(dialog).findByText('Измерения ещё не импортировались.')).toBeTruthy();
    pick();
    expect(await within(dialog).findByRole('table', { name: 'Ряды в файле' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Импортировать 1 значение' })).toBeTruthy();
  });
});

describe('toolbar actions of a crud screen', () => {
  const screenRoutes = [
    on('GET', '/resource-definitions/test-port', { body: { code: 'test-port', version: 1, definition: portDefinition, canManage: true } }),
    on('GET', '/common/list/test-nation', { body: [] }),
    on('GET', '/test-port', { body: { items: [portRecord()], total: 1, page: 1, size: 25 } }),
    on('GET', '/measures/stats/latest-import', { body: { latest: null } }),
  ];

  it('opens the registered component of a configured action, and names an unknown one in its place', async () => {
    const { client } = fakeServer(...screenRoutes);
    const actions = toolbarActionsOf({
      toolbarActions: [
        { id: 'import', label: 'measures.importDialog.action', component: 'measurements-import', icon: 'upload' },
        { id: 'other', label: { en: 'Other', ru: 'Другое' }, component: 'no-such-component' },
        { id: 'broken' },
      ],
    });
    expect(actions.map((a) => a.id)).toEqual(['import', 'other']);
    renderWithShell(<CrudScreen resource="test-port" client={client} toolbarActions={actions} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import measurements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import measurements' });
    expect(await within(dialog).findByText('No measurements have been imported yet.')).toBeTruthy();
    expect(screen.getByText('unknown action: no-such-component')).toBeTruthy();
  });
});
