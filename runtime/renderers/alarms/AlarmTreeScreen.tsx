/**
 * /alarm/treeview: the user's ships → systems of their asset tree → open alarms, each node with the worst state and
 * the most urgent priority below it and how many alarms it holds; clicking an alarm shows its details (and its
 * actions). Ships with open alarms open by themselves.
 */
import { Alert, Badge, Button, Group, NavLink, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmEpisode } from '../../../descriptors/lib/alarms/alarm.js';
import type { AlarmTreeShip, AlarmTreeSystem } from '../../../descriptors/lib/alarms/episode-views.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { formatDateTime } from '../crud/display-value.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { alarmsApi } from './alarms-api.js';
import { PriorityBadge, StateBadge, priorityColour, useEpisodeText } from './episode-parts.js';
import { useEpisodeActions } from './EpisodeActions.js';

function RollUpBadges({ node }: { node: Pick<AlarmTreeShip, 'worstState' | 'topPriority' | 'count'> }) {
  const { t } = useTranslation();
  if (!node.count) return <Badge size="sm" variant="light" color="teal" tt="none">{t('alarms.tree.quiet')}</Badge>;
  return (
    <Group gap={4} wrap="nowrap">
      <StateBadge state={node.worstState} />
      <Badge size="sm" circle color={node.topPriority ? priorityColour[node.topPriority] : 'gray'} autoContrast aria-label={t('alarms.tree.count', { count: node.count })}>{node.count}</Badge>
    </Group>
  );
}

/** A ship's or system's line: its name and, on the right, what is rolled up below it (NavLink turns its own right section with the chevron). */
function NodeLabel({ text, node, strong }: { text: string; node: Pick<AlarmTreeShip, 'worstState' | 'topPriority' | 'count'>; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 600 : 500} truncate>{text}</Text>
      <RollUpBadges node={node} />
    </Group>
  );
}

function EpisodeDetails({ episode, buttons }: { episode: AlarmEpisode; buttons: React.ReactNode }) {
  const { t } = useTranslation();
  const text = useEpisodeText();
  const rows: [string, string | null][] = [
    ['ship', episode.unitName], ['subject', episode.subjectLabel], ['alarmClass', episode.alarmClass], ['problemCause', episode.problemCause],
    ['raisedAt', formatDateTime(episode.raisedAt)], ['raisedValue', text.value(episode.raisedValue)], ['lastValue', text.value(episode.lastValue)],
    ['rectifiedAt', episode.rectifiedAt && formatDateTime(episode.rectifiedAt)], ['acknowledgedBy', episode.acknowledgedBy],
    ['acknowledgedAt', episode.acknowledgedAt && formatDateTime(episode.acknowledgedAt)], ['acknowledgeComment', episode.acknowledgeComment],
  ];
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('alarms.tree.details')} role="region">
      <Stack gap="xs">
        <Text fw={700}>{text.title(episode)}</Text>
        <Group gap="xs"><PriorityBadge priority={episode.priority} /><StateBadge state={episode.state} /></Group>
        <Stack gap={2}>
          {rows.filter(([, v]) => v).map(([key, value]) => (
            <Group key={key} gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>{t(`alarms.columns.${key}`)}</Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{value}</Text>
            </Group>
          ))}
        </Stack>
        {buttons}
      </Stack>
    </Paper>
  );
}

export function AlarmTreeScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const text = useEpisodeText();
  const calls = useMemo(() => alarmsApi(client), [client]);
  const tree = useLoadingStatus(() => calls.tree());
  const [selected, setSelected] = useState<string | null>(null);
  const actions = useEpisodeActions(calls, () => { void tree.reload(); });
  const ships = tree.value?.ships ?? [];
  const episode = ships.flatMap((s) => s.systems.flatMap((y) => y.alarms)).find((e) => e.id === selected);

  const systemLabel = (system: AlarmTreeSystem) => system.label ?? t('alarms.tree.other');
  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('alarms.tree.title')} subtitle={t('alarms.tree.subtitle')}>
        <Button variant="default" leftSection={<Icon name="refresh" />} onClick={() => void tree.reload()} loading={tree.status === 'Reloading'}>{t('alarms.tree.refresh')}</Button>
      </ScreenHeader>
      {tree.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />}>{tree.error?.message}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p={4} role="tree" aria-label={t('alarms.tree.title')}>
          {tree.status === 'Loading' && <Text p="sm" c="dimmed">{t('alarms.tree.loading')}</Text>}
          {tree.value && !ships.length && <Text p="sm" c="dimmed">{t('alarms.tree.noShips')}</Text>}
          {ships.map((ship) => (
            <NavLink key={ship.unitId ?? 'none'} label={<NodeLabel text={ship.name ?? t('alarms.tree.noShip')} node={ship} strong />}
              defaultOpened={ship.count > 0} leftSection={<Icon name="ship" />} role="treeitem" childrenOffset={20} disabled={!ship.count}>
              {ship.systems.map((system) => (
                <NavLink key={system.key} label={<NodeLabel text={systemLabel(system)} node={system} />} defaultOpened role="treeitem" childrenOffset={20}>
                  {system.alarms.map((alarm) => (
                    <NavLink key={alarm.id} active={alarm.id === selected} onClick={() => setSelected(alarm.id)} role="treeitem"
                      label={text.title(alarm)} description={`${alarm.subjectLabel} · ${formatDateTime(alarm.raisedAt)}`}
                      leftSection={<span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: `var(--mantine-color-${priorityColour[alarm.priority]}-6)` }} />}
                      rightSection={<StateBadge state={alarm.state} />} />
                  ))}
                </NavLink>
              ))}
            </NavLink>
          ))}
        </Paper>
        {episode ? <EpisodeDetails episode={episode} buttons={actions.buttons(episode)} />
          : <Paper withBorder p="md" radius="md"><Text c="dimmed" size="sm">{t('alarms.tree.pick')}</Text></Paper>}
      </SimpleGrid>
      {actions.dialog}
    </Stack>
  );
}
