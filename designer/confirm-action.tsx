/** Asks the user before an action, in a Mantine confirm modal; resolves true only when confirmed. */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  color?: string;
}

export function confirmAction({ title, message, confirmLabel, cancelLabel, color = 'red' }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color },
    onConfirm: () => resolve(true),
    onCancel: () => resolve(false),
    onClose: () => resolve(false),
  }));
}
