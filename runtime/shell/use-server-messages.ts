/** Shows the server messages of every response (x-server-messages) as Mantine notifications by level. */
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerMessageLevel } from '../api/server-messages.js';
import { apiEvents } from './services.js';

export const messageColours: Record<ServerMessageLevel, string> = {
  SUCCESS: 'teal', INFO: 'blue', WARN: 'yellow', ERROR: 'red',
};

/** Errors stay longer; warnings ask the user to do something (e.g. hand over a temporary password) and stay until closed. */
export const messageAutoCloseMs: Record<ServerMessageLevel, number | false> = {
  SUCCESS: 5_000, INFO: 6_000, WARN: false, ERROR: 10_000,
};

export function useServerMessages(): void {
  const { t } = useTranslation();
  useEffect(() => apiEvents.on('messages', (messages) => {
    for (const message of messages) {
      notifications.show({
        color: messageColours[message.level],
        title: t(`shell.messages.${message.level}`),
        message: message.content,
        autoClose: messageAutoCloseMs[message.level],
      });
    }
  }), [t]);
}
