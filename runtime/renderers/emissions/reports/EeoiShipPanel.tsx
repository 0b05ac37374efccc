/**
 * One ship's EEOI voyage by voyage in a year (GET /emissions/eeoi), each with the rolling EEOI over the last `window`
 * voyages (a ratio of sums), as a table and as a chart of voyage EEOI against rolling EEOI.
 */
import { Badge, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { ApexChart } from '../../analytics/charts/ApexChart.js';
import { useChartBase } from '../../analytics/charts/chart-theme.js';
import classes from '../../crud/crud.module.css';
import { formatDateTime } from '../../crud/display-value.js';
import type { EmissionsApi, EeoiFigureDto, EeoiVoyageRow } from '../emissions-api.js';
import { ErrorAlert, FigureTile, useFixedFormat, useUnits, type CargoUnit } from './report-support.js';

const maxWindow = 50;

function EeoiVoyageChart({ voyages, window, unit, portName }: {
  voyages: EeoiVoyageRow[]; window: number; unit: CargoUnit; portName: (code: string) => string;
}) {
  const { t } = useTranslation();
  const { options: base } = useChartBase();
  const number = useFixedFormat();
  const units = useUnits();
  const routes = voyages.map((v) => `${portName(v.fromPort)} → ${portName(v.toPort)}`);
  const options = useMemo<ApexOptions>(() => ({
    ...base,
    xaxis: { categories: voyages.map((_, i) => String(i + 1)), title: { text: t('emissions.eeoi.ship.chartAxisX') }, tooltip: { enabled: false } },
    yaxis: { title: { text: units.eeoi(unit) }, labels: { formatter: (v: number) => number(v, 1) }, min: 0, forceNiceScale: true },
    stroke: { width: [0, 3], curve: 'straight' },
    markers: { size: [0, 4] },
    plotOptions: { bar: { columnWidth: '55%' } },
    tooltip: {
      ...base.tooltip, shared: true, intersect: false,
      x: { formatter: (_: number, o?: { dataPointIndex?: number }) => `${(o?.dataPointIndex ?? 0) + 1}. ${routes[o?.dataPointIndex ?? 0] ?? ''}` },
      y: { formatter: (v: number | null) => (v === null || v === undefined ? t('emissions.eeoi.ballast') : number(v, 2)) },
    },
  }), [base, JSON.stringify(routes), unit, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const series = [
    { name: t('emissions.eeoi.ship.voyageSeries'), type: 'column', data: voyages.map((v) => v.figure.value) },
    { name: t('emissions.eeoi.ship.rollingSeries', { count: window }), type: 'line', data: voyages.map((v) => v.rolling.value) },
  ];
  return <ApexChart type="line" series={series} options={options} height={300} label={t('emissions.eeoi.ship.chartTitle')} />;
}

export function EeoiShipPanel({ calls, unitId, year, portName }: {
  calls: EmissionsApi; unitId: string; year: number; portName: (code: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const number = useFixedFormat();
  const units = useUnits();
  const [window, setWindow] = useState<number | string>(5);
  const windowSize = typeof window === 'number' && Number.isInteger(window) && window >= 1 && window <= maxWindow ? window : null;
  const ship = useLoadingStatus(() => calls.eeoiShip(unitId, year, windowSize ?? 5), { immediate: false });
  useEffect(() => { if (windowSize) void ship.load(); }, [unitId, year, windowSize, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const value = ship.value;
  const voyages = value?.voyages ?? [];
  const unit: CargoUnit = voyages[0]?.cargoUnit ?? 't';
  const eeoiCell = (figure: EeoiFigureDto, isOwn: boolean) => (figure.value === null
    ? (isOwn ? <Group gap={6} justify="flex-end" wrap="nowrap"><Badge size="sm" variant="outline" color="gray" tt="none">{t('emissions.eeoi.ballast')}</Badge><span>—</span></Group> : '—')
    : number(figure.value, 2));

  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('emissions.eeoi.ship.region', { ship: value?.shipName ?? '' })}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4">{t('emissions.eeoi.ship.title', { ship: value?.shipName ?? '…', year })}</Title>
          <NumberInput label={t('emissions.eeoi.ship.window')} w={200} min={1} max={maxWindow} allowDecimal={false} clampBehavior="strict"
            value={window} onChange={setWindow} error={windowSize ? undefined : t('emissions.eeoi.ship.windowInvalid', { max: maxWindow })} />
        </Group>
        <ErrorAlert title={t('emissions.eeoi.ship.failed')} error={ship.status === 'Error' ? ship.error : null} />
        {value && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <FigureTile label={t('emissions.eeoi.ship.periodEeoi')} value={number(value.period.value, 2)} unit={units.eeoi(unit)} problem={value.problem} />
            <FigureTile label={t('emissions.eeoi.ship.periodCo2')} value={number(value.period.co2T, 1)} unit={t('emissions.aer.units.tonnes')} />
            <FigureTile label={t('emissions.eeoi.ship.periodWork')} value={number(value.period.transportWork, 0)} unit={units.transportWork(unit)} />
          </SimpleGrid>
        )}
        <DataTable<EeoiVoyageRow>
          className={classes.table} withTableBorder borderRadius="md" striped minHeight={voyages.length ? undefined : 180} idAccessor="voyageId"
          records={voyages} fetching={ship.status === 'Loading' || ship.status === 'Reloading'} noRecordsText={t('emissions.eeoi.ship.noVoyages', { year })}
          aria-label={t('emissions.eeoi.ship.voyagesTable')}
          columns={[
            { accessor: 'index', title: '#', width: 40, textAlign: 'right', render: (_, i) => i + 1 },
            { accessor: 'route', title: t('emissions.eeoi.ship.columns.voyage'), render: (v) => <Text size="sm" fw={500}>{`${portName(v.fromPort)} → ${portName(v.toPort)}`}</Text> },
            { accessor: 'departure', title: t('emissions.eeoi.ship.columns.period'), width: 140, render: (v) => (
              <Stack gap={0}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v.departure)}</Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{v.end ? formatDateTime(v.end) : t('emissions.eeoi.ship.underway')}</Text>
              </Stack>
            ) },
            { accessor: 'distanceNm', title: t('emissions.eeoi.ship.columns.distance'), textAlign: 'right', width: 105, render: (v) => number(v.distanceNm, 0) },
            { accessor: 'cargo', title: t('emissions.eeoi.ship.columns.cargo'), textAlign: 'right', width: 115, render: (v) => (
              <Group gap={4} justify="flex-end" wrap="nowrap"><span>{number(v.cargo, 0)}</span><Text span size="xs" c="dimmed">{units.cargo(v.cargoUnit)}</Text></Group>
            ) },
            { accessor: 'co2T', title: t('emissions.eeoi.ship.columns.co2'), textAlign: 'right', width: 80, render: (v) => number(v.figure.co2T, 1) },
            { accessor: 'eeoi', title: t('emissions.eeoi.ship.columns.eeoi', { unit: units.eeoi(unit) }), textAlign: 'right', width: 125, render: (v) => eeoiCell(v.figure, true) },
            { accessor: 'rolling', title: t('emissions.eeoi.ship.columns.rolling', { count: windowSize ?? 5, unit: units.eeoi(unit) }), textAlign: 'right', width: 135,
              render: (v) => eeoiCell(v.rolling, false) },
          ]}
        />
        {voyages.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>{t('emissions.eeoi.ship.chartTitle')}</Text>
            <EeoiVoyageChart voyages={voyages} window={value?.window ?? windowSize ?? 5} unit={unit} portName={portName} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
