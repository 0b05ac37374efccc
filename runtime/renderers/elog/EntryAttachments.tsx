/**
 * The files of an entry: the current ones (download; remove, which only takes effect on save and keeps the file in the
 * record's history), files picked to upload with the next save, and "Attach files". Limits are checked before the
 * save so a too-large file is named at once; the server checks them again.
 */
import { ActionIcon, Badge, Button, FileButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import { downloadBlob } from '../crud/csv.js';
import { attachmentLimits, fileSizeText } from '../../../descriptors/lib/elog/attachment-files.js';
import type { AttachmentChange, ElogApi, EntryAttachment } from './elog-api.js';
import classes from './elog.module.css';

interface EntryAttachmentsProps {
  api: ElogApi;
  /** The entry's current attachments as saved. */
  saved: readonly EntryAttachment[];
  change: AttachmentChange;
  onChange: (change: AttachmentChange) => void;
  readOnly: boolean;
}

export function EntryAttachments({ api, saved, change, onChange, readOnly }: EntryAttachmentsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [problem, setProblem] = useState<string>();
  const [downloading, setDownloading] = useState<string>();

  const add = (files: File[]) => {
    setProblem(undefined);
    const tooLarge = files.find((file) => file.size > attachmentLimits.maxFileBytes);
    if (tooLarge) return setProblem(t('elog.attachment.tooLarge', { file: tooLarge.name, max: attachmentLimits.maxFileBytes / 1024 / 1024 }));
    if (change.uploads.length + files.length > attachmentLimits.maxFiles) return setProblem(t('elog.attachment.tooMany', { max: attachmentLimits.maxFiles }));
    onChange({ ...change, uploads: [...change.uploads, ...files] });
  };
  const toggleKept = (id: string) => onChange({
    ...change, keep: change.keep.includes(id) ? change.keep.filter((k) => k !== id) : [...change.keep, id],
  });
  const download = async (file: EntryAttachment) => {
    setProblem(undefined);
    setDownloading(file.id);
    try {
      downloadBlob(await api.downloadAttachment(file.id), file.fileName);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setDownloading(undefined);
    }
  };

  if (readOnly && !saved.length) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('elogDay.attachments.title')}>
      <Text size="sm" fw={500}>{t('elogDay.attachments.title')}</Text>
      {saved.map((file) => {
        const isRemoved = !change.keep.includes(file.id);
        return (
          <Group key={file.id} gap="xs" wrap="nowrap" className={classes.attachment} aria-label={file.fileName}>
            <Icon name="paperclip" size={16} />
            <Text size="sm" td={isRemoved ? 'line-through' : undefined} c={isRemoved ? 'dimmed' : undefined} truncate>{file.fileName}</Text>
            <Text size="xs" c="dimmed">{fileSizeText(file.size, language)}</Text>
            {isRemoved && <Badge size="xs" color="red" variant="light">{t('elogDay.attachments.removedOnSave')}</Badge>}
            <Group gap={2} ml="auto" wrap="nowrap">
              <Tooltip label={t('elogDay.attachments.download')}>
                <ActionIcon variant="subtle" aria-label={t('elogDay.attachments.downloadFile', { file: file.fileName })} loading={downloading === file.id}
                  onClick={() => void download(file)}>
                  <Icon name="download" size={16} />
                </ActionIcon>
              </Tooltip>
              {!readOnly && (
                <Tooltip label={isRemoved ? t('elogDay.attachments.keep') : t('elogDay.attachments.remove')}>
                  <ActionIcon variant="subtle" color={isRemoved ? 'blue' : 'red'} onClick={() => toggleKept(file.id)}
                    aria-label={t(isRemoved ? 'elogDay.attachments.keepFile' : 'elogDay.attachments.removeFile', { file: file.fileName })}>
                    <Icon name={isRemoved ? 'refresh' : 'x'} size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        );
      })}
      {change.uploads.map((file, index) => (
        <Group key={`${file.name}-${index}`} gap="xs" wrap="nowrap" className={classes.attachment} aria-label={file.name}>
          <Icon name="upload" size={16} />
          <Text size="sm" truncate>{file.name}</Text>
          <Text size="xs" c="dimmed">{fileSizeText(file.size, language)}</Text>
          <Badge size="xs" variant="light">{t('elogDay.attachments.newOnSave')}</Badge>
          <ActionIcon variant="subtle" color="red" ml="auto" aria-label={t('elogDay.attachments.removeFile', { file: file.name })}
            onClick={() => onChange({ ...change, uploads: change.uploads.filter((_, i) => i !== index) })}>
            <Icon name="x" size={16} />
          </ActionIcon>
        </Group>
      ))}
      {problem && <Text size="sm" c="red" role="alert">{problem}</Text>}
      {!readOnly && (
        <FileButton onChange={add} multiple>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<Icon name="paperclip" size={14} />} w="fit-content">
              {t('elogDay.attachments.attach')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
