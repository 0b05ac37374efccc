/**
 * The entry editor's footer, kept in reach at the bottom of the screen while the form scrolls. On a phone it holds one
 * row: the save buttons (with short labels) and a menu for Cancel, Not applicable and Delete; from 576 px on every
 * button is shown. A completed entry offers no draft: saving it again records a correction.
 */
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ElogEntryStatus } from '../../../descriptors/lib/elog/day-entries.js';
import { Icon } from '../../shell/Icon.js';
import classes from './elog.module.css';

export type EditorAction = Exclude<ElogEntryStatus, 'DELETED'> | 'DELETE';

interface EditorActionsProps {
  readOnly: boolean;
  /** The entry's saved status; undefined for a new entry. */
  status?: ElogEntryStatus;
  allowNA: boolean;
  busy?: EditorAction;
  /** The form is there to validate (completing needs it). */
  canComplete: boolean;
  onSave: (action: Exclude<EditorAction, 'DELETE'>) => void;
  onDelete: () => void;
  onCancel: () => void;
}

/** A button whose text shortens on a phone; its name stays the full label, which contains the short one. */
function Label({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className={classes.longLabel}>{full}</span>
      <span className={classes.shortLabel} aria-hidden>{short}</span>
    </>
  );
}

export function EditorActions({ readOnly, status, allowNA, busy, canComplete, onSave, onDelete, onCancel }: EditorActionsProps) {
  const { t } = useTranslation();
  if (readOnly) {
    return (
      <Group gap="xs" className={classes.editorActions} justify="flex-end">
        <Button variant="default" onClick={onCancel}>{t('common.close')}</Button>
      </Group>
    );
  }
  const isBusy = Boolean(busy);
  const isSaved = status !== undefined;
  const isCorrection = status === 'COMPLETED';
  const completeLabel = t(isCorrection ? 'elogDay.editor.saveCorrection' : 'elogDay.editor.complete');
  return (
    <Group gap="xs" className={classes.editorActions} justify="flex-end" wrap="nowrap">
      {isSaved && (
        <Button variant="subtle" color="red" mr="auto" visibleFrom="xs" onClick={onDelete} loading={busy === 'DELETE'} disabled={isBusy}>
          {t('elogDay.editor.delete')}
        </Button>
      )}
      <Menu position="top-start" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" hiddenFrom="xs" mr="auto" aria-label={t('elogDay.editor.moreActions')} disabled={isBusy}>
            <Icon name="dots" size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onCancel}>{t('common.cancel')}</Menu.Item>
          {allowNA && <Menu.Item onClick={() => onSave('NA')}>{t('elogDay.editor.notApplicable')}</Menu.Item>}
          {isSaved && <Menu.Item color="red" onClick={onDelete}>{t('elogDay.editor.delete')}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <Button variant="default" visibleFrom="xs" onClick={onCancel} disabled={isBusy}>{t('common.cancel')}</Button>
      {allowNA && (
        <Button variant="default" visibleFrom="xs" onClick={() => onSave('NA')} loading={busy === 'NA'} disabled={isBusy}>{t('elogDay.editor.notApplicable')}</Button>
      )}
      {!isCorrection && (
        <Button variant="default" aria-label={t('elogDay.editor.saveDraft')} onClick={() => onSave('DRAFT')} loading={busy === 'DRAFT'} disabled={isBusy}>
          <Label full={t('elogDay.editor.saveDraft')} short={t('elogDay.editor.saveDraftShort')} />
        </Button>
      )}
      <Button aria-label={completeLabel} onClick={() => onSave('COMPLETED')} loading={busy === 'COMPLETED'} disabled={isBusy || !canComplete}>
        <Label full={completeLabel} short={t(isCorrection ? 'elogDay.editor.saveCorrectionShort' : 'elogDay.editor.completeShort')} />
      </Button>
    </Group>
  );
}
