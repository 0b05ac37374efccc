/** The tags the script reads, as rows: the tag, what a bucket without a value does (rule) and, for DEFAULT, the value used. */
import { ActionIcon, Autocomplete, Button, Grid, Input, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inputRules } from '../../descriptors/lib/algorithms/algorithm-vocabulary.js';
import { DesignerIcon } from '../DesignerIcon.js';
import type { RequiredTagDraft } from './algorithm-draft.js';
import { errorsUnder, type FieldErrors } from './field-errors.js';
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
  const update = (index: number, patch: Partial<RequiredTagDraft>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const listError = errors['/tagsRequiredByScript'];

  return (
    <Input.Wrapper label={t('algorithmEditor.field.requiredTags')} description={t('algorithmEditor.help.requiredTags')} error={listError}>
      <Stack gap="xs" mt={6}>
        {rows.length === 0 && <Text size="sm" c="dimmed">{t('algorithmEditor.requiredTags.none')}</Text>}
        {rows.map((row, index) => {
          const at = `/tagsRequiredByScript/${index}`;
          return (
            <Grid key={index} gap="xs" align="flex-start">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <Autocomplete
                  {...picker} aria-label={t('algorithmEditor.requiredTags.tag', { row: index + 1 })} placeholder={t('algorithmEditor.tagPlaceholder')}
                  value={row.tag} disabled={isReadOnly} error={errorsUnder(errors, `${at}/tag`)}
                  onChange={(tag) => update(index, { tag: tag.trim() })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: row.rule === 'DEFAULT' ? 5 : 10, sm: row.rule === 'DEFAULT' ? 3 : 6 }}>
                <Select
                  aria-label={t('algorithmEditor.requiredTags.rule', { row: index + 1 })} data={rules} value={row.rule} allowDeselect={false}
                  disabled={isReadOnly} error={errors[`${at}/rule`]}
                  onChange={(rule) => rule && update(index, { rule: rule as RequiredTagDraft['rule'] })}
                />
              </Grid.Col>
              {row.rule === 'DEFAULT' && (
                <Grid.Col span={{ base: 5, sm: 3 }}>
                  <NumberInput
                    aria-label={t('algorithmEditor.requiredTags.defaultValue', { row: index + 1 })} placeholder={t('algorithmEditor.field.defaultValue')}
                    value={row.defaultValue} disabled={isReadOnly} error={errors[`${at}/defaultValue`]}
                    onChange={(value) => update(index, { defaultValue: typeof value === 'number' ? value : '' })}
                  />
                </Grid.Col>
              )}
              <Grid.Col span={{ base: 2, sm: 1 }}>
                {!isReadOnly && (
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('algorithmEditor.requiredTags.remove', { row: index + 1 })}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                    <DesignerIcon name="trash" />
                  </ActionIcon>
                )}
              </Grid.Col>
            </Grid>
          );
        })}
        {!isReadOnly && (
          <Button variant="light" size="xs" w="fit-content" leftSection={<DesignerIcon name="plus" size={14} />}
            onClick={() => onChange([...rows, { tag: '', rule: 'MANDATORY', defaultValue: '' }])}>
            {t('algorithmEditor.requiredTags.add')}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
