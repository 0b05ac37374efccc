// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';
import { recordEditorView, type RecordEditorContext, type RecordSession } from '../../../runtime/renderers/crud/RecordEditor.js';
import type { RecordData } from '../../../runtime/renderers/crud/RecordForm.js';
import { resourceApi, type ResourceRecord } from '../../../runtime/renderers/crud/resource-api.js';
import { fakeServer, nationOptions, on, portDefinition, portRecord, renderOpener, type Route } from '../../support/ui/fake-server.js';

afterEach(cleanup);

/** Ports whose UN/LOCODE is fixed once saved and whose display code is computed from country and name. */
const ruledPorts: ResourceDefinition = {
  ...portDefinition,
  schema: { ...portDefinition.schema, properties: { ...portDefinition.schema.properties, shortName: { type: 'string', title: 'Short name' } } },
  uiSchema: {
    unlocode: { 'ui:options': { readonlyOnEdit: true } },
    shortName: { 'ui:options': { computed: "$exists(country) and $exists(name) ? country & '-' & $uppercase(name)" } },
  },
  duplicateFields: ['name', 'country'],
};

function openRecord(routes: Route[], record: ResourceRecord | null, mode: 'edit' | 'view' = 'edit') {
  const { client, calls } = fakeServer(...routes);
  const context: RecordEditorContext = {
    api: resourceApi(client, 'test-port'), definition: ruledPorts, canManage: true, language: 'en', loadOptions: async () => nationOptions,
  };
  const session: RecordSession = { record: record ?? undefined };
  const handlers = { onSave: vi.fn(), onEvent: vi.fn(), onClose: vi.fn() };
  renderOpener().openEditor<RecordData>(
    { id: 'record', title: 'Test port', closable: true, editable: true, component: recordEditorView(context, session) },
    { mode, value: record?.data ?? {}, ...handlers },
  );
  return { calls, handlers };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const referrer = (label: string, resource = 'test-user') => ({ resource, resourceTitle: 'Users', id: label, label, disabled: false });

describe('fields the form locks or fills', () => {
  it('lets a new record have its UN/LOCODE typed, and locks it once the record is saved', () => {
    openRecord([], null);
    expect(textbox(/UN\/LOCODE/).readOnly || textbox(/UN\/LOCODE/).disabled).toBe(false);
    cleanup();
    openRecord([], portRecord());
    expect(textbox(/UN\/LOCODE/).readOnly || textbox(/UN\/LOCODE/).disabled).toBe(true);
    expect(textbox(/^Name/).readOnly || textbox(/^Name/).disabled).toBe(false);
  });

  it('fills a computed field from the others as the user types and sends it on save', async () => {
    const { calls } = openRecord([on('PUT', `/test-port/${portRecord().id}`, { body: portRecord() })], portRecord());
    fireEvent.change(textbox(/^Name/), { target: { value: 'Europoort' } });
    await waitFor(() => expect(textbox(/Short name/).value).toBe('NL-EUROPOORT'));
    expect(textbox(/Short name/).readOnly || textbox(/Short name/).disabled).toBe(true);
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { requestValue: { data: RecordData } }).requestValue.data.shortName).toBe('NL-EUROPOORT');
  });
});

describe('asking before a change', () => {
  it('names the records that stop a disable and does not disable', async () => {
    const { calls } = openRecord([on('GET', `/test-port/checkDisable/${portRecord().id}`, { body: { allowed: false, blockers: [referrer('jdoe')], affected: [] } })], portRecord(), 'view');
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Cannot be disabled yet')).toBeTruthy();
    expect(screen.getByText('Users: jdoe')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('confirms a disable others rely on, then disables with the version', async () => {
    const disabled = portRecord({ version: 4, disabled: true });
    const { calls, handlers } = openRecord([
      on('GET', `/test-port/checkDisable/${portRecord().id}`, { body: { allowed: true, blockers: [], affected: [referrer('Noon list', 'distribution-list')] } }),
      on('PUT', `/test-port/${portRecord().id}`, { body: disabled }),
    ], portRecord(), 'view');
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Users: Noon list')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Disable' }).at(-1)!);
    await waitFor(() => expect(handlers.onEvent).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ requestValue: { version: 3, disabled: true } });
  });

  it('asks before creating what looks like an existing record, and creates nothing when the user cancels', async () => {
    const { calls } = openRecord([
      on('POST', '/test-port/checkDuplicates', { body: { duplicates: [{ id: 'x', label: 'Rotterdam', disabled: false }] } }),
      on('POST', '/test-port', { body: portRecord() }),
    ], null);
    fireEvent.change(textbox(/UN\/LOCODE/), { target: { value: 'NLRTX' } });
    fireEvent.change(textbox(/^Name/), { target: { value: 'Rotterdam' } });
    save();
    expect(await screen.findByText(/A record with the same details exists: Rotterdam/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'This may already exist' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/A record with the same details exists/)).toBeNull());
    expect(calls.filter((c) => c.path === '/test-port' && c.method === 'POST')).toEqual([]);

    save();
    fireEvent.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/test-port' && c.method === 'POST')).toHaveLength(1));
  });
});
