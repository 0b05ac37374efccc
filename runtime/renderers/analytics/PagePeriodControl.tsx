/**
 * The page's own period control (`slider`): the page's dataset periods, a preset of the PERIOD filter or a range of
 * days. Pages whose filter panel has a PERIOD filter use that instead (AnalyticsPageView `period`).
 */
import { Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import { useTranslation } from 'react-i18next';
import type { PeriodPreset, PeriodValue } from '../../../descriptors/lib/filters/period.js';

/** null: each dataset's own period. */
export type PagePeriodValue = PeriodValue | null;

const presets: PeriodPreset[] = ['LAST_24_HOURS', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'LAST_12_MONTHS'];
const dayMs = 86_400_000;

const localDay = (day: string) => new Date(`${day}T00:00:00`);
const dayOf = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
};

export function PagePeriodControl({ value, onChange }: { value: PagePeriodValue; onChange: (value: PagePeriodValue) => void }) {
  const { t, i18n } = useTranslation();
  const choice = value === null ? 'PAGE' : 'preset' in value ? value.preset : 'CUSTOM';
  const choose = (next: string) => {
    if (next === 'PAGE') onChange(null);
    else if (next === 'CUSTOM') {
      const to = Date.now();
      onChange({ from: new Date(to - 7 * dayMs).toISOString(), to: new Date(to).toISOString() });
    } else onChange({ preset: next as PeriodPreset });
  };
  return (
    <Group gap="xs" wrap="wrap">
      <SegmentedControl
        size="xs" value={choice} onChange={choose} aria-label={t('dashboard.period.label')}
        data={[
          { value: 'PAGE', label: t('dashboard.period.PAGE') },
          ...presets.map((preset) => ({ value: preset, label: t(`dashboard.period.${preset}`) })),
          { value: 'CUSTOM', label: t('dashboard.period.CUSTOM') },
        ]}
      />
      {value !== null && !('preset' in value) && (
        <DatePickerInput
          type="range" size="xs" w={210} aria-label={t('dashboard.period.range')} allowSingleDateInRange
          locale={i18n.language} valueFormat="D MMM YYYY"
          value={[dayOf(value.from), dayOf(new Date(Date.parse(value.to) - 1).toISOString())]}
          onChange={([start, end]) => {
            if (start && end) onChange({ from: localDay(start).toISOString(), to: new Date(localDay(end).getTime() + dayMs).toISOString() });
          }}
        />
      )}
    </Group>
  );
}
