/**
 * The values an entry holds for fields its form no longer has (a field removed from the form, or hidden from the ship
 * since): read-only under "No longer in the form", labelled as the form the entry was filled with labelled them.
 */
import { Alert, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import { retiredFields } from '../../../descriptors/lib/forms/retired-fields.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { ElogApi } from './elog-api.js';

interface RetiredFieldsProps {
  api: Pick<ElogApi, 'formSnapshot'>;
  form: FormBody;
  content: Record<string, unknown>;
  /** the form the entry was saved with, when kept */
  snapshotId: string | null | undefined;
  /** A file's name by its attachment id: a field that held files shows their names. */
  fileName?: (id: string) => string | undefined;
}

const valueText = (value: unknown, language: string) => {
  if (typeof value === 'number') return value.toLocaleString(language);
  if (typeof value === 'boolean' || typeof value === 'string') return String(value);
  return JSON.stringify(value);
};

export function RetiredFields({ api, form, content, snapshotId, fileName }: RetiredFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [former, setFormer] = useState<FormBody>();
  const unlabelled = useMemo(() => retiredFields(form, content), [form, content]);
  const hasRetired = unlabelled.length > 0;
  useEffect(() => {
    if (!hasRetired || !snapshotId) return;
    let isCurrent = true;
    // Without the kept form the values still show, under their paths.
    api.formSnapshot(snapshotId).then((answer) => { if (isCurrent) setFormer(answer.form); }, () => {});
    return () => { isCurrent = false; };
  }, [api, snapshotId, hasRetired]);
  const fields = useMemo(() => (former ? retiredFields(form, content, former) : unlabelled), [form, content, former, unlabelled]);
  if (!fields.length) return null;
  return (
    <Alert color="gray" variant="light" title={t('elogDay.editor.retired.title')} data-testid="retired-fields">
      <Text size="xs" mb="xs">{t('elogDay.editor.retired.hint')}</Text>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field.path}>
              <Table.Th fw={500} w="45%">{field.label ? resolveText(field.label, language, t) : field.path}</Table.Th>
              <Table.Td>{field.isFiles && Array.isArray(field.value)
                ? field.value.map((id) => fileName?.(String(id)) ?? t('widgets.attachments.unknownFile')).join('; ')
                : valueText(field.value, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
