/** Asks for the reason of a change before it is made (deleting an entry); Enter in the field does not send it, the button does. */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isRequired: boolean;
  /** A problem the server reported for the reason. */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog({ opened, title, message, confirmLabel, isRequired, error, onConfirm, onClose }: ReasonDialogProps) {
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
          label={t('elogDay.reason')} required={isRequired} rows={3} resize="vertical" maxLength={2000} data-autofocus value={reason}
          error={isTried && missing ? t('elog.entry.reasonRequired') : error} onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button color="red" onClick={confirm}>{confirmLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
