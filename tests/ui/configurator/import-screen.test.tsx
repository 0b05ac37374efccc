// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportScreen } from '../../../runtime/renderers/configurator/ImportScreen.js';
import { errorBody, fakeServer, on, renderWithShell, type Route } from '../../support/ui/fake-server.js';
import { configurationFile, importRoute, installed } from '../../support/ui/configurator-server.js';

afterEach(cleanup);

function renderImport(...routes: Route[]) {
  const server = fakeServer(...routes, importRoute);
  const view = renderWithShell(<ImportScreen client={server.client} />);
  const pick = (text: string, name = 'configuration.json') => {
    const input = view.container.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/json' })] } });
  };
  return { ...server, pick };
}

const imports = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST' && c.path === '/configurator/import');

/** A file from another installation: one new screen, a changed menu, and a screen that is the same here. */
const incoming = configurationFile([
  { ...installed[0], body: { items: [{ id: 'setup', label: 'Setup' }, { id: 'fleet', label: 'Fleet' }] } },
  installed[1],
  { kind: 'screen', code: 'radio-log', schemaVersion: 1, disabled: false, system: false, body: { route: '/radio-log', renderer: 'crud' } },
]);

const rowOf = (code: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(code, { selector: 'code' }))!;

describe('import configuration screen', () => {
  it('shows the dry run of a file, the diff of a changed descriptor, and applies it only after a confirmation', async () => {
    const { calls, pick } = renderImport();
    expect(screen.getByRole('heading', { name: 'Import configuration' })).toBeTruthy();
    pick(JSON.stringify(incoming));

    const plan = await screen.findByRole('table', { name: 'Descriptors of the file' });
    expect(imports(calls).map((c) => (c as { body?: { requestValue: { apply: boolean } } }).body!.requestValue.apply)).toEqual([false]);
    expect(within(plan).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'NewScreensradio-log2 changes', 'ChangedMenusmain1 change', 'UnchangedScreenssystem-status—',
    ]);
    expect(screen.getByText(/Exported by admin on .* · descriptors: 3/)).toBeTruthy();

    fireEvent.click(within(rowOf('main')).getByRole('button', { name: '1 change' }));
    const diff = await screen.findByRole('dialog', { name: 'Changes: Menus · main' });
    expect(within(diff).getByText('/items/1')).toBeTruthy();
    expect(within(diff).getByText('Added')).toBeTruthy();
    fireEvent.keyDown(diff, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Apply import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Apply the import?' });
    expect(confirm.textContent).toContain('Descriptors to create: 1; to change: 1.');
    expect(imports(calls)).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Apply' }));

    expect((await screen.findByRole('status')).textContent).toContain('Created: 1 · updated: 1 · unchanged: 1.');
    expect(imports(calls).map((c) => (c as { body?: { requestValue: { apply: boolean } } }).body!.requestValue.apply)).toEqual([false, true]);
    expect(within(rowOf('radio-log')).getByText('Created')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });

  it('says so when everything in the file is here already, and offers nothing to apply', async () => {
    const { pick } = renderImport();
    pick(JSON.stringify(configurationFile([installed[1]])));
    expect(await screen.findByText('Everything in the file is here already: there is nothing to apply.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['not JSON', '{"format": "keel-config', 'The file is not JSON. Choose a file made by “Export configuration”.'],
    ['some other JSON', '{"hello": "world"}', 'The file is JSON, but not a Keel configuration file.'],
    ['a configuration without descriptor bodies', JSON.stringify({ ...incoming, descriptors: [{ kind: 'screen', code: 'x' }] }), 'The file is damaged: some descriptors lack their kind, code, schema version or body.'],
  ])('refuses %s with a clear message and sends nothing', async (_name, text, message) => {
    const { calls, pick } = renderImport();
    pick(text);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This file cannot be imported')).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(imports(calls)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });

  it("shows the server's refusal at the descriptor it concerns, with nothing to apply", async () => {
    const { pick } = renderImport(on('POST', '/configurator/import', {
      status: 400,
      body: errorBody('INVALID_INPUT', 'The configuration file contains descriptors that are not valid; nothing was imported.', [
        { path: '/requestValue/file/descriptors/2/body/route', message: 'The text does not match the pattern “^/”.' },
      ]),
    }));
    pick(JSON.stringify(incoming));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file was refused; nothing was imported')).toBeTruthy();
    const problem = within(within(alert).getByRole('list', { name: 'Problems' })).getByRole('listitem');
    expect(problem.textContent).toBe('screen/radio-log /body/route The text does not match the pattern “^/”.');
    await waitFor(() => expect(screen.queryByText('Checking the file (dry run)…')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });
});
