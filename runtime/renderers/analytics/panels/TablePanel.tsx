/**
 * `table`: one row per bucket (newest first) and one column per series of `config.series` (all when absent), or with
 * `config.latestOnly` one row per series with its newest value and time, or with `config.perShip` one row per ship
 * with each series over the period (ShipTable). `config.precision` fixes the decimals.
 */
import { ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lastValue } from '../../../../descriptors/lib/analytics/series-math.js';
import { useNumberFormat } from '../charts/chart-theme.js';
import type { NumericSeries } from '../analytics-api.js';
import { idsOf, numberOf, pickSeries, seriesKey, useSeriesName, useUnitLabel, withMeasureUnit } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import { ShipTable } from './ShipTable.js';
import type { PanelProps } from './panel-types.js';

/** Rows a table draws at most; older buckets are left out (and said so). */
const maxRows = 500;

const dateFormats = new Map<string, (ms: number) => string>();

/** A bucket's time as the table shows it (a day, or a day and time), one `Intl.DateTimeFormat` per language and style. */
function dateFormat(language: string, style: 'day' | 'time'): (ms: number) => string {
  const key = `${language}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    const intl = new Intl.DateTimeFormat(language, style === 'day' ? { dateStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'short' });
    format = (ms) => intl.format(ms);
    dateFormats.set(key, format);
  }
  return format;
}

function bucketSeconds(series: readonly NumericSeries[]): number {
  const points = series.find((s) => s.points.length > 1)?.points;
  return points ? (points[1][0] - points[0][0]) / 1000 : 0;
}

export function TablePanel({ chart, data, height }: PanelProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const config = chart.config ?? {};
  const series = pickSeries(data, idsOf(config.series));
  const nameOf = useSeriesName(series);
  const unitOf = useUnitLabel();
  const precision = numberOf(config.precision);
  if (!series.length) return <PanelMessage height={height}>{t('dashboard.panel.noData')}</PanelMessage>;
  const isDaily = bucketSeconds(series) >= 86_400;
  // One formatter for every row: toLocaleString with options builds a new one per call, the slowest part of a big table.
  const time = dateFormat(i18n.language, isDaily ? 'day' : 'time');
  const label = chart.title ? undefined : t('dashboard.table.label');
  if (config.perShip === true) return <ShipTable chart={chart} data={data} series={series} height={height} />;

  if (config.latestOnly === true) {
    return (
      <ScrollArea h={height} type="auto">
        <Table striped highlightOnHover stickyHeader fz="sm" aria-label={label}>
          <Table.Thead><Table.Tr><Table.Th>{t('dashboard.table.series')}</Table.Th><Table.Th ta="right">{t('dashboard.table.value')}</Table.Th><Table.Th>{t('dashboard.table.time')}</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {series.map((s) => {
              const latest = lastValue(s.points);
              return (
                <Table.Tr key={seriesKey(s)}>
                  <Table.Td>{nameOf(s)}</Table.Td>
                  <Table.Td ta="right" className="tabular">{format(latest?.value, precision)}{s.measureUnit ? ` ${unitOf(s.measureUnit)}` : ''}</Table.Td>
                  <Table.Td c="dimmed">{latest ? dateFormat(i18n.language, 'time')(latest.ts) : '—'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  }

  const byTime = series.map((s) => new Map(s.points.map(([ts, v]) => [ts, v])));
  const times = [...new Set(series.flatMap((s) => s.points.map(([ts]) => ts)))].sort((a, b) => b - a);
  const shown = times.slice(0, maxRows);
  return (
    <ScrollArea h={height} type="auto">
      <Table striped highlightOnHover stickyHeader fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.table.time')}</Table.Th>
            {series.map((s) => <Table.Th key={seriesKey(s)} ta="right">{withMeasureUnit(nameOf(s), unitOf(s.measureUnit))}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((ts) => (
            <Table.Tr key={ts}>
              <Table.Td>{time(ts)}</Table.Td>
              {byTime.map((values, i) => <Table.Td key={i} ta="right">{format(values.get(ts), precision)}</Table.Td>)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {times.length > maxRows && <Text size="xs" c="dimmed" p="xs">{t('dashboard.table.truncated', { rows: maxRows })}</Text>}
    </ScrollArea>
  );
}
