// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FollowUpEntry } from '../../../descriptors/lib/alarms/alarm-log.js';
import { AlarmLogScreen } from '../../../runtime/renderers/alarm-log/AlarmLogScreen.js';
import { errorBody, fakeServer, on, renderWithShell, type Reply } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const now = Date.parse('2026-11-20T06:00:00Z');
const entry = (id: string, action: FollowUpEntry['action'], extra: Partial<FollowUpEntry> = {}): FollowUpEntry => ({
  id, ts: '2026-11-19T10:05:00.000Z', unitId: 'u1', unitName: 'Nordic Ore', episodeId: 'e1', definition: 'ME_LOAD_HIGH', action,
  username: null, comment: null, problemCause: null, title: { en: 'Main engine load high', ru: 'Высокая нагрузка главного двигателя' },
  subjectLabel: 'ME_LOAD', priority: 'WARNING', ...extra,
});

function renderLog(kind: 'alarms' | 'other', noteReply: Reply = { body: entry('n1', 'NOTE', { username: 'chief', comment: 'Load reduced' }) }, language: 'en' | 'ru' = 'en') {
  const server = fakeServer(
    on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: 'u1' }] }),
    on('GET', '/alarms/problem-causes', { body: [{ label: 'Sensor fault', value: 'SENSOR_FAULT' }, { label: 'Operational', value: 'OPERATIONAL' }] }),
    on('GET', '/alarms/log', { body: { total: 2, entries: [
      entry('a2', 'ACKNOWLEDGED', { username: 'chief', comment: 'Heavy weather, load reduced', problemCause: 'OPERATIONAL' }),
      entry('a1', 'RAISED'),
    ] } }),
    on('GET', '/alarms/log/other', { body: { total: 1, entries: [
      entry('o1', 'DEFINITION_CREATED', { unitId: null, unitName: null, episodeId: null, title: null, subjectLabel: null, priority: null, username: 'admin' }),
    ] } }),
    on('POST', '/alarms/log', noteReply),
  );
  renderWithShell(<AlarmLogScreen client={server.client} kind={kind} now={now} />, language);
  return server;
}

describe('the alarm follow-up log', () => {
  it('lists who did what about which alarm, with the cause named, for the last 30 days', async () => {
    const { calls } = renderLog('alarms');
    const row = (await screen.findByText('Heavy weather, load reduced')).closest('tr')!;
    expect(within(row).getByText('Acknowledged')).toBeTruthy();
    expect(within(row).getByText('Main engine load high')).toBeTruthy();
    expect(within(row).getByText('chief')).toBeTruthy();
    expect(within(row).getByText('Problem cause: Operational')).toBeTruthy();
    const raised = screen.getAllByRole('row').find((r) => within(r).queryByText('Raised'))!;
    expect(within(raised).getByText('Keel')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/alarms/log'))?.path).toBe('/alarms/log?period=2026-10-22..2026-11-20&limit=50&offset=0');
    expect(screen.getByRole('heading', { level: 1, name: 'Alarm follow-up' })).toBeTruthy();
  });

  it('adds a note to an alarm with its cause, and shows the server\'s word at the field it refused', async () => {
    const { calls } = renderLog('alarms', { status: 400, body: errorBody('INVALID_INPUT', 'Invalid input', [{ path: '/requestValue/comment', message: 'Too long for the log' }]) });
    const row = (await screen.findByText('Heavy weather, load reduced')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Add note: Main engine load high' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText('Write what was done.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What was done/ }), { target: { value: 'Turbocharger washed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/alarms/log', body: { requestValue: { unitId: 'u1', episodeId: 'e1', comment: 'Turbocharger washed' } },
    }));
    expect(await within(dialog).findByText('Too long for the log')).toBeTruthy();
  });

  it('on "other" lists the set-up changes and adds a note about a ship\'s alarm system, in Russian too', async () => {
    const { calls } = renderLog('other', undefined, 'ru');
    const row = (await screen.findByText('ME_LOAD_HIGH')).closest('tr')!;
    expect(within(row).getByText('Тревога создана')).toBeTruthy();
    expect(within(row).getByText('Настройка тревог')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить заметку' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Что сделано/ }), { target: { value: 'Проверка сигнализации выполнена' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить заметку' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ requestValue: { unitId: 'u1', comment: 'Проверка сигнализации выполнена' } }));
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/alarms/log/other?')).length).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
