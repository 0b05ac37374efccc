/**
 * /aer-calculator/aer-overview: each ship's AER (deadweight) or cgDIST (gross tonnage) of a year from its legs
 * (GET /emissions/aer/overview), with the month-by-month values as a chart; a ship without a figure says why.
 */
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { ApexChart } from '../../analytics/charts/ApexChart.js';
import { useChartBase } from '../../analytics/charts/chart-theme.js';
import classes from '../../crud/crud.module.css';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type AerShipYear } from '../emissions-api.js';
import { YearSelect } from '../shared/EmissionsFilters.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { ErrorAlert, useFixedFormat, useMonthName, useUnits } from './report-support.js';

const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

function AerMonthlyChart({ year, ships }: { year: number; ships: AerShipYear[] }) {
  const { t } = useTranslation();
  const { options: base } = useChartBase();
  const number = useFixedFormat();
  const monthName = useMonthName();
  const months = monthsOf(year);
  const charted = ships.filter((s) => s.monthly.some((m) => m.value !== null));
  const options = useMemo<ApexOptions>(() => ({
    ...base,
    xaxis: { categories: months.map(monthName), tooltip: { enabled: false } },
    yaxis: { title: { text: t('emissions.aer.overview.chartAxis') }, labels: { formatter: (v: number) => number(v, 1) }, min: 0, forceNiceScale: true },
    stroke: { width: 2, curve: 'straight' },
    markers: { size: 4 },
    tooltip: { ...base.tooltip, shared: true, intersect: false, y: { formatter: (v: number) => number(v, 2) } },
  }), [base, year, monthName, t]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!charted.length) return <Text size="sm" c="dimmed" py="lg" ta="center">{t('emissions.aer.overview.noMonthly')}</Text>;
  const series = charted.map((s) => {
    const byMonth = new Map(s.monthly.map((m) => [m.month, m.value]));
    return { name: `${s.shipName} (${s.capacityKind === 'GT' ? 'cgDIST' : 'AER'})`, data: months.map((m) => byMonth.get(m) ?? null) };
  });
  return <ApexChart type="line" series={series} options={options} height={300} label={t('emissions.aer.overview.chartTitle', { year })} />;
}

export function AerOverviewScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t, i18n } = useTranslation();
  const number = useFixedFormat();
  const units = useUnits();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const [year, setYear] = useState<number | null>(null);
  const overview = useLoadingStatus(() => calls.aerOverview(year ?? undefined), { immediate: false });
  useEffect(() => { void overview.load(); }, [year, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const shownYear = year ?? overview.value?.year ?? null;
  const ships = overview.value?.ships ?? [];

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.aer.overview.title')} subtitle={t('emissions.aer.overview.subtitle')}>
        <YearSelect years={overview.value?.years ?? []} value={shownYear} onChange={setYear} />
      </ScreenHeader>
      <ErrorAlert title={t('emissions.aer.overview.failed')} error={overview.status === 'Error' ? overview.error : null} />
      <DataTable<AerShipYear>
        className={classes.table} withTableBorder borderRadius="md" striped minHeight={ships.length ? undefined : 160} idAccessor="unitId"
        records={ships} fetching={overview.status === 'Loading' || overview.status === 'Reloading'}
        noRecordsText={shownYear ? t('emissions.aer.overview.noShips', { year: shownYear }) : t('emissions.aer.overview.noShipsAtAll')}
        columns={[
          { accessor: 'shipName', title: t('emissions.aer.overview.columns.ship'), render: (s) => (
            <Stack gap={0}><Text size="sm" fw={600}>{s.shipName}</Text>{s.shipType && <Text size="xs" c="dimmed">{t(`resources.ship.enums.shipType.${s.shipType}`, { defaultValue: s.shipType })}</Text>}</Stack>
          ) },
          { accessor: 'capacityKind', title: t('emissions.aer.overview.columns.indicator'), width: 110, render: (s) => (
            s.capacityKind ? <Badge variant="light" tt="none" color={s.capacityKind === 'GT' ? 'grape' : 'blue'}>{s.capacityKind === 'GT' ? 'cgDIST' : 'AER'}</Badge> : '—'
          ) },
          { accessor: 'capacity', title: t('emissions.aer.overview.columns.capacity'), textAlign: 'right', width: 140, render: (s) => (
            s.capacity === null ? '—' : <Group gap={4} justify="flex-end" wrap="nowrap"><span>{number(s.capacity, 0)}</span><Text span size="xs" c="dimmed">{s.capacityKind === 'GT' ? 'GT' : t('emissions.aer.calculator.dwtShort')}</Text></Group>
          ) },
          { accessor: 'distanceNm', title: t('emissions.aer.overview.columns.distance'), textAlign: 'right', width: 120, render: (s) => number(s.distanceNm, 0) },
          { accessor: 'co2T', title: t('emissions.aer.overview.columns.co2'), textAlign: 'right', width: 120, render: (s) => number(s.co2T, 1) },
          { accessor: 'value', title: t('emissions.aer.overview.columns.value'), textAlign: 'right', width: 230, render: (s) => (
            s.problem ? <FigureProblemText problem={s.problem} /> : (
              <Group gap={4} justify="flex-end" wrap="nowrap"><Text span size="sm" fw={600}>{number(s.value, 2)}</Text>{s.value !== null && <Text span size="xs" c="dimmed">{units.aer(s.capacityKind)}</Text>}</Group>
            )
          ) },
        ]}
      />
      {shownYear !== null && ships.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">{t('emissions.aer.overview.chartTitle', { year: shownYear })}</Title>
          <AerMonthlyChart year={shownYear} ships={ships} />
        </Paper>
      )}
      <Text size="xs" c="dimmed">{t('emissions.aer.overview.footnote')}</Text>
    </Stack>
  );
}
