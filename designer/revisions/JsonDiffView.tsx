/**
 * Two versions of a descriptor compared: the changes as a list (diffJson) above Monaco's diff editor,
 * side by side. Either text may fail to parse (a conflict with unfinished edits): then only Monaco compares.
 */
import { DiffEditor } from '@monaco-editor/react';
import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { diffJson } from '../../descriptors/lib/json-diff.js';
import { tryParseJson } from '../lib/parse-json.js';
import { viewModelPath } from '../monaco/model-paths.js';
import { useModelDisposal } from '../monaco/use-model-disposal.js';
import { monacoThemeOf } from '../monaco/themes.js';
import { ChangeList } from '../../runtime/shell/ChangeList.js';
import classes from '../designer.module.css';

export interface JsonDiffViewProps {
  kind: string;
  code: string;
  /** Tells this view's Monaco models from another diff view's of the same descriptor. */
  name: string;
  original: string;
  modified: string;
  originalLabel: string;
  modifiedLabel: string;
  theme: 'dark' | 'light';
}

const diffOptions = {
  readOnly: true, renderSideBySide: true, useInlineViewWhenSpaceIsLimited: false, minimap: { enabled: false },
  scrollBeyondLastLine: false, fontSize: 12, automaticLayout: true, originalEditable: false, wordWrap: 'on' as const,
  unicodeHighlight: { ambiguousCharacters: false },
};

export function JsonDiffView({ kind, code, name, original, modified, originalLabel, modifiedLabel, theme }: JsonDiffViewProps) {
  const { t } = useTranslation();
  const originalPath = viewModelPath(kind, code, `${name}-original`);
  const modifiedPath = viewModelPath(kind, code, `${name}-modified`);
  useModelDisposal([originalPath, modifiedPath]);
  const changes = useMemo(() => {
    const before = tryParseJson(original);
    const after = tryParseJson(modified);
    return before.isValid && after.isValid ? diffJson(before.value, after.value) : undefined;
  }, [original, modified]);

  return (
    <Stack gap="xs" className={classes.diffView}>
      <div className={classes.changeListBox}>
        {changes ? <ChangeList changes={changes} /> : <Text size="sm" c="orange" py="xs">{t('designer.diff.unparsable')}</Text>}
      </div>
      <Group grow gap="xs" className={classes.diffLabels}>
        <Text size="xs" fw={600} c="dimmed">{originalLabel}</Text>
        <Text size="xs" fw={600} c="dimmed">{modifiedLabel}</Text>
      </Group>
      <div className={classes.diffEditor}>
        <DiffEditor
          original={original} modified={modified} language="json" theme={monacoThemeOf(theme)} options={diffOptions}
          originalModelPath={originalPath} modifiedModelPath={modifiedPath} keepCurrentOriginalModel keepCurrentModifiedModel
          loading={<Center h="100%"><Loader size="sm" aria-label={t('shell.loading')} /></Center>}
        />
      </div>
    </Stack>
  );
}
