/**
 * One cell of a dashboard: the chart's title, its static tags' latest values, and the panel of its type — or, in
 * its place, why it cannot be drawn (unknown type, failed extraction, a failed series, a panel that threw). One
 * failing panel never takes the page with it.
 */
import { Alert, Badge, Center, Code, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Component, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { staticTagOf } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { unitLabel } from '../../../descriptors/lib/measure-units.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import { Icon } from '../../shell/Icon.js';
import type { LoadingStatus } from '../../shell/loading-status.js';
import type { Chart, ChartData, LatestValue } from './analytics-api.js';
import { useNumberFormat } from './charts/chart-theme.js';
import { panelRegistry } from './panels/panel-registry.js';
import classes from './analytics.module.css';

export interface PanelCellProps {
  chart: Chart;
  data?: ChartData;
  previous?: ChartData;
  /** The page extraction's status and error; a chart with literal data ignores them. */
  status: LoadingStatus;
  error?: Error;
  width: number;
  height: number;
}

const headerHeight = 26;
const lineHeight = 20;
const padding = 16;

class PanelErrorBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function UnknownPanel({ type }: { type: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('dashboard.panel.unknownType', { type })} p="xs">
      <Text size="xs">{t('dashboard.panel.knownTypes')} <Code>{panelRegistry.ids().join(', ')}</Code></Text>
    </Alert>
  );
}

function LatestValues({ chart, data }: { chart: Chart; data?: ChartData }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const tags = (chart.staticTags ?? []).map(staticTagOf);
  if (!tags.length) return null;
  return (
    <Group gap={6} wrap="nowrap" className={classes.latest} h={lineHeight}>
      {tags.map((tag) => {
        const latest = data?.latest?.filter((l) => l.tag === tag.tag) ?? [];
        const label = tag.label ? resolveText(tag.label, i18n.language, (key) => t(key)) : latest[0]?.label ?? tag.tag;
        const valueOf = (l: LatestValue) => `${typeof l.value === 'number' ? format(l.value) : l.value ?? '—'}${l.measureUnit ? ` ${unitLabel(l.measureUnit, i18n.language)}` : ''}`;
        const values = latest.map(valueOf).join(' · ') || '—';
        return <Badge key={`${tag.tag}|${tag.groupingKey ?? ''}`} variant="default" size="sm" radius="sm" tt="none" fw={500}>{label}: {values}</Badge>;
      })}
    </Group>
  );
}

/**
 * A cell is drawn again only when its own props change: the page view renders on every status change of its data,
 * and an ApexCharts chart handed new props compares (and may redraw) its series.
 */
export const PanelCell = memo(function PanelCell({ chart, data, previous, status, error, width, height }: PanelCellProps) {
  const { t, i18n } = useTranslation();
  const entry = panelRegistry.find(chart.type);
  const title = chart.title ? resolveText(chart.title, i18n.language, (key) => t(key)) : chart.id;
  const isLiteral = chart.staticData !== undefined && chart.staticData !== null;
  const failed = (data?.series ?? []).filter((s) => s.error);
  const hasTags = Boolean(chart.staticTags?.length);
  const bodyHeight = Math.max(40, height - padding - headerHeight - (hasTags ? lineHeight + 4 : 0) - failed.length * lineHeight);
  const bodyWidth = Math.max(40, width - padding);

  let body: ReactNode;
  if (!entry) body = <UnknownPanel type={chart.type} />;
  else if (!isLiteral && !data && error) {
    body = <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('dashboard.panel.failed')} p="xs"><Text size="xs">{error.message}</Text></Alert>;
  } else if (!isLiteral && !data && (status === 'Loading' || status === 'Idle' || status === 'Reloading')) {
    body = <Center h={bodyHeight}><Loader size="sm" aria-label={t('shell.loading')} /></Center>;
  } else {
    const Panel = entry.component;
    body = (
      <PanelErrorBoundary fallback={(e) => <Alert color="red" variant="light" title={t('dashboard.panel.crashed')} p="xs"><Text size="xs">{e.message}</Text></Alert>}>
        <Panel chart={chart} data={data} previous={previous} width={bodyWidth} height={bodyHeight} />
      </PanelErrorBoundary>
    );
  }

  return (
    <Paper withBorder radius="md" p={padding / 2} className={classes.cell} component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" h={headerHeight} gap="xs">
        <Text fw={600} size="sm" truncate title={title}>{title}</Text>
        {status === 'Reloading' && !isLiteral && <Loader size={12} aria-label={t('dashboard.page.refreshing')} />}
      </Group>
      <LatestValues chart={chart} data={data} />
      {failed.length > 0 && (
        <Stack gap={0}>
          {failed.map((s) => (
            <Text key={`${s.id}|${s.unit}`} size="xs" c="red" h={lineHeight} truncate role="alert" title={s.error}>
              {t('dashboard.panel.seriesFailed', { series: s.unit ? `${s.id} · ${s.unit}` : s.id, error: s.error })}
            </Text>
          ))}
        </Stack>
      )}
      <div className={classes.body}>{body}</div>
    </Paper>
  );
});
