/**
 * The "reference" widget: a select (a multiselect for `multiple`) of another resource's records, with
 * options from the injected loader. A stored value that is not among the options (a disabled record)
 * stays visible and selected rather than being dropped.
 */
import { Loader, MultiSelect, Select, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceReference } from '../../descriptors/lib/resource.js';
import { editorDialogBaseLayer } from '../shell/editor-dialog/editor-definition.js';
import { keelFormContext } from './form-context.js';
import { useReferenceOptions, type ReferenceOption } from './reference-options.js';
import { referenceFilter, renderReferenceOption } from './reference-search.js';

/** Dropdowns render in a portal above editor dialogs (layer 1000 + n), so they are never clipped by the dialog. */
export const dropdownAboveDialogs = { withinPortal: true, zIndex: editorDialogBaseLayer + 100 };

/** ui:options of the widget: `{ reference: { resource, key?, multiple? } }`. */
export function referenceOf(options: Record<string, unknown>): ResourceReference | undefined {
  const reference = options.reference as ResourceReference | undefined;
  return reference && typeof reference.resource === 'string' ? reference : undefined;
}

/** The options, plus a bare entry for every selected value the list does not hold. */
export function withSelectedValues(options: readonly ReferenceOption[], selected: readonly string[]): ReferenceOption[] {
  const known = new Set(options.map((o) => o.value));
  const missing = selected.filter((value) => value !== '' && !known.has(value)).map((value) => ({ value, label: value }));
  return [...options, ...missing];
}

const asValues = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(String);
  return value === undefined || value === null || value === '' ? [] : [String(value)];
};

export function ReferenceWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel, rawErrors, options, onChange, onBlur, onFocus, registry, placeholder } = props;
  const { t } = useTranslation();
  const { loadOptions } = keelFormContext(registry);
  const reference = referenceOf(options);
  const isMultiple = Boolean(props.multiple) || props.schema.type === 'array';
  const state = useReferenceOptions(loadOptions, reference);
  const selected = asValues(value);
  const data = useMemo(() => withSelectedValues(state.options, selected), [state.options, selected.join('\u0000')]); // eslint-disable-line react-hooks/exhaustive-deps -- the chosen values, by value

  const isLocked = disabled || readonly;
  const error = rawErrors?.length ? rawErrors.join('\n') : state.error ? t('widgets.reference.failed') : undefined;
  const input = {
    id,
    name: htmlName || id,
    label: labelValue(label || undefined, hideLabel, false),
    required,
    disabled: isLocked,
    autoFocus: autofocus,
    error,
    'aria-describedby': ariaDescribedByIds(id),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
  const shared = {
    ...input,
    data,
    searchable: true,
    // Focus (also the form's focus on the first error) must not cover the field's message with the list.
    openOnFocus: false,
    // Found by name, code (a UN/LOCODE) or another language's name; a stored code is shown beside its label.
    filter: referenceFilter(Boolean(reference?.key)),
    renderOption: reference?.key ? renderReferenceOption : undefined,
    nothingFoundMessage: t('widgets.reference.nothingFound'),
    placeholder: isLocked ? undefined : state.isLoading ? t('widgets.reference.loading') : placeholder || t('widgets.reference.placeholder'),
    rightSection: state.isLoading && !isLocked ? <Loader size={14} aria-label={t('widgets.reference.loading')} /> : undefined,
    comboboxProps: dropdownAboveDialogs,
  };

  if (!reference || !loadOptions) {
    // No options to offer (a preview without data): the stored value is edited as text.
    return (
      <TextInput
        {...input} placeholder={placeholder}
        value={selected.join(', ')}
        onChange={(event) => {
          const text = event.currentTarget.value;
          onChange(isMultiple ? text.split(',').map((s) => s.trim()).filter(Boolean) : text || undefined);
        }}
      />
    );
  }
  if (isMultiple) {
    return (
      <MultiSelect
        {...shared} value={selected} hidePickedOptions clearable={!isLocked}
        onChange={(next) => onChange(next.length ? next : undefined)}
      />
    );
  }
  return (
    <Select
      {...shared} value={selected[0] ?? null} clearable={!required && !isLocked} allowDeselect={!required}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
