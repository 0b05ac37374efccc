/**
 * /fueleu/fleet-view: each ship's FuelEU Maritime year — energy in scope, GHG intensity against the target, the
 * compliance balance (surplus or deficit) and the penalty a deficit costs; a row opens the ship's FuelEU dashboard.
 */
import { Badge, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import classes from '../../crud/crud.module.css';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type FuelEuShipYear } from '../emissions-api.js';
import { YearSelect } from '../shared/EmissionsFilters.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { gramsToTonnes, useNumberFormat } from '../shared/format.js';
import { energyUnitFor, Hints, IncompleteTotalsNote, KpiCard, LoadFailure, tabular, useShipYearQuery, useSignedFormat, useToDate } from './eu-shared.js';
import { BalanceText, GwpBadge } from './FuelEuFigures.js';

export function FuelEuFleetScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const signed = useSignedFormat();
  const navigate = useNavigate();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const query = useShipYearQuery();
  const fleet = useLoadingStatus(() => calls.fuelEuFleet(query.year ?? undefined), { immediate: false });
  useEffect(() => { void fleet.load(); }, [query.year]); // eslint-disable-line react-hooks/exhaustive-deps

  const answer = fleet.value;
  const year = answer?.year ?? query.year;
  const ships = answer?.ships ?? [];
  const energy = energyUnitFor(ships.map((s) => s.energyMj));
  const totalEnergy = ships.reduce((sum, s) => sum + s.energyMj, 0);
  const target = ships[0]?.targetIntensity ?? null;
  const inDeficit = ships.filter((s) => (s.complianceBalanceG ?? 0) < 0).length;
  const projection = answer?.projection ?? null;
  const toDate = useToDate(projection);
  const open = (ship: FuelEuShipYear) => navigate(`/fueleu/dashboard?unitId=${encodeURIComponent(ship.unitId)}&year=${ship.year}`);

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.fueleu.fleet.title')} subtitle={t('emissions.fueleu.fleet.subtitle')}>
        <YearSelect years={answer?.years ?? []} value={year ?? null} onChange={(y) => query.set({ year: y })} />
        {answer && <GwpBadge gwp={answer.gwp} />}
      </ScreenHeader>
      {fleet.status === 'Error' && <LoadFailure title={t('emissions.fueleu.failed')} error={fleet.error} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <KpiCard label={toDate.label(t('emissions.fueleu.kpi.fleetBalance'))} testId="fueleu-fleet-balance"
          value={answer ? <BalanceText grams={answer.total.complianceBalanceG} size={26} /> : '—'} unit={t('emissions.fueleu.units.balance')}
          hint={answer ? <Hints lines={[
            t(answer.total.complianceBalanceG < 0 ? 'emissions.fueleu.deficit' : 'emissions.fueleu.surplus'),
            projection && toDate.yearEnd(`${signed(gramsToTonnes(projection.complianceBalanceG), 1)} ${t('emissions.fueleu.units.balance')}`),
          ]} /> : undefined} />
        <KpiCard label={toDate.label(t('emissions.fueleu.kpi.fleetPenalty'))} value={answer ? number(answer.total.penaltyEur, 0) : '—'} unit="EUR" testId="fueleu-fleet-penalty"
          colour={answer && answer.total.penaltyEur > 0 ? 'red.7' : undefined}
          hint={<Hints lines={[t('emissions.fueleu.kpi.penaltyNoPool'), projection && toDate.yearEnd(`${number(projection.penaltyEur, 0)} EUR`)]} />} />
        <KpiCard label={t('emissions.fueleu.kpi.shipsInDeficit')} value={answer ? `${inDeficit} / ${ships.length}` : '—'} />
        <KpiCard label={t('emissions.fueleu.kpi.target', { year: year ?? '' })} value={target === null ? '—' : number(target, 4)} unit={t('emissions.fueleu.units.intensity')}
          hint={t('emissions.fueleu.kpi.targetRule')} />
      </SimpleGrid>
      <IncompleteTotalsNote count={ships.filter((ship) => ship.problem).length} />
      <DataTable<FuelEuShipYear>
        className={classes.table} withTableBorder borderRadius="md" striped highlightOnHover minHeight={180} idAccessor="unitId"
        records={ships} fetching={fleet.status === 'Loading' || fleet.status === 'Reloading'} noRecordsText={t('emissions.fueleu.fleet.noShips')}
        onRowClick={({ record }) => open(record)}
        columns={[
          { accessor: 'shipName', title: t('emissions.fueleu.columns.ship'), render: (s) => (
            <Stack gap={0}><Text size="sm" fw={600}>{s.shipName}</Text>{s.problem && <FigureProblemText problem={s.problem} />}</Stack>
          ), footer: <Text size="sm" fw={700}>{t('emissions.fueleu.columns.fleetTotal')}</Text> },
          { accessor: 'energyMj', title: t('emissions.fueleu.columns.energy', { unit: t(`emissions.fueleu.units.${energy.unit}`) }), textAlign: 'right', width: 120,
            render: (s) => <span style={tabular}>{s.problem ? '—' : number(s.energyMj / energy.divisor, energy.digits)}</span>,
            footer: answer ? <Text size="sm" fw={700} ta="right" style={tabular}>{number(totalEnergy / energy.divisor, energy.digits)}</Text> : null },
          { accessor: 'ghgIntensity', title: t('emissions.fueleu.columns.intensity'), textAlign: 'right', width: 170, render: (s) => (s.ghgIntensity === null
            ? '—'
            : (
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={600} c={s.ghgIntensity > s.targetIntensity ? 'red.7' : 'teal.7'} style={tabular}>{number(s.ghgIntensity, 2)}</Text>
                <Text size="xs" c="dimmed" style={tabular}>{t('emissions.fueleu.vsTarget', { target: number(s.targetIntensity, 2) })}</Text>
              </Stack>
            )) },
          { accessor: 'complianceBalanceG', title: t('emissions.fueleu.columns.balance'), textAlign: 'right', width: 150, render: (s) => (s.complianceBalanceG === null
            ? '—'
            : (
              <Stack gap={0} align="flex-end">
                <BalanceText grams={s.complianceBalanceG} />
                <Text size="xs" c="dimmed">{t(s.complianceBalanceG < 0 ? 'emissions.fueleu.deficit' : 'emissions.fueleu.surplus')}</Text>
              </Stack>
            )),
          footer: answer ? <Group justify="flex-end"><BalanceText grams={answer.total.complianceBalanceG} bold /></Group> : null },
          { accessor: 'consecutiveDeficits', title: t('emissions.fueleu.columns.consecutive'), textAlign: 'right', width: 110, render: (s) => (
            (s.complianceBalanceG ?? 0) < 0
              ? <Tooltip label={t('emissions.fueleu.multiplierHint', { n: s.consecutiveDeficits, factor: number(1 + (s.consecutiveDeficits - 1) / 10, 1) })}>
                <Badge size="sm" variant="light" color={s.consecutiveDeficits > 1 ? 'red' : 'orange'}>{s.consecutiveDeficits}</Badge>
              </Tooltip>
              : <Text size="sm" c="dimmed">—</Text>
          ) },
          { accessor: 'penaltyEur', title: t('emissions.fueleu.columns.penalty'), textAlign: 'right', width: 120, render: (s) => (
            <Text size="sm" fw={s.penaltyEur ? 600 : 400} c={s.penaltyEur ? 'red.7' : undefined} style={tabular}>{number(s.penaltyEur, 0)}</Text>
          ), footer: answer ? <Text size="sm" fw={700} ta="right" c={answer.total.penaltyEur > 0 ? 'red.7' : undefined} style={tabular}>{number(answer.total.penaltyEur, 0)}</Text> : null },
        ]}
      />
      {ships.length > 0 && <Text size="xs" c="dimmed">{t('emissions.fueleu.fleet.openHint')}</Text>}
    </Stack>
  );
}
