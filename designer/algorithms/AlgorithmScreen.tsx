/**
 * The algorithm definition screen (SPEC §2 Algorithms, /algorithms/algorithm-descriptor): the algorithms and, beside
 * them (below on a phone), the one being edited. Users without ALGORITHMS at MANAGEMENT read only: no New, Save,
 * Delete or test run (the server refuses them anyway).
 */
import { Alert, Button, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../descriptors/lib/text.js';
import type { ApiClient } from '../../runtime/api/api-client.js';
import { ScreenHeader } from '../../runtime/renderers/ScreenHeader.js';
import { Icon } from '../../runtime/shell/Icon.js';
import { LoadFailed } from '../../runtime/shell/LoadFailed.js';
import { useShellData } from '../../runtime/shell/ShellDataContext.js';
import { useLoadingStatus } from '../../runtime/shell/use-loading-status.js';
import { useUserAccess } from '../../runtime/shell/user-access.js';
import { DesignerIcon } from '../DesignerIcon.js';
import { algorithmApi, type AlgorithmAnswer } from './algorithm-api.js';
import { AlgorithmEditor } from './AlgorithmEditor.js';
import { AlgorithmList } from './AlgorithmList.js';
import type { ScriptEditorComponent } from './script-editor.js';
import { useEditorOptions } from './use-editor-options.js';

export interface AlgorithmScreenProps {
  client: ApiClient;
  screenTitle?: LocalText;
  ScriptEditor: ScriptEditorComponent;
}

const manageAlgorithms = { requiredFunctions: { ALGORITHMS: 'MANAGEMENT' as const } };

/** What the editor shows: nothing, a new algorithm, or a saved one by code (`n` starts a new one afresh). */
type Selection = { mode: 'none' } | { mode: 'new'; n: number } | { mode: 'open'; code: string };

export function AlgorithmScreen({ client, screenTitle, ScriptEditor }: AlgorithmScreenProps) {
  const { t } = useTranslation();
  const api = useMemo(() => algorithmApi(client), [client]);
  const list = useLoadingStatus(api.list);
  const options = useEditorOptions(api);
  const access = useUserAccess();
  const shell = useShellData();
  const [selection, setSelection] = useState<Selection>({ mode: 'none' });
  const canManage = access.meets(manageAlgorithms);
  // On a ship's installation the configuration comes from shore unless the parameter says otherwise (SPEC §6).
  const canWrite = canManage && shell?.unit?.configurationEditable !== false;
  const algorithms = list.value ?? [];
  const opened = selection.mode === 'open' ? algorithms.find((a) => a.code === selection.code) : undefined;
  const isEditing = selection.mode === 'new' || Boolean(opened);
  const editorColumn = useRef<HTMLDivElement>(null);
  const isStacked = !useMediaQuery('(min-width: 75em)');
  const isPhone = Boolean(useMediaQuery('(max-width: 48em)'));

  // Stacked (a phone, a narrow window), the editor opens below the list: bring it into view.
  useEffect(() => {
    if (selection.mode !== 'none' && isStacked) editorColumn.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [selection, isStacked]);

  const saved = (answer: AlgorithmAnswer) => {
    list.set([...algorithms.filter((a) => a.code !== answer.code), answer]);
    setSelection({ mode: 'open', code: answer.code });
  };
  const deleted = (code: string) => {
    list.set(algorithms.filter((a) => a.code !== code));
    setSelection({ mode: 'none' });
  };

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('algorithmEditor.title')} subtitle={t('algorithmEditor.subtitle')}>
        <Button variant="default" leftSection={<Icon name="refresh" size={16} />} loading={list.status === 'Reloading'} onClick={() => void list.reload()}>
          {t('algorithmEditor.refresh')}
        </Button>
        {canWrite && (
          <Button leftSection={<DesignerIcon name="plus" size={16} />} onClick={() => setSelection((s) => ({ mode: 'new', n: s.mode === 'new' ? s.n + 1 : 0 }))}>
            {t('algorithmEditor.new')}
          </Button>
        )}
      </ScreenHeader>
      {!canManage && (
        <Alert color="blue" variant="light" icon={<Icon name="lock" />} py="xs">{t('algorithmEditor.readOnly')}</Alert>
      )}
      {canManage && !canWrite && (
        <Alert color="blue" variant="light" icon={<Icon name="lock" />} py="xs">{t('algorithmEditor.closedOnUnit', { unit: shell?.unit?.unitCode ?? '' })}</Alert>
      )}
      {list.status === 'Error' && <LoadFailed error={list.error ?? new Error()} title={t('algorithmEditor.loadFailed')} onRetry={() => void list.load()} />}
      {!list.value && list.status !== 'Error' && <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>}
      {list.value && (
        <Grid gap="md" align="flex-start">
          <Grid.Col span={{ base: 12, lg: isEditing ? 4 : 12 }}>
            <Paper withBorder p="sm" radius="md">
              <AlgorithmList
                algorithms={algorithms} selected={opened?.code} isNarrow={isEditing || isPhone}
                onOpen={(code) => setSelection({ mode: 'open', code })}
              />
            </Paper>
          </Grid.Col>
          {isEditing && (
            <Grid.Col span={{ base: 12, lg: 8 }} ref={editorColumn} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 56px) + 8px)' }}>
              <AlgorithmEditor
                key={selection.mode === 'new' ? `new:${selection.n}` : `open:${opened!.code}`}
                api={api} opened={opened} options={options} canWrite={canWrite} canRun={canManage} ScriptEditor={ScriptEditor}
                onSaved={saved} onDeleted={deleted} onClose={() => setSelection({ mode: 'none' })}
              />
            </Grid.Col>
          )}
          {!isEditing && algorithms.length > 0 && (
            <Grid.Col span={12}><Text size="sm" c="dimmed">{t('algorithmEditor.choose')}</Text></Grid.Col>
          )}
        </Grid>
      )}
    </Stack>
  );
}
