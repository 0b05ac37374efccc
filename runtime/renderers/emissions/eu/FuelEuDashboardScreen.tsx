/**
 * /fueleu/dashboard: one ship's FuelEU Maritime year — GHG intensity (well-to-tank and tank-to-wake) against the target,
 * by month, the compliance balance, the penalty of a deficit and the borrowing limit; the legs and stays in scope; and
 * a pooling simulation with other ships.
 */
import { Alert, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuelEuLegRow } from '../../../../descriptors/lib/emissions/api-types.js';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { Icon } from '../../../shell/Icon.js';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi } from '../emissions-api.js';
import { ShipSelect, YearSelect } from '../shared/EmissionsFilters.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { gramsToTonnes, useNumberFormat } from '../shared/format.js';
import { IntensityByMonthChart } from './EuCharts.js';
import { LegsTable } from './EuLegsTable.js';
import { energyUnitFor, Hints, KpiCard, LoadFailure, ToDateNote, usePortNames, useShipDashboard, useSignedFormat, useToDate } from './eu-shared.js';
import { BalanceText, GwpBadge } from './FuelEuFigures.js';
import { IntensityBar } from './FuelEuIntensityBar.js';
import { FuelEuPoolPanel } from './FuelEuPoolPanel.js';

export function FuelEuDashboardScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const signed = useSignedFormat();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const { query, ships, data, answer, loading } = useShipDashboard(calls, calls.fuelEuShip);
  const portName = usePortNames(calls);
  const ship = answer?.ship;
  const year = answer?.year ?? query.year;
  const balance = ship?.complianceBalanceG ?? null;
  const isDeficit = balance !== null && balance < 0;
  const multiplier = ship ? 1 + (ship.consecutiveDeficits - 1) / 10 : 1;
  const legEnergy = energyUnitFor((answer?.legs ?? []).map((l) => l.energyMj));
  const shipEnergy = energyUnitFor([ship?.energyMj ?? 0]);
  const projection = ship && !ship.problem ? ship.projection : null;
  const toDate = useToDate(projection);
  const difference = ship?.ghgIntensity != null ? ((ship.ghgIntensity - ship.targetIntensity) / ship.targetIntensity) * 100 : null;

  const penaltyHint = !ship || balance === null ? undefined
    : !isDeficit ? t('emissions.fueleu.kpi.noPenalty')
      : ship.consecutiveDeficits > 1
        ? t('emissions.fueleu.kpi.penaltyMultiplied', { n: ship.consecutiveDeficits, factor: number(multiplier, 1) })
        : t('emissions.fueleu.kpi.penaltyFirst');

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.fueleu.dashboard.title')} subtitle={t('emissions.fueleu.dashboard.subtitle')} printValues={{ unitId: query.unitId, year }}>
        <ShipSelect ships={ships.value ?? []} value={query.unitId} onChange={(unitId) => unitId && query.set({ unitId })} />
        <YearSelect years={answer?.years ?? []} value={year ?? null} onChange={(y) => query.set({ year: y })} />
        {answer && <GwpBadge gwp={answer.gwp} />}
      </ScreenHeader>
      {ships.status === 'Error' && <LoadFailure title={t('emissions.fueleu.failed')} error={ships.error} />}
      {data.status === 'Error' && <LoadFailure title={t('emissions.fueleu.failed')} error={data.error} />}
      {!query.unitId && ships.value?.length === 0 && <Alert variant="light" color="gray" icon={<Icon name="ship" />}>{t('emissions.fueleu.dashboard.noShips')}</Alert>}
      {ship?.problem && (
        <Alert variant="light" color="orange" icon={<Icon name="alert" />} title={t('emissions.fueleu.dashboard.notComputed')}>
          <FigureProblemText problem={ship.problem} inAlert />
        </Alert>
      )}
      {projection && ship && <ToDateNote from={ship.from} to={ship.to} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <KpiCard label={t('emissions.fueleu.kpi.intensity')} value={number(ship?.ghgIntensity, 2)} unit={t('emissions.fueleu.units.intensity')} testId="fueleu-intensity"
          colour={ship?.ghgIntensity == null ? undefined : ship.ghgIntensity > ship.targetIntensity ? 'red.7' : 'teal.7'}
          hint={ship && difference !== null ? t(difference > 0 ? 'emissions.fueleu.kpi.aboveTarget' : 'emissions.fueleu.kpi.belowTarget', {
            pct: number(Math.abs(difference), 2), target: number(ship.targetIntensity, 4) }) : undefined} />
        <KpiCard label={toDate.label(isDeficit ? t('emissions.fueleu.kpi.balanceDeficit') : balance !== null ? t('emissions.fueleu.kpi.balanceSurplus') : t('emissions.fueleu.kpi.balance'))}
          testId="fueleu-balance" value={<BalanceText grams={balance} size={26} />} unit={t('emissions.fueleu.units.balance')}
          hint={ship && balance !== null ? <Hints lines={[
            t('emissions.fueleu.kpi.balanceRule'),
            projection && toDate.yearEnd(`${signed(gramsToTonnes(projection.complianceBalanceG), 1)} ${t('emissions.fueleu.units.balance')}`),
          ]} /> : undefined} />
        <KpiCard label={toDate.label(t('emissions.fueleu.kpi.penalty'))} testId="fueleu-penalty" value={number(ship?.penaltyEur, 0)} unit="EUR"
          colour={ship?.penaltyEur ? 'red.7' : undefined} hint={<Hints lines={[penaltyHint, projection && toDate.yearEnd(`${number(projection.penaltyEur, 0)} EUR`)]} />} />
        <KpiCard label={t('emissions.fueleu.kpi.borrowing')} value={answer ? number(gramsToTonnes(answer.borrowingLimitG), 1) : '—'} unit={t('emissions.fueleu.units.balance')}
          hint={t('emissions.fueleu.kpi.borrowingRule')} />
      </SimpleGrid>
      {ship && !ship.problem && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={t('emissions.fueleu.dashboard.againstTarget')}>
              <Title order={2} size="h5" mb="sm">{t('emissions.fueleu.dashboard.againstTarget')}</Title>
              <IntensityBar wtt={ship.wttGCo2ePerMj} ttw={ship.ttwGCo2ePerMj} total={ship.ghgIntensity} target={ship.targetIntensity} />
              <Group justify="space-between" mt="md">
                <Text size="sm" c="dimmed">{t('emissions.fueleu.dashboard.energyInScope')}</Text>
                <Text size="sm" fw={600}>{`${number(ship.energyMj / shipEnergy.divisor, shipEnergy.digits)} ${t(`emissions.fueleu.units.${shipEnergy.unit}`)}`}</Text>
              </Group>
              {ship.scopedFuel.length > 0 && (
                <Group justify="space-between" mt={4} align="flex-start">
                  <Text size="sm" c="dimmed">{t('emissions.fueleu.dashboard.fuelInScope')}</Text>
                  <Text size="sm" ta="right">{ship.scopedFuel.map((f) => `${f.fuel.replace(/_/g, '/')} ${number(f.massT, 1)} ${t('emissions.ets.units.tonnes')}`).join(' · ')}</Text>
                </Group>
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-label={t('emissions.fueleu.dashboard.monthlyChart')}>
              <Title order={2} size="h5" mb="xs">{t('emissions.fueleu.dashboard.monthlyChart')}</Title>
              {ship.monthly.some((m) => m.ghgIntensity !== null)
                ? <IntensityByMonthChart monthly={ship.monthly} target={ship.targetIntensity} height={260} />
                : <Text size="sm" c="dimmed" py="xl" ta="center">{t('emissions.fueleu.dashboard.noMonths')}</Text>}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
      {query.unitId && (
        <LegsTable<FuelEuLegRow>
          title={t('emissions.fueleu.dashboard.legs')} records={answer?.legs ?? []} fetching={loading} portName={portName} noRecordsText={t('emissions.fueleu.dashboard.noLegs')}
          columns={[
            { accessor: 'energyMj', title: t('emissions.fueleu.columns.energyScoped', { unit: t(`emissions.fueleu.units.${legEnergy.unit}`) }), width: 130, render: (l) => number(l.energyMj / legEnergy.divisor, legEnergy.digits) },
            { accessor: 'ghgIntensity', title: t('emissions.fueleu.columns.intensityShort'), width: 140, render: (l) => (
              <Text span size="sm" c={l.ghgIntensity !== null && ship && l.ghgIntensity > ship.targetIntensity ? 'red.7' : undefined}>{number(l.ghgIntensity, 2)}</Text>
            ) },
          ]}
        />
      )}
      <FuelEuPoolPanel calls={calls} ships={ships.value ?? []} year={year ?? null} unitId={query.unitId} />
    </Stack>
  );
}
