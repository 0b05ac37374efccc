/**
 * `gauge`: the latest value of `config.series` as a radial bar between `config.min` (default 0) and `config.max`
 * (default: the period's highest value), coloured by the first of `config.bands` ({ from?, to, color }) it falls in;
 * several ships as one bar each.
 */
import { Group, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { aggregatePoints, lastValue } from '../../../../descriptors/lib/analytics/series-math.js';
import { ApexChart } from '../charts/ApexChart.js';
import { colorOf, seriesColors, useChartBase } from '../charts/chart-theme.js';
import { idsOf, numberOf, pickSeries, seriesKey, useLineName, useSeriesName, useUnitLabel } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import type { PanelProps } from './panel-types.js';
import classes from '../analytics.module.css';

interface Band {
  from?: number;
  to: number;
  color?: string;
}

function bandsOf(value: unknown): Band[] {
  if (!Array.isArray(value)) return [];
  return value.filter((b): b is Band => typeof b === 'object' && b !== null && typeof (b as Band).to === 'number')
    .sort((a, b) => a.to - b.to);
}

/** A round upper bound a little above the value (12.3 → 15, 870 → 1000). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((f) => f * magnitude >= value * 1.05) ?? 10;
  return step * magnitude;
}

export function GaugePanel({ chart, data, height }: PanelProps) {
  const { t } = useTranslation();
  const { options: base, format, isDark } = useChartBase();
  const config = chart.config ?? {};
  const series = pickSeries(data, idsOf(config.series).slice(0, 1));
  const nameOf = useSeriesName(series);
  const lineOf = useLineName(series);
  const unitOf = useUnitLabel();
  const precision = numberOf(config.precision);
  const bands = bandsOf(config.bands);
  const min = numberOf(config.min) ?? 0;
  const highest = Math.max(...series.map((s) => aggregatePoints(s.points, 'max') ?? min));
  const max = numberOf(config.max) ?? niceCeiling(highest);
  const values = series.map((s) => lastValue(s.points)?.value ?? null);
  const span = max - min || 1;
  const percents = values.map((v) => (v === null ? 0 : Math.min(100, Math.max(0, ((v - min) / span) * 100))));
  const colors = values.map((v, i) => {
    const band = v === null ? undefined : bands.find((b) => v <= b.to && (b.from === undefined || v >= b.from));
    return colorOf(band?.color, seriesColors[i % seriesColors.length]);
  });
  const unit = unitOf(series[0]?.measureUnit);
  const labels = series.map((s) => (series.length > 1 ? lineOf(s) : nameOf(s)));
  // In a small cell the ring leaves no room for a name under the value.
  const isCompact = height < 220;

  const options = useMemo<ApexOptions>(() => ({
    ...base,
    colors,
    labels,
    plotOptions: {
      radialBar: {
        startAngle: -125,
        endAngle: 125,
        hollow: { size: '58%' },
        track: { background: isDark ? '#2c3747' : '#e9ecef' },
        dataLabels: {
          name: { show: !isCompact, fontSize: '12px', offsetY: 18 },
          // ApexCharts hands percentages; show the value they stand for.
          value: {
            show: true, fontSize: isCompact ? '16px' : '22px', offsetY: isCompact ? 6 : -12,
            formatter: (pct: number) => `${format(min + (Number(pct) / 100) * span, precision)} ${unit}`.trim(),
          },
        },
      },
    },
    stroke: { lineCap: 'round' },
    legend: { show: false },
  }), [base, JSON.stringify([colors, labels, min, span, precision, unit, isDark, isCompact])]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!series.length || values.every((v) => v === null)) return <PanelMessage height={height}>{t('dashboard.panel.noData')}</PanelMessage>;
  const valueText = (v: number | null) => `${format(v, precision)} ${unit}`.trim();
  if (series.length > 1) {
    // Several ships: one bar each (rings inside rings cannot be read).
    return (
      <ScrollArea h={height} type="auto" offsetScrollbars>
        <Stack gap={6} px="xs" py={4}>
          {series.map((s, i) => (
            <div key={seriesKey(s)}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>{labels[i]}</Text>
                <Text size="sm" fw={600} className={classes.kpiValue}>{valueText(values[i])}</Text>
              </Group>
              <Progress value={percents[i]} color={colors[i]} size="sm" aria-label={`${labels[i]}: ${valueText(values[i])}`} />
            </div>
          ))}
          <Group justify="space-between"><Text size="xs" c="dimmed">{format(min, precision)}</Text><Text size="xs" c="dimmed">{format(max, precision)}</Text></Group>
        </Stack>
      </ScrollArea>
    );
  }
  return (
    <Stack gap={0}>
      <ApexChart type="radialBar" series={percents} options={options} height={height - 20} label={`${labels[0]}: ${valueText(values[0])}`} />
      <Group justify="space-between" px="md" h={20}>
        <Text size="xs" c="dimmed">{format(min, precision)}</Text>
        <Text size="xs" c="dimmed">{format(max, precision)}</Text>
      </Group>
    </Stack>
  );
}
