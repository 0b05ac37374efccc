/**
 * /euets/fleet-view: the allowances (EUAs) each ship must surrender for a year under the EU ETS, with the fleet's total
 * and its cost at the allowance price; a row opens the ship's ETS dashboard. In a running year the figures are to
 * date, with the year end at the same rate beside them.
 */
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
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
import { emissionsApi, type EtsShipYear } from '../emissions-api.js';
import { YearSelect } from '../shared/EmissionsFilters.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { useNumberFormat } from '../shared/format.js';
import { Hints, IncompleteTotalsNote, KpiCard, LoadFailure, tabular, useShipYearQuery, useToDate } from './eu-shared.js';

/** The share of the year's emissions to surrender (Directive 2003/87/EC Art. 3gb): 40 % for 2024, 70 % for 2025, then all. */
export const phaseInOf = (year: number) => (year <= 2024 ? 0.4 : year === 2025 ? 0.7 : 1);
/** CH4 and N2O count (as CO2e, AR5) from the 2026 emissions on. */
export const countsMethaneAndNitrous = (year: number) => year >= 2026;

export function EtsFleetScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const navigate = useNavigate();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const query = useShipYearQuery();
  const fleet = useLoadingStatus(() => calls.etsFleet(query.year ?? undefined), { immediate: false });
  useEffect(() => { void fleet.load(); }, [query.year]); // eslint-disable-line react-hooks/exhaustive-deps

  const answer = fleet.value;
  const year = answer?.year ?? query.year;
  const ships = answer?.ships ?? [];
  const phaseIn = ships.find((s) => !s.problem)?.phaseIn ?? (year ? phaseInOf(year) : null);
  const wholeTotal = ships.reduce((sum, s) => sum + (s.problem ? 0 : s.allowancesWhole), 0);
  const percent = (share: number | null) => (share === null ? '—' : `${number(share * 100, 0)}\u00a0%`);
  const toDate = useToDate(answer?.projection);
  const projection = answer?.projection ?? null;
  const open = (ship: EtsShipYear) => navigate(`/euets/dashboard?unitId=${encodeURIComponent(ship.unitId)}&year=${ship.year}`);

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.ets.fleet.title')} subtitle={t('emissions.ets.fleet.subtitle')}>
        <YearSelect years={answer?.years ?? []} value={year ?? null} onChange={(y) => query.set({ year: y })} />
      </ScreenHeader>
      {fleet.status === 'Error' && <LoadFailure title={t('emissions.ets.failed')} error={fleet.error} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <KpiCard label={toDate.label(t('emissions.ets.kpi.allowances'))} value={answer ? number(answer.total.allowances, 1) : '—'} unit="EUA"
          hint={answer ? <Hints lines={[
            t('emissions.ets.kpi.allowancesWhole', { count: wholeTotal, whole: number(wholeTotal, 0) }),
            projection && toDate.yearEnd(`${number(projection.allowances, 0)} EUA`),
          ]} /> : undefined} testId="ets-total-allowances" />
        <KpiCard label={toDate.label(t('emissions.ets.kpi.cost'))} value={answer ? number(answer.total.costEur, 0) : '—'} unit="EUR"
          hint={answer ? <Hints lines={[
            t('emissions.ets.kpi.atPrice', { price: number(answer.allowancePriceEur, 2) }),
            projection && toDate.yearEnd(`${number(projection.costEur, 0)} EUR`),
          ]} /> : undefined} testId="ets-total-cost" />
        <KpiCard label={t('emissions.ets.kpi.phaseIn', { year: year ?? '' })} value={percent(phaseIn)} hint={t('emissions.ets.kpi.phaseInRule')} />
        <KpiCard isText label={t('emissions.ets.kpi.gases')} value={year && countsMethaneAndNitrous(year) ? 'CO₂ + CH₄ + N₂O' : t('emissions.ets.kpi.co2Only')}
          hint={year && countsMethaneAndNitrous(year) ? t('emissions.ets.kpi.gasesFrom2026') : t('emissions.ets.kpi.gasesBefore2026')} />
      </SimpleGrid>
      <IncompleteTotalsNote count={ships.filter((ship) => ship.problem).length} />
      <DataTable<EtsShipYear>
        className={classes.table} withTableBorder borderRadius="md" striped highlightOnHover minHeight={180} idAccessor="unitId"
        records={ships} fetching={fleet.status === 'Loading' || fleet.status === 'Reloading'} noRecordsText={t('emissions.ets.fleet.noShips')}
        onRowClick={({ record }) => open(record)} rowStyle={() => ({ cursor: 'pointer' })}
        columns={[
          { accessor: 'shipName', title: t('emissions.ets.columns.ship'), render: (s) => <Text size="sm" fw={600}>{s.shipName}</Text>,
            footer: <Text size="sm" fw={700}>{t('emissions.ets.columns.fleetTotal')}</Text> },
          { accessor: 'co2', title: t('emissions.ets.columns.co2'), textAlign: 'right', width: 95, render: (s) => <span style={tabular}>{s.problem ? '—' : number(s.emissions.co2T, 1)}</span> },
          { accessor: 'ch4', title: t('emissions.ets.columns.ch4'), textAlign: 'right', width: 80, render: (s) => <span style={tabular}>{s.problem ? '—' : number(s.emissions.ch4T, 3)}</span> },
          { accessor: 'n2o', title: t('emissions.ets.columns.n2o'), textAlign: 'right', width: 80, render: (s) => <span style={tabular}>{s.problem ? '—' : number(s.emissions.n2oT, 3)}</span> },
          { accessor: 'scopedCo2eT', title: t('emissions.ets.columns.scopedCo2e'), textAlign: 'right', width: 120, render: (s) => (
            s.problem ? '—' : <span style={tabular}>{number(s.scopedCo2eT, 1)}</span>
          ) },
          { accessor: 'phaseIn', title: t('emissions.ets.columns.phaseIn'), textAlign: 'right', width: 90, render: (s) => (s.problem ? '—' : percent(s.phaseIn)) },
          { accessor: 'iceClassReduction', title: t('emissions.ets.columns.iceClass'), textAlign: 'center', width: 100, render: (s) => (s.iceClassReduction
            ? <Badge size="sm" variant="light" color="cyan" tt="none" title={t('emissions.ets.iceClassHint')}>{t('emissions.ets.iceClassYes')}</Badge>
            : <Text size="sm" c="dimmed">—</Text>) },
          { accessor: 'allowances', title: t('emissions.ets.columns.allowances'), textAlign: 'right', width: 190, render: (s) => (s.problem
            ? <FigureProblemText problem={s.problem} />
            : (
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={600} style={tabular}>{number(s.allowances, 2)}</Text>
                <Text size="xs" c="dimmed">{t('emissions.ets.wholeToSurrender', { whole: number(s.allowancesWhole, 0) })}</Text>
              </Stack>
            )),
          footer: answer ? <Text size="sm" fw={700} ta="right" style={tabular}>{number(answer.total.allowances, 2)}</Text> : null },
          { accessor: 'costEur', title: t('emissions.ets.columns.cost'), textAlign: 'right', width: 120, render: (s) => (
            s.problem ? '—' : <Text size="sm" style={tabular}>{number(s.costEur, 0)}</Text>
          ),
          footer: answer ? <Text size="sm" fw={700} ta="right" style={tabular}>{number(answer.total.costEur, 0)}</Text> : null },
          ...(projection ? [{ accessor: 'projection', title: t('emissions.ets.columns.yearEnd'), textAlign: 'right' as const, width: 130, render: (s: EtsShipYear) => (
            s.problem || !s.projection ? '—' : <Text size="sm" style={tabular}>{number(s.projection.allowances, 0)}</Text>
          ), footer: <Text size="sm" fw={700} ta="right" style={tabular}>{number(projection.allowances, 0)}</Text> }] : []),
        ]}
      />
      {ships.length > 0 && <Text size="xs" c="dimmed">{t('emissions.ets.fleet.openHint')}</Text>}
    </Stack>
  );
}
