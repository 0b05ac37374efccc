// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlarmChange, AlarmEpisode } from '../../../descriptors/lib/alarms/alarm.js';
import { createEmitter } from '../../../runtime/api/emitter.js';
import { AlarmEventScreen } from '../../../runtime/renderers/alarms/AlarmEventScreen.js';
import { errorBody, fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const now = Date.parse('2026-11-28T10:00:00Z');
const episode = (id: string, patch: Partial<AlarmEpisode> = {}): AlarmEpisode => ({
  id, definition: 'ME_EXH_TEMP_HIGH', title: { en: 'Exhaust temperature high', ru: 'Высокая температура выхлопных газов' }, priority: 'WARNING',
  alarmClass: 'ENGINE', problemCause: null, genericAsset: 'MAIN_ENGINE', unitId: 'u1', unitName: 'Nordic Ore', subject: `s|${id}`, subjectLabel: `TAG_${id}`,
  state: 'ACTIVE_UNACK', raisedAt: '2026-11-28T09:00:00.000Z', raisedValue: 452.5, lastValue: 455, rectifiedAt: null, acknowledgedAt: null,
  acknowledgedBy: null, acknowledgeComment: null, shelvedUntil: null, shelvedBy: null, shelveReason: null, closedAt: null, version: 1, ...patch,
});

function renderEvents(language: 'en' | 'ru' = 'en', ackReply?: { status?: number; body?: unknown }) {
  const pushes = createEmitter<{ change: AlarmChange }>();
  const server = fakeServer(
    on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: 'u1' }] }),
    on('GET', '/alarms/episodes/open', { body: { episodes: [episode('a', { priority: 'ALARM' }), episode('b', { state: 'ACTIVE_ACK', acknowledgedBy: 'chief', version: 2 })] } }),
    on('POST', '/alarms/episodes/a/acknowledge', ackReply ?? ((call) => ({
      body: episode('a', { priority: 'ALARM', state: 'ACTIVE_ACK', acknowledgedBy: 'officer', acknowledgeComment: (call.body as { requestValue: { comment: string } }).requestValue.comment, version: 2 }),
    }))),
  );
  renderWithShell(<AlarmEventScreen client={server.client} changes={(listener) => pushes.on('change', listener)} now={() => now} />, language);
  const push = (e: AlarmEpisode) => act(() => { pushes.emit('change', { episode: e }); });
  return { ...server, push };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
/** The state chip of a row (the phone layout repeats it under the title). */
const stateOf = (row: HTMLElement) => row.querySelector('td:nth-child(3)')!.textContent;
const rowTexts = () => [...document.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td:nth-child(2) p')?.textContent ?? '');

describe('the active alarms screen', () => {
  it('updates, adds and removes rows as alarm episodes are pushed', async () => {
    const { push } = renderEvents();
    await screen.findByText('TAG_a', { exact: false });
    expect(stateOf(rowOf('Nordic Ore · TAG_a'))).toBe('Active, unacknowledged');
    expect(screen.getByText('2 open alarms, 1 unacknowledged')).toBeTruthy();

    // Someone on another screen acknowledged it: the row changes in place.
    push(episode('a', { priority: 'ALARM', state: 'ACTIVE_ACK', acknowledgedBy: 'chief', version: 2 }));
    await waitFor(() => expect(stateOf(rowOf('Nordic Ore · TAG_a'))).toBe('Active, acknowledged'));
    expect(within(rowOf('Nordic Ore · TAG_a')).queryByRole('button', { name: /Acknowledge/ })).toBeNull();
    // An older copy arriving late changes nothing.
    push(episode('a', { priority: 'ALARM', version: 1 }));
    expect(stateOf(rowOf('Nordic Ore · TAG_a'))).toBe('Active, acknowledged');

    // A new alarm is raised: it joins the list in its place (unacknowledged before acknowledged).
    push(episode('c', { priority: 'CAUTION', lastValue: 97.25 }));
    await waitFor(() => expect(screen.getByText('Nordic Ore · TAG_c')).toBeTruthy());
    expect(within(rowOf('Nordic Ore · TAG_c')).getAllByText(/97\.25/).length).toBeGreaterThan(0);
    expect(document.querySelector('tbody tr')!.textContent).toContain('TAG_c');
    expect(screen.getByText('3 open alarms, 1 unacknowledged')).toBeTruthy();

    // An alarm that ended leaves the list.
    push(episode('b', { state: 'NORMAL', closedAt: '2026-11-28T09:59:00.000Z', version: 3 }));
    await waitFor(() => expect(screen.queryByText('Nordic Ore · TAG_b')).toBeNull());
    expect(rowTexts()).toHaveLength(2);
  });

  it('acknowledges with a required comment, from the version shown, and shows the answer in the row', async () => {
    const { calls } = renderEvents();
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge alarm TAG_a' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Acknowledge the alarm')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(dialog).findByText('Write a few words: they go into the follow-up log.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Fuel valve checked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/alarms/episodes/a/acknowledge', body: { requestValue: { version: 1, comment: 'Fuel valve checked' } },
    }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stateOf(rowOf('Nordic Ore · TAG_a'))).toBe('Active, acknowledged');
  });

  it('keeps the dialog open with the reason when someone acknowledged first', async () => {
    renderEvents('en', { status: 409, body: errorBody('CONFLICT', 'Someone changed this alarm after you opened it.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge alarm TAG_a' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Seen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(dialog).findByText('Someone changed this alarm after you opened it.')).toBeTruthy();
  });

  it('speaks Russian', async () => {
    renderEvents('ru');
    expect(await screen.findAllByText('Высокая температура выхлопных газов')).toHaveLength(2);
    expect(stateOf(rowOf('Nordic Ore · TAG_a'))).toBe('Активна, не подтверждена');
    expect(screen.getByRole('button', { name: 'Подтвердить тревогу TAG_a' })).toBeTruthy();
  });
});
