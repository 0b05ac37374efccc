/**
 * After a 409: someone else saved this descriptor since it was opened. The edits stay in the editor;
 * the user compares with the current version, or overwrites it with theirs.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../runtime/shell/Icon.js';
import { DesignerIcon } from '../DesignerIcon.js';

export interface ConflictNoticeProps {
  message: string;
  isBusy: boolean;
  canOverwrite: boolean;
  onCompare(): void;
  onOverwrite(): void;
}

export function ConflictNotice({ message, isBusy, canOverwrite, onCompare, onOverwrite }: ConflictNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<Icon name="alert" />} title={t('designer.conflict.title')} role="alert">
      <Text size="sm">{message}</Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="default" leftSection={<DesignerIcon name="compare" size={14} />} onClick={onCompare} disabled={isBusy}>
          {t('designer.conflict.compare')}
        </Button>
        <Button size="xs" color="orange" onClick={onOverwrite} loading={isBusy} disabled={!canOverwrite}>{t('designer.conflict.overwrite')}</Button>
      </Group>
    </Alert>
  );
}
