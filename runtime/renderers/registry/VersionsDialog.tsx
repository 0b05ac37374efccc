/** Every version a record had, newest first: who saved it, when, and what each field held; the one that struck it out says why. */
import { Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import type { RegistryApi, RegistryForm, RegistryRecord, RegistryRecordDetail } from './registry-api.js';
import { recordTexts } from '../../../descriptors/lib/elog/print-layout.js';
import classes from './registry.module.css';

export interface VersionsDialogProps {
  client: RegistryApi;
  form: RegistryForm;
  record: RegistryRecord;
  onClose(): void;
}

export function VersionsDialog({ client, form, record, onClose }: VersionsDialogProps) {
  const { t, i18n } = useTranslation();
  const [detail, setDetail] = useState<RegistryRecordDetail>();
  const [error, setError] = useState<Error>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => { client.record(form.code, record.id).then(setDetail, setError); }, [client, form.code, record.id, attempt]);
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, i18n.language, (key) => t(key));
  /** A version's filled fields as the printout writes them, one "Title: value" per line. */
  const linesOf = (content: Record<string, unknown>) => recordTexts(form, content, [], { language: i18n.language, t: (key, params) => t(key, params) }).rest.split('\n').filter(Boolean);
  return (
    <Modal opened onClose={onClose} size="lg" zIndex={1100} title={`${text(form.title)}: ${t('registries.versions')}`}>
      {error ? <LoadFailed error={error} onRetry={() => { setError(undefined); setAttempt((n) => n + 1); }} /> : !detail ? <Loader size="sm" /> : (
        <Stack gap="md">
          {[...detail.versions].reverse().map((version) => (
            <div key={version.version} data-version={version.version} data-struck-out={version.struckOutReason !== null || undefined}>
              <Text fw={600} size="sm">{t('registries.versionBy', { version: version.version, author: version.author, time: new Date(version.ts).toLocaleString(i18n.language) })}</Text>
              {version.struckOutReason !== null && <Text size="sm" c="red">{t('registries.versionStruckOut', { reason: version.struckOutReason })}</Text>}
              <Table withRowBorders={false} verticalSpacing={2} className={version.struckOutReason !== null ? classes.struck : undefined}>
                <Table.Tbody>
                  {linesOf(version.content).map((line, i) => <Table.Tr key={i}><Table.Td><Text size="xs">{line}</Text></Table.Td></Table.Tr>)}
                </Table.Tbody>
              </Table>
            </div>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
