/**
 * What the server said about a refused save, above the form: field problems (shown at the fields too),
 * a version conflict with Reload, a business rule, no permission, no connection. The input is always kept.
 */
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import { useReferenceLabels } from '../../widgets/reference-options.js';
import { fieldSchema, fieldText, type DisplayContext } from './display-value.js';
import { descriptorTextTranslator } from './form-schema.js';
import type { RecordEditorContext } from './RecordEditor.js';
import type { ResourceRecord } from './resource-api.js';
import type { SaveProblem, SaveProblemKind } from './save-problem.js';

/** The saved version loaded after a conflict, and the fields where it differs from the user's input. */
export interface StaleComparison {
  latest: ResourceRecord;
  fields: string[];
}

const colours: Record<SaveProblemKind, string> = {
  invalid: 'red', duplicate: 'orange', stale: 'orange', refused: 'red', forbidden: 'red', network: 'yellow', other: 'red',
};

interface RecordProblemNoticeProps {
  problem: SaveProblem | null;
  comparison: StaleComparison | null;
  context: RecordEditorContext;
  onReload: () => void;
  onTakeSaved: () => void;
  onKeepMine: () => void;
  onDismiss: () => void;
}

export function RecordProblemNotice({ problem, comparison, context, onReload, onTakeSaved, onKeepMine, onDismiss }: RecordProblemNoticeProps) {
  const { t, i18n } = useTranslation();
  const { definition, language } = context;
  const noticeRef = useRef<HTMLDivElement>(null);
  // Save sits below a long form: bring the answer into view where the user is looking for it.
  useEffect(() => { noticeRef.current?.scrollIntoView?.({ block: 'center' }); }, [problem, comparison]);
  const referenceOptions = useReferenceLabels(comparison ? context.loadOptions : undefined, definition.references ?? {});
  const display = useMemo<DisplayContext>(() => ({
    language, yes: t('crud.yes'), no: t('crud.no'), referenceOptions,
    translate: descriptorTextTranslator(language, (key) => i18n.t(key), (key) => i18n.exists(key)),
  }), [language, t, i18n, referenceOptions]);

  if (comparison) {
    const { latest, fields } = comparison;
    const title = (field: string) => {
      const schema = fieldSchema(definition, field);
      return schema?.title ? display.translate(schema.title) : field;
    };
    return (
      <Alert ref={noticeRef} color="blue" variant="light" icon={<Icon name="refresh" />} title={t('crud.editor.reloadedTitle', { version: latest.version })}>
        <Text size="sm">
          {fields.length ? t('crud.editor.reloadedDifferences', { user: latest.updatedBy ?? '—' }) : t('crud.editor.reloadedSame')}
        </Text>
        {fields.length > 0 && (
          <List size="sm" mt={6} spacing={2}>
            {fields.map((field) => (
              <List.Item key={field}>
                <Text span size="sm" fw={600}>{title(field)}</Text>
                {': '}
                {t('crud.editor.savedValue', { value: fieldText(definition, latest.data, field, display) || t('crud.editor.emptyValue') })}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm" mt={6} c="dimmed">{t('crud.editor.saveToOverwrite')}</Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" variant="default" onClick={onKeepMine}>{t('crud.editor.keepMine')}</Button>
          {fields.length > 0 && <Button size="xs" variant="light" onClick={onTakeSaved}>{t('crud.editor.takeSaved')}</Button>}
        </Group>
      </Alert>
    );
  }
  if (!problem) return null;

  const titles: Record<SaveProblemKind, string> = {
    invalid: t('crud.editor.invalidTitle'),
    duplicate: t('crud.editor.duplicateTitle'),
    stale: t('crud.editor.staleTitle'),
    refused: t('crud.editor.refusedTitle'),
    forbidden: t('crud.editor.forbiddenTitle'),
    network: t('crud.editor.networkTitle'),
    other: t('crud.editor.refusedTitle'),
  };
  return (
    <Alert
      ref={noticeRef} color={colours[problem.kind]} variant="light" icon={<Icon name="alert" />} title={titles[problem.kind]}
      withCloseButton={problem.kind !== 'stale'} closeButtonLabel={t('common.close')} onClose={onDismiss}
      role="alert" data-problem={problem.kind}
    >
      <Text size="sm">{problem.kind === 'stale' ? t('crud.editor.staleMessage') : problem.message}</Text>
      {problem.kind === 'network' && <Text size="sm" mt={4}>{t('crud.editor.inputKept')}</Text>}
      {problem.unplaced.length > 0 && (
        <List size="sm" mt={6} spacing={2}>
          {problem.unplaced.map((p) => <List.Item key={`${p.path}:${p.message}`}>{p.message}</List.Item>)}
        </List>
      )}
      {problem.kind === 'stale' && (
        <Group gap="xs" mt="sm">
          <Button size="xs" leftSection={<Icon name="refresh" size={14} />} onClick={onReload}>{t('crud.editor.reload')}</Button>
        </Group>
      )}
    </Alert>
  );
}
