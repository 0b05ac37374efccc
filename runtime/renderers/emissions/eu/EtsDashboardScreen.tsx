/**
 * /euets/dashboard: one ship's EU ETS year — allowances, their cost, the scoped CO2e and the phase-in; allowances by
 * month, the scoped CO2e by EU scope, and every leg and stay with the share of its emissions that counts. In a
 * running year the figures are to date, each with the year end at the same rate.
 */
import { Alert, Box, Grid, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EtsLegRow } from '../../../../descriptors/lib/emissions/api-types.js';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { Icon } from '../../../shell/Icon.js';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi } from '../emissions-api.js';
import { ShipSelect, YearSelect } from '../shared/EmissionsFilters.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { useNumberFormat } from '../shared/format.js';
import { AllowancesByMonthChart, ScopeDonut } from './EuCharts.js';
import { LegsTable } from './EuLegsTable.js';
import { EtsVoyagesTable } from './EtsVoyagesTable.js';
import { Hints, KpiCard, LoadFailure, scopeOrder, tabular, ToDateNote, useScopeLabel, usePortNames, useShipDashboard, useToDate } from './eu-shared.js';

const donutColours = { INTRA_EU: '#228be6', AT_BERTH_EU: '#12b886', FROM_EU: '#fd7e14', TO_EU: '#be4bdb', OUTSIDE: '#adb5bd' } as const;

export function EtsDashboardScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const { query, ships, data, answer, loading } = useShipDashboard(calls, calls.etsShip);
  const portName = usePortNames(calls);
  const scopeLabel = useScopeLabel();
  const ship = answer?.ship;
  const year = answer?.year ?? query.year;
  const ok = ship && !ship.problem;
  const toDate = useToDate(ok ? ship.projection : null);
  const projection = ok ? ship.projection : null;

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.ets.dashboard.title')} subtitle={t('emissions.ets.dashboard.subtitle')}>
        <ShipSelect ships={ships.value ?? []} value={query.unitId} onChange={(unitId) => unitId && query.set({ unitId })} />
        <YearSelect years={answer?.years ?? []} value={year ?? null} onChange={(y) => query.set({ year: y })} />
      </ScreenHeader>
      {ships.status === 'Error' && <LoadFailure title={t('emissions.ets.failed')} error={ships.error} />}
      {data.status === 'Error' && <LoadFailure title={t('emissions.ets.failed')} error={data.error} />}
      {!query.unitId && ships.value?.length === 0 && <Alert variant="light" color="gray" icon={<Icon name="ship" />}>{t('emissions.ets.dashboard.noShips')}</Alert>}
      {ship?.problem && (
        <Alert variant="light" color="orange" icon={<Icon name="alert" />} title={t('emissions.ets.dashboard.notComputed')}>
          <FigureProblemText problem={ship.problem} inAlert />
        </Alert>
      )}
      {projection && ship && <ToDateNote from={ship.from} to={ship.to} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <KpiCard label={toDate.label(t('emissions.ets.kpi.allowances'))} value={ok ? number(ship.allowances, 1) : '—'} unit="EUA" testId="ets-ship-allowances"
          hint={ok ? <Hints lines={[
            t('emissions.ets.kpi.allowancesWhole', { count: ship.allowancesWhole, whole: number(ship.allowancesWhole, 0) }),
            projection && toDate.yearEnd(`${number(projection.allowances, 0)} EUA`),
          ]} /> : undefined} />
        <KpiCard label={toDate.label(t('emissions.ets.kpi.cost'))} value={ok ? number(ship.costEur, 0) : '—'} unit="EUR"
          hint={answer ? <Hints lines={[
            t('emissions.ets.kpi.atPrice', { price: number(answer.allowancePriceEur, 2) }),
            projection && toDate.yearEnd(`${number(projection.costEur, 0)} EUR`),
          ]} /> : undefined} />
        <KpiCard label={toDate.label(t('emissions.ets.kpi.scopedCo2e'))} value={ok ? number(ship.scopedCo2eT, 1) : '—'} unit={t('emissions.ets.units.tonnes')}
          hint={ok ? <Hints lines={[
            t('emissions.ets.kpi.ofEmitted', { co2: number(ship.emissions.co2T, 0) }),
            projection && toDate.yearEnd(`${number(projection.scopedCo2eT, 0)} ${t('emissions.ets.units.tonnes')}`),
          ]} /> : undefined} />
        <KpiCard label={t('emissions.ets.kpi.phaseIn', { year: year ?? '' })} value={ship ? `${number(ship.phaseIn * 100, 0)}\u00a0%` : '—'}
          hint={ship?.iceClassReduction ? t('emissions.ets.kpi.iceClassApplied') : t('emissions.ets.kpi.phaseInRule')} />
      </SimpleGrid>
      {ok && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-label={t('emissions.ets.dashboard.monthlyChart')}>
              <Title order={2} size="h5" mb="xs">{t('emissions.ets.dashboard.monthlyChart')}</Title>
              {ship.monthly.length
                ? <AllowancesByMonthChart monthly={ship.monthly} />
                : <Text size="sm" c="dimmed" py="xl" ta="center">{t('emissions.ets.dashboard.noMonths')}</Text>}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={t('emissions.ets.dashboard.byScope')}>
              <Title order={2} size="h5" mb="xs">{t('emissions.ets.dashboard.byScope')}</Title>
              {ship.byScope.some((s) => s.scopedCo2eT > 0) && (
                <ScopeDonut height={200} colours={donutColours} label={t('emissions.ets.dashboard.byScope')}
                  slices={scopeOrder.map((scope) => ({ scope, label: scopeLabel(scope, false), value: ship.byScope.find((s) => s.scope === scope)?.scopedCo2eT ?? 0 }))} />
              )}
              <Table mt="xs" verticalSpacing={4} horizontalSpacing={4} fz="xs" aria-label={t('emissions.ets.dashboard.byScope')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('emissions.ets.legs.scope')}</Table.Th>
                    <Table.Th ta="right">{t('emissions.ets.columns.scopedCo2e')}</Table.Th>
                    <Table.Th ta="right">EUA</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {scopeOrder.map((scope) => {
                    const row = ship.byScope.find((s) => s.scope === scope);
                    return (
                      <Table.Tr key={scope} data-scope={scope}>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Box w={10} h={10} style={{ borderRadius: 2, flex: 'none', background: donutColours[scope] }} />
                            <Text size="xs">{scopeLabel(scope)}</Text>
                          </Group>
                        </Table.Td>
                        <Table.Td ta="right" style={tabular}>{number(row?.scopedCo2eT ?? 0, 1)}</Table.Td>
                        <Table.Td ta="right" style={tabular}>{number(row?.allowances ?? 0, 1)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
      {query.unitId && <EtsVoyagesTable voyages={answer?.voyages ?? []} fetching={loading} portName={portName} number={number} />}
      {query.unitId && (
        <LegsTable<EtsLegRow>
          title={t('emissions.ets.dashboard.legs')} records={answer?.legs ?? []} fetching={loading} portName={portName} noRecordsText={t('emissions.ets.dashboard.noLegs')}
          columns={[
            { accessor: 'co2', title: t('emissions.ets.columns.co2'), width: 75, render: (l) => number(l.emissions.co2T, 1) },
            { accessor: 'ch4', title: t('emissions.ets.columns.ch4'), width: 65, render: (l) => number(l.emissions.ch4T, 3) },
            { accessor: 'n2o', title: t('emissions.ets.columns.n2o'), width: 65, render: (l) => number(l.emissions.n2oT, 3) },
            { accessor: 'scopedCo2eT', title: t('emissions.ets.columns.scopedCo2e'), width: 90, render: (l) => number(l.scopedCo2eT, 1) },
            { accessor: 'allowances', title: t('emissions.ets.columns.allowancesShort'), width: 75, render: (l) => number(l.allowances, 2) },
            { accessor: 'costEur', title: t('emissions.ets.columns.cost'), width: 105, render: (l) => number(l.costEur, 0) },
          ]}
        />
      )}
      <Text size="xs" c="dimmed">{t('emissions.ets.dashboard.rule')}</Text>
    </Stack>
  );
}
