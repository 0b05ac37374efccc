/** The dialog header: the title, the maximize toggle when the editor allows it, the close button when closable. */
import { ActionIcon, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface EditorDialogHeaderProps {
  title: string;
  isClosable: boolean;
  isMaximizable: boolean;
  isMaximized: boolean;
  isPending: boolean;
  onToggleMaximized: () => void;
}

const maximizePath = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
const restorePath = 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5';

export function EditorDialogHeader({ title, isClosable, isMaximizable, isMaximized, isPending, onToggleMaximized }: EditorDialogHeaderProps) {
  const { t } = useTranslation();
  return (
    <Modal.Header>
      <Modal.Title>{title}</Modal.Title>
      {isMaximizable && (
        <ActionIcon
          variant="subtle" color="gray" ms="auto"
          aria-label={t(isMaximized ? 'editorDialog.restore' : 'editorDialog.maximize')}
          aria-pressed={isMaximized}
          onClick={onToggleMaximized}
        >
          <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
            strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d={isMaximized ? restorePath : maximizePath} />
          </svg>
        </ActionIcon>
      )}
      {isClosable && <Modal.CloseButton aria-label={t('common.close')} disabled={isPending} ms={isMaximizable ? 0 : undefined} />}
    </Modal.Header>
  );
}
