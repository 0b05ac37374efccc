/**
 * `value-trend`: the latest value of `config.series`, big, with its measure unit and `config.precision` decimals (default 1),
 * its change against `config.against` — the start of the period (default) or the bucket before — as an arrow with a signed
 * number and percentage, green or red as `config.higherIsBetter` says, and with `config.sparkline` the period as a small
 * line under it. One line per ship.
 */
import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isTrendReference, valueTrend, type ValueTrend } from '../../../../descriptors/lib/analytics/value-trend.js';
import { useNumberFormat } from '../charts/chart-theme.js';
import { Sparkline } from '../charts/Sparkline.js';
import { idsOf, numberOf, pickSeries, seriesKey, useLineName, useSeriesName, useUnitLabel } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import type { PanelProps } from './panel-types.js';
import { steadyPercent, trendColour } from './trend-colour.js';
import classes from '../analytics.module.css';

/** The change's percentage, or when the reference is 0 (no percentage) its plain sign, for arrow and colour. */
const directionOf = (trend: ValueTrend) => trend.percent ?? Math.sign(trend.change ?? 0);

export function ValueTrendPanel({ chart, data, width, height }: PanelProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const config = chart.config ?? {};
  const series = pickSeries(data, idsOf(config.series).slice(0, 1));
  const nameOf = useLineName(series);
  const seriesNameOf = useSeriesName(series);
  const unitOf = useUnitLabel();
  const precision = numberOf(config.precision) ?? 1;
  const against = isTrendReference(config.against) ? config.against : 'periodStart';
  const lines = series.flatMap((s) => {
    const trend = valueTrend(s.points, against);
    return trend ? [{ s, trend }] : [];
  });
  if (!lines.length) return <PanelMessage height={height}>{t('dashboard.panel.noData')}</PanelMessage>;

  const isSingle = lines.length === 1;
  // One line: the figure, the change (about 20 px) and the sparkline share the cell's height; in a low cell the
  // sparkline shrinks, then goes, before anything is cut off.
  const room = height - 20 - 8;
  const sparkHeight = config.sparkline !== true ? 0 : !isSingle ? 18 : room >= 44 ? Math.min(48, room * 0.4) : room >= 32 ? 12 : 0;
  const size = isSingle ? Math.max(16, Math.min(56, (room - sparkHeight) / 1.15, width / 7)) : 18;
  const signed = (value: number, decimals: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${format(Math.abs(value), decimals)}`;

  const rows = lines.map(({ s, trend }) => {
    const unit = unitOf(s.measureUnit);
    const direction = directionOf(trend);
    const isSteady = Math.abs(direction) < steadyPercent;
    const change = trend.change === null ? null : [
      isSteady ? '→' : direction > 0 ? '↑' : '↓',
      `${signed(trend.change, precision)}${unit ? ` ${unit}` : ''}`,
      trend.percent === null ? '' : `(${signed(trend.percent, 1)} %)`,
    ].filter(Boolean).join(' ');
    const figure = (
      <Group gap={6} align="baseline" wrap="nowrap" justify={isSingle ? 'center' : 'flex-end'}>
        <Text className={classes.kpiValue} fz={size} fw={600} lh={1.1}>{format(trend.latest.value, precision)}</Text>
        {unit && <Text size={isSingle ? 'sm' : 'xs'} c="dimmed" style={{ whiteSpace: 'nowrap' }}>{unit}</Text>}
      </Group>
    );
    const changeText = change && (
      <Text size={isSingle ? 'sm' : 'xs'} fw={600} c={trendColour(direction, config.higherIsBetter)} ta={isSingle ? 'center' : undefined}
        style={{ whiteSpace: 'nowrap' }} title={t(`dashboard.valueTrend.against.${against}`)}>
        {change}
      </Text>
    );
    const sparkline = sparkHeight > 0 && (
      <Sparkline points={s.points} width={isSingle ? Math.min(width - 16, 240) : 60} height={sparkHeight}
        label={t('dashboard.valueTrend.sparkline', { name: seriesNameOf(s) })} />
    );
    if (isSingle) return <Stack key={seriesKey(s)} gap={4} align="center">{figure}{changeText}{sparkline}</Stack>;
    return (
      <Group key={seriesKey(s)} gap="xs" align="center" justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" truncate>{nameOf(s)}</Text>
        <Group gap="xs" align="center" wrap="nowrap">{sparkline}{figure}{changeText}</Group>
      </Group>
    );
  });
  if (isSingle) return <Stack justify="center" h={height} px="sm">{rows}</Stack>;
  return <ScrollArea h={height} type="auto" offsetScrollbars><Stack gap={2} px="xs">{rows}</Stack></ScrollArea>;
}
