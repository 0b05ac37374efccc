/** The newest mails of the outbox: when, to whom, what, and how sending went (attempts, last error translated). */
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import type { OutboxItem } from './email-api.js';

const statusColor = { QUEUED: 'blue', SENT: 'green', FAILED: 'red' } as const;

export function OutboxTable({ items, onReload }: { items: OutboxItem[]; onReload(): void }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : '');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="email-outbox">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="email-outbox">{t('email.outbox.title')}</Title>
          <Button variant="subtle" size="xs" leftSection={<Icon name="refresh" />} onClick={onReload}>{t('email.outbox.reload')}</Button>
        </Group>
        {items.length === 0 ? <Text size="sm" c="dimmed">{t('email.outbox.empty')}</Text> : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-labelledby="email-outbox">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('email.outbox.created')}</Table.Th><Table.Th>{t('email.outbox.recipients')}</Table.Th>
                  <Table.Th>{t('email.outbox.subject')}</Table.Th><Table.Th>{t('email.outbox.status')}</Table.Th>
                  <Table.Th>{t('email.outbox.attempts')}</Table.Th><Table.Th>{t('email.outbox.lastError')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{time(m.createdAt)}</Table.Td>
                    <Table.Td>{m.recipients.join(', ')}</Table.Td>
                    <Table.Td>{m.subject}{m.attachments > 0 && <Text span c="dimmed" size="xs"> · {t('email.outbox.attachments', { count: m.attachments })}</Text>}</Table.Td>
                    <Table.Td><Badge color={statusColor[m.status]} variant="light">{t(`email.status.${m.status}`)}</Badge></Table.Td>
                    <Table.Td>{m.attempts}{m.status === 'QUEUED' && m.attempts > 0 && <Text span c="dimmed" size="xs"> · {t('email.outbox.next', { time: time(m.nextAttemptAt) })}</Text>}</Table.Td>
                    <Table.Td>{m.lastError ? t(m.lastError.key, m.lastError.params) : m.status === 'SENT' ? time(m.sentAt) : ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
