/**
 * The bell of the topbar (docs/notifications.md): the unread count, a panel with the user's notifications — subject in
 * the reader's language, time, priority colour — where a click marks one read and each can be archived, mark all read
 * and archive all; pushed ones arrive live and those that ask for it pop up.
 */
import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationPriority } from '../../../descriptors/lib/notifications/notification.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../Icon.js';
import classes from './NotificationBell.module.css';
import { translateMessage } from './notification-text.js';
import { notificationsApi } from './notifications-api.js';
import { useNotifications, type NotificationChangeSource, type ReconnectSource } from './use-notifications.js';

export const priorityColours: Record<NotificationPriority, string> = { ALARM: 'red', WARNING: 'orange', CAUTION: 'yellow', INFO: 'blue' };

export interface NotificationBellProps {
  client: ApiClient;
  changes: NotificationChangeSource;
  /** told when the socket is ready again: the list is read again */
  onReconnect?: ReconnectSource;
}

export function NotificationBell({ client, changes, onReconnect }: NotificationBellProps) {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => notificationsApi(client), [client]);
  const [isOpen, setOpen] = useState(false);
  const subjectOf = useCallback((n: Notification) => translateMessage(t, i18n.language, n.subjectText, n.messageParameters), [t, i18n.language]);
  const popUp = useCallback((n: Notification) => {
    toasts.show({ color: priorityColours[n.priority], title: t(`notifications.priority.${n.priority}`), message: subjectOf(n), autoClose: 8_000 });
  }, [t, subjectOf]);
  const state = useNotifications(api, changes, popUp, onReconnect);
  const label = state.unread ? t('notifications.bell.unread', { count: state.unread }) : t('notifications.bell.label');

  return (
    <Popover opened={isOpen} onChange={setOpen} position="bottom-end" shadow="md" width={380} withArrow trapFocus>
      <Popover.Target>
        <Tooltip label={label} withArrow disabled={isOpen}>
          <Indicator label={state.unread > 99 ? '99+' : state.unread} size={16} color="red" disabled={!state.unread} offset={6}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} aria-expanded={isOpen} onClick={() => setOpen((o) => !o)}>
              <Icon name="bell" size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown className={classes.dropdown} p={0} aria-label={t('notifications.panel.title')} role="dialog">
        <Group justify="space-between" px="sm" py={8} wrap="nowrap" className={classes.header}>
          <Text fw={600} size="sm">{t('notifications.panel.title')}</Text>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" disabled={!state.unread} onClick={() => state.markAllAs('read')}>{t('notifications.panel.markAllRead')}</Button>
            <Button size="compact-xs" variant="subtle" color="gray" disabled={!state.items.some((n) => n.archivable)} onClick={() => state.markAllAs('archived')}>
              {t('notifications.panel.archiveAll')}
            </Button>
          </Group>
        </Group>
        <ScrollArea.Autosize mah="min(460px, 70vh)">
          {state.failed && <Text size="sm" c="red" p="sm">{t('notifications.panel.loadFailed')}</Text>}
          {!state.failed && !state.items.length && <Text size="sm" c="dimmed" p="sm">{t('notifications.panel.empty')}</Text>}
          <Stack gap={0} component="ul" className={classes.list}>
            {state.items.map((n) => (
              <NotificationItem key={n.id} notification={n} subject={subjectOf(n)} onRead={() => state.markAsRead(n.id)} onArchive={() => state.archive(n.id)} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

interface ItemProps { notification: Notification; subject: string; onRead(): void; onArchive(): void }

function NotificationItem({ notification: n, subject, onRead, onArchive }: ItemProps) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(n.creationTs));
  const text = n.fullText ? translateMessage(t, i18n.language, n.fullText, n.messageParameters) : undefined;
  return (
    <li className={classes.item} data-unread={!n.isRead || undefined} style={{ borderInlineStartColor: `var(--mantine-color-${priorityColours[n.priority]}-6)` }}>
      <UnstyledButton className={classes.body} onClick={onRead} aria-label={subject}>
        <Text size="sm" fw={n.isRead ? 400 : 600} lineClamp={2}>{subject}</Text>
        {text && <Text size="xs" c="dimmed" lineClamp={3}>{text}</Text>}
        <Text size="xs" c="dimmed">
          <span className={classes.priority} style={{ color: `var(--mantine-color-${priorityColours[n.priority]}-7)` }}>{t(`notifications.priority.${n.priority}`)}</span>
          {' · '}<time dateTime={n.creationTs}>{time}</time>
          {!n.isRead && <>{' · '}{t('notifications.panel.unreadMark')}</>}
        </Text>
      </UnstyledButton>
      {n.archivable && (
        <Tooltip label={t('notifications.panel.archive')} withArrow>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`${t('notifications.panel.archive')}: ${subject}`} onClick={onArchive}>
            <Icon name="x" size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </li>
  );
}
