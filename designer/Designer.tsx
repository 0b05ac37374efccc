/**
 * The designer's page: the descriptors of a kind on the left; on the right the open descriptor's JSON
 * editor (validated as you type, with a live preview where the kind has one) and its revisions.
 * Which descriptor is open lives in the URL (?kind=…&code=…), so it survives a reload and can be linked.
 */
import { Alert, Center, Loader, LoadingOverlay, Paper, Stack, Tabs, Text } from '@mantine/core';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../runtime/shell/Icon.js';
import { useBreadcrumbExtension } from '../runtime/shell/BreadcrumbContext.js';
import { api as client } from '../runtime/shell/services.js';
import { useSession, useTheme } from '../runtime/shell/use-stores.js';
import type { DescriptorKindInfo, DescriptorView, DesignerApi } from '../runtime/api/descriptor-api.js';
import { confirmAction } from './confirm-action.js';
import { CompareDialog } from './editor/CompareDialog.js';
import { ConflictNotice } from './editor/ConflictNotice.js';
import { DescriptorEditor, type DescriptorEditorHandle, type EditorHistory } from './editor/DescriptorEditor.js';
import { DescriptorHeader } from './editor/DescriptorHeader.js';
import { ProblemsList } from './editor/ProblemsList.js';
import { tryParseJson } from './lib/parse-json.js';
import type { VisualEditorHandle } from './lib/visual-editor-props.js';
import { hasUnsavedChanges, saveBlocker } from './lib/save-state.js';
import { starterBody } from './lib/starter-body.js';
import type { Monaco } from './monaco/monaco-setup.js';
import { PreviewPanel } from './preview/PreviewPanel.js';
import { hasPreview } from './preview/previewers.js';
import { RevisionsPanel } from './revisions/RevisionsPanel.js';
import { errorCountOf, type EditorProblem } from './session/problems.js';
import { useDescriptorSession } from './session/use-descriptor-session.js';
import { useUnsavedGuard } from './session/use-unsaved-guard.js';
import { DescriptorList } from './sidebar/DescriptorList.js';
import { NewDescriptorDialog } from './sidebar/NewDescriptorDialog.js';
import { useDescriptorList } from './sidebar/use-descriptor-list.js';
import { visualEditorOf } from './visual-editors.js';
import classes from './designer.module.css';

export interface DesignerProps {
  api: DesignerApi;
  /** Undefined until Monaco's chunk is in: the JSON is shown read-only meanwhile, the revisions and comparisons wait. */
  monaco?: Monaco;
  kinds: readonly DescriptorKindInfo[];
}

export function Designer({ api, monaco, kinds }: DesignerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const kindIds = useMemo(() => kinds.map((k) => k.id), [kinds]);
  const kind = kindIds.includes(params.get('kind') ?? '') ? params.get('kind')! : kindIds[0];
  const code = params.get('code') ?? undefined;
  const kindLabel = (id: string) => t(`designer.kinds.${id}`, { defaultValue: id });

  const list = useDescriptorList(api, kind);
  const session = useDescriptorSession(api, () => void list.reload());
  const { opened } = session;
  const editorRef = useRef<DescriptorEditorHandle>(null);
  const visualRef = useRef<VisualEditorHandle>(null);
  const username = useSession().shell?.user.username;
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  const [history, setHistory] = useState<EditorHistory>({ canUndo: false, canRedo: false });
  const [visualHistory, setVisualHistory] = useState<EditorHistory>({ canUndo: false, canRedo: false });
  const [isListShown, setListShown] = useState(false);
  const [note, setNote] = useState('');
  const [tab, setTab] = useState<string | null>('editor');
  const [isNewOpen, setNewOpen] = useState(false);
  const [current, setCurrent] = useState<DescriptorView>();

  const isDirty = opened ? hasUnsavedChanges(session.text, opened.baseline) : false;
  const { guard, allowNextNavigation } = useUnsavedGuard(isDirty);
  const blocker = opened && saveBlocker({
    isSaving: session.isBusy, hasConflict: Boolean(session.conflict), isParsable: tryParseJson(session.text).isValid,
    errorCount: errorCountOf(problems), hasChanges: isDirty,
  });

  const navigate = (next: { kind: string; code?: string }, replace = false) => {
    allowNextNavigation();
    setParams(next.code ? { kind: next.kind, code: next.code } : { kind: next.kind }, { replace });
  };

  // The URL decides which stored descriptor is open; a new one (not stored yet) has no code there.
  const openedRef = useRef(opened);
  openedRef.current = opened;
  useEffect(() => {
    const now = openedRef.current;
    if (!code) {
      if (now && !(now.kind === kind && !now.saved)) session.close();
      return;
    }
    if (now && now.kind === kind && now.code === code && now.saved) return;
    void session.open(kind, code);
  }, [kind, code, session.open, session.close]); // eslint-disable-line react-hooks/exhaustive-deps -- the session's methods are stable, the session object is not

  // Another descriptor starts with an empty note and on its visual editor if it has one, else (when it is not stored yet) on the JSON.
  const openedId = opened && `${opened.kind}/${opened.code}/${opened.saved ? 'stored' : 'new'}`;
  const visual = opened ? visualEditorOf(opened.kind) : undefined;
  const hasVisual = visual !== undefined;
  useEffect(() => {
    setNote('');
    if (hasVisual) setTab('visual');
    else setTab((current) => (!openedId?.endsWith('/stored') || current === 'visual' ? 'editor' : current));
  }, [openedId, hasVisual]);
  const isVisual = hasVisual && tab === 'visual';

  useBreadcrumbExtension(opened ? { id: 'designer-descriptor', label: `${kindLabel(opened.kind)}: ${opened.code}` } : undefined);

  const save = async () => {
    if (!opened || blocker) return false;
    const wasNew = !opened.saved;
    const outcome = await session.save(note);
    if (outcome !== 'done') return false;
    setNote('');
    if (wasNew) navigate({ kind: opened.kind, code: opened.code }, true);
    return true;
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  // Ctrl+S anywhere on the page saves (inside Monaco its own command does the same).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's' && !event.defaultPrevented) {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const overwrite = async () => {
    setCurrent(undefined);
    if ((await session.overwrite(note)) === 'done') setNote('');
  };
  const compare = async () => setCurrent(await session.fetchCurrent());
  const reset = async () => {
    if (!opened) return;
    const isConfirmed = await confirmAction({
      title: t('designer.reset.title'), message: t('designer.reset.message', { code: opened.code }),
      confirmLabel: t('designer.reset.confirm'), cancelLabel: t('common.cancel'), color: 'orange',
    });
    if (isConfirmed) await session.reset();
  };
  const remove = async () => {
    if (!opened) return;
    const isConfirmed = await confirmAction({
      title: t('designer.delete.title'), message: t('designer.delete.message', { code: opened.code }),
      confirmLabel: t('designer.delete.confirm'), cancelLabel: t('common.cancel'),
    });
    if (!isConfirmed) return;
    if ((await session.remove()) === 'done') navigate({ kind: opened.kind }, true);
  };
  const restore = (version: number) => guard(async () => {
    if (!opened?.saved) return;
    const isConfirmed = await confirmAction({
      title: t('designer.restore.title', { version }), message: t('designer.restore.message', { version, next: opened.saved.version + 1 }),
      confirmLabel: t('designer.restore.confirm'), cancelLabel: t('common.cancel'), color: 'orange',
    });
    if (isConfirmed) await session.restore(version);
  });
  const createNew = (newCode: string) => {
    setNewOpen(false);
    guard(() => {
      navigate({ kind });
      session.startNew(kind, newCode, visualEditorOf(kind)?.starterBody(newCode, username) ?? starterBody(kinds.find((k) => k.id === kind)?.schema ?? {}));
    });
  };

  return (
    <div className={classes.root} data-wide={(isVisual && !isListShown) || undefined}>
      <Paper withBorder radius="md" className={classes.sidebarPaper}>
        <DescriptorList
          kinds={kindIds} kind={kind} kindLabel={kindLabel} onKindChange={(next) => guard(() => navigate({ kind: next }))}
          descriptors={list.descriptors} isLoading={list.isLoading} error={list.error}
          selectedCode={opened?.kind === kind ? opened.code : undefined}
          onSelect={(next) => { if (next !== opened?.code || opened?.kind !== kind) guard(() => navigate({ kind, code: next })); }}
          onNew={() => setNewOpen(true)}
        />
      </Paper>
      <Paper withBorder radius="md" className={classes.main}>
        <LoadingOverlay visible={session.isLoading} zIndex={5} loaderProps={{ size: 'sm' }} />
        {session.failure && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} withCloseButton onClose={session.dismissFailure} role="alert"
            closeButtonLabel={t('common.close')}>
            {session.failure}
          </Alert>
        )}
        {!opened ? (
          <Stack align="center" justify="center" className={classes.empty} gap={4}>
            <Text fw={600}>{t('designer.empty.title')}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={420}>{t('designer.empty.message')}</Text>
          </Stack>
        ) : (
          <>
            <DescriptorHeader
              opened={opened} kindLabel={kindLabel(opened.kind)} hasChanges={isDirty} history={isVisual ? visualHistory : history} saveBlocker={blocker}
              isBusy={session.isBusy} note={note} onNoteChange={setNote}
              onUndo={() => (isVisual ? visualRef.current : editorRef.current)?.undo()}
              onRedo={() => (isVisual ? visualRef.current : editorRef.current)?.redo()} onFormat={() => editorRef.current?.format()}
              onSave={() => void save()} onReset={() => void reset()} onDelete={() => void remove()}
            />
            {/* display-none, not Mantine's default <Activity>: hiding would run Monaco's cleanup and dispose the editor. */}
            <Tabs value={tab} onChange={setTab} className={classes.tabs} keepMountedMode="display-none">
              <Tabs.List>
                {visual && <Tabs.Tab value="visual">{t(visual.tabLabel)}</Tabs.Tab>}
                <Tabs.Tab value="editor">{t('designer.tabs.editor')}</Tabs.Tab>
                <Tabs.Tab value="revisions" disabled={!opened.saved}>{t('designer.tabs.revisions')}</Tabs.Tab>
              </Tabs.List>
              {visual && (
                <Tabs.Panel value="visual" className={classes.panel}>
                  {session.conflict && (
                    <ConflictNotice
                      message={session.conflict} isBusy={session.isBusy} canOverwrite={tryParseJson(session.text).isValid}
                      onCompare={() => void compare()} onOverwrite={() => void overwrite()}
                    />
                  )}
                  <Suspense fallback={<Center py="xl"><Loader size="sm" aria-label={t('shell.loading')} /></Center>}>
                    <visual.Editor
                      ref={visualRef} client={client} code={opened.code} text={session.text} resetKey={`${opened.code}/${opened.loadKey}`}
                      isActive={isVisual} onHistory={setVisualHistory} errorCount={errorCountOf(problems)} onShowJson={() => setTab('editor')}
                      onTextChange={(text) => { session.setText(text); editorRef.current?.replaceText(text); }}
                      blockReason={isDirty && blocker && blocker !== 'unchanged' ? t(`designer.save.blocked.${blocker}`) : undefined}
                      session={{
                        saveFirst: async () => (isDirty ? save() : true),
                        reload: () => session.open(opened.kind, opened.code),
                        open: (next) => navigate({ kind: opened.kind, code: next }),
                      }}
                      isListShown={isListShown} onToggleList={() => setListShown((shown) => !shown)}
                    />
                  </Suspense>
                </Tabs.Panel>
              )}
              <Tabs.Panel value="editor" className={classes.panel}>
                {session.conflict && (
                  <ConflictNotice
                    message={session.conflict} isBusy={session.isBusy} canOverwrite={tryParseJson(session.text).isValid}
                    onCompare={() => void compare()} onOverwrite={() => void overwrite()}
                  />
                )}
                <div className={classes.workArea} data-with-preview={hasPreview(opened.kind) || undefined}>
                  <div className={classes.editorColumn}>
                    <div className={classes.editorBox}>
                      <DescriptorEditor
                        ref={editorRef} monaco={monaco} kind={opened.kind} code={opened.code} loadKey={opened.loadKey}
                        initialText={opened.baseline.text} text={session.text} theme={theme} bodyProblems={session.bodyProblems}
                        onChange={session.setText} onProblems={setProblems} onHistory={setHistory} onSave={() => void saveRef.current()}
                      />
                    </div>
                    <ProblemsList problems={problems} onReveal={(line, column) => editorRef.current?.reveal(line, column)} />
                  </div>
                  {hasPreview(opened.kind) && <PreviewPanel key={`${opened.kind}/${opened.code}`} kind={opened.kind} code={opened.code} text={session.text} />}
                </div>
              </Tabs.Panel>
              <Tabs.Panel value="revisions" className={classes.panel}>
                {opened.saved && tab === 'revisions' && !monaco && <Center py="xl"><Loader size="sm" aria-label={t('shell.loading')} /></Center>}
                {opened.saved && tab === 'revisions' && monaco && (
                  <RevisionsPanel
                    key={`${opened.kind}/${opened.code}`} api={api} kind={opened.kind} code={opened.code}
                    currentVersion={opened.saved.version} theme={theme} isBusy={session.isBusy} onRestore={restore}
                  />
                )}
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Paper>
      <NewDescriptorDialog
        api={api} opened={isNewOpen} kind={kind} kindLabel={kindLabel(kind)} onClose={() => setNewOpen(false)} onCreate={createNew}
      />
      <CompareDialog
        current={monaco ? current : undefined} mine={session.text} theme={theme} canOverwrite={tryParseJson(session.text).isValid}
        onClose={() => setCurrent(undefined)} onOverwrite={() => void overwrite()}
        onTakeCurrent={(view) => { setCurrent(undefined); session.adopt(view); }}
      />
    </div>
  );
}
