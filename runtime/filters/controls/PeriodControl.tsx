/**
 * PERIOD: a preset (last 24 h … 12 months, year to date) or a custom UTC range. Custom instants are typed as
 * `YYYY-MM-DDTHH:mm` in UTC; text that is not one stays as typed, so the panel shows it as invalid and applies nothing.
 */
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPeriodPreset, parseInstant, periodPresets, resolvePeriod } from '../../../descriptors/lib/filters/period.js';
import type { FilterControlProps } from '../filter-control-props.js';

const custom = 'CUSTOM';
const minuteText = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The input's text for a stored instant (UTC minutes), or the stored text when it is not an instant. */
const toInput = (instant: string) => {
  const time = parseInstant(instant);
  return time === undefined ? instant : new Date(time).toISOString().slice(0, 16);
};
/** The stored instant for the input's text: an ISO instant in UTC, or the text itself when it is not a time. */
const fromInput = (text: string) => (minuteText.test(text) ? new Date(Date.parse(`${text}:00Z`)).toISOString() : text);

export function PeriodControl({ definition, value, error, onChange }: FilterControlProps<'PERIOD'>) {
  const { t } = useTranslation();
  // The presets the definition offers (all of them for a definition without options), then a custom range.
  const offered = definition.options.length ? periodPresets.filter((p) => definition.options.some((o) => o.value === p)) : periodPresets;
  const data = [...offered.map((p) => ({ value: p, label: t(`filters.period.${p}`) })), { value: custom, label: t('filters.period.CUSTOM') }];
  const range = 'preset' in value ? undefined : value;
  const choose = (choice: string | null) => {
    if (isPeriodPreset(choice)) onChange({ preset: choice });
    else if (choice === custom && 'preset' in value) onChange(resolvePeriod(value, Date.now()));
  };
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <Select
        label={definition.label} data={data} value={'preset' in value ? value.preset : custom} onChange={choose} allowDeselect={false}
        error={range ? undefined : error} comboboxProps={{ withinPortal: true }} miw={180}
      />
      {range && (
        <>
          <TextInput
            type="datetime-local" label={t('filters.control.from')} value={toInput(range.from)}
            onChange={(e) => onChange({ ...range, from: fromInput(e.currentTarget.value) })}
          />
          <TextInput
            type="datetime-local" label={t('filters.control.to')} value={toInput(range.to)} error={error}
            onChange={(e) => onChange({ ...range, to: fromInput(e.currentTarget.value) })}
          />
        </>
      )}
    </Group>
  );
}
