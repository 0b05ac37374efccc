/**
 * One algorithm in the editor: its fields, required tags and artifacts, outputs and script; Save (create or update with
 * its version; a 409 keeps the edits and offers to overwrite or reload), Delete with confirmation, the test run and
 * the run log. Read-only users see the same without any way to change or run it.
 */
import { Alert, Badge, Button, CloseButton, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../descriptors/lib/text.js';
import { Icon } from '../../runtime/shell/Icon.js';
import { confirmAction } from '../confirm-action.js';
import { DesignerIcon } from '../DesignerIcon.js';
import type { AlgorithmAnswer, AlgorithmApi } from './algorithm-api.js';
import { DefinitionFields } from './DefinitionFields.js';
import { noFieldErrors, type FieldErrors } from './field-errors.js';
import { OutputTagsField } from './OutputTagsField.js';
import { RequiredArtifactsField } from './RequiredArtifactsField.js';
import { RequiredTagsField } from './RequiredTagsField.js';
import { RunLog } from './RunLog.js';
import type { ScriptEditorComponent } from './script-editor.js';
import { ScriptPanel } from './ScriptPanel.js';
import { TestRunPanel } from './TestRunPanel.js';
import type { EditorOptions } from './use-editor-options.js';
import { useAlgorithmSession } from './use-algorithm-session.js';

export interface AlgorithmEditorProps {
  api: AlgorithmApi;
  /** undefined: a new algorithm. */
  opened?: AlgorithmAnswer;
  options: EditorOptions;
  canWrite: boolean;
  canRun: boolean;
  ScriptEditor: ScriptEditorComponent;
  onSaved(answer: AlgorithmAnswer): void;
  onDeleted(code: string): void;
  onClose(): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider label={<Text size="sm" fw={600}>{title}</Text>} labelPosition="left" />
      {children}
    </Stack>
  );
}

export function AlgorithmEditor({ api, opened, options, canWrite, canRun, ScriptEditor, onSaved, onDeleted, onClose }: AlgorithmEditorProps) {
  const { t, i18n } = useTranslation();
  const session = useAlgorithmSession(api, opened);
  const [runErrors, setRunErrors] = useState<FieldErrors>(noFieldErrors);
  const { draft, saved } = session;
  const isNew = !saved;
  const isReadOnly = !canWrite;
  const errors = { ...runErrors, ...session.errors };
  const { change } = session;

  const save = async () => {
    setRunErrors(noFieldErrors);
    const answer = await session.save();
    if (answer) onSaved(answer);
  };
  const overwrite = async () => {
    const answer = await session.overwrite();
    if (answer) onSaved(answer);
  };
  const remove = async () => {
    if (!saved) return;
    const isConfirmed = await confirmAction({
      title: t('algorithmEditor.delete.title', { code: saved.code }), message: t('algorithmEditor.delete.message', { code: saved.code }),
      confirmLabel: t('algorithmEditor.delete.confirm'), cancelLabel: t('algorithmEditor.cancel'),
    });
    if (!isConfirmed) return;
    if (await session.remove()) {
      notifications.show({ color: 'teal', message: t('algorithmEditor.delete.done', { code: saved.code }) });
      onDeleted(saved.code);
    }
  };

  const title = isNew ? t('algorithmEditor.newTitle') : saved.code;
  const description = saved ? resolveText(saved.description, i18n.language, (key) => t(key)) : '';

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h3" ff={isNew ? undefined : 'monospace'} style={{ wordBreak: 'break-all' }}>{title}</Title>
              {saved?.system && <Badge variant="light" color="gray">{t('algorithmEditor.builtin')}</Badge>}
              {saved?.disabled && <Badge variant="light" color="orange">{t('algorithmEditor.disabled')}</Badge>}
            </Group>
            {description && <Text size="sm" c="dimmed">{description}</Text>}
          </div>
          <Group gap="xs" wrap="nowrap">
            {canWrite && (
              <Button leftSection={<DesignerIcon name="save" size={16} />} loading={session.isBusy} onClick={() => void save()}>
                {t('algorithmEditor.save')}
              </Button>
            )}
            {canWrite && saved && !saved.system && (
              <Button variant="default" color="red" leftSection={<DesignerIcon name="trash" size={16} />} disabled={session.isBusy} onClick={() => void remove()}>
                {t('algorithmEditor.delete.button')}
              </Button>
            )}
            <CloseButton aria-label={t('algorithmEditor.close')} onClick={onClose} />
          </Group>
        </Group>

        {session.hasConflict && (
          <Alert color="orange" variant="light" icon={<Icon name="alert" />} title={t('algorithmEditor.conflict.title')} role="alert">
            <Text size="sm">{t('algorithmEditor.conflict.message')}</Text>
            <Group gap="xs" mt="sm">
              <Button size="xs" color="orange" loading={session.isBusy} onClick={() => void overwrite()}>{t('algorithmEditor.conflict.overwrite')}</Button>
              <Button size="xs" variant="default" disabled={session.isBusy} onClick={() => void session.reload()}>{t('algorithmEditor.conflict.reload')}</Button>
            </Group>
          </Alert>
        )}
        {!session.hasConflict && session.failure && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('algorithmEditor.refused')} role="alert">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{session.failure}</Text>
          </Alert>
        )}
        {!session.failure && Object.keys(session.errors).length > 0 && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} py="xs" role="alert">{t('algorithmEditor.fixFields')}</Alert>
        )}

        <Section title={t('algorithmEditor.section.definition')}>
          <DefinitionFields api={api} draft={draft} isNew={isNew} isReadOnly={isReadOnly} clusters={options.clusters} errors={errors} onChange={change} />
        </Section>
        <Section title={t('algorithmEditor.section.tags')}>
          <RequiredTagsField rows={draft.tagsRequiredByScript} tags={options.tags} isReadOnly={isReadOnly} errors={errors}
            onChange={(tagsRequiredByScript) => change({ tagsRequiredByScript })} />
          <OutputTagsField value={draft.outputTags} tags={options.tags} isReadOnly={isReadOnly} errors={errors} onChange={(outputTags) => change({ outputTags })} />
          <RequiredArtifactsField rows={draft.artifactsRequired} artifacts={options.artifacts} isReadOnly={isReadOnly} errors={errors}
            onChange={(artifactsRequired) => change({ artifactsRequired })} />
        </Section>
        <Section title={t('algorithmEditor.section.script')}>
          <ScriptPanel
            draft={draft} scriptKey={session.scriptKey} isNew={isNew} isReadOnly={isReadOnly} artifacts={options.artifacts} errors={errors}
            ScriptEditor={ScriptEditor} onChange={(sourceCode) => change({ sourceCode })} onReplace={session.replaceScript}
          />
        </Section>
        {canRun && (
          <Section title={t('algorithmEditor.section.testRun')}>
            <TestRunPanel api={api} draft={draft} ships={options.ships} onAlgorithmErrors={setRunErrors} />
          </Section>
        )}
        {saved && <RunLog api={api} code={saved.code} />}
      </Stack>
    </Paper>
  );
}
