/** A dataset's period and resolution: the default, the last N minutes/hours/days, or fixed dates; the bucket size. */
import { Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { withField } from '../page-body.js';
import { periodFormOf, periodOfForm, resolutionChoices, startPeriodForm, type PeriodForm, type PeriodUnit } from '../period-edits.js';

export interface PeriodEditorProps {
  dataset: Dataset;
  onChange(dataset: Dataset, step?: string): void;
  stepKey: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the picker's local "YYYY-MM-DD HH:mm:ss", and back. */
const toLocal = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:00`;
};
const fromLocal = (local: string) => new Date(local.replace(' ', 'T')).toISOString();

/** "5 min", "6 h", "1 day", "1 week" in the user's language. */
export function useDurationText() {
  const { t } = useTranslation();
  return (seconds: number) => {
    if (seconds % 604_800 === 0) return t('designer.dashboard.duration.weeks', { count: seconds / 604_800 });
    if (seconds % 86_400 === 0) return t('designer.dashboard.duration.days', { count: seconds / 86_400 });
    if (seconds % 3_600 === 0) return t('designer.dashboard.duration.hours', { count: seconds / 3_600 });
    return t('designer.dashboard.duration.minutes', { count: Math.round(seconds / 60) });
  };
}

export function PeriodEditor({ dataset, onChange, stepKey }: PeriodEditorProps) {
  const { t } = useTranslation();
  const duration = useDurationText();
  const form = periodFormOf(dataset.period);
  const setForm = (next: PeriodForm, step?: string) => onChange(withField(dataset, 'period', periodOfForm(next)), step);
  const resolutions = [...new Set([...resolutionChoices, ...(dataset.resolution ? [dataset.resolution] : [])])].sort((a, b) => a - b);

  return (
    <Stack gap={6}>
      <Text size="xs" fw={600}>{t('designer.dashboard.period.title')}</Text>
      <SegmentedControl
        size="xs" fullWidth value={form.mode} aria-label={t('designer.dashboard.period.title')}
        data={(['default', 'last', 'range'] as const).map((mode) => ({ value: mode, label: t(`designer.dashboard.period.${mode}`) }))}
        onChange={(mode) => setForm(startPeriodForm(mode as PeriodForm['mode'], Date.now()))}
      />
      {form.mode === 'default' && <Text size="xs" c="dimmed">{t('designer.dashboard.period.defaultHint')}</Text>}
      {form.mode === 'last' && (
        <Group gap={6} grow wrap="nowrap">
          <NumberInput
            size="xs" label={t('designer.dashboard.period.amount')} min={1} allowDecimal={false} value={form.amount}
            onChange={(value) => { if (typeof value === 'number' && value >= 1) setForm({ ...form, amount: value }, `${stepKey}:period`); }}
          />
          <Select
            size="xs" label={t('designer.dashboard.period.unit')} allowDeselect={false} value={form.unit}
            data={(['minutes', 'hours', 'days'] as const).map((unit) => ({ value: unit, label: t(`designer.dashboard.period.units.${unit}`) }))}
            onChange={(unit) => setForm({ ...form, unit: unit as PeriodUnit })}
          />
        </Group>
      )}
      {form.mode === 'range' && (
        <Group gap={6} grow wrap="nowrap">
          <DateTimePicker
            size="xs" label={t('designer.dashboard.period.from')} value={toLocal(form.from)} valueFormat="YYYY-MM-DD HH:mm"
            onChange={(value) => { if (value) setForm({ ...form, from: fromLocal(value) }); }}
          />
          <DateTimePicker
            size="xs" label={t('designer.dashboard.period.to')} value={toLocal(form.to)} valueFormat="YYYY-MM-DD HH:mm"
            error={Date.parse(form.to) <= Date.parse(form.from) ? t('designer.dashboard.period.backwards') : undefined}
            onChange={(value) => { if (value) setForm({ ...form, to: fromLocal(value) }); }}
          />
        </Group>
      )}
      <Select
        size="xs" label={t('designer.dashboard.resolution.label')} allowDeselect={false} value={String(dataset.resolution ?? '')}
        data={[{ value: '', label: t('designer.dashboard.resolution.auto') }, ...resolutions.map((s) => ({ value: String(s), label: duration(s) }))]}
        onChange={(value) => onChange(withField(dataset, 'resolution', value ? Number(value) : undefined))}
      />
    </Stack>
  );
}
