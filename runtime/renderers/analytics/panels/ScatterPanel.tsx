/**
 * `scatter`: `config.y` against `config.x` (series ids), one colour per ship, bucket by bucket. `config.fit`
 * ({ order ≥ 1, decimals integer }, SPEC §5) adds the least-squares polynomial with its equation and R², one per ship
 * in the ship's colour; `config.fit.type: "power"` fits y = a·xᵇ instead (speed–consumption curves).
 * Both axes span the points, never the fit: a curve is drawn over the points' x range and left out where it leaves
 * their y range (a cubic dips below zero between a stopped ship and its sea speed).
 */
import { Box, Group, Stack, Text } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  evaluatePolynomial, fitPolynomial, fitPowerLaw, validateFitOptions, type FitProblem,
} from '../../../../descriptors/lib/analytics/polynomial-fit.js';
import { pairByTime } from '../../../../descriptors/lib/analytics/series-math.js';
import { ApexChart } from '../charts/ApexChart.js';
import { legendFor, seriesColors, useChartBase, type NumberFormatter } from '../charts/chart-theme.js';
import { pickSeries, useSeriesName, useUnitLabel, withMeasureUnit } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import type { PanelProps } from './panel-types.js';

interface FitConfig {
  type?: unknown;
  order?: unknown;
  decimals?: unknown;
}

interface DrawnFit {
  curve: [number, number | null][];
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

/** At least three significant digits for a small coefficient (a = 0.0146 of a speed–consumption curve). */
function significantDecimals(value: number, decimals: number | undefined): number | undefined {
  if (decimals === undefined || value === 0 || !Number.isFinite(value)) return decimals;
  return Math.min(10, Math.max(decimals, 2 - Math.floor(Math.log10(Math.abs(value)))));
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
    const equation = `y = ${format(a, significantDecimals(a, decimals))}·x^${format(b, decimals)}`;
    return { drawn: { curve: along((x) => a * x ** b), equation, rSquared }, problems: [] };
  }
  const result = fitPolynomial(pairs, { order: fit.order ?? 1, decimals: fit.decimals });
  if (!result.fit) return { problems: result.problems };
  const { coefficients, rSquared } = result.fit;
  return { drawn: { curve: along((x) => evaluatePolynomial(coefficients, x)), equation: formatPolynomial(coefficients, format, decimals), rSquared }, problems: [] };
}

interface Cloud {
  unit: string | null;
  name: string;
  color: string;
  pairs: [number, number][];
  fit?: DrawnFit;
}

/** Least width of a ship's line of the key ("Nordic Ore y = 0.0146·x^3.012 R² = 0.981"), and pixels per character of its text. */
const keyItemWidth = 240;
const keyCharWidth = 6.5;

/** A round step (1, 2 or 5 × 10ᵏ) giving about `ticks` intervals over the span. */
function niceStep(span: number, ticks: number): number {
  const raw = span / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((step) => step >= raw) ?? 10 * magnitude;
}

/** An axis from and to round values with ticks on them (speeds 7.3–15.5 → 6, 8, … 16). */
export function niceAxis(values: readonly number[]): { min?: number; max?: number; tickAmount: number } {
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (!(high > low)) return { tickAmount: 6 };
  const step = niceStep(high - low, 6);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  return { min, max, tickAmount: Math.round((max - min) / step) };
}

export function ScatterPanel({ chart, data, width, height }: PanelProps) {
  const { t } = useTranslation();
  const { options: base, format } = useChartBase();
  const config = chart.config ?? {};
  const xId = typeof config.x === 'string' ? config.x : undefined;
  const yId = typeof config.y === 'string' ? config.y : undefined;
  const xs = pickSeries(data, xId ? [xId] : []);
  const ys = pickSeries(data, yId ? [yId] : []);
  const nameOf = useSeriesName([...xs, ...ys]);
  const fitConfig = config.fit && typeof config.fit === 'object' ? config.fit as FitConfig : undefined;
  const unitOf = useUnitLabel();
  const xTitle = xs[0] ? withMeasureUnit(nameOf({ ...xs[0], unit: null }), unitOf(xs[0].measureUnit)) : xId ?? '';
  const yTitle = ys[0] ? withMeasureUnit(nameOf({ ...ys[0], unit: null }), unitOf(ys[0].measureUnit)) : yId ?? '';

  // One cloud per ship, each with its own fit (ships differ: one curve through all of them would describe none).
  const { clouds, fitted, xAxis, yAxis, fitFailures } = useMemo(() => {
    // A ship keeps the colour of its place in the answer (as in the page's other panels), with points or without.
    const paired = ys.flatMap((y, i) => {
      const x = xs.find((s) => s.unit === y.unit);
      return x ? [{ unit: y.unit, ship: y.unitName ?? y.unit, color: seriesColors[i % seriesColors.length], pairs: pairByTime(x.points, y.points) }] : [];
    }).filter((c) => c.pairs.length);
    const failures: FitProblem[] = [];
    const drawn: Cloud[] = paired.map((c) => {
      const fit = fitConfig ? drawFit(c.pairs, fitConfig, format) : undefined;
      failures.push(...(fit?.problems ?? []));
      const name = paired.length > 1 && c.ship ? c.ship : yTitle;
      return { unit: c.unit, pairs: c.pairs, name, color: c.color, fit: fit?.drawn };
    });
    const xAxis = niceAxis(drawn.flatMap((c) => c.pairs.map(([x]) => x)));
    const yAxis = niceAxis(drawn.flatMap((c) => c.pairs.map(([, y]) => y)));
    const withFits = drawn.filter((c) => c.fit).map((c) => ({ ...c, fit: { ...c.fit!, curve: withinAxis(c.fit!.curve, yAxis) } }));
    return { clouds: drawn, fitted: withFits, xAxis, yAxis, fitFailures: drawn.some((c) => c.fit) ? [] : failures };
  }, [xs, ys, fitConfig, format, yTitle]);
  const isSeveral = clouds.length > 1;
  const drawnPoints = useMemo(() => clouds.map((cloud) => onePerPixel(cloud.pairs, xAxis, yAxis, width, height)), [clouds, xAxis, yAxis, width, height]);

  const options = useMemo<ApexOptions>(() => ({
    ...base,
    chart: { ...base.chart, type: 'line' },
    colors: [...clouds.map((c) => c.color), ...fitted.map((c) => c.color)],
    xaxis: {
      type: 'numeric', ...xAxis, title: { text: xTitle, style: axisTitleStyle },
      labels: { formatter: (v: string) => format(Number(v)) },
    },
    yaxis: { ...yAxis, title: { text: yTitle, style: axisTitleStyle }, labels: { formatter: (v: number) => format(v) } },
    markers: { size: [...clouds.map(() => 4), ...fitted.map(() => 0)], strokeWidth: 0 },
    stroke: { width: [...clouds.map(() => 0), ...fitted.map(() => 2)], curve: 'straight' },
    tooltip: { ...base.tooltip, shared: false, x: { formatter: (v: number) => format(v) }, y: { formatter: (v: number) => format(v) } },
    // Several ships: the key below the chart names them (with their fits); one ship: its points and the fit.
    legend: isSeveral ? { show: false } : { ...legendFor(base, clouds.length + fitted.length, height), show: fitted.length > 0 },
  }), [base, format, xTitle, yTitle, clouds, fitted, isSeveral, height, xAxis, yAxis]);

  if (!xId || !yId) return <PanelMessage color="red" height={height}>{t('dashboard.scatter.axesMissing')}</PanelMessage>;
  const fitProblems = fitConfig ? [...new Set([...validateFitOptions({ order: fitConfig.order ?? 1, decimals: fitConfig.decimals }), ...fitFailures])] : [];
  // Configuration problems above the chart, one line each; the fits' equations below it.
  // A bad order or decimals is the page's fault (red, an alert); too few points for a fit is only the data's (dimmed).
  const problems = fitProblems.map((problem) => {
    const isConfig = problem === 'Invalid order' || problem === 'Invalid decimals';
    return <Text key={problem} size="xs" c={isConfig ? 'red' : 'dimmed'} role={isConfig ? 'alert' : 'status'} truncate h={lineHeight}>{problemText(problem, t)}</Text>;
  });
  if (!clouds.length) return <Stack gap={0} h={height}>{problems}<PanelMessage>{t('dashboard.panel.noData')}</PanelMessage></Stack>;
  // As many ships per line as their longest text allows, at least two where two fit; an equation longer than its
  // place wraps onto more lines rather than being cut, and the chart gives up that room.
  const entries = isSeveral ? clouds : fitted;
  const textOf = (c: Cloud) => (isSeveral ? c.name.length + 2 : 0) + (c.fit ? c.fit.equation.length + 12 : 0);
  const longest = Math.max(0, ...entries.map(textOf));
  const perLine = isSeveral ? Math.max(1, Math.floor(width / Math.max(keyItemWidth, Math.min(width / 2, longest * keyCharWidth + 24)))) : 1;
  const keyLines = keyLineCount(entries.map((c) => Math.ceil((textOf(c) * keyCharWidth + 24) / (width / perLine))), perLine);
  // The key takes at most about 40 % of the panel and scrolls beyond.
  const keyHeight = Math.min(keyLines, Math.max(1, Math.floor((height * 0.4) / lineHeight))) * lineHeight;
  const chartHeight = height - fitProblems.length * lineHeight - keyHeight;
  const series = [
    ...clouds.map((cloud, i) => ({ name: cloud.name, type: 'scatter', data: drawnPoints[i] })),
    ...fitted.map((cloud) => ({ name: isSeveral ? `${t('dashboard.scatter.fit')} · ${cloud.name}` : t('dashboard.scatter.fit'), type: 'line', data: cloud.fit!.curve })),
  ];
  return (
    <Stack gap={0}>
      {problems}
      <ApexChart type="line" series={series} options={options} height={chartHeight} label={`${yTitle} / ${xTitle}`} />
      {keyLines > 0 && (
        <Group gap={0} px="xs" wrap="wrap" mah={keyHeight} style={{ overflowY: 'auto' }}>
          {entries.map((cloud) => (
            <Group key={cloud.unit ?? ''} gap={6} wrap="wrap" mih={lineHeight} w={`${100 / perLine}%`} miw={0} lh={`${lineHeight}px`} style={{ rowGap: 0 }}>
              {isSeveral && <Box w={8} h={8} style={{ borderRadius: 4, background: cloud.color, flex: 'none' }} aria-hidden />}
              {isSeveral && <Text size="xs" fw={500} lh="inherit" style={{ whiteSpace: 'nowrap' }}>{cloud.name}</Text>}
              {cloud.fit && <Text size="xs" c="dimmed" lh="inherit" style={{ overflowWrap: 'anywhere' }}>{cloud.fit.equation}</Text>}
              {cloud.fit && <Text size="xs" c="dimmed" lh="inherit" style={{ whiteSpace: 'nowrap' }}>R² = {format(cloud.fit.rSquared, 3)}</Text>}
              {fitConfig && !cloud.fit && fitted.length > 0 && <Text size="xs" c="dimmed" lh="inherit" truncate>{t('dashboard.scatter.notEnoughPoints')}</Text>}
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** Pixels within which two points of a cloud are drawn as one: a marker is 8 px across. */
const pointPixels = 2;

/**
 * A cloud's points as drawn: one per `pointPixels` square of the plot, the first of those that share one — the others
 * would lie under it, and each marker drawn costs the browser (a month of six ships' hours is thousands). The fit and
 * its R² use every point.
 */
function onePerPixel(pairs: [number, number][], xAxis: { min?: number; max?: number }, yAxis: { min?: number; max?: number }, width: number, height: number): [number, number][] {
  const { min: xMin, max: xMax } = xAxis;
  const { min: yMin, max: yMax } = yAxis;
  if (xMin === undefined || xMax === undefined || yMin === undefined || yMax === undefined || !(xMax > xMin) || !(yMax > yMin)) return pairs;
  const columns = Math.max(1, width / pointPixels);
  const rows = Math.max(1, height / pointPixels);
  const taken = new Set<number>();
  return pairs.filter(([x, y]) => {
    const cell = Math.round(((x - xMin) / (xMax - xMin)) * columns) * (Math.ceil(rows) + 2) + Math.round(((y - yMin) / (yMax - yMin)) * rows);
    if (taken.has(cell)) return false;
    taken.add(cell);
    return true;
  });
}

/** Lines a key takes: its entries laid `perLine` to a row, each row as tall as its tallest entry. */
function keyLineCount(entryLines: readonly number[], perLine: number): number {
  let lines = 0;
  for (let i = 0; i < entryLines.length; i += perLine) lines += Math.max(1, ...entryLines.slice(i, i + perLine));
  return lines;
}

/** A curve with the points outside the axis left as gaps. */
function withinAxis(curve: readonly [number, number | null][], axis: { min?: number; max?: number }): [number, number | null][] {
  return curve.map(([x, y]) => [x, y !== null && (axis.min === undefined || y >= axis.min) && (axis.max === undefined || y <= axis.max) ? y : null]);
}

/** Axis titles a little smaller than ApexCharts' own, so that "Shaft power, kW" fits a short panel. */
const axisTitleStyle = { fontSize: '11px', fontWeight: 500 };

/** SPEC §5 texts are shown as the SPEC words them, translated. */
function problemText(problem: FitProblem, t: (key: string) => string): string {
  if (problem === 'Invalid order') return t('dashboard.scatter.invalidOrder');
  if (problem === 'Invalid decimals') return t('dashboard.scatter.invalidDecimals');
  return t('dashboard.scatter.notEnoughPoints');
}
