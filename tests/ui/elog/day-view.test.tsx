// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElogDayScreen } from '../../../runtime/renderers/elog/ElogDayScreen.js';
import type { ElogDay } from '../../../runtime/renderers/elog/elog-api.js';
import { errorBody, fakeServer, on, renderWithShell, type Route } from '../../support/ui/fake-server.js';
import { day, dayId, definitions, entry, shipDay, unitId, watchForm } from '../../support/ui/elog-fixtures.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const permissions = (...granted: string[]) => on('GET', '/elog-permission/elog/DECK', { body: { permissions: granted, firstSign: true, main: false } });

function renderDay(shown: ElogDay, ...routes: Route[]) {
  const server = fakeServer(
    ...routes,
    on('GET', '/elog-entry-descriptor/all/DECK', { body: definitions }),
    on('GET', '/user/me', { body: { units: [{ id: unitId, code: 'NORDIC_ORE', name: 'Nordic Ore' }], unitGroups: [] } }),
    on('GET', '/elog-aggregation/current', { body: shown }),
    on('GET', '/elog-entry/DECK/load', { body: shown }),
    on('GET', '/elog-entry/DECK/descriptor-details', (call) => ({
      body: { entryDescriptor: definitions.entryDescriptors.find((d) => call.path.includes(d.code)), form: watchForm },
    })),
  );
  renderWithShell(<MemoryRouter initialEntries={['/elb/DECK']}><ElogDayScreen elog="DECK" client={server.client} /></MemoryRouter>);
  return server;
}

const entryButtons = async () => within(await screen.findByRole('list', { name: `Entries of ${shipDay}` })).getAllByRole('button');

describe('the logbook day view', () => {
  it("lists the day's entries in time order on the ship's clock, with their statuses", async () => {
    renderDay(day({}, [
      entry('e3', 'DECK_WATCH', 8, 'DRAFT', 12),
      entry('e1', 'DECK_DEPARTURE', 2, 'DELETED'),
      entry('e2', 'DECK_WATCH', 4, 'COMPLETED', 8),
    ]), permissions('VIEW', 'FILLING'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deck logbook' })).toBeTruthy();
    const rows = (await entryButtons()).map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^02:00 \(UTC\+03:00\)Deleted.*Departure/),
      expect.stringMatching(/^04:00 \(UTC\+03:00\) – 08:00Completed.*Watch/),
      expect.stringMatching(/^08:00 \(UTC\+03:00\) – 12:00Draft.*Watch/),
    ]);
    expect(screen.getByText('02:00 (UTC+03:00)').className).toMatch(/struck/);
    expect(within(screen.getByRole('group', { name: 'State of the day' })).getByText('In progress')).toBeTruthy();
  });

  it('offers the entry types the workflow allows, and says why the others are not', async () => {
    // Three days after the day shown: a new entry is proposed after its last one, not at the clock's now.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 25, 12, 0));
    const { calls } = renderDay(day({}, [entry('e2', 'DECK_WATCH', 4, 'COMPLETED', 8)]), permissions('VIEW', 'FILLING'),
      on('POST', '/elog-entry-descriptor/nextAllowed', { body: [
        { code: 'DECK_WATCH', state: 'CHECKED', allowed: true },
        // As the server answers it: the refusal already in words, the entry type by its name.
        { code: 'DECK_DEPARTURE', state: 'CHECKED', allowed: false, reason: 'The day already has the most “Departure” entries allowed (1).' },
      ] }));
    await entryButtons();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add entry' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const departure = await screen.findByRole('menuitem', { name: /Departure/, hidden: true });
    expect(departure.hasAttribute('disabled') || departure.getAttribute('data-disabled') === 'true').toBe(true);
    expect(departure.textContent).toContain('The day already has the most “Departure” entries allowed (1).');
    const watch = screen.getByRole('menuitem', { name: /Watch/, hidden: true });
    expect(watch.hasAttribute('disabled')).toBe(false);
    const asked = calls.find((c) => c.path === '/elog-entry-descriptor/nextAllowed')!.body as { requestValue: Record<string, unknown> };
    // Not today: the new entry would follow the last one, at the end of its watch.
    expect(asked.requestValue).toEqual({ elog: 'DECK', unitId, day: shipDay, at: entry('x', 'DECK_WATCH', 8, 'DRAFT').heading.start.timestamp });
  });

  it("shows the server's field problems at their fields and keeps the input", async () => {
    const start = entry('x', 'DECK_WATCH', 12, 'DRAFT').heading.start;
    const { calls } = renderDay(day({}, [entry('e2', 'DECK_WATCH', 4, 'COMPLETED', 8)]), permissions('VIEW', 'FILLING'),
      on('POST', '/elog-entry-descriptor/nextAllowed', { body: [{ code: 'DECK_WATCH', state: 'CHECKED', allowed: true }] }),
      on('GET', '/elog-entry/DECK/prepare', { body: { heading: { start, end: null }, areasContent: { position: { lat: 57.9, lon: 11.2 } }, prefilled: ['/position/lat', '/position/lon'], allowed: true } }),
      on('POST', '/elog-entry/DECK/save', { status: 400, body: errorBody('INVALID_INPUT', 'Check the fields.', [
        { path: '/requestValue/areasContent/position/lat', message: 'The position is more than 60 nm from the last fix.' },
        { path: '/requestValue/heading/start', message: 'The day was closed by “Arrival”.' },
      ]) }));
    await entryButtons();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add entry' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Watch/, hidden: true }));

    const editor = await screen.findByRole('region', { name: 'Entry: Watch' });
    const latitude = await within(editor).findByRole('textbox', { name: /Latitude/ });
    expect(within(editor).getAllByText('From sensors')).toHaveLength(2);
    // A latitude the field itself accepts (it clamps one out of range when left) but the server refuses.
    fireEvent.change(latitude, { target: { value: '59.5' } });
    expect(await within(editor).findByText('Entered by hand (sensors: 57.9)')).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));

    const latitudeInput = () => within(editor).getByRole('textbox', { name: /Latitude/ });
    await waitFor(() => expect(latitudeInput().getAttribute('aria-invalid')).toBe('true'));
    // The user is taken to the first field in error (the message is at the top of the form, the buttons at the bottom).
    await waitFor(() => expect(document.activeElement).toBe(within(editor).getByLabelText('Start: date')));
    expect(within(editor).getAllByText('The position is more than 60 nm from the last fix.').length).toBeGreaterThan(0);
    expect(within(editor).getByRole('textbox', { name: 'Start: time, 24-hour' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(editor).getByText('The day was closed by “Arrival”.')).toBeTruthy();
    expect((within(editor).getByRole('textbox', { name: /Latitude/ }) as HTMLInputElement).value).toBe('59.5');
    const sent = calls.find((c) => c.path === '/elog-entry/DECK/save')!.body as { requestValue: Record<string, unknown> };
    expect(sent.requestValue).toMatchObject({
      unitId, entryDescriptor: 'DECK_WATCH', eleStatus: 'DRAFT', heading: { start, end: null, notes: null },
      areasContent: { position: { lat: 59.5, lon: 11.2 } }, manualFields: ['/position/lat'],
    });
  });

  it('lets the officer sign his watch with the signature password, and shows a wrong one at its field', async () => {
    let attempts = 0;
    const watch = entry('e2', 'DECK_WATCH', 4, 'COMPLETED', 8);
    const officer = { userName: 'officer', name: 'Ivan', surname: 'Petrov', rank: 'Deck officer', rankCode: 'DECK_OFFICER' };
    const signing = (isSigned: boolean) => ({ body: {
      required: ['FIRST', 'MAIN'], approval: null, canApprove: false, approvers: [{ code: 'MASTER', name: 'Master' }],
      entries: [{ entryId: 'e2', entryDescriptor: 'DECK_WATCH', version: 1, status: 'COMPLETED', start: watch.heading.start, end: watch.heading.end, author: officer,
        signedBy: 'AUTHOR', signature: isSigned ? { ...officer, signatureTs: '2026-11-22T05:02:00.000Z' } : null, changedAfterSigning: false, canSign: !isSigned }],
    } });
    const signedDay = { ...day({}, [{ ...watch, signed: true }]),
      signatures: [{ operationType: 'APPROVAL' as const, firstSign: true, main: false, entryId: 'e2', entryVersion: 1, signatureTs: '2026-11-22T05:02:00.000Z', ...officer }] };
    const { calls } = renderDay(day({}, [watch]), permissions('VIEW', 'FILLING', 'APPROVAL'),
      on('GET', '/elog-aggregation/DECK/signing', () => signing(attempts > 1)),
      on('GET', '/user/getUserSignature', { body: { ...officer, hasSignaturePassword: true, blocked: false } }),
      on('POST', '/elog-aggregation/sign', () => (++attempts === 1
        ? { status: 400, body: errorBody('INVALID_INPUT', 'Check the fields.', [{ path: '/requestValue/signaturePassword', message: 'The signature password is wrong.' }]) }
        : { body: signedDay })));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign my entries (1)' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: `Sign your entries of ${shipDay}` });
    expect(await within(dialog).findByText('Signing as Ivan Petrov, Deck officer.')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'Watch 04:00–08:00' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('Approval of the day — Master')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Signature password/), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Watch 04:00–08:00' }));
    expect(await within(dialog).findByText('The signature password is wrong.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Signature password/), { target: { value: 'Deck#Sign1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Watch 04:00–08:00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const signs = calls.filter((c) => c.path === '/elog-aggregation/sign').map((c) => (c.body as { requestValue: Record<string, unknown> }).requestValue);
    expect(signs.at(-1)).toEqual({ elogAggregationId: dayId, operationType: 'APPROVAL', elogEntries: [{ id: 'e2', version: 1 }], signaturePassword: 'Deck#Sign1' });
    expect(await screen.findByText('Officer in charge', { selector: '.mantine-Badge-label' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Sign my entries/ })).toBeNull());
  });

  it('keeps the input when someone else saved the entry meanwhile, and saves over the version it then loads', async () => {
    let saves = 0;
    const mine = entry('e2', 'DECK_WATCH', 4, 'DRAFT', 8);
    const theirs = { ...mine, version: 2, areasContent: { position: { lat: 58, lon: 11 } } };
    let shown = day({}, [mine]);
    const { calls } = renderDay(day({}, [mine]), permissions('VIEW', 'FILLING'),
      on('GET', '/elog-entry/DECK/load', () => ({ body: shown })),
      on('PUT', '/elog-entry/DECK/update', (call) => (++saves === 1
        ? { status: 409, body: errorBody('CONFLICT', 'Someone changed this entry meanwhile (now version 2).') }
        : { body: { ...theirs, version: 3, areasContent: (call.body as { requestValue: { areasContent: object } }).requestValue.areasContent } })));
    fireEvent.click((await entryButtons())[0]);
    const editor = await screen.findByRole('region', { name: 'Entry: Watch' });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add entry' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(await within(editor).findByRole('textbox', { name: 'Remarks' }), { target: { value: 'Heavy weather, speed reduced' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect((await within(editor).findByRole('alert')).textContent).toContain('Changed by someone else');

    shown = day({}, [theirs]);
    fireEvent.click(within(editor).getByRole('button', { name: 'Load the saved version, keep my input' }));
    expect(await within(editor).findByText(/Saved version 2 loaded/)).toBeTruthy();
    expect((within(editor).getByRole('textbox', { name: 'Remarks' }) as HTMLInputElement).value).toBe('Heavy weather, speed reduced');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saves).toBe(2));
    const sent = calls.filter((c) => c.path === '/elog-entry/DECK/update').map((c) => (c.body as { requestValue: { version: number; areasContent: object } }).requestValue);
    expect(sent.map((r) => r.version)).toEqual([1, 2]);
    expect(sent[1].areasContent).toEqual({ position: { lat: 57.9, lon: 11.2 }, remarks: 'Heavy weather, speed reduced' });
  });

  it('attaches a file and removes another on save, sent as multipart, and downloads a saved one', async () => {
    const photo = { id: 'a1', fileName: 'noon-fix.jpg', contentType: 'image/jpeg', size: 2048, current: true, uploadedBy: 'officer', uploadedAt: '2026-11-22T05:00:00.000Z' };
    const report = { id: 'a2', fileName: 'weather-report.pdf', contentType: 'application/pdf', size: 5 * 1024 * 1024, current: true, uploadedBy: 'officer', uploadedAt: '2026-11-22T05:00:00.000Z' };
    const mine = { ...entry('e2', 'DECK_WATCH', 4, 'DRAFT', 8), attachments: [photo, report] };
    const { calls } = renderDay(day({}, [mine]), permissions('VIEW', 'FILLING'),
      on('GET', '/elog-entry/attachment/a1', { body: 'jpeg bytes' }),
      on('PUT', '/elog-entry/DECK/update', { body: { ...mine, version: 2, attachments: [{ ...photo, current: false }, report, { ...report, id: 'a3', fileName: 'sounding.csv', size: 40 }] } }));
    fireEvent.click((await entryButtons())[0]);
    const editor = await screen.findByRole('region', { name: 'Entry: Watch' });
    const files = within(editor).getByRole('region', { name: 'Attachments' });
    expect(within(files).getByText('5 MB')).toBeTruthy();

    fireEvent.click(within(files).getByRole('button', { name: 'Download noon-fix.jpg' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path === '/elog-entry/attachment/a1')).toBe(true));

    fireEvent.click(within(files).getByRole('button', { name: 'Remove noon-fix.jpg' }));
    expect(within(files).getByText('removed on save')).toBeTruthy();
    const tooLarge = new File([new Uint8Array(21 * 1024 * 1024)], 'video.mp4', { type: 'video/mp4' });
    const input = editor.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [tooLarge] } });
    expect(within(files).getByRole('alert').textContent).toBe('The file video.mp4 is larger than 20 MB.');
    fireEvent.change(input, { target: { files: [new File(['tank;m3\n1P;12.5\n'], 'sounding.csv', { type: 'text/csv' })] } });
    expect(within(files).getByText('added on save')).toBeTruthy();

    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/elog-entry/DECK/update')).toBe(true));
    const parts = calls.find((c) => c.path === '/elog-entry/DECK/update')!.body as { name: string; value?: string; file?: { name: string } }[];
    expect(JSON.parse(parts.find((p) => p.name === 'requestValue')!.value!)).toMatchObject({ id: 'e2', version: 1, eleStatus: 'DRAFT' });
    expect(parts.filter((p) => p.name.startsWith('upload')).map((p) => p.file!.name)).toEqual(['sounding.csv']);
    expect(parts.filter((p) => p.name.startsWith('keep')).map((p) => p.value)).toEqual(['a2']);
    // After the save the editor shows what the entry now holds: the report and the new file, the photo only in its history.
    await waitFor(() => expect(within(files).queryByText('noon-fix.jpg')).toBeNull());
    expect(within(files).getByText('sounding.csv')).toBeTruthy();
    expect(within(files).queryByText('added on save')).toBeNull();
  });
});
