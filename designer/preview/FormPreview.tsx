/** A form descriptor rendered as the runtime will render it (its rules applied), with empty sample data. */
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormRule } from '../../descriptors/lib/form-rules.js';
import { resolveText, type LocalText } from '../../descriptors/lib/text.js';
import { RecordForm } from '../../runtime/renderers/crud/RecordForm.js';
import { isJsonObject } from '../lib/parse-json.js';
import type { PreviewProps } from './previewers.js';

export function FormPreview({ body, sample, onSampleChange }: PreviewProps) {
  const { t, i18n } = useTranslation();
  if (!isJsonObject(body.schema)) return <Text size="sm" c="dimmed">{t('designer.preview.needsSchema')}</Text>;
  const title = typeof body.title === 'string' || isJsonObject(body.title) ? (body.title as LocalText) : undefined;
  return (
    <Stack gap="md">
      {title && <Title order={2} size="h5">{resolveText(title, i18n.language, (key) => (i18n.exists(key) ? t(key) : key))}</Title>}
      <RecordForm
        definition={{ schema: body.schema, uiSchema: isJsonObject(body.uiSchema) ? body.uiSchema : undefined, rules: Array.isArray(body.rules) ? body.rules as FormRule[] : undefined }}
        value={sample} onChange={onSampleChange} language={i18n.language}
      />
    </Stack>
  );
}
