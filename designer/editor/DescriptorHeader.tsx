/**
 * Above the editor: which descriptor this is and its state, undo/redo/format, reset and delete,
 * the note for the revision and Save (disabled, with the reason, while it cannot run).
 */
import { ActionIcon, Badge, Button, Divider, Group, Stack, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignerIcon } from '../DesignerIcon.js';
import type { SaveBlocker } from '../lib/save-state.js';
import type { OpenedDescriptor } from '../session/use-descriptor-session.js';
import type { EditorHistory } from './DescriptorEditor.js';

export interface DescriptorHeaderProps {
  opened: OpenedDescriptor;
  kindLabel: string;
  hasChanges: boolean;
  history: EditorHistory;
  saveBlocker?: SaveBlocker;
  isBusy: boolean;
  note: string;
  onNoteChange(note: string): void;
  onUndo(): void;
  onRedo(): void;
  onFormat(): void;
  onSave(): void;
  onReset(): void;
  onDelete(): void;
}

export function DescriptorHeader(props: DescriptorHeaderProps) {
  const { opened, kindLabel, hasChanges, history, saveBlocker, isBusy, note } = props;
  const { t, i18n } = useTranslation();
  const reasonId = useId();
  const saved = opened.saved;
  const updated = saved && new Date(saved.updatedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={1} size="h4" ff="monospace">{opened.code}</Title>
            <Badge variant="outline" color="gray" size="sm">{kindLabel}</Badge>
            {!saved && <Badge variant="light" color="grape" size="sm">{t('designer.badge.new')}</Badge>}
            {saved?.builtin && !saved.overridden && <Badge variant="light" color="blue" size="sm">{t('designer.badge.builtin')}</Badge>}
            {saved?.overridden && <Badge variant="light" color="orange" size="sm">{t('designer.badge.overridden')}</Badge>}
            {saved?.disabled && <Badge variant="light" color="gray" size="sm">{t('designer.badge.disabled')}</Badge>}
            {hasChanges && saved && <Badge variant="dot" color="yellow" size="sm">{t('designer.badge.unsaved')}</Badge>}
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {saved ? t('designer.header.version', { version: saved.version, date: updated, author: saved.updatedBy ?? '—' }) : t('designer.header.notSaved')}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('designer.toolbar.undo')} withArrow>
            <ActionIcon variant="default" size="lg" aria-label={t('designer.toolbar.undo')} disabled={!history.canUndo} onClick={props.onUndo}>
              <DesignerIcon name="undo" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('designer.toolbar.redo')} withArrow>
            <ActionIcon variant="default" size="lg" aria-label={t('designer.toolbar.redo')} disabled={!history.canRedo} onClick={props.onRedo}>
              <DesignerIcon name="redo" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('designer.toolbar.format')} withArrow>
            <ActionIcon variant="default" size="lg" aria-label={t('designer.toolbar.format')} onClick={props.onFormat}>
              <DesignerIcon name="braces" />
            </ActionIcon>
          </Tooltip>
          {saved && (saved.overridden || !saved.builtin) && <Divider orientation="vertical" />}
          {saved?.overridden && (
            <Button variant="default" leftSection={<DesignerIcon name="rotate" />} onClick={props.onReset} disabled={isBusy}>
              {t('designer.toolbar.reset')}
            </Button>
          )}
          {saved && !saved.builtin && (
            <Button variant="default" color="red" leftSection={<DesignerIcon name="trash" />} onClick={props.onDelete} disabled={isBusy}>
              {t('designer.toolbar.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <TextInput
            flex={1} size="sm" placeholder={t('designer.note.placeholder')} aria-label={t('designer.note.label')} value={note} maxLength={500}
            onChange={(event) => props.onNoteChange(event.currentTarget.value)}
            onKeyDown={(event) => { if (event.key === 'Enter' && !saveBlocker) props.onSave(); }}
          />
          <Tooltip label={saveBlocker ? t(`designer.save.blocked.${saveBlocker}`) : t('designer.save.shortcut')} withArrow>
            <span>
              <Button
                leftSection={<DesignerIcon name="save" />} onClick={props.onSave} disabled={Boolean(saveBlocker)} loading={saveBlocker === 'saving'}
                aria-describedby={saveBlocker ? reasonId : undefined}
              >
                {saved ? t('designer.save.save') : t('designer.save.create')}
              </Button>
            </span>
          </Tooltip>
          {saveBlocker && <VisuallyHidden id={reasonId}>{t(`designer.save.blocked.${saveBlocker}`)}</VisuallyHidden>}
        </Group>
    </Stack>
  );
}
