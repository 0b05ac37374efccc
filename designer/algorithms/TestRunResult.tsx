/**
 * What a test run gave: its output series as a line chart (the project's ApexCharts, loaded lazily), the input rows,
 * points ignored and duration, the console, and why it failed (the Python error, or the sandbox's deadline, memory, crash).
 */
import { Alert, Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../runtime/renderers/analytics/charts/ApexChart.js';
import { legendFor, timeAxis, useChartBase } from '../../runtime/renderers/analytics/charts/chart-theme.js';
import { Icon } from '../../runtime/shell/Icon.js';
import type { TestRunAnswer } from './algorithm-api.js';

const chartHeight = 300;
const maxAxes = 4;

function OutputChart({ outputs }: { outputs: TestRunAnswer['outputs'] }) {
  const { t } = useTranslation();
  const { options: base, format } = useChartBase();
  const options = useMemo<ApexOptions>(() => ({
    ...base,
    xaxis: timeAxis,
    // Each series on its own scale (a direction in degrees would flatten a speed in knots), alternating sides.
    yaxis: outputs.length > 1 && outputs.length <= maxAxes
      ? outputs.map((s, i) => ({ seriesName: s.tag, opposite: i % 2 === 1, title: { text: s.tag }, labels: { formatter: (v: number) => format(v) } }))
      : { labels: { formatter: (v: number) => format(v) } },
    stroke: { width: 2, curve: 'straight' },
    markers: { size: 0 },
    tooltip: { ...base.tooltip, shared: true, intersect: false, y: { formatter: (v: number) => format(v) } },
    legend: { ...legendFor(base, outputs.length, chartHeight), showForSingleSeries: true },
  }), [base, format, outputs]);
  const series = outputs.map((s) => ({ name: s.tag, data: s.points }));
  return <ApexChart type="line" series={series} options={options} height={chartHeight} label={t('algorithmEditor.testRun.chart', { tags: outputs.map((s) => s.tag).join(', ') })} />;
}

function Console({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">{title}</Text>
      <ScrollArea.Autosize mah={220} type="auto" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}>
        <Text component="pre" size="xs" ff="monospace" p="xs" m={0} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</Text>
      </ScrollArea.Autosize>
    </Stack>
  );
}

export function TestRunResult({ answer }: { answer: TestRunAnswer }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const points = answer.outputs.reduce((sum, s) => sum + s.points.length, 0);
  return (
    <Stack gap="sm" aria-label={t('algorithmEditor.testRun.result')} role="region">
      <Group gap="xs" wrap="wrap">
        <Badge tt="none" variant="light" color={answer.ok ? 'teal' : 'red'}>{answer.ok ? t('algorithmEditor.testRun.ok') : t('algorithmEditor.testRun.failed')}</Badge>
        <Badge tt="none" variant="default">{t('algorithmEditor.testRun.rows', { value: number.format(answer.rows) })}</Badge>
        <Badge tt="none" variant="default">{t('algorithmEditor.testRun.points', { value: number.format(points) })}</Badge>
        <Badge tt="none" variant="default">{t('algorithmEditor.testRun.ignored', { value: number.format(answer.ignored) })}</Badge>
        <Badge tt="none" variant="default">{t('algorithmEditor.testRun.duration', { ms: number.format(answer.ms) })}</Badge>
      </Group>
      {!answer.ok && answer.failure && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t(`algorithmEditor.testRun.failure.${answer.failure}`)} role="alert">
          {answer.error && <Text component="pre" size="xs" ff="monospace" m={0} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{answer.error}</Text>}
        </Alert>
      )}
      {answer.outputs.some((s) => s.points.length > 0)
        ? <OutputChart outputs={answer.outputs} />
        : answer.ok && <Text size="sm" c="dimmed">{t('algorithmEditor.testRun.noOutput')}</Text>}
      {answer.stdout && <Console title={t('algorithmEditor.testRun.stdout')} text={answer.stdout} />}
      {answer.stderr && <Console title={t('algorithmEditor.testRun.stderr')} text={answer.stderr} />}
      {!answer.stdout && !answer.stderr && <Text size="xs" c="dimmed">{t('algorithmEditor.testRun.noConsole')}</Text>}
      {answer.truncated && <Text size="xs" c="orange">{t('algorithmEditor.testRun.truncated')}</Text>}
    </Stack>
  );
}
