/** Checks the ship's logbook against its hash-chained, signed audit trail and says whether it is intact, or what is not. */
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { SealProblem } from '../../../descriptors/lib/elog/logbook-verification.js';
import type { ElogApi } from './elog-api.js';

interface VerifyDialogProps {
  api: ElogApi;
  unitId: string;
  shipName: string;
  onClose: () => void;
}

const kindKeys: Record<string, string> = { ENTRY: 'elogDay.verify.kindEntry', DAY: 'elogDay.verify.kindDay', ATTACHMENT: 'elogDay.verify.kindAttachment', SIGNATURE: 'elogDay.verify.kindSignature' };
const problemKeys: Record<string, string> = { gap: 'elogDay.verify.gap', link: 'elogDay.verify.link', hash: 'elogDay.verify.hash' };
const sealProblemKeys: Record<SealProblem, string> = {
  unknownKey: 'elogDay.verify.sealUnknownKey', signature: 'elogDay.verify.sealSignature', hash: 'elogDay.verify.sealHash',
  missingRow: 'elogDay.verify.sealMissingRow', missingSeal: 'elogDay.verify.sealMissingSeal',
};

export function VerifyDialog({ api, unitId, shipName, onClose }: VerifyDialogProps) {
  const { t } = useTranslation();
  const check = useLoadingStatus(() => api.verify(unitId));
  const result = check.value;
  return (
    <Modal opened onClose={onClose} title={t('elogDay.verify.title', { ship: shipName })} centered zIndex={1100}>
      <Stack gap="sm">
        {!result && check.status !== 'Error' && <Group justify="center" py="md"><Loader size="sm" aria-label={t('shell.loading')} /></Group>}
        {check.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert">{check.error?.message}</Alert>}
        {result?.ok && (
          <Alert color="green" variant="light" icon={<Icon name="shield" />} title={t('elogDay.verify.ok')}>
            {t('elogDay.verify.okDetail', { rows: result.rows })}
            {result.seals.checked > 0 && <Text size="sm" mt={4}>{t('elogDay.verify.sealsOk', { seals: result.seals.checked })}</Text>}
          </Alert>
        )}
        {result && !result.ok && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('elogDay.verify.broken')} role="alert">
            {result.brokenAt && (
              <Text size="sm">
                {t('elogDay.verify.brokenAt', { row: result.brokenAt.seq, rows: result.rows })}{' '}
                {problemKeys[result.brokenAt.problem] ? t(problemKeys[result.brokenAt.problem]) : result.brokenAt.problem}
              </Text>
            )}
            {result.seals.brokenAt && (
              <Text size="sm" mt={4}>
                {t('elogDay.verify.sealBrokenAt', { row: result.seals.brokenAt.seq })}{' '}
                {t(sealProblemKeys[result.seals.brokenAt.problem], { keyId: result.seals.brokenAt.keyId })}
              </Text>
            )}
            {result.alteredRows.length > 0 && (
              <>
                <Text size="sm" mt={4}>{t('elogDay.verify.altered')}</Text>
                <List size="sm" spacing={2}>
                  {result.alteredRows.map((row) => (
                    <List.Item key={`${row.kind}:${row.id}`}>{kindKeys[row.kind] ? t(kindKeys[row.kind]) : row.kind} {row.id}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
        {result?.seals.legacyUpTo != null && <Text size="sm" c="dimmed">{t('elogDay.verify.legacy', { row: result.seals.legacyUpTo })}</Text>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" leftSection={<Icon name="refresh" size={14} />} onClick={() => void check.load()}>{t('elogDay.verify.again')}</Button>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
