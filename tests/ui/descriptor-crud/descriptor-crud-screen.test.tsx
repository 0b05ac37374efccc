// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody, on } from '../../support/ui/fake-server.js';
import { custom, descriptorRoutes, descriptorView, entryDescriptor, entryScreenConfig, noon, renderScreen, runningHours } from '../../support/ui/descriptor-crud-screen.js';

afterEach(cleanup);

const entries = [noon, runningHours, custom];
const noonPath = '/descriptors/elog-entry-descriptor/DECK_NOON';
const elbManager = { ELB: 'MANAGEMENT' as const };

async function openNoonForEditing() {
  fireEvent.click(await screen.findByRole('row', { name: 'Open DECK_NOON' }));
  const dialog = await screen.findByRole('dialog', { name: 'Entry descriptors · DECK_NOON' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
  return dialog;
}
const nameInput = () => screen.getByRole('textbox', { name: 'Name (English)' }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('descriptor-crud screen', () => {
  it('lists the descriptors with the configured columns and badges for built-in, changed built-in and disabled', async () => {
    renderScreen(entryScreenConfig, descriptorRoutes('elog-entry-descriptor', entries), elbManager);
    expect(await screen.findByRole('heading', { name: 'Entry descriptors' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: 'Open DECK_NOON' });
    for (const text of ['Noon report', 'DECK', '20', 'Built-in']) expect(within(row).getByText(text)).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((h) => h.textContent);
    expect(headers).toEqual(['Code', 'Name', 'Logbook', 'Sequence number']);
    expect(within(screen.getByRole('row', { name: 'Open ENGINE_RUNNING_HOURS' })).getByText('Changed built-in')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: 'Open DECK_CUSTOM' })).getByText('Disabled')).toBeTruthy();
    expect(screen.getByText('Records: 3')).toBeTruthy();
  });

  it('filters by logbook and searches by code and the shown texts', async () => {
    renderScreen(entryScreenConfig, descriptorRoutes('elog-entry-descriptor', entries), elbManager);
    await screen.findByRole('row', { name: 'Open DECK_NOON' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Logbook' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ENGINE', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Open DECK_NOON' })).toBeNull());
    expect(screen.getByRole('row', { name: 'Open ENGINE_RUNNING_HOURS' })).toBeTruthy();
    expect(screen.getByText('Records: 1')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'noon' } });
    expect(await screen.findByText('No records match the search or the filters')).toBeTruthy();
  });

  it('edits a text in both languages and saves the body with the version the user started from', async () => {
    const saved = descriptorView('elog-entry-descriptor', 'DECK_NOON', { ...noon.body, name: { en: 'Noon position', ru: 'Noon report (ru)' } }, { version: 4, overridden: true, system: false });
    const { calls } = renderScreen(entryScreenConfig, [on('PUT', noonPath, { body: saved }), ...descriptorRoutes('elog-entry-descriptor', entries)], elbManager);
    await openNoonForEditing();
    expect((screen.getByRole('textbox', { name: 'Name (Русский)' }) as HTMLInputElement).value).toBe('Noon report (ru)');
    expect((screen.getByRole('textbox', { name: /^Code/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: 'Noon position' } });
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      requestValue: { version: 3, body: { ...noon.body, name: { en: 'Noon position', ru: 'Noon report (ru)' } } },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('says a stale version (409) was changed by someone else and keeps the input', async () => {
    renderScreen(entryScreenConfig, [
      on('PUT', noonPath, { status: 409, body: errorBody('CONFLICT', 'DECK_NOON was changed by someone else.') }),
      ...descriptorRoutes('elog-entry-descriptor', entries),
    ], elbManager);
    await openNoonForEditing();
    fireEvent.change(nameInput(), { target: { value: 'Noon position' } });
    save();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Changed by someone else');
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(nameInput().value).toBe('Noon position');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows the server field errors of a refused body at their fields', async () => {
    renderScreen(entryScreenConfig, [
      on('PUT', noonPath, { status: 400, body: errorBody('INVALID_INPUT', 'The descriptor DECK_NOON is not valid.', [{ path: '/requestValue/body/dfdSelector', message: 'There is no form ELOG_NOON.' }]) }),
      ...descriptorRoutes('elog-entry-descriptor', entries),
    ], elbManager);
    await openNoonForEditing();
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('The descriptor DECK_NOON is not valid.');
    await waitFor(() => expect(screen.getAllByText('There is no form ELOG_NOON.').length).toBeGreaterThan(0));
    expect(screen.getByRole('textbox', { name: /^Form/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the codes that may follow as tags and names a code the meta-schema refuses', async () => {
    const listed = entryDescriptor('DECK_NOON', 'DECK', 'Noon report', 20);
    listed.body.workflow = { sequence: 20, nextAllowed: ['DECK_WATCH', 'deck_x'] };
    const { calls } = renderScreen(entryScreenConfig, descriptorRoutes('elog-entry-descriptor', [listed]), elbManager);
    await openNoonForEditing();
    expect([...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent)).toEqual(['DECK_WATCH', 'deck_x']);
    save();
    expect(await screen.findByText('«deck_x»: Code has the wrong format.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says a refused write (403) is not allowed and keeps the input', async () => {
    renderScreen(entryScreenConfig, [
      on('PUT', noonPath, { status: 403, body: errorBody('FORBIDDEN', 'You may not change these descriptors.') }),
      ...descriptorRoutes('elog-entry-descriptor', entries),
    ]);
    await openNoonForEditing();
    fireEvent.change(nameInput(), { target: { value: 'Noon position' } });
    save();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Not allowed');
    expect(notice.textContent).toContain('You may not change these descriptors.');
    expect(nameInput().value).toBe('Noon position');
  });

  it('disables a descriptor with its body and version', async () => {
    const { calls } = renderScreen(entryScreenConfig, [
      on('PUT', noonPath, { body: { ...noon, version: 4, disabled: true } }), ...descriptorRoutes('elog-entry-descriptor', entries),
    ], elbManager);
    fireEvent.click(await screen.findByRole('row', { name: 'Open DECK_NOON' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entry descriptors · DECK_NOON' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ requestValue: { version: 3, body: noon.body, disabled: true } });
  });

  it('resets a changed built-in to the shipped version after asking', async () => {
    const { calls } = renderScreen(entryScreenConfig, [
      on('POST', '/descriptors/elog-entry-descriptor/ENGINE_RUNNING_HOURS/reset', { body: { ...runningHours, version: 6, overridden: false } }),
      ...descriptorRoutes('elog-entry-descriptor', entries),
    ], elbManager);
    fireEvent.click(await screen.findByRole('row', { name: 'Open ENGINE_RUNNING_HOURS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entry descriptors · ENGINE_RUNNING_HOURS' });
    expect(within(dialog).getByText('Changed built-in')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    const question = await screen.findByRole('dialog', { name: 'Reset to the built-in version?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ requestValue: { version: 5 } });
  });

  it('creates a descriptor with the code from its body', async () => {
    const created = descriptorView('elog-sequence', 'DECK_DRILLS', { code: 'DECK_DRILLS', name: { en: 'Drills' }, eLog: 'DECK' }, { builtin: false, system: false, version: 1 });
    const { calls } = renderScreen(
      { kind: 'elog-sequence', columns: [{ field: 'code' }, { field: 'name' }], filterField: 'eLog' },
      [on('POST', '/descriptors/elog-sequence', { body: created }), ...descriptorRoutes('elog-sequence', [])], elbManager, 'menu.reporting.config.sequences',
    );
    expect(await screen.findByText('No descriptors yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByRole('textbox', { name: /^Code/ }), { target: { value: 'DECK_DRILLS' } });
    fireEvent.change(nameInput(), { target: { value: 'Drills' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Logbook/ }), { target: { value: 'DECK' } });
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      requestValue: { code: 'DECK_DRILLS', body: { code: 'DECK_DRILLS', name: { en: 'Drills' }, eLog: 'DECK' } },
    });
  });
});

describe('read-only descriptors', () => {
  const form = descriptorView('form', 'ELOG_DECK_NOON', { title: { en: 'Deck log: noon report' }, usage: 'CUSTOMIZER', schema: { type: 'object', properties: {} }, system: true });
  const formConfig = { kind: 'form', columns: [{ field: 'code' }, { field: 'title' }, { field: 'usage' }] };

  it('hides New, Edit and Disable from users without the kind write function', async () => {
    renderScreen(formConfig, descriptorRoutes('form', [form]), elbManager, 'menu.reporting.config.formDescriptors');
    const row = await screen.findByRole('row', { name: 'Open ELOG_DECK_NOON' });
    expect(within(row).getByText('Deck log: noon report')).toBeTruthy();
    expect(screen.getByText('Read only: changing these descriptors needs DESIGNER (MANAGEMENT).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Form descriptors · ELOG_DECK_NOON' });
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect((within(dialog).getByRole('textbox', { name: 'Title (English)' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('offers New and Edit to designers', async () => {
    renderScreen(formConfig, descriptorRoutes('form', [form]), { ELB: 'MANAGEMENT', DESIGNER: 'MANAGEMENT' }, 'menu.reporting.config.formDescriptors');
    expect(await screen.findByRole('button', { name: 'New' })).toBeTruthy();
    expect(screen.queryByText(/^Read only/)).toBeNull();
  });

  it('keeps them read-only for designers on board a ship whose configuration comes from shore', async () => {
    renderScreen(formConfig, descriptorRoutes('form', [form]), { ELB: 'MANAGEMENT', DESIGNER: 'MANAGEMENT' }, 'menu.reporting.config.formDescriptors',
      { installation: 'UNIT', unitCode: 'NORDIC_ORE', configurationEditable: false });
    expect(await screen.findByText('Read only on board NORDIC_ORE: the configuration comes from shore (app parameter unit.configurationEditable).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
  });
});
