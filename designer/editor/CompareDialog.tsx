/** The current stored version beside the user's edits, after a conflict; from here they overwrite or take the stored one. */
import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DescriptorView } from '../../runtime/api/descriptor-api.js';
import { formatBody, tryParseJson } from '../lib/parse-json.js';
import { JsonDiffView } from '../revisions/JsonDiffView.js';
import classes from '../designer.module.css';

export interface CompareDialogProps {
  current: DescriptorView | undefined;
  mine: string;
  theme: 'dark' | 'light';
  canOverwrite: boolean;
  onClose(): void;
  onOverwrite(): void;
  onTakeCurrent(view: DescriptorView): void;
}

export function CompareDialog({ current, mine, theme, canOverwrite, onClose, onOverwrite, onTakeCurrent }: CompareDialogProps) {
  const { t } = useTranslation();
  // Compared in the same layout as the stored one, so the text diff shows content, not spacing.
  const parsed = tryParseJson(mine);
  const mineText = parsed.isValid ? formatBody(parsed.value) : mine;
  return (
    <Modal opened={Boolean(current)} onClose={onClose} size="90%" title={t('designer.conflict.compareTitle')} classNames={{ body: classes.compareBody }}>
      {current && (
        <>
          <JsonDiffView
            kind={current.kind} code={current.code} name="conflict" theme={theme} original={formatBody(current.body)} modified={mineText}
            originalLabel={t('designer.conflict.theirs', { version: current.version, author: current.updatedBy ?? '—' })}
            modifiedLabel={t('designer.conflict.mine')}
          />
          <Group justify="flex-end" gap="sm" mt="md">
            <Button variant="default" onClick={onClose}>{t('common.close')}</Button>
            <Button variant="default" color="red" onClick={() => onTakeCurrent(current)}>{t('designer.conflict.takeTheirs')}</Button>
            <Button color="orange" onClick={onOverwrite} disabled={!canOverwrite}>{t('designer.conflict.overwrite')}</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
