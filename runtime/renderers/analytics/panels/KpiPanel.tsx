/**
 * `kpi`: one big number — `config.aggregate` (last, first, avg, sum, min, max, total; default last) of `config.series`
 * with `config.precision` decimals and its measure unit (`config.unit` overrides; with `total` a rate such as kg/h is
 * shown as the amount over the period, in `config.unit` if given) — and, with `config.trend`, an arrow
 * with the change against the previous period, green or red as `config.higherIsBetter` says. One line per ship.
 */
import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { percentChange } from '../../../../descriptors/lib/analytics/series-math.js';
import { useNumberFormat } from '../charts/chart-theme.js';
import { idsOf, numberOf, pickSeries, seriesKey, totalling, useLineName, useUnitLabel } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import type { PanelProps } from './panel-types.js';
import { steadyPercent, trendColour } from './trend-colour.js';
import classes from '../analytics.module.css';

export function KpiPanel({ chart, data, previous, width, height }: PanelProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const config = chart.config ?? {};
  const series = pickSeries(data, idsOf(config.series).slice(0, 1));
  const nameOf = useLineName(series);
  const unitOf = useUnitLabel();
  const precision = numberOf(config.precision) ?? numberOf(config.decimals) ?? 1;
  if (!series.length) return <PanelMessage height={height}>{t('dashboard.panel.noData')}</PanelMessage>;
  const isSingle = series.length === 1;
  // One ship: a big number in the middle; several: a list, scrolling when the cell is short.
  const size = isSingle ? Math.max(20, Math.min(56, height / 2.6, width / 7)) : 18;
  const lines = series.map((s) => {
    const totals = totalling(config, s.measureUnit, 'last');
    const value = totals.valueOf(s, data?.resolution);
    const before = pickSeries(previous, [s.id]).find((p) => p.unit === s.unit);
    const change = config.trend === true && before ? percentChange(value, totals.valueOf(before, previous?.resolution)) : null;
    const unit = unitOf(totals.unit);
    return (
      <Group key={seriesKey(s)} gap="xs" align="baseline" justify={isSingle ? 'center' : 'space-between'} wrap="nowrap">
        {!isSingle && <Text size="sm" c="dimmed" truncate>{nameOf(s)}</Text>}
        <Group gap={6} align="baseline" wrap="nowrap">
          <Text className={classes.kpiValue} fz={size} fw={600} lh={1.1}>{format(value, precision)}</Text>
          {unit && <Text size={isSingle ? 'sm' : 'xs'} c="dimmed" style={{ whiteSpace: 'nowrap' }}>{unit}</Text>}
          {change !== null && (
            <Text size={isSingle ? 'sm' : 'xs'} fw={600} c={trendColour(change, config.higherIsBetter)}
              aria-label={t('dashboard.kpi.change', { value: format(change, 1) })} title={t('dashboard.kpi.vsPrevious')}>
              {Math.abs(change) < steadyPercent ? '▶' : change > 0 ? '▲' : '▼'} {format(Math.abs(change), 1)} %
            </Text>
          )}
        </Group>
      </Group>
    );
  });
  if (isSingle) return <Stack justify="center" h={height} px="sm">{lines}</Stack>;
  return <ScrollArea h={height} type="auto" offsetScrollbars><Stack gap={2} px="xs">{lines}</Stack></ScrollArea>;
}
