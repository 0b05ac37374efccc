/** The options of a panel's type (the catalogue's, through panel-options.ts): the series it draws and how, one control per option. */
import { Group, MultiSelect, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { SeriesName } from '../dataset-edits.js';
import { optionsOf, type ConfigOption } from '../panel-options.js';

export interface PanelConfigFormProps {
  type: string;
  config: Record<string, unknown>;
  series: readonly SeriesName[];
  onChange(config: Record<string, unknown>, step?: string): void;
  stepKey: string;
}

const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : '');

export function PanelConfigForm({ type, config, series, onChange, stepKey }: PanelConfigFormProps) {
  const { t, i18n } = useTranslation();
  const options = optionsOf(type);
  if (!options.length) return <Text size="xs" c="dimmed">{t('designer.dashboard.config.jsonOnly')}</Text>;

  const set = (key: string, value: unknown, step?: string) => {
    const next = { ...config, [key]: value };
    if (value === undefined || value === '' || (Array.isArray(value) && !value.length)) delete next[key];
    onChange(next, step);
  };
  const seriesData = (chosen: string[]) => {
    const known = series.map((s) => ({ value: s.id, label: s.label ? `${s.id} · ${resolveText(s.label, i18n.language, (k) => t(k))}` : s.id }));
    return [...known, ...chosen.filter((id) => !series.some((s) => s.id === id)).map((id) => ({ value: id, label: id }))];
  };
  const label = (key: string) => t(`designer.dashboard.config.${key}`);

  const control = (option: ConfigOption) => {
    const value = config[option.key];
    switch (option.kind) {
      case 'seriesList':
        return (
          <MultiSelect
            key={option.key} size="xs" label={label('series')} description={t('designer.dashboard.config.seriesAll')} clearable
            data={seriesData(asList(value))} value={asList(value)} onChange={(ids) => set('series', ids)}
          />
        );
      case 'seriesOne':
        return (
          <Select
            key={option.key} size="xs" label={label(option.key)} clearable data={seriesData(asList(value))}
            value={typeof value === 'string' ? value : null} onChange={(id) => set(option.key, id ?? undefined)}
          />
        );
      case 'choice':
        return (
          <Select
            key={option.key} size="xs" label={label(option.key)} allowDeselect={false}
            data={option.values.map((choice) => ({ value: choice, label: t(`designer.dashboard.config.choices.${option.key}.${choice}`) }))}
            value={typeof value === 'string' && option.values.includes(value) ? value : option.values[0]}
            onChange={(choice) => set(option.key, choice === option.values[0] ? undefined : choice ?? undefined)}
          />
        );
      case 'boolean':
        return <Switch key={option.key} size="xs" label={label(option.key)} checked={value === true} onChange={(event) => set(option.key, event.currentTarget.checked || undefined)} />;
      case 'integer':
      case 'number':
        return (
          <NumberInput
            key={option.key} size="xs" label={label(option.key)} value={asNumber(value)} allowDecimal={option.kind === 'number'}
            min={option.kind === 'integer' ? option.min : undefined} max={option.kind === 'integer' ? option.max : undefined}
            onChange={(next) => set(option.key, typeof next === 'number' ? next : undefined, `${stepKey}:${option.key}`)}
          />
        );
      case 'fit': {
        const fit = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
        const setFit = (key: string, next: number | string) => {
          const changed = { ...fit, [key]: typeof next === 'number' ? next : undefined };
          if (changed[key] === undefined) delete changed[key];
          set('fit', Object.keys(changed).length ? changed : undefined, `${stepKey}:fit:${key}`);
        };
        return (
          <Group key="fit" gap={6} grow wrap="nowrap">
            <NumberInput size="xs" label={label('fitOrder')} min={1} max={6} allowDecimal={false} value={asNumber(fit.order)} onChange={(n) => setFit('order', n)} />
            <NumberInput size="xs" label={label('fitDecimals')} min={0} max={10} allowDecimal={false} value={asNumber(fit.decimals)} onChange={(n) => setFit('decimals', n)} />
          </Group>
        );
      }
    }
  };

  return <Stack gap={8}>{options.map(control)}</Stack>;
}
