/** The tags the script writes: a multi-select of tags (typed codes are taken too when the tag list cannot be read). */
import { TagsInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsUnder, type FieldErrors } from './field-errors.js';
import { tagPickerProps } from './tag-option.js';
import type { TagOption } from './use-editor-options.js';

export interface OutputTagsFieldProps {
  value: string[];
  tags: readonly TagOption[];
  isReadOnly: boolean;
  errors: FieldErrors;
  onChange(value: string[]): void;
}

export function OutputTagsField({ value, tags, isReadOnly, errors, onChange }: OutputTagsFieldProps) {
  const { t } = useTranslation();
  const picker = useMemo(() => tagPickerProps(tags), [tags]);
  return (
    <TagsInput
      {...picker} label={t('algorithmEditor.field.outputTags')} description={t('algorithmEditor.help.outputTags')} required
      placeholder={isReadOnly ? undefined : t('algorithmEditor.tagPlaceholder')} value={value} disabled={isReadOnly}
      error={errorsUnder(errors, '/outputTags')} splitChars={[',', ' ']} clearable={!isReadOnly}
      onChange={(tagsChosen) => onChange(tagsChosen.map((tag) => tag.trim()).filter(Boolean))}
    />
  );
}
