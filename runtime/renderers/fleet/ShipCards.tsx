/** The fleet list on a phone: one card per ship instead of a table wider than the screen. */
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPosition } from './coordinates.js';
import type { ShipState } from './fleet-state.js';
import { relativeTime } from './relative-time.js';
import { Destination, ShipName } from './ship-cells.js';
import { statusColors } from './ship-icon.js';

export function ShipCards({ ships, emptyText }: { ships: readonly ShipState[]; emptyText: string }) {
  const { t, i18n } = useTranslation();
  if (!ships.length) return <Text c="dimmed" ta="center" py="lg">{emptyText}</Text>;
  const knots = (v: number | null) => (v === null ? '—' : t('fleet.knots', { value: v.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }));
  return (
    <Stack gap="sm" role="list" aria-label={t('fleet.listTitle')}>
      {ships.map((ship) => (
        <Card key={ship.code} withBorder radius="md" padding="sm" role="listitem" aria-label={ship.name}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div><ShipName ship={ship} /></div>
            <Badge variant="light" color={statusColors[ship.status]}>{t(`fleet.status.${ship.status}`)}{ship.port ? ` · ${ship.portName ?? ship.port}` : ''}</Badge>
          </Group>
          <SimpleGrid cols={2} spacing="xs" mt="xs">
            <div><Text size="xs" c="dimmed">{t('fleet.destination')}</Text><Destination ship={ship} /></div>
            <div><Text size="xs" c="dimmed">{t('fleet.sog')}</Text><Text size="sm">{knots(ship.sog)}</Text></div>
            <div><Text size="xs" c="dimmed">{t('fleet.position')}</Text><Text size="sm" ff="monospace">{formatPosition(ship.lat, ship.lon)}</Text></div>
            <div><Text size="xs" c="dimmed">{t('fleet.lastData')}</Text><Text size="sm">{ship.lastDataAt ? relativeTime(ship.lastDataAt, i18n.language) : t('fleet.noData')}</Text></div>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
