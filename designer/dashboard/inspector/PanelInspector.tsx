/**
 * The side form of the selected panel: type, title, where its data comes from (the page datasets or its own), and
 * the options of its type; duplicate and remove.
 */
import { Button, Divider, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPage, Chart } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { datasetsOfChart } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { isPanelType } from '../../../descriptors/lib/analytics/panel-types.js';
import { panelRegistry } from '../../../runtime/renderers/analytics/panels/panel-registry.js';
import { DesignerIcon } from '../../DesignerIcon.js';
import { newDataset, seriesNamesOf } from '../dataset-edits.js';
import { withField } from '../page-body.js';
import { datasetIdsOf, setChartType, updateChart } from '../page-edits.js';
import type { EditPage } from '../page-body.js';
import { usePanelTypeName } from '../use-panel-type-name.js';
import { DatasetsEditor } from './DatasetsEditor.js';
import { LocalTextInput } from './LocalTextInput.js';
import { PanelConfigForm } from './PanelConfigForm.js';

export interface PanelInspectorProps {
  page: AnalyticsPage;
  chart: Chart;
  edit: EditPage;
  onDuplicate(): void;
  onRemove(): void;
}

export function PanelInspector({ page, chart, edit, onDuplicate, onRemove }: PanelInspectorProps) {
  const { t } = useTranslation();
  const typeName = usePanelTypeName();
  const step = `chart:${chart.id}`;
  const change = (next: (c: Chart) => Chart, key?: string) => edit((p) => updateChart(p, chart.id, next), key);
  const hasOwn = Boolean(chart.datasets?.length);
  const types = panelRegistry.list().map((entry) => ({ value: entry.id, label: typeName(entry.id) }));
  if (!panelRegistry.find(chart.type)) types.push({ value: chart.type, label: t('designer.dashboard.panel.unknownType', { type: chart.type }) });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h5" style={{ minWidth: 0 }}>{t('designer.dashboard.panel.title', { id: chart.id })}</Title>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="default" leftSection={<DesignerIcon name="copy" size={12} />} onClick={onDuplicate}>{t('designer.dashboard.panel.duplicate')}</Button>
          <Button size="compact-xs" variant="default" color="red" leftSection={<DesignerIcon name="trash" size={12} />} onClick={onRemove}>{t('designer.dashboard.panel.remove')}</Button>
        </Group>
      </Group>
      <Select
        size="xs" label={t('designer.dashboard.panel.type')} data={types} value={chart.type} allowDeselect={false}
        onChange={(type) => { if (type && isPanelType(type)) change((c) => setChartType(c, type)); }}
      />
      <LocalTextInput label={t('designer.dashboard.panel.titleLabel')} value={chart.title} onChange={(title) => change((c) => withField(c, 'title', title), `${step}:title`)} />

      <Divider label={t('designer.dashboard.panel.data')} labelPosition="left" />
      <SegmentedControl
        size="xs" fullWidth value={hasOwn ? 'own' : 'page'} aria-label={t('designer.dashboard.panel.data')}
        data={[{ value: 'page', label: t('designer.dashboard.panel.pageDatasets') }, { value: 'own', label: t('designer.dashboard.panel.ownDatasets') }]}
        onChange={(source) => change((c) => withField(c, 'datasets', source === 'own' ? [newDataset(datasetIdsOf(page))] : undefined))}
      />
      {hasOwn ? (
        <DatasetsEditor
          datasets={chart.datasets!} takenIds={datasetIdsOf(page)} stepKey={`${step}:datasets`}
          onChange={(datasets, key) => change((c) => withField(c, 'datasets', datasets.length ? datasets : undefined), key)}
        />
      ) : (
        <Text size="xs" c="dimmed">
          {page.datasets?.length
            ? t('designer.dashboard.panel.usesPage', { ids: page.datasets.map((d) => d.id).join(', ') })
            : t('designer.dashboard.panel.pageHasNone')}
        </Text>
      )}

      <Divider label={t('designer.dashboard.panel.display')} labelPosition="left" />
      <PanelConfigForm
        type={chart.type} config={chart.config ?? {}} series={seriesNamesOf(datasetsOfChart(page, chart))} stepKey={`${step}:config`}
        onChange={(config, key) => change((c) => withField(c, 'config', Object.keys(config).length ? config : undefined), key)}
      />
    </Stack>
  );
}
