/**
 * Import measurements from a CSV file (toolbar action `measurements-import`): pick a file → the server's preview
 * (series, first rows, problems; nothing stored) → Import with progress → the counts and reasons. The latest
 * import is shown throughout.
 */
import { Alert, Button, Code, FileInput, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { measureImportLimits } from '../../../../descriptors/lib/measure-import.js';
import { Icon } from '../../../shell/Icon.js';
import type { ScreenActionProps } from '../screen-action-registry.js';
import { numberText } from './format.js';
import { ImportPreviewView } from './ImportPreviewView.js';
import { ImportResultView } from './ImportResultView.js';
import { LatestImportNote } from './LatestImportNote.js';
import { measuresImportApi } from './measures-import-api.js';
import classes from './measurements-import.module.css';
import { useMeasurementsImport, type PickProblem } from './use-measurements-import.js';

const maxMegabytes = Math.round(measureImportLimits.maxBytes / 1024 / 1024);

export function MeasurementsImportDialog({ client, title, onClose, onChanged }: ScreenActionProps) {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => measuresImportApi(client), [client]);
  const session = useMeasurementsImport(api);
  const { preview, result, busy, progress } = session;
  const number = numberText(i18n.language);
  const key = (name: string) => `measures.importDialog.${name}`;
  const problemText = (problem: PickProblem) =>
    problem.kind === 'server' ? problem.message : t(key(problem.kind), { max: maxMegabytes });

  const apply = async () => {
    await session.apply();
    onChanged();
  };

  return (
    <Modal opened onClose={onClose} title={title} size="80rem" closeOnClickOutside={busy !== 'importing'} closeOnEscape={busy !== 'importing'}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm">{t(key('intro'))}</Text>
          <Text size="sm" c="dimmed">{t(key('wideLayout'))} <Code>time;SHIP-UNIT-NORDIC_ORE SOG;SHIP-UNIT-NORDIC_ORE STW</Code></Text>
          <Text size="sm" c="dimmed">{t(key('longLayout'))} <Code>time;groupingKey;tag;value</Code></Text>
        </Stack>
        <LatestImportNote latest={session.latest} />
        <FileInput
          label={t(key('file'))} description={t(key('fileHint'), { max: maxMegabytes })} placeholder={t(key('choose'))}
          accept=".csv,text/csv,text/plain" value={session.picked} onChange={(file) => void session.pick(file)}
          clearable leftSection={<Icon name="upload" size={16} />} maw={560} disabled={busy === 'importing'}
        />
        {busy === 'checking' && <Group gap="xs"><Loader size="sm" /><Text size="sm">{t(key('checking'))}</Text></Group>}
        {session.problem && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t(key(session.problem.kind === 'server' && session.problem.during === 'import' ? 'failedTitle' : 'refusedTitle'))} role="alert">
            <Text size="sm">{problemText(session.problem)}</Text>
          </Alert>
        )}
        {busy === 'importing' && (
          <Stack gap={4}>
            <Text size="sm">
              {progress ? t(key('importingProgress'), { done: number(progress.done), total: number(progress.total) }) : t(key('importing'))}
            </Text>
            <Progress
              value={progress ? (100 * progress.done) / Math.max(1, progress.total) : 100} striped animated
              aria-label={t(key('importing'))} size="lg"
            />
          </Stack>
        )}
        {result && <ImportResultView result={result} />}
        {preview && !result && <ImportPreviewView preview={preview} />}
        <Group justify="flex-end" gap="sm" className={classes.footer}>
          <Button variant="default" onClick={onClose} disabled={busy === 'importing'}>{t(result ? 'common.close' : 'common.cancel')}</Button>
          {!result && (
            <Button
              leftSection={<Icon name="upload" size={16} />} onClick={() => void apply()} loading={busy === 'importing'}
              disabled={!preview || preview.points === 0 || busy === 'checking'}
            >
              {preview ? t(key('importCount'), { count: preview.points, number: number(preview.points) }) : t(key('import'))}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
