// @vitest-environment happy-dom
/**
 * The bell of the topbar: unread count, the panel, mark read, mark all read, archive, and a pushed notification after
 * the 500 ms buffer. Mantine's popover transition does not run in happy-dom, so its content is queried with hidden: true.
 */
import { Notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { Notification, NotificationChange } from '../../../descriptors/lib/notifications/notification.js';
import { createSocketClient } from '../../../runtime/api/socket-client.js';
import { NotificationBell } from '../../../runtime/shell/notifications/NotificationBell.js';
import { startFakeSocketServer } from '../../support/fake-socket-server.js';
import { createManualTimers } from '../../support/manual-timers.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const notification = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id, userId: 'u1', creationTs: `2026-11-19T10:0${id.length % 10}:00.000Z`, timeToLive: '2026-11-26T10:00:00.000Z', topic: 'elog.dayAwaitingApproval', priority: 'WARNING',
  subjectText: 'notifications.elog.awaitingApproval.subject', fullText: null,
  messageParameters: { elog: { en: 'Deck log', ru: 'Судовой журнал' }, ship: 'Nordic Ore', day: '2026-11-19' },
  archivable: true, pushPopUp: false, isRead: false, isArchived: false, ...extra,
});

function renderBell(initial: Notification[], language: 'en' | 'ru' = 'en') {
  let stored = initial;
  const reconnectListeners = new Set<() => void>();
  const onReconnect = (listener: () => void) => { reconnectListeners.add(listener); return () => { reconnectListeners.delete(listener); }; };
  const answer = () => ({ body: { responseStatus: 'SUCCESS', responseValue: stored } });
  const server = fakeServer(
    on('GET', '/notifications', answer),
    on('GET', /^\/notifications\/markAsRead\//, (call) => { stored = stored.map((n) => (call.path.endsWith(n.id) ? { ...n, isRead: true } : n)); return answer(); }),
    on('GET', '/notifications/markAllAs/read', () => { stored = stored.map((n) => ({ ...n, isRead: true })); return answer(); }),
    on('GET', /^\/notifications\/archive\//, (call) => { stored = stored.filter((n) => !call.path.endsWith(n.id)); return answer(); }),
  );
  const listeners = new Set<(changes: NotificationChange[]) => void>();
  const changes = (listener: (c: NotificationChange[]) => void) => { listeners.add(listener); return () => { listeners.delete(listener); }; };
  renderWithShell(<><Notifications /><NotificationBell client={server.client} changes={changes} onReconnect={onReconnect} /></>, language);
  return {
    ...server,
    emit: (batch: NotificationChange[]) => act(() => { for (const l of listeners) l(batch); }),
    /** The server's list changes without a push (made while the socket was away). */
    store: (next: Notification[]) => { stored = next; },
    reconnect: () => act(() => { for (const l of reconnectListeners) l(); }),
  };
}

const bell = (name: string | RegExp) => screen.findByRole('button', { name });

describe('the notifications bell', () => {
  it('shows the unread count and lists the notifications with subject, priority and time', async () => {
    renderBell([notification('a'), notification('bb', { isRead: true, priority: 'ALARM' }), notification('ccc', { fullText: 'notifications.elog.awaitingApproval.text' })]);
    fireEvent.click(await bell('2 unread notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications', hidden: true });
    expect(within(panel).getAllByText('Deck log of Nordic Ore, 2026-11-19: awaiting approval')).toHaveLength(3);
    expect(within(panel).getByText('The day 2026-11-19 of the Deck log of Nordic Ore is completed and awaits your signature.')).toBeTruthy();
    expect(within(panel).getByText('Alarm')).toBeTruthy();
    expect(within(panel).getAllByText('Warning')).toHaveLength(2);
  });

  it('marks one read when it is clicked, then all read', async () => {
    const { calls } = renderBell([notification('a'), notification('bb')]);
    fireEvent.click(await bell('2 unread notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications', hidden: true });
    fireEvent.click((await within(panel).findAllByRole('button', { name: 'Deck log of Nordic Ore, 2026-11-19: awaiting approval', hidden: true }))[0]);
    await waitFor(() => expect(screen.getByRole('button', { name: '1 unread notification' })).toBeTruthy());
    expect(calls.map((c) => c.path)).toContain('/notifications/markAsRead/bb');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read', hidden: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(calls.at(-1)?.path).toBe('/notifications/markAllAs/read');
  });

  it('archives one: it leaves the panel', async () => {
    const { calls } = renderBell([notification('a'), notification('bb', { archivable: false })]);
    fireEvent.click(await bell('2 unread notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications', hidden: true });
    const archives = await within(panel).findAllByRole('button', { name: /^Archive: /, hidden: true });
    expect(archives).toHaveLength(1);
    fireEvent.click(archives[0]);
    await waitFor(() => expect(screen.getByRole('button', { name: '1 unread notification' })).toBeTruthy());
    expect(calls.at(-1)?.path).toBe('/notifications/archive/a');
  });

  it('reads in the reader\'s language', async () => {
    renderBell([notification('a')], 'ru');
    fireEvent.click(await bell('1 непрочитанное уведомление'));
    expect(await screen.findByText('Судовой журнал, Nordic Ore, 2026-11-19: ожидает утверждения')).toBeTruthy();
  });

  it('follows pushed changes: a new one, and one read in another tab', async () => {
    const { emit } = renderBell([notification('a')]);
    await bell('1 unread notification');
    emit([{ clientOperation: 'CREATE', notification: notification('new1', { creationTs: '2026-11-19T11:00:00.000Z' }) }, { clientOperation: 'READ', ids: ['a'] }]);
    await bell('1 unread notification');
    emit([{ clientOperation: 'ARCHIVE', ids: ['new1'] }]);
    await bell('Notifications');
  });

  it('reads the list again when the socket is ready again: what was made while it was away shows', async () => {
    const { store, reconnect, calls } = renderBell([notification('a', { isRead: true })]);
    await bell('Notifications');
    store([notification('missed', { creationTs: '2026-11-19T12:00:00.000Z' }), notification('a', { isRead: true })]);
    reconnect();
    await bell('1 unread notification');
    expect(calls.filter((c) => c.path === '/notifications')).toHaveLength(2);
  });

  it('shows a notification pushed over the socket only after the 500 ms buffer, and pops it up', async () => {
    const socketServer = await startFakeSocketServer(['good-token']);
    const timers = createManualTimers();
    const listeners = new Set<(c: NotificationChange[]) => void>();
    const client = createSocketClient({
      url: socketServer.url, WebSocket, timers, tokens: { get: () => 'good-token', watch: () => () => undefined },
      onNotificationChanges: (changes) => { for (const l of listeners) l(changes); },
    });
    try {
      const { client: http } = fakeServer(on('GET', '/notifications', { body: { responseStatus: 'SUCCESS', responseValue: [] } }));
      renderWithShell(<><Notifications /><NotificationBell client={http} changes={(l) => { listeners.add(l); return () => { listeners.delete(l); }; }} /></>);
      await bell('Notifications');
      client.start();
      await vi.waitFor(() => expect(client.phase()).toBe('ready'));
      socketServer.push('notification', { clientOperation: 'CREATE', notification: notification('pushed', { pushPopUp: true, priority: 'ALARM' }) });
      await vi.waitFor(() => expect(timers.pending()).toContain(500));
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
      act(() => { timers.run(500); });
      await bell('1 unread notification');
      expect(await screen.findByText('Deck log of Nordic Ore, 2026-11-19: awaiting approval')).toBeTruthy();
    } finally {
      client.stop();
      await socketServer.stop();
    }
  });
});
