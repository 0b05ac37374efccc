// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEditorView, type RecordEditorContext, type RecordSession } from '../../../runtime/renderers/crud/RecordEditor.js';
import type { RecordData } from '../../../runtime/renderers/crud/RecordForm.js';
import { resourceApi, type ResourceRecord } from '../../../runtime/renderers/crud/resource-api.js';
import { errorBody, fakeServer, nationOptions, on, portDefinition, portRecord, renderOpener, type Route } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const recordPath = `/test-port/${portRecord().id}`;

function openRecord(routes: Route[], { record = portRecord() as ResourceRecord | null, mode = 'edit' as 'edit' | 'view', canManage = true } = {}) {
  const { client, calls } = fakeServer(...routes);
  const context: RecordEditorContext = {
    api: resourceApi(client, 'test-port'), definition: portDefinition, canManage, language: 'en',
    loadOptions: async () => nationOptions,
  };
  const session: RecordSession = { record: record ?? undefined };
  const handlers = { onSave: vi.fn(), onEvent: vi.fn(), onClose: vi.fn() };
  const { openEditor } = renderOpener();
  openEditor<RecordData>(
    { id: 'record', title: 'Test port', closable: true, editable: canManage, component: recordEditorView(context, session) },
    { mode, value: record?.data ?? {}, ...handlers },
  );
  return { calls, session, handlers, dialog: () => screen.getByRole('dialog', { name: 'Test port' }) };
}

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('saving a record', () => {
  it('puts the data with the version the user started from and hands the saved record to the opener', async () => {
    const saved = portRecord({ version: 4, data: { name: 'Rotterdam Maasvlakte' } });
    const { calls, session, handlers } = openRecord([on('PUT', recordPath, { body: saved })]);
    fireEvent.change(nameInput(), { target: { value: 'Rotterdam Maasvlakte' } });
    save();
    await waitFor(() => expect(handlers.onSave).toHaveBeenCalledWith(saved.data));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      requestValue: { version: 3, data: { unlocode: 'NLRTM', name: 'Rotterdam Maasvlakte', country: 'NL', euEea: true } },
    });
    expect(session.record?.version).toBe(4);
  });

  it('creates with POST when there is no record yet', async () => {
    const { calls, handlers } = openRecord([on('POST', '/test-port', { body: portRecord() })], { record: null });
    fireEvent.change(screen.getByRole('textbox', { name: /UN\/LOCODE/ }), { target: { value: 'NLRTM' } });
    fireEvent.change(nameInput(), { target: { value: 'Rotterdam' } });
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    await waitFor(() => expect(handlers.onClose).toHaveBeenCalledWith('save'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ requestValue: { data: { unlocode: 'NLRTM', name: 'Rotterdam' } } });
  });

  it('sends nothing while the form itself finds errors', async () => {
    const { calls } = openRecord([], { record: null });
    fireEvent.change(screen.getByRole('textbox', { name: /UN\/LOCODE/ }), { target: { value: 'rotterdam' } });
    save();
    expect(await screen.findByText('Check the highlighted fields.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect((screen.getByRole('textbox', { name: /UN\/LOCODE/ }) as HTMLInputElement).value).toBe('rotterdam');
  });

  it("keeps the typed input when the server refuses it (400) and shows the server's message at the field", async () => {
    const { handlers } = openRecord([on('PUT', recordPath, {
      status: 400, body: errorBody('INVALID_INPUT', 'Some fields are not valid.', [
        { path: '/requestValue/data/name', message: 'Name must not contain a semicolon.' },
        { path: '/requestValue/version', message: 'Version is stale.' },
      ]),
    })]);
    fireEvent.change(nameInput(), { target: { value: 'Rotter;dam' } });
    save();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Some fields are not valid.');
    expect(notice.textContent).toContain('Version is stale.');
    await waitFor(() => expect(nameInput().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Name must not contain a semicolon.').length).toBeGreaterThan(0);
    expect(nameInput().value).toBe('Rotter;dam');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(handlers.onSave).not.toHaveBeenCalled();
    expect(handlers.onClose).not.toHaveBeenCalled();

    // Changing the field answers the server's message.
    fireEvent.change(nameInput(), { target: { value: 'Rotterdam' } });
    await waitFor(() => expect(nameInput().getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('shows a duplicate value (409 with fields) at the field', async () => {
    openRecord([on('PUT', recordPath, {
      status: 409, body: errorBody('CONFLICT', 'Another record already has this unlocode.', [{ path: '/requestValue/data/unlocode', message: 'NLRTM is already used by another record (unlocode).' }]),
    })]);
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('the value is already used');
    expect(screen.getAllByText('NLRTM is already used by another record (unlocode).').length).toBeGreaterThan(0);
  });

  it('says a stale version (409) was changed by someone else, keeps the input, and reloads to compare', async () => {
    const theirs = portRecord({ version: 4, updatedBy: 'captain', data: { name: 'Port of Rotterdam', euEea: true } });
    const { calls } = openRecord([
      on('PUT', recordPath, (call) => ((call.body as { requestValue: { version: number } }).requestValue.version === 3
        ? { status: 409, body: errorBody('CONFLICT', 'Someone else saved this record meanwhile.') }
        : { body: portRecord({ version: 5, data: { name: 'Rotterdam Europoort' } }) })),
      on('GET', recordPath, { body: theirs }),
    ]);
    fireEvent.change(nameInput(), { target: { value: 'Rotterdam Europoort' } });
    save();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Changed by someone else');
    expect(notice.textContent).toContain('Your input is kept');
    expect(nameInput().value).toBe('Rotterdam Europoort');

    fireEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Saved version 4 loaded')).toBeTruthy();
    expect(screen.getByText(/saved «Port of Rotterdam»/)).toBeTruthy();
    expect(nameInput().value).toBe('Rotterdam Europoort');

    save();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect((calls.filter((c) => c.method === 'PUT')[1].body as { requestValue: { version: number } }).requestValue.version).toBe(4);
  });

  it('shows a business rule (422) as a notice and keeps the input', async () => {
    openRecord([on('PUT', recordPath, { status: 422, body: errorBody('BUSINESS_RULE', 'A port in use by a voyage cannot change its country.') })]);
    fireEvent.change(nameInput(), { target: { value: 'Rotterdam 2' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('A port in use by a voyage cannot change its country.');
    expect(nameInput().value).toBe('Rotterdam 2');
  });
});

describe('deleting, disabling and enabling', () => {
  it('deletes after a confirmation and closes', async () => {
    const { calls, handlers } = openRecord([on('DELETE', recordPath, { body: { deleted: true } })]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this record?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(handlers.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'deleted', close: true })));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('lists the referrers when the delete is refused (422) and offers to disable instead', async () => {
    const { calls, handlers } = openRecord([
      on('DELETE', recordPath, { status: 422, body: errorBody('BUSINESS_RULE', 'This record cannot be deleted while 2 record(s) refer to it.') }),
      on('GET', `${recordPath}/referrers`, { body: [
        { resource: 'voyage', resourceTitle: 'Voyages', id: 'v1', label: 'V-2026-001' },
        { resource: 'voyage', resourceTitle: 'Voyages', id: 'v2', label: 'V-2026-002' },
      ] }),
      on('PUT', recordPath, { body: portRecord({ version: 4, disabled: true }) }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This record is still in use')).toBeTruthy();
    expect(screen.getByText('Voyages: V-2026-002')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable instead' }));
    await waitFor(() => expect(handlers.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'disabled', close: true })));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ requestValue: { version: 3, disabled: true } });
  });

  it('enables a disabled record from view mode', async () => {
    const { calls, handlers } = openRecord(
      [on('PUT', recordPath, { body: portRecord({ version: 4, disabled: false }) })],
      { record: portRecord({ disabled: true }), mode: 'view' },
    );
    expect(screen.getByText(/is disabled/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(handlers.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'enabled' })));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ requestValue: { version: 3, disabled: false } });
    expect(await screen.findByText('Active')).toBeTruthy();
  });

  it('offers no changes to a user who may only view', () => {
    openRecord([], { mode: 'view', canManage: false });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect((nameInput()).disabled).toBe(true);
  });
});
