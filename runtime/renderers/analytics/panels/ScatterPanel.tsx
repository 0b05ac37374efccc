/**
 * `scatter`: `config.y` against `config.x` (series ids), one colour per ship, bucket by bucket. `config.fit`
 * ({ order ≥ 1, decimals integer }, SPEC §5) adds the least-squares polynomial with its equation and R²;
 * `config.fit.type: "power"` fits y = a·xᵇ instead (speed–consumption curves).
 */
import { Group, Stack, Text } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  evaluatePolynomial, fitPolynomial, fitPowerLaw, validateFitOptions, type FitProblem,
} from '../../../../descriptors/lib/analytics/polynomial-fit.js';
import { pairByTime } from '../../../../descriptors/lib/analytics/series-math.js';
import { ApexChart } from '../charts/ApexChart.js';
import { legendFor, useChartBase, type NumberFormatter } from '../charts/chart-theme.js';
import { pickSeries, useSeriesName, withMeasureUnit } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import type { PanelProps } from './panel-types.js';

interface FitConfig {
  type?: unknown;
  order?: unknown;
  decimals?: unknown;
}

interface DrawnFit {
  curve: [number, number][];
  equation: string;
  rSquared: number | null;
}

const curvePoints = 60;
const lineHeight = 20;
const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const power = (k: number) => (k === 1 ? '' : String(k).split('').map((d) => superscripts[Number(d)]).join(''));

/** y = 1.25x² − 0.55x + 0.15, in the user's number format. */
export function formatPolynomial(coefficients: readonly number[], format: NumberFormatter, decimals?: number): string {
  const terms = coefficients
    .map((c, k) => ({ c, k }))
    .filter(({ c }) => c !== 0)
    .reverse()
    .map(({ c, k }, i) => {
      const sign = c < 0 ? '−' : i === 0 ? '' : '+';
      const magnitude = format(Math.abs(c), decimals);
      const body = k === 0 ? magnitude : `${magnitude}x${power(k)}`;
      return i === 0 ? `${sign}${body}` : `${sign} ${body}`;
    });
  return `y = ${terms.join(' ') || '0'}`;
}

function drawFit(pairs: [number, number][], fit: FitConfig, format: NumberFormatter): { drawn?: DrawnFit; problems: FitProblem[] } {
  const xs = pairs.map(([x]) => x);
  const low = Math.min(...xs);
  const high = Math.max(...xs);
  const along = (f: (x: number) => number) => Array.from({ length: curvePoints }, (_, i) => {
    const x = low + ((high - low) * i) / (curvePoints - 1);
    return [x, f(x)] as [number, number];
  });
  const decimals = typeof fit.decimals === 'number' ? fit.decimals : undefined;
  if (fit.type === 'power') {
    const problems = validateFitOptions({ order: 1, decimals: fit.decimals });
    const result = problems.length ? { problems } : fitPowerLaw(pairs);
    if (!result.fit) return { problems: result.problems };
    const { a, b, rSquared } = result.fit;
    return { drawn: { curve: along((x) => a * x ** b), equation: `y = ${format(a, decimals)}·x^${format(b, decimals)}`, rSquared }, problems: [] };
  }
  const result = fitPolynomial(pairs, { order: fit.order ?? 1, decimals: fit.decimals });
  if (!result.fit) return { problems: result.problems };
  const { coefficients, rSquared } = result.fit;
  return { drawn: { curve: along((x) => evaluatePolynomial(coefficients, x)), equation: formatPolynomial(coefficients, format, decimals), rSquared }, problems: [] };
}

export function ScatterPanel({ chart, data, height }: PanelProps) {
  const { t } = useTranslation();
  const { options: base, format } = useChartBase();
  const config = chart.config ?? {};
  const xId = typeof config.x === 'string' ? config.x : undefined;
  const yId = typeof config.y === 'string' ? config.y : undefined;
  const xs = pickSeries(data, xId ? [xId] : []);
  const ys = pickSeries(data, yId ? [yId] : []);
  const nameOf = useSeriesName([...xs, ...ys]);
  const fitConfig = config.fit && typeof config.fit === 'object' ? config.fit as FitConfig : undefined;

  const clouds = useMemo(() => ys.flatMap((y) => {
    const x = xs.find((s) => s.unit === y.unit);
    return x ? [{ unit: y.unit, pairs: pairByTime(x.points, y.points) }] : [];
  }), [xs, ys]);
  const all = clouds.flatMap((c) => c.pairs);
  const fit = fitConfig && all.length ? drawFit(all, fitConfig, format) : undefined;
  const xTitle = xs[0] ? withMeasureUnit(nameOf({ ...xs[0], unit: null }), xs[0].measureUnit) : xId ?? '';
  const yTitle = ys[0] ? withMeasureUnit(nameOf({ ...ys[0], unit: null }), ys[0].measureUnit) : yId ?? '';

  const options = useMemo<ApexOptions>(() => ({
    ...base,
    chart: { ...base.chart, type: 'line' },
    xaxis: { type: 'numeric', tickAmount: 6, title: { text: xTitle }, labels: { formatter: (v: string) => format(Number(v)) } },
    yaxis: { title: { text: yTitle }, labels: { formatter: (v: number) => format(v) } },
    markers: { size: [...clouds.map(() => 4), ...(fit?.drawn ? [0] : [])], strokeWidth: 0 },
    stroke: { width: [...clouds.map(() => 0), ...(fit?.drawn ? [2] : [])], curve: 'straight' },
    tooltip: { ...base.tooltip, shared: false, x: { formatter: (v: number) => format(v) }, y: { formatter: (v: number) => format(v) } },
    legend: { ...legendFor(base, clouds.length + 1, height), show: clouds.length > 1 || Boolean(fit?.drawn) },
  }), [base, format, xTitle, yTitle, clouds.length, fit?.drawn, height]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!xId || !yId) return <PanelMessage color="red" height={height}>{t('dashboard.scatter.axesMissing')}</PanelMessage>;
  const fitProblems = fitConfig ? [...new Set([...validateFitOptions({ order: fitConfig.order ?? 1, decimals: fitConfig.decimals }), ...(fit?.problems ?? [])])] : [];
  // Configuration problems above the chart, one line each; the fit's equation below it.
  const problems = fitProblems.map((problem) => <Text key={problem} size="xs" c="red" role="alert" truncate h={lineHeight}>{problemText(problem, t)}</Text>);
  const chartHeight = height - fitProblems.length * lineHeight - (fit?.drawn ? lineHeight : 0);
  if (!all.length) return <Stack gap={0} h={height}>{problems}<PanelMessage>{t('dashboard.panel.noData')}</PanelMessage></Stack>;
  const series = [
    ...clouds.map((cloud) => ({ name: clouds.length > 1 && cloud.unit ? cloud.unit : yTitle, type: 'scatter', data: cloud.pairs })),
    ...(fit?.drawn ? [{ name: t('dashboard.scatter.fit'), type: 'line', data: fit.drawn.curve }] : []),
  ];
  return (
    <Stack gap={0}>
      {problems}
      <ApexChart type="line" series={series} options={options} height={chartHeight} label={`${yTitle} / ${xTitle}`} />
      {fit?.drawn && (
        <Group gap="md" px="xs" wrap="nowrap" h={lineHeight}>
          <Text size="xs" c="dimmed" truncate title={fit.drawn.equation}>{fit.drawn.equation}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>R² = {format(fit.drawn.rSquared, 3)}</Text>
        </Group>
      )}
    </Stack>
  );
}

/** SPEC §5 texts are shown as the SPEC words them, translated. */
function problemText(problem: FitProblem, t: (key: string) => string): string {
  if (problem === 'Invalid order') return t('dashboard.scatter.invalidOrder');
  if (problem === 'Invalid decimals') return t('dashboard.scatter.invalidDecimals');
  return t('dashboard.scatter.notEnoughPoints');
}
