/**
 * The scanned file of a ship's document in versions: every version newest first (the first is current), each
 * downloadable, and for managers "Upload new version" with an optional note. Earlier versions are never replaced.
 */
import { Badge, Button, FileButton, Group, Loader, Stack, Text, TextInput, Tooltip, ActionIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentFileLimits, type DocumentFileList, type DocumentFileVersion } from '../../../descriptors/lib/managed-documents/document-files.js';
import { fileSizeText } from '../../../descriptors/lib/elog/attachment-files.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { downloadBlob } from '../crud/csv.js';
import type { RecordPanelProps } from '../crud/record-panels.js';

export function DocumentFiles({ client, record, canManage }: RecordPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const base = `/managed-document/${encodeURIComponent(record.id)}/files`;
  const files = useLoadingStatus(() => client.get<DocumentFileList>(base));
  const [picked, setPicked] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [downloading, setDownloading] = useState<number>();

  const pick = (file: File | null) => {
    setProblem(undefined);
    if (file && file.size > documentFileLimits.maxFileBytes) {
      setPicked(null);
      return setProblem(t('managedDocuments.fileTooLarge', { max: documentFileLimits.maxFileBytes / 1024 / 1024 }));
    }
    setPicked(file);
  };

  const upload = async () => {
    if (!picked) return;
    setProblem(undefined);
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', picked, picked.name);
      if (note.trim()) form.append('note', note.trim());
      await client.post(base, form);
      setPicked(null);
      setNote('');
      await files.reload();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const download = async (file: DocumentFileVersion) => {
    setProblem(undefined);
    setDownloading(file.fileVersion);
    try {
      downloadBlob(await client.get<Blob>(`${base}/${file.fileVersion}`, { asBlob: true }), file.fileName);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setDownloading(undefined);
    }
  };

  const versions = files.value?.files ?? [];
  return (
    <Stack gap="xs" component="section" aria-label={t('managedDocuments.files.title')}>
      <Text size="sm" fw={600}>{t('managedDocuments.files.title')}</Text>
      {files.status === 'Loading' && <Loader size="sm" aria-label={t('shell.loading')} />}
      {files.status === 'Error' && <Text size="sm" c="red" role="alert">{files.error?.message}</Text>}
      {files.status === 'Resolved' && !versions.length && <Text size="sm" c="dimmed">{t('managedDocuments.files.none')}</Text>}
      {versions.map((file, index) => (
        <Group key={file.id} gap="xs" wrap="wrap" aria-label={t('managedDocuments.files.versionLabel', { version: file.fileVersion, file: file.fileName })}>
          <Badge size="sm" radius="sm" variant={index === 0 ? 'filled' : 'light'} color={index === 0 ? 'teal' : 'gray'} tt="none">
            {index === 0 ? t('managedDocuments.files.current', { version: file.fileVersion }) : t('managedDocuments.files.version', { version: file.fileVersion })}
          </Badge>
          <Text size="sm" truncate maw={260}>{file.fileName}</Text>
          <Text size="xs" c="dimmed">
            {fileSizeText(file.size, language)} · {new Date(file.uploadedAt).toLocaleString(language)} · {file.uploadedBy}
          </Text>
          {file.note && <Text size="xs" c="dimmed" fs="italic">{file.note}</Text>}
          <Tooltip label={t('managedDocuments.files.download')}>
            <ActionIcon variant="subtle" ml="auto" loading={downloading === file.fileVersion} onClick={() => void download(file)}
              aria-label={t('managedDocuments.files.downloadVersion', { version: file.fileVersion, file: file.fileName })}>
              <Icon name="download" size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      {problem && <Text size="sm" c="red" role="alert">{problem}</Text>}
      {canManage && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <FileButton onChange={pick} accept="application/pdf,image/*">
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<Icon name="paperclip" size={14} />}>
                {picked ? picked.name : t('managedDocuments.files.choose')}
              </Button>
            )}
          </FileButton>
          <TextInput size="xs" label={t('managedDocuments.files.note')} placeholder={t('managedDocuments.files.notePlaceholder')}
            value={note} maxLength={documentFileLimits.maxNoteLength} onChange={(event) => setNote(event.currentTarget.value)} style={{ flex: '1 1 180px' }} />
          <Button size="xs" leftSection={<Icon name="upload" size={14} />} disabled={!picked} loading={isUploading} onClick={() => void upload()}>
            {versions.length ? t('managedDocuments.files.uploadNew') : t('managedDocuments.files.upload')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
