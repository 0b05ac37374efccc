/**
 * Import configuration: a picked file is checked, the server's dry run shows what would be created,
 * changed or left, and only after a confirmation is the whole file applied, in one transaction.
 */
import { Alert, Button, FileInput, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { configuratorApi } from './configurator-api.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { countActions } from './import-plan.js';
import { ImportPlanTable } from './ImportPlanTable.js';
import { ImportProblemAlert } from './ImportProblemAlert.js';
import { useImportSession } from './use-import-session.js';

export interface ImportScreenProps {
  client: ApiClient;
  screenTitle?: LocalText;
}

export function ImportScreen({ client, screenTitle }: ImportScreenProps) {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => configuratorApi(client), [client]);
  const session = useImportSession(api);
  const [isConfirming, setConfirming] = useState(false);
  const { file, steps, isApplied, busy } = session;
  const counts = steps ? countActions(steps) : { create: 0, change: 0, unchanged: 0 };
  const toWrite = counts.create + counts.change;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const apply = () => {
    setConfirming(false);
    void session.apply();
  };

  return (
    <Stack gap="lg">
      <ScreenHeader title={screenTitle} fallback={t('menu.setup.configuratorImport')} subtitle={t('configurator.import.subtitle')} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <FileInput
            label={t('configurator.import.file')} description={t('configurator.import.fileHint')} placeholder={t('configurator.import.choose')}
            accept="application/json,.json" value={session.picked} onChange={(picked) => void session.pick(picked)}
            clearable leftSection={<Icon name="upload" size={16} />} maw={520} disabled={busy === 'applying'}
          />
          {file && (
            <Text size="sm" c="dimmed">
              {t('configurator.import.fileInfo', { by: file.exportedBy, date: date(file.exportedAt), number: number(file.descriptors.length) })}
            </Text>
          )}
        </Stack>
      </Paper>
      {busy === 'checking' && (
        <Group gap="xs"><Loader size="sm" /><Text size="sm">{t('configurator.import.checking')}</Text></Group>
      )}
      {session.problem && <ImportProblemAlert problem={session.problem} file={file} />}
      {isApplied && (
        <Alert color="teal" variant="light" icon={<Icon name="check" />} title={t('configurator.import.appliedTitle')} role="status">
          <Text size="sm">{t('configurator.import.appliedSummary', { create: number(counts.create), change: number(counts.change), unchanged: number(counts.unchanged) })}</Text>
          <Group gap="sm" mt="xs" align="center">
            <Text size="sm">{t('configurator.import.reloadHint')}</Text>
            <Button size="compact-sm" variant="default" onClick={() => window.location.reload()}>{t('configurator.import.reload')}</Button>
          </Group>
        </Alert>
      )}
      {steps && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <div>
                <Title order={2} size="h4">{t(isApplied ? 'configurator.import.resultTitle' : 'configurator.import.planTitle')}</Title>
                <Text size="sm" c="dimmed">
                  {steps.length === 0 ? t('configurator.import.empty')
                    : isApplied ? t('configurator.import.resultHint')
                      : toWrite ? t('configurator.import.planHint') : t('configurator.import.nothingToApply')}
                </Text>
              </div>
              {!isApplied && (
                <Button leftSection={<Icon name="check" size={16} />} onClick={() => setConfirming(true)} disabled={toWrite === 0} loading={busy === 'applying'}>
                  {t('configurator.import.apply')}
                </Button>
              )}
            </Group>
            {steps.length > 0 && <ImportPlanTable steps={steps} isApplied={isApplied} />}
          </Stack>
        </Paper>
      )}
      <Modal opened={isConfirming} onClose={() => setConfirming(false)} title={t('configurator.import.confirmTitle')}>
        <Text size="sm">{t('configurator.import.confirmMessage', { create: number(counts.create), change: number(counts.change) })}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>{t('common.cancel')}</Button>
          <Button onClick={apply}>{t('configurator.import.applyConfirm')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
