/**
 * Asks for the reason of a change before it is made (deleting a logbook entry, striking out a registry record); Enter in
 * the field does not send it, the button does.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isRequired: boolean;
  /** What the field says when a required reason is left empty. */
  requiredMessage: string;
  /** A problem the server reported for the reason. */
  error?: string;
  /** The change is being sent: the button waits. */
  isBusy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog({ opened, title, message, confirmLabel, isRequired, requiredMessage, error, isBusy, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [isTried, setTried] = useState(false);
  const missing = isRequired && !reason.trim();
  const confirm = () => {
    setTried(true);
    if (!missing) onConfirm(reason.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered zIndex={1100}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Textarea
          label={t('common.reason')} required={isRequired} rows={3} resize="vertical" maxLength={2000} data-autofocus value={reason}
          error={isTried && missing ? requiredMessage : error} onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button color="red" onClick={confirm} loading={isBusy}>{confirmLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
