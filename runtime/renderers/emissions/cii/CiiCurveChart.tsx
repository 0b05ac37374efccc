/**
 * The reference-line chart of a ship type and year: the required CII over capacity with the rating bands A–E shaded
 * between its four boundaries (MEPC.354(78)), and the ship's attained CII marked at its capacity.
 */
import { Box, Group, Text } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../analytics/charts/ApexChart.js';
import { useChartBase } from '../../analytics/charts/chart-theme.js';
import type { CiiAssessmentDto, CiiCurvePoint, CiiRating } from '../emissions-api.js';
import { useCiiUnit } from './CiiFigures.js';

/** Opaque band colours: each band's area is painted over the worse ones below it, so no colour may let another through. */
const bandFill: Record<'light' | 'dark', Record<CiiRating, string>> = {
  light: { A: '#b2f2bb', B: '#d8f5a2', C: '#fff3bf', D: '#ffd8a8', E: '#ffc9c9' },
  dark: { A: '#2b5e38', B: '#56702b', C: '#8c7a22', D: '#8f5426', E: '#7d2f34' },
};

const height = 340;

/** A round step (1, 2, 2.5 or 5 × 10ᵏ) giving about `ticks` intervals over the span. */
function niceStep(span: number, ticks: number): number {
  const raw = span / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((step) => step >= raw) ?? 10 * magnitude;
}

/** An axis from and to round values with a tick on each step. */
function niceAxis(low: number, high: number, ticks: number) {
  if (!(high > low)) return { min: low, max: high, tickAmount: ticks };
  const step = niceStep(high - low, ticks);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  return { min, max, tickAmount: Math.round((max - min) / step) };
}

export function CiiCurveChart({ curve, assessment }: { curve: CiiCurvePoint[]; assessment: CiiAssessmentDto }) {
  const { t } = useTranslation();
  const { options: base, isDark, format } = useChartBase();
  const unit = useCiiUnit()(assessment.capacityKind);
  const fills = bandFill[isDark ? 'dark' : 'light'];
  const shipColour = isDark ? '#74c0fc' : '#1864ab';
  const requiredColour = isDark ? '#dee2e6' : '#343a40';

  const { series, options } = useMemo(() => {
    const points = [...curve].sort((a, b) => a.capacity - b.capacity);
    // The axis stops well above the ship's inferior boundary: small capacities' lines rise steeply and would flatten the rest.
    const y = niceAxis(0, Math.max(assessment.boundaries.inferior * 1.45, assessment.attained * 1.2), 6);
    const top = y.max;
    const along = (pick: (p: CiiCurvePoint) => number) => points.map((p) => [p.capacity, Math.min(pick(p), top * 2)] as [number, number]);
    const shown = [
      { name: t('emissions.cii.chart.bandE'), type: 'area', data: points.map((p) => [p.capacity, top] as [number, number]) },
      { name: t('emissions.cii.chart.inferior'), type: 'area', data: along((p) => p.inferior) },
      { name: t('emissions.cii.chart.upper'), type: 'area', data: along((p) => p.upper) },
      { name: t('emissions.cii.chart.lower'), type: 'area', data: along((p) => p.lower) },
      { name: t('emissions.cii.chart.superior'), type: 'area', data: along((p) => p.superior) },
      { name: t('emissions.cii.chart.required'), type: 'line', data: along((p) => p.required) },
      { name: t('emissions.cii.chart.ship'), type: 'scatter', data: [[assessment.capacity, assessment.attained] as [number, number]] },
    ];
    const xs = points.map((p) => p.capacity).concat(assessment.capacity);
    const chartOptions: ApexOptions = {
      ...base,
      chart: { ...base.chart, type: 'line' },
      colors: [fills.E, fills.D, fills.C, fills.B, fills.A, requiredColour, shipColour],
      fill: { type: 'solid', opacity: [1, 1, 1, 1, 1, 1, 1] },
      stroke: { width: [0, 0, 0, 0, 0, 2, 0], curve: 'straight', dashArray: [0, 0, 0, 0, 0, 6, 0] },
      markers: { size: [0, 0, 0, 0, 0, 0, 7], strokeWidth: 2, strokeColors: isDark ? '#1a1b1e' : '#fff', hover: { sizeOffset: 2 } },
      legend: { show: false },
      grid: { ...base.grid, show: false },
      xaxis: {
        type: 'numeric', ...niceAxis(Math.min(...xs), Math.max(...xs), 8),
        title: { text: t('emissions.cii.chart.capacity', { kind: assessment.capacityKind }) },
        labels: { formatter: (v: string) => format(Number(v), 0) },
        tooltip: { enabled: false },
      },
      yaxis: { ...y, title: { text: unit }, labels: { formatter: (v: number) => format(v, 2) } },
      tooltip: {
        ...base.tooltip, shared: true, intersect: false, enabledOnSeries: [1, 2, 3, 4, 5, 6],
        x: { formatter: (v: number) => `${format(v, 0)} ${assessment.capacityKind}` },
        y: { formatter: (v: number) => format(v, 2) },
      },
    };
    return { series: shown, options: chartOptions };
  }, [curve, assessment, base, fills, format, isDark, requiredColour, shipColour, t, unit]);

  if (curve.length < 2) return null;
  const key = (['A', 'B', 'C', 'D', 'E'] as CiiRating[]);
  return (
    <Box>
      <ApexChart type="line" series={series} options={options} height={height} label={t('emissions.cii.chart.label')} />
      <Group gap="md" justify="center" mt={4} wrap="wrap" aria-hidden>
        {key.map((rating) => (
          <Group key={rating} gap={4} wrap="nowrap">
            <Box w={14} h={10} style={{ background: fills[rating], borderRadius: 2, border: '1px solid var(--mantine-color-default-border)' }} />
            <Text size="xs">{t('emissions.cii.chart.band', { rating })}</Text>
          </Group>
        ))}
        <Group gap={4} wrap="nowrap">
          <Box w={18} style={{ borderTop: `2px dashed ${requiredColour}` }} />
          <Text size="xs">{t('emissions.cii.chart.required')}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Box w={10} h={10} style={{ background: shipColour, borderRadius: 5 }} />
          <Text size="xs">{t('emissions.cii.chart.ship')}</Text>
        </Group>
      </Group>
    </Box>
  );
}
