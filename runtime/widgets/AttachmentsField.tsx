/**
 * The "attachments" field: files of a logbook entry shown in one field of its form ("Photos of the damage"). It holds
 * the ids of the entry's attachments, and for a file picked here the placeholder the editor gives it until the save
 * stores it (`new:<key>`); the files themselves come from the form context. Without that context (a registry record,
 * the designer's preview) it is read-only and says where files can be attached.
 */
import { ActionIcon, Badge, Button, FileButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentLimits, fileSizeText } from '../../descriptors/lib/elog/attachment-files.js';
import { placeholderKey } from '../../descriptors/lib/forms/keel-fields.js';
import { Icon } from '../shell/Icon.js';
import { keelFormContext } from './form-context.js';

const refsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export function AttachmentsField({ uiSchema, schema, name, formData, onChange, fieldPathId, required, disabled, readonly, rawErrors, errorSchema, registry }: FieldProps) {
  const { t } = useTranslation();
  const { language, attachments } = keelFormContext(registry);
  const [problem, setProblem] = useState<string>();
  const [downloading, setDownloading] = useState<string>();
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const label = String(options.title ?? schema.title ?? name);
  const refs = refsOf(formData);
  const canChange = Boolean(attachments) && !disabled && !readonly;
  const maxFiles = typeof schema.maxItems === 'number' ? schema.maxItems : attachmentLimits.maxFiles;
  const errors = [...new Set([...(rawErrors ?? []), ...((errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [])])];
  const change = (next: string[]) => onChange(next, fieldPathId.path);

  const add = (files: File[]) => {
    setProblem(undefined);
    if (!attachments || !files.length) return;
    const tooLarge = files.find((file) => file.size > attachmentLimits.maxFileBytes);
    if (tooLarge) return setProblem(t('elog.attachment.tooLarge', { file: tooLarge.name, max: attachmentLimits.maxFileBytes / 1024 / 1024 }));
    if (refs.length + files.length > maxFiles) return setProblem(t('widgets.attachments.tooMany', { max: maxFiles }));
    change([...refs, ...attachments.add(files)]);
  };
  const download = async (id: string) => {
    setProblem(undefined);
    setDownloading(id);
    try {
      await attachments?.download(id);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setDownloading(undefined);
    }
  };

  return (
    <Stack gap={4} id={fieldPathId.$id} role="group" aria-label={label}>
      <Text size="sm" fw={500}>{label}{required && <Text span c="red"> *</Text>}</Text>
      {refs.map((ref, index) => {
        const isNew = placeholderKey(ref) !== undefined;
        const file = isNew ? attachments?.pending(ref) : undefined;
        const saved = isNew ? undefined : attachments?.saved(ref);
        const fileName = file?.name ?? saved?.fileName;
        const shownName = fileName ?? t('widgets.attachments.unknownFile');
        return (
          <Group key={`${ref}-${index}`} gap="xs" wrap="nowrap" aria-label={shownName}>
            <Icon name={isNew ? 'upload' : 'paperclip'} size={16} />
            <Text size="sm" truncate c={fileName ? undefined : 'dimmed'}>{shownName}</Text>
            {(file ?? saved) && <Text size="xs" c="dimmed">{fileSizeText((file ?? saved)!.size, language)}</Text>}
            {isNew && <Badge size="xs" variant="light">{t('elogDay.attachments.newOnSave')}</Badge>}
            <Group gap={2} ml="auto" wrap="nowrap">
              {saved && (
                <Tooltip label={t('elogDay.attachments.download')}>
                  <ActionIcon variant="subtle" aria-label={t('elogDay.attachments.downloadFile', { file: saved.fileName })} loading={downloading === ref}
                    onClick={() => void download(ref)}>
                    <Icon name="download" size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              {canChange && (
                <ActionIcon variant="subtle" color="red" aria-label={t('elogDay.attachments.removeFile', { file: shownName })}
                  onClick={() => change(refs.filter((_, i) => i !== index))}>
                  <Icon name="x" size={16} />
                </ActionIcon>
              )}
            </Group>
          </Group>
        );
      })}
      {!attachments && <Text size="xs" c="dimmed">{t('widgets.attachments.onlyInEntries')}</Text>}
      {problem && <Text size="sm" c="red" role="alert">{problem}</Text>}
      {errors.map((error) => <Text key={error} size="sm" c="red">{error}</Text>)}
      {canChange && refs.length < maxFiles && (
        <FileButton onChange={add} multiple>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<Icon name="paperclip" size={14} />} w="fit-content"
              aria-label={t('widgets.attachments.attachTo', { field: label })}>
              {t('elogDay.attachments.attach')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
