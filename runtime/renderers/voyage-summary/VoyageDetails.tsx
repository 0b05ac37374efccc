/** One voyage opened: its legs with their EU scope, the fuel by type at sea and at berth, and who closed or deleted it. */
import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../crud/display-value.js';
import type { Voyage } from './voyage-summary-api.js';

const scopeColour: Record<string, string> = { INTRA_EU: 'indigo', FROM_EU: 'cyan', TO_EU: 'cyan', AT_BERTH_EU: 'indigo', OUTSIDE: 'gray' };

export function VoyageDetails({ voyage, portName }: { voyage: Voyage; portName: (code: string) => string }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 2 }).format(value);
  const scope = (value: string | null, atBerth = false) => (value
    ? <Badge size="xs" variant="light" color={scopeColour[value] ?? 'gray'} tt="none">{t(`resources.voyage-leg.scopes.${atBerth && value === 'OUTSIDE' ? 'OUTSIDE_BERTH' : value}`)}</Badge>
    : <Text size="xs" c="dimmed" span>—</Text>);
  const stamp = voyage.deletedAt
    ? t('voyageSummary.deletedBy', { time: formatDateTime(voyage.deletedAt), user: voyage.deletedBy ?? '—' })
    : voyage.closedAt ? t('voyageSummary.closedBy', { time: formatDateTime(voyage.closedAt), user: voyage.closedBy ?? '—' }) : null;
  return (
    <Stack gap="sm" p="sm">
      {stamp && <Text size="sm" c="dimmed">{stamp}</Text>}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <div>
          <Title order={3} size="h6" mb={4}>{t('voyageSummary.legsTitle')}</Title>
          <Table withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('voyageSummary.columns.voyage')}</Table.Th>
                <Table.Th>{t('voyageSummary.columns.departure')}</Table.Th>
                <Table.Th>{t('voyageSummary.columns.arrival')}</Table.Th>
                <Table.Th>{t('voyageSummary.legScope')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {voyage.legs.map((leg) => (
                <Table.Tr key={leg.id}>
                  <Table.Td>{`${portName(leg.fromPort)} → ${portName(leg.toPort)}`}</Table.Td>
                  <Table.Td>{formatDateTime(leg.departure)}</Table.Td>
                  <Table.Td>{leg.arrival ? formatDateTime(leg.arrival) : '—'}</Table.Td>
                  <Table.Td><Group gap={4}>{scope(leg.euScope)}{leg.berthEuScope && scope(leg.berthEuScope, true)}</Group></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <div>
          <Title order={3} size="h6" mb={4}>{t('voyageSummary.fuelByType')}</Title>
          <Table withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('voyageSummary.fuel')}</Table.Th>
                <Table.Th ta="right">{t('voyageSummary.atSea')}</Table.Th>
                <Table.Th ta="right">{t('voyageSummary.atBerth')}</Table.Th>
                <Table.Th ta="right">{t('voyageSummary.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {voyage.fuel.length === 0 && <Table.Tr><Table.Td colSpan={4}><Text size="sm" c="dimmed">{t('voyageSummary.noFuel')}</Text></Table.Td></Table.Tr>}
              {voyage.fuel.map((f) => (
                <Table.Tr key={f.fuel}>
                  <Table.Td>{f.fuel}</Table.Td>
                  <Table.Td ta="right">{number(f.atSeaT)}</Table.Td>
                  <Table.Td ta="right">{number(f.atBerthT)}</Table.Td>
                  <Table.Td ta="right">{number(f.totalT)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt={4}>
            {t('voyageSummary.extraFigures', { anchor: number(voyage.hoursAtAnchor), cargo: number(voyage.cargoTonnes) })}
          </Text>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
