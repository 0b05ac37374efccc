/** The tags the script reads, as rows: the tag, what a bucket without a value does (rule) and, for DEFAULT, the value used. */
import { Autocomplete, Grid, NumberInput, Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inputRules } from '../../descriptors/lib/algorithms/algorithm-vocabulary.js';
import type { RequiredTagDraft } from './algorithm-draft.js';
import { errorsUnder, type FieldErrors } from './field-errors.js';
import { RowListField } from './RowListField.js';
import { tagPickerProps } from './tag-option.js';
import type { TagOption } from './use-editor-options.js';

export interface RequiredTagsFieldProps {
  rows: RequiredTagDraft[];
  tags: readonly TagOption[];
  isReadOnly: boolean;
  errors: FieldErrors;
  onChange(rows: RequiredTagDraft[]): void;
}

export function RequiredTagsField({ rows, tags, isReadOnly, errors, onChange }: RequiredTagsFieldProps) {
  const { t } = useTranslation();
  const picker = useMemo(() => tagPickerProps(tags), [tags]);
  const rules = inputRules.map((rule) => ({ value: rule, label: t(`algorithmEditor.rule.${rule}`) }));

  return (
    <RowListField
      label={t('algorithmEditor.field.requiredTags')} description={t('algorithmEditor.help.requiredTags')} error={errors['/tagsRequiredByScript']}
      emptyText={t('algorithmEditor.requiredTags.none')} addLabel={t('algorithmEditor.requiredTags.add')}
      removeLabel={(index) => t('algorithmEditor.requiredTags.remove', { row: index + 1 })}
      rows={rows} isReadOnly={isReadOnly} onChange={onChange}
      newRow={(): RequiredTagDraft => ({ tag: '', rule: 'MANDATORY', defaultValue: '' })}
      renderRow={(row, index, update) => {
        const at = `/tagsRequiredByScript/${index}`;
        const hasDefault = row.rule === 'DEFAULT';
        return (
          <>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Autocomplete
                {...picker} aria-label={t('algorithmEditor.requiredTags.tag', { row: index + 1 })} placeholder={t('algorithmEditor.tagPlaceholder')}
                value={row.tag} disabled={isReadOnly} error={errorsUnder(errors, `${at}/tag`)}
                onChange={(tag) => update({ tag: tag.trim() })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: hasDefault ? 5 : 10, sm: hasDefault ? 3 : 6 }}>
              <Select
                aria-label={t('algorithmEditor.requiredTags.rule', { row: index + 1 })} data={rules} value={row.rule} allowDeselect={false}
                disabled={isReadOnly} error={errors[`${at}/rule`]}
                onChange={(rule) => rule && update({ rule: rule as RequiredTagDraft['rule'] })}
              />
            </Grid.Col>
            {hasDefault && (
              <Grid.Col span={{ base: 5, sm: 3 }}>
                <NumberInput
                  aria-label={t('algorithmEditor.requiredTags.defaultValue', { row: index + 1 })} placeholder={t('algorithmEditor.field.defaultValue')}
                  value={row.defaultValue} disabled={isReadOnly} error={errors[`${at}/defaultValue`]}
                  onChange={(value) => update({ defaultValue: typeof value === 'number' ? value : '' })}
                />
              </Grid.Col>
            )}
          </>
        );
      }}
    />
  );
}
