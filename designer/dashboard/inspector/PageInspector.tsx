/** The side form of the page itself: texts, behaviour, grid size, ships, filters and the page datasets. */
import { Divider, Group, MultiSelect, NumberInput, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPage } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { useDashboardTools } from '../dashboard-context.js';
import { datasetIdsOf, updatePage } from '../page-edits.js';
import type { EditPage } from '../page-body.js';
import { DatasetsEditor } from './DatasetsEditor.js';
import { LocalTextInput } from './LocalTextInput.js';

export interface PageInspectorProps {
  page: AnalyticsPage;
  edit: EditPage;
}

/** Options of a multi-select: the known ones, plus values stored in the page that are not (still shown, removable). */
const withStored = (known: { value: string; label: string }[], stored: readonly string[] | undefined) =>
  [...known, ...(stored ?? []).filter((v) => !known.some((k) => k.value === v)).map((value) => ({ value, label: value }))];

export function PageInspector({ page, edit }: PageInspectorProps) {
  const { t } = useTranslation();
  const { filters } = useDashboardTools();
  const set = (patch: Partial<AnalyticsPage>, step?: string) => edit((p) => updatePage(p, patch), step);
  const ships = filters.find((f) => f.id === 'UNITS')?.options ?? [];
  const filterOptions = filters.map((f) => ({ value: f.id, label: f.label === f.id ? f.id : `${f.label} (${f.id})` }));
  const count = (value: number | string) => (typeof value === 'number' ? value : undefined);

  return (
    <Stack gap="sm">
      <Title order={2} size="h5">{t('designer.dashboard.page.title')}</Title>
      <LocalTextInput label={t('designer.dashboard.page.titleLabel')} value={page.title} onChange={(title) => set({ title: title! }, 'page:title')} />
      <LocalTextInput label={t('designer.dashboard.page.description')} value={page.description} isMultiline onChange={(description) => set({ description }, 'page:description')} />
      <TextInput size="xs" label={t('designer.dashboard.page.topic')} value={page.topic ?? ''} onChange={(event) => set({ topic: event.currentTarget.value || undefined }, 'page:topic')} />
      <Switch size="xs" label={t('designer.dashboard.page.slider')} checked={page.slider === true} onChange={(event) => set({ slider: event.currentTarget.checked })} />
      <Switch size="xs" label={t('designer.dashboard.page.unitSplitView')} checked={page.unitSplitView === true} onChange={(event) => set({ unitSplitView: event.currentTarget.checked })} />
      <NumberInput
        size="xs" label={t('designer.dashboard.page.live')} description={t('designer.dashboard.page.liveHint')} min={0} max={604_800} allowDecimal={false}
        value={page.liveExtractionPeriod ?? 0} onChange={(value) => set({ liveExtractionPeriod: count(value) }, 'page:live')}
      />
      <Group gap={6} grow wrap="nowrap">
        <NumberInput size="xs" label={t('designer.dashboard.page.rows')} min={1} max={100} allowDecimal={false} value={page.viewRows ?? ''}
          onChange={(value) => set({ viewRows: count(value) }, 'page:rows')} />
        <NumberInput size="xs" label={t('designer.dashboard.page.columns')} min={1} max={48} allowDecimal={false} value={page.viewColumns ?? ''}
          onChange={(value) => set({ viewColumns: count(value) }, 'page:columns')} />
      </Group>
      <MultiSelect
        size="xs" label={t('designer.dashboard.page.units')} description={t('designer.dashboard.page.unitsHint')} searchable clearable
        data={withStored(ships, page.units)} value={page.units ?? []} onChange={(units) => set({ units })}
      />
      <MultiSelect
        size="xs" label={t('designer.dashboard.page.filters')} clearable
        data={withStored(filterOptions, page.filters)} value={page.filters ?? []} onChange={(ids) => set({ filters: ids.length ? ids : undefined })}
      />
      <Divider label={t('designer.dashboard.page.datasets')} labelPosition="left" />
      <DatasetsEditor
        datasets={page.datasets ?? []} takenIds={datasetIdsOf(page)} stepKey="page:datasets" emptyText={t('designer.dashboard.page.datasetsHint')}
        onChange={(datasets, step) => set({ datasets }, step)}
      />
    </Stack>
  );
}
