/** One change of an overlay: which field, and what happens to it (hidden, added, changed, moved), as plain inputs. */
import { ActionIcon, Checkbox, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../descriptors/lib/forms/form-fields.js';
import type { FieldPlace, FormChange } from '../../../descriptors/lib/forms/form-overlay.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import { addableTypes } from './overlay-draft.js';

interface ChangeEditorProps {
  change: FormChange;
  index: number;
  fields: readonly FormField[];
  /** the server's or the resolution's problem with this change */
  problem?: string;
  readOnly: boolean;
  onChange: (change: FormChange) => void;
  onRemove: () => void;
}

type Text = { en: string; ru?: string };
const asText = (text: LocalText | undefined): Text => (typeof text === 'object' ? text : { en: text ?? '' });
const numberOrUndefined = (value: string | number) => (typeof value === 'number' ? value : undefined);

export function ChangeEditor({ change, index, fields, problem, readOnly, onChange, onRemove }: ChangeEditorProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const label = (f: FormField) => `${f.title ? resolveText(f.title, language, t) : f.key} — ${f.path}`;
  const fieldOptions = fields.map((f) => ({ value: f.path, label: label(f) }));
  const parentOf = (path: string) => path.split('.').slice(0, -1).join('.');
  const siblings = fields.filter((f) => f.parent === parentOf(change.field) && f.path !== change.field).map((f) => ({ value: f.key, label: label(f) }));
  const name = t('formCustomizer.change.name', { index: index + 1 });
  const placeInput = (place: FieldPlace | undefined, set: (place: FieldPlace | undefined) => void, allowNone: boolean) => (
    <Select
      label={t('formCustomizer.change.place')} disabled={readOnly} clearable={allowNone}
      data={[{ value: '@first', label: t('formCustomizer.change.first') }, ...siblings.map((s) => ({ ...s, label: t('formCustomizer.change.after', { field: s.label }) }))]}
      value={!place ? null : 'first' in place ? '@first' : place.after}
      onChange={(value) => set(!value ? undefined : value === '@first' ? { first: true } : { after: value })}
    />
  );
  const textPair = (value: LocalText | undefined, set: (text: Text | undefined) => void, kind: 'title' | 'help') => {
    const text = asText(value);
    const update = (next: Text) => set(next.en || next.ru ? next : undefined);
    return (
      <Group grow align="flex-start">
        <TextInput label={t(`formCustomizer.change.${kind}En`)} value={text.en} disabled={readOnly} maxLength={200} onChange={(e) => update({ ...text, en: e.currentTarget.value })} />
        <TextInput label={t(`formCustomizer.change.${kind}Ru`)} value={text.ru ?? ''} disabled={readOnly} maxLength={200} onChange={(e) => update({ ...text, ru: e.currentTarget.value })} />
      </Group>
    );
  };
  const limits = (c: { minimum?: number; maximum?: number }, set: (limits: { minimum?: number; maximum?: number }) => void) => (
    <Group grow>
      <NumberInput label={t('formCustomizer.change.minimum')} value={c.minimum ?? ''} disabled={readOnly} onChange={(v) => set({ minimum: numberOrUndefined(v) })} />
      <NumberInput label={t('formCustomizer.change.maximum')} value={c.maximum ?? ''} disabled={readOnly} onChange={(v) => set({ maximum: numberOrUndefined(v) })} />
    </Group>
  );

  return (
    <Paper withBorder p="sm" role="group" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">{name}: {t(`formCustomizer.op.${change.op}`)}</Text>
          {!readOnly && <ActionIcon variant="subtle" color="red" aria-label={t('formCustomizer.change.remove', { index: index + 1 })} onClick={onRemove}>✕</ActionIcon>}
        </Group>
        {change.op === 'add' ? (
          <>
            <Select
              label={t('formCustomizer.change.section')} disabled={readOnly}
              data={[{ value: '', label: t('formCustomizer.change.root') }, ...fields.filter((f) => f.isSection).map((f) => ({ value: f.path, label: label(f) }))]}
              value={parentOf(change.field)}
              onChange={(parent) => onChange({ ...change, field: [parent, change.field.split('.').pop()].filter(Boolean).join('.'), place: undefined })}
            />
            <Group grow align="flex-start">
              <TextInput
                label={t('formCustomizer.change.code')} value={change.field.split('.').pop()} disabled={readOnly} maxLength={60}
                onChange={(e) => onChange({ ...change, field: [parentOf(change.field), e.currentTarget.value].filter(Boolean).join('.') })}
              />
              <Select
                label={t('formCustomizer.change.type')} disabled={readOnly} allowDeselect={false}
                data={addableTypes.map((type) => ({ value: type, label: t(`formCustomizer.type.${type}`) }))}
                value={change.schema.type} onChange={(type) => onChange({ ...change, schema: { ...change.schema, type: type ?? 'number' } })}
              />
            </Group>
            {textPair((change.ui?.['ui:title'] as LocalText | undefined), (title) => onChange({ ...change, ui: { ...change.ui, 'ui:title': title } }), 'title')}
            {(change.schema.type === 'number' || change.schema.type === 'integer') && limits(change.schema as { minimum?: number; maximum?: number },
              (next) => onChange({ ...change, schema: { ...change.schema, ...next } }))}
            <Checkbox label={t('formCustomizer.change.required')} checked={change.required ?? false} disabled={readOnly} onChange={(e) => onChange({ ...change, required: e.currentTarget.checked })} />
            {placeInput(change.place, (place) => onChange({ ...change, place }), true)}
          </>
        ) : (
          <Select
            label={t('formCustomizer.change.field')} data={fieldOptions} value={change.field} searchable disabled={readOnly} allowDeselect={false}
            onChange={(field) => field && onChange({ ...change, field })}
          />
        )}
        {change.op === 'change' && (
          <>
            {textPair(change.title, (title) => onChange({ ...change, title }), 'title')}
            {textPair(change.help, (help) => onChange({ ...change, help }), 'help')}
            {limits(change, (next) => onChange({ ...change, ...next }))}
            <Select
              label={t('formCustomizer.change.requiredness')} disabled={readOnly}
              data={[{ value: 'keep', label: t('formCustomizer.change.keepRequired') }, { value: 'yes', label: t('formCustomizer.change.makeRequired') }, { value: 'no', label: t('formCustomizer.change.makeOptional') }]}
              value={change.required === undefined ? 'keep' : change.required ? 'yes' : 'no'}
              onChange={(value) => onChange({ ...change, required: value === 'yes' ? true : value === 'no' ? false : undefined })}
            />
          </>
        )}
        {change.op === 'move' && placeInput(change.place, (place) => onChange({ ...change, place: place ?? { first: true } }), false)}
        {problem && <Text size="sm" c="red" role="alert">{problem}</Text>}
      </Stack>
    </Paper>
  );
}
