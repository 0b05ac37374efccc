// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElogDayScreen } from '../../../runtime/renderers/elog/ElogDayScreen.js';
import type { ElogDay, ElogDefinitions } from '../../../runtime/renderers/elog/elog-api.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import { attachmentsSchema } from '../../../descriptors/lib/forms/keel-fields.js';
import { fakeServer, on, renderWithShell, type Route } from '../../support/ui/fake-server.js';
import { day, dayId, dayStart, definitions, entry, shipDay, unitId, watchForm } from '../../support/ui/elog-fixtures.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const hour = 3_600_000;
const permissions = (...granted: string[]) => on('GET', '/elog-permission/elog/DECK', { body: { permissions: granted, firstSign: true, main: false } });
/** The deck log with one departure a day required. */
const withDepartureRequired: ElogDefinitions = {
  ...definitions,
  entryDescriptors: definitions.entryDescriptors.map((d) => (d.code === 'DECK_DEPARTURE' ? { ...d, workflow: { ...d.workflow, minCardinality: 1 } } : d)),
};

function renderDay(shown: ElogDay, { logbook = definitions, form = watchForm }: { logbook?: ElogDefinitions; form?: FormBody }, ...routes: Route[]) {
  const server = fakeServer(
    ...routes,
    on('GET', '/elog-entry-descriptor/all/DECK', { body: logbook }),
    on('GET', '/user/me', { body: { units: [{ id: unitId, code: 'NORDIC_ORE', name: 'Nordic Ore' }], unitGroups: [] } }),
    on('GET', '/elog-aggregation/current', { body: shown }),
    on('GET', '/elog-entry/DECK/load', { body: shown }),
    on('GET', '/elog-entry/DECK/descriptor-details', (call) => ({
      body: { entryDescriptor: logbook.entryDescriptors.find((d) => call.path.includes(d.code)), form },
    })),
  );
  renderWithShell(<MemoryRouter initialEntries={['/elb/DECK']}><ElogDayScreen elog="DECK" client={server.client} /></MemoryRouter>);
  return server;
}

const entryButtons = async () => within(await screen.findByRole('list', { name: `Entries of ${shipDay}` })).getAllByRole('button');

async function addWatch() {
  await entryButtons();
  await waitFor(() => expect((screen.getByRole('button', { name: 'Add entry' }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Watch/, hidden: true }));
  return screen.findByRole('region', { name: 'Entry: Watch' });
}

describe('the entry editor', () => {
  it('takes the sensor values of a new time into every field not entered by hand, and says which', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 25, 12, 0));
    const noon = dayStart + 12 * hour;
    // The sensors: at 08:00 (the time proposed after the last watch) and at 12:00.
    const positionAt = (at: number) => (at === noon ? { lat: 58.4, lon: 10.6 } : { lat: 57.9, lon: 11.2 });
    const { calls } = renderDay(day({}, [entry('e1', 'DECK_WATCH', 4, 'COMPLETED', 8)]), {}, permissions('VIEW', 'FILLING'),
      on('POST', '/elog-entry-descriptor/nextAllowed', { body: [{ code: 'DECK_WATCH', state: 'CHECKED', allowed: true }] }),
      on('GET', '/elog-entry/DECK/prepare', (call) => {
        const at = Number(new URLSearchParams(call.path.split('?')[1]).get('at'));
        return { body: { heading: { start: { timestamp: at, offset: 180 }, end: null }, areasContent: { position: positionAt(at) }, prefilled: ['/position/lat', '/position/lon'], allowed: true } };
      }),
      on('POST', '/elog-entry/DECK/save', (call) => ({ body: { ...entry('e9', 'DECK_WATCH', 12, 'DRAFT'), ...(call.body as { requestValue: object }).requestValue } })));
    const editor = await addWatch();
    const field = (name: RegExp) => within(editor).getByRole('textbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(field(/Latitude/).value).toBe('57.9'));
    fireEvent.change(field(/Longitude/), { target: { value: '11.5' } });

    fireEvent.change(within(editor).getByRole('textbox', { name: 'Start: time, 24-hour' }), { target: { value: '12:00' } });
    const notice = await within(editor).findByRole('status', {}, { timeout: 3000 });
    expect(notice.textContent).toContain('Values for 12:00 (UTC+03:00)');
    expect(notice.textContent).toContain('Taken from the sensors: Latitude, °.');
    expect(notice.textContent).toContain('Kept as you entered them: Longitude, °.');
    expect(field(/Latitude/).value).toBe('58.4');
    expect(field(/Longitude/).value).toBe('11.5');
    expect(within(editor).getByText('Entered by hand (sensors: 10.6)')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/elog-entry/DECK/prepare')).at(-1)!.path).toContain(`at=${noon}`);

    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/elog-entry/DECK/save')).toBe(true));
    const sent = calls.find((c) => c.path === '/elog-entry/DECK/save')!.body as { requestValue: Record<string, unknown> };
    expect(sent.requestValue).toMatchObject({ heading: { start: { timestamp: noon, offset: 180 } }, areasContent: { position: { lat: 58.4, lon: 11.5 } }, manualFields: ['/position/lon'] });
  });

  it('saves what it shows: a time changed just before the save asks the sensors no more, and the saved entry holds no unsaved input', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 25, 12, 0));
    const noon = dayStart + 12 * hour;
    const { calls } = renderDay(day({}, [entry('e1', 'DECK_WATCH', 4, 'COMPLETED', 8)]), {}, permissions('VIEW', 'FILLING'),
      on('POST', '/elog-entry-descriptor/nextAllowed', { body: [{ code: 'DECK_WATCH', state: 'CHECKED', allowed: true }] }),
      on('GET', '/elog-entry/DECK/prepare', (call) => {
        const at = Number(new URLSearchParams(call.path.split('?')[1]).get('at'));
        return { body: { heading: { start: { timestamp: at, offset: 180 }, end: null }, areasContent: { position: at === noon ? { lat: 58.4, lon: 10.6 } : { lat: 57.9, lon: 11.2 } }, prefilled: ['/position/lat', '/position/lon'], allowed: true } };
      }),
      on('POST', '/elog-entry/DECK/save', (call) => ({ body: { ...entry('e9', 'DECK_WATCH', 12, 'DRAFT'), ...(call.body as { requestValue: object }).requestValue } })));
    const editor = await addWatch();
    const field = (name: RegExp) => within(editor).getByRole('textbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(field(/Latitude/).value).toBe('57.9'));
    const asked = () => calls.filter((c) => c.path.startsWith('/elog-entry/DECK/prepare')).length;
    const askedBefore = asked();
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Start: time, 24-hour' }), { target: { value: '12:00' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(within(editor).getByText('Draft', { exact: true })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked()).toBe(askedBefore);
    expect(field(/Latitude/).value).toBe('57.9');
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Watch/, hidden: true }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Entry: Watch' })).getByText('New', { exact: true })).toBeTruthy());
    expect(screen.queryByText('Discard your input?')).toBeNull();
  });

  it('lists what the day still needs before it can be completed, and offers no completion until then', async () => {
    renderDay(day({}, [{ ...entry('e1', 'DECK_WATCH', 0, 'COMPLETED', 4), signed: false }, entry('e2', 'DECK_WATCH', 4, 'DRAFT', 8)]), { logbook: withDepartureRequired },
      permissions('VIEW', 'FILLING', 'SET_DAY_COMPLETE'));
    const checklist = await screen.findByRole('region', { name: 'Completing the day' }, { timeout: 5000 });
    await waitFor(() => expect(within(checklist).queryByRole('button', { name: 'Complete day' })).toBeTruthy());
    expect(checklist.textContent).toContain('Departure: 0 of 1');
    expect(checklist.textContent).toContain('1 draft to complete or delete: 04:00–08:00 Watch');
    expect(checklist.textContent).toContain('1 entry not signed by its officer yet: 00:00–04:00 Watch');
    expect((within(checklist).getByRole('button', { name: 'Complete day' }) as HTMLButtonElement).disabled).toBe(true);
    expect(checklist.textContent).toContain('Complete the drafts and add the missing entries first.');
  });

  it('asks before completing a day, naming the entries it locks and warning that the day is not over on the ship\'s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dayStart + 21 * hour + 59 * 60_000);
    const entries = [entry('e1', 'DECK_WATCH', 16, 'COMPLETED', 20), entry('e2', 'DECK_DEPARTURE', 21, 'COMPLETED')];
    const { calls } = renderDay(day({}, entries), { logbook: withDepartureRequired }, permissions('VIEW', 'FILLING', 'SET_DAY_COMPLETE'),
      on('POST', '/elog-aggregation/complete', { body: day({ status: 'COMPLETED', version: 4 }, entries) }));
    const checklist = await screen.findByRole('region', { name: 'Completing the day' }, { timeout: 5000 });
    expect(checklist.textContent).toContain('Departure: 1 of 1');
    expect(checklist.textContent).toContain('The day is not over on the ship\'s clock: it is 21:59 (UTC+03:00).');
    await waitFor(() => expect(within(checklist).queryByRole('button', { name: 'Complete day' })).toBeTruthy());
    fireEvent.click(within(checklist).getByRole('button', { name: 'Complete day' }));

    const dialog = await screen.findByRole('dialog', { name: `Complete the day ${shipDay}?` });
    expect(dialog.textContent).toContain('The day is not over yet');
    expect(dialog.textContent).toContain('It is 21:59 (UTC+03:00) on the ship\'s clock.');
    expect(within(within(dialog).getByRole('list', { name: 'Entries to be locked' })).getAllByRole('listitem').map((li) => li.textContent))
      .toEqual(['16:00–20:00 Watch', '21:00 Departure']);
    expect(calls.some((c) => c.path === '/elog-aggregation/complete')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete day' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/elog-aggregation/complete')).toBe(true));
    expect((calls.find((c) => c.path === '/elog-aggregation/complete')!.body as { requestValue: object }).requestValue).toEqual({ elogAggregationId: dayId, version: 3 });
    expect(await screen.findByText('Completed', { selector: '[role="group"] *' })).toBeTruthy();
  });

  it('names who changed an entry by name and rank, and reopens a completed entry as a correction', async () => {
    const author = { userName: 'officer', name: 'Ivan', surname: 'Petrov', rank: 'Deck officer', rankCode: 'DECK_OFFICER' };
    renderDay(day({}, [{ ...entry('e1', 'DECK_WATCH', 4, 'COMPLETED', 8), author }]), {}, permissions('VIEW', 'FILLING'));
    const [row] = await entryButtons();
    expect(row.textContent).toContain('Changed by Ivan Petrov, Deck officer');
    fireEvent.click(row);
    const editor = await screen.findByRole('region', { name: 'Entry: Watch' });
    expect(within(editor).getByText('Changing a completed entry is a correction')).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Save correction' })).toBeTruthy();
    expect(within(editor).queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(within(editor).getByRole('textbox', { name: /Reason for the correction/ })).toBeTruthy();
  });

  it('shows a repeating section under its title with a button that says what it adds', async () => {
    const form: FormBody = {
      ...watchForm,
      schema: { ...watchForm.schema, properties: { ...(watchForm.schema.properties as object), alterations: { type: 'array', items: { type: 'object', properties: { course: { type: 'number' } } } } } },
      uiSchema: { ...watchForm.uiSchema, alterations: { 'ui:title': { en: 'Course alterations', ru: 'Изменения курса' }, items: { 'ui:title': 'Course alteration', course: { 'ui:title': 'New course, °' } } } },
    };
    renderDay(day({}, [entry('e1', 'DECK_WATCH', 4, 'DRAFT', 8)]), { form }, permissions('VIEW', 'FILLING'));
    fireEvent.click((await entryButtons())[0]);
    const editor = await screen.findByRole('region', { name: 'Entry: Watch' });
    const section = await within(editor).findByRole('group', { name: 'Course alterations' });
    expect(within(section).getByText('None yet.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Add course alteration' }));
    expect(await within(section).findByRole('textbox', { name: /New course/ })).toBeTruthy();
    expect(within(section).queryByText('None yet.')).toBeNull();
  });

  it('shows the values of fields the form no longer has under "No longer in the form", labelled as the entry\'s form had them, and keeps them on save', async () => {
    const snapshot = 'a'.repeat(40);
    const saved = { ...entry('e1', 'DECK_WATCH', 4, 'DRAFT', 8), formSnapshot: snapshot, areasContent: { position: { lat: 57.9, lon: 11.2 }, fogSignals: 8 } };
    const former: FormBody = { ...watchForm, schema: { ...watchForm.schema, properties: { ...(watchForm.schema.properties as object), fogSignals: { type: 'number' } } },
      uiSchema: { ...watchForm.uiSchema, fogSignals: { 'ui:title': { en: 'Fog signals, min', ru: 'Туманные сигналы, мин' } } } };
    const { calls } = renderDay(day({}, [saved]), {}, permissions('VIEW', 'FILLING'),
      on('GET', `/elog-entry/DECK/form-snapshot/${snapshot}`, { body: { id: snapshot, formDescriptor: 'ELOG_DECK_WATCH', formVersion: 1, overlays: [], form: former } }),
      on('PUT', '/elog-entry/DECK/update', (call) => ({ body: { ...saved, version: 2, ...(call.body as { requestValue: object }).requestValue } })));
    fireEvent.click((await entryButtons())[0]);
    const editor = await screen.findByRole('region', { name: 'Entry: Watch' });
    const retired = await within(editor).findByTestId('retired-fields');
    expect(within(retired).getByText('No longer in the form')).toBeTruthy();
    await waitFor(() => expect(within(retired).getByText('Fog signals, min')).toBeTruthy());
    expect(within(retired).getByText('8')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/elog-entry/DECK/descriptor-details'))!.path).toContain(`unitId=${unitId}`);

    fireEvent.change(within(editor).getByRole('textbox', { name: /Longitude/ }), { target: { value: '11.5' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/elog-entry/DECK/update')).toBe(true));
    const sent = calls.find((c) => c.path === '/elog-entry/DECK/update')!.body as { requestValue: { areasContent: Record<string, unknown> } };
    expect(sent.requestValue.areasContent).toMatchObject({ fogSignals: 8, position: { lon: 11.5 } });
  });

  it('attaches files in an attachments field: sent as the field\'s parts, kept while the field names them, shown there and not in the entry-wide list', async () => {
    const form: FormBody = {
      ...watchForm,
      schema: { ...watchForm.schema, properties: { ...(watchForm.schema.properties as object), damagePhotos: attachmentsSchema() } },
      uiSchema: { ...watchForm.uiSchema, damagePhotos: { 'ui:field': 'attachments', 'ui:title': { en: 'Photos of the damage', ru: 'Фотографии повреждений' } } },
    };
    const file = (id: string, fileName: string, size: number) => ({ id, fileName, contentType: 'image/jpeg', size, current: true, uploadedBy: 'officer', uploadedAt: '2026-11-22T05:00:00.000Z' });
    const dent = file('a1', 'dent.jpg', 2048);
    const note = file('a2', 'bunker-note.pdf', 4096);
    const crack = file('a3', 'crack.jpg', 3072);
    const saved = { ...entry('e1', 'DECK_WATCH', 4, 'DRAFT', 8), areasContent: { position: { lat: 57.9, lon: 11.2 }, damagePhotos: ['a1'] }, attachments: [dent, note] };
    const { calls } = renderDay(day({}, [saved]), { form }, permissions('VIEW', 'FILLING'),
      on('PUT', '/elog-entry/DECK/update', { body: { ...saved, version: 2, areasContent: { position: { lat: 57.9, lon: 11.2 }, damagePhotos: ['a1', 'a3'] }, attachments: [dent, note, crack] } }));
    fireEvent.click((await entryButtons())[0]);
    const editor = await screen.findByRole('region', { name: 'Entry: Watch' });
    const field = await within(editor).findByRole('group', { name: 'Photos of the damage' });
    const entryWide = within(editor).getByRole('region', { name: 'Attachments' });
    expect(within(field).getByText('dent.jpg')).toBeTruthy();
    expect(within(field).getByText('2 KB')).toBeTruthy();
    expect(within(entryWide).queryByText('dent.jpg')).toBeNull();
    expect(within(entryWide).getByText('bunker-note.pdf')).toBeTruthy();

    const input = field.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'crack.jpg', { type: 'image/jpeg' })] } });
    expect(await within(field).findByText('crack.jpg')).toBeTruthy();
    expect(within(field).getByText('added on save')).toBeTruthy();
    expect(within(entryWide).queryByText('crack.jpg')).toBeNull();

    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/elog-entry/DECK/update')).toBe(true));
    const parts = calls.find((c) => c.path === '/elog-entry/DECK/update')!.body as { name: string; value?: string; file?: { name: string } }[];
    const sent = JSON.parse(parts.find((p) => p.name === 'requestValue')!.value!) as { areasContent: { damagePhotos: string[] } };
    const [, placeholder] = sent.areasContent.damagePhotos;
    expect(sent.areasContent.damagePhotos).toEqual(['a1', expect.stringMatching(/^new:[A-Za-z0-9_-]+$/)]);
    expect(parts.filter((p) => p.name.startsWith('upload')).map((p) => [p.name, p.file!.name])).toEqual([[`upload.${placeholder.slice(4)}`, 'crack.jpg']]);
    expect(parts.filter((p) => p.name.startsWith('keep')).map((p) => p.value).sort()).toEqual(['a1', 'a2']);
    // The saved file is the field's, by its id: shown there, not in the entry-wide list.
    await waitFor(() => expect(within(field).queryByText('added on save')).toBeNull());
    expect(within(field).getByText('crack.jpg')).toBeTruthy();
    expect(within(entryWide).queryByText('crack.jpg')).toBeNull();
    expect(within(entryWide).getByText('bunker-note.pdf')).toBeTruthy();
  });

  it('drops a file removed from its field on save: no part keeps it, and the entry-wide list does not take it up', async () => {
    const form: FormBody = {
      ...watchForm,
      schema: { ...watchForm.schema, properties: { ...(watchForm.schema.properties as object), damagePhotos: attachmentsSchema() } },
      uiSchema: { ...watchForm.uiSchema, damagePhotos: { 'ui:field': 'attachments', 'ui:title': 'Photos of the damage' } },
    };
    const dent = { id: 'a1', fileName: 'dent.jpg', contentType: 'image/jpeg', size: 2048, current: true, uploadedBy: 'officer', uploadedAt: '2026-11-22T05:00:00.000Z' };
    const saved = { ...entry('e1', 'DECK_WATCH', 4, 'DRAFT', 8), areasContent: { position: { lat: 57.9, lon: 11.2 }, damagePhotos: ['a1'] }, attachments: [dent] };
    const { calls } = renderDay(day({}, [saved]), { form }, permissions('VIEW', 'FILLING'),
      on('PUT', '/elog-entry/DECK/update', { body: { ...saved, version: 2, areasContent: { position: { lat: 57.9, lon: 11.2 }, damagePhotos: [] }, attachments: [{ ...dent, current: false }] } }));
    fireEvent.click((await entryButtons())[0]);
    const editor = await screen.findByRole('region', { name: 'Entry: Watch' });
    const field = await within(editor).findByRole('group', { name: 'Photos of the damage' });
    fireEvent.click(within(field).getByRole('button', { name: 'Remove dent.jpg' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/elog-entry/DECK/update')).toBe(true));
    const parts = calls.find((c) => c.path === '/elog-entry/DECK/update')!.body as { name: string; value?: string }[];
    expect(JSON.parse(parts.find((p) => p.name === 'requestValue')!.value!).areasContent.damagePhotos).toEqual([]);
    expect(parts.filter((p) => p.name.startsWith('keep') || p.name.startsWith('upload'))).toEqual([]);
    // The file left the field and the entry: the entry-wide list does not take it up either.
    await waitFor(() => expect(within(editor).queryByText('dent.jpg')).toBeNull());
  });
});
