/** The four notification calls (SPEC §7): each answers the user's notifications after it. */
import type { MarkAllTarget, Notification, NotificationsAnswer } from '../../../descriptors/lib/notifications/notification.js';
import type { ApiClient } from '../../api/api-client.js';

export type NotificationsApi = ReturnType<typeof notificationsApi>;

export function notificationsApi(client: ApiClient) {
  const call = async (path: string): Promise<Notification[]> => (await client.get<NotificationsAnswer>(`/notifications${path}`)).responseValue;
  return {
    list: () => call(''),
    markAsRead: (id: string) => call(`/markAsRead/${encodeURIComponent(id)}`),
    markAllAs: (target: MarkAllTarget) => call(`/markAllAs/${target}`),
    archive: (id: string) => call(`/archive/${encodeURIComponent(id)}`),
  };
}
