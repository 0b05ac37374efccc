/** Strikes a registry record out, entered by mistake, with the reason the user gives; the server's refusal shows at the reason. */
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { ReasonDialog } from '../../shell/ReasonDialog.js';
import type { RegistryApi, RegistryRecord } from './registry-api.js';

export interface StrikeOutDialogProps {
  client: RegistryApi;
  formTitle: string;
  record: RegistryRecord;
  onClose(): void;
  onStruckOut(record: RegistryRecord): void;
}

export function StrikeOutDialog({ client, formTitle, record, onClose, onStruckOut }: StrikeOutDialogProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const strikeOut = async (reason: string) => {
    if (isBusy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const struck = await client.strikeOut(record.form, record.id, record.version, reason);
      notifications.show({ color: 'green', message: t('registries.strikeOut.done') });
      onStruckOut(struck);
    } catch (error) {
      const atReason = error instanceof ApiError ? error.errors.find((e) => e.path === '/requestValue/reason') : undefined;
      setProblem(atReason?.message ?? (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReasonDialog
      opened title={t('registries.strikeOut.title', { form: formTitle })} message={t('registries.strikeOut.message')}
      confirmLabel={t('registries.strikeOut.action')} isRequired requiredMessage={t('registries.strikeOut.reasonRequired')}
      error={problem} isBusy={isBusy} onConfirm={(reason) => void strikeOut(reason)} onClose={onClose}
    />
  );
}
