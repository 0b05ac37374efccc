/**
 * The Monaco JSON editor of a descriptor body. Monaco validates it against the kind's meta-schema as you
 * type (the model path ends in ".<kind>.json"); the server's problems from a refused save are laid over
 * as markers until the next edit. Ctrl+S saves. Until Monaco's chunk has arrived (about 1 MB gzip, loaded after the
 * designer shows: decision 76) the body is shown read-only in a plain text area.
 */
import Editor, { type OnMount } from '@monaco-editor/react';
import { Center, Loader, Textarea } from '@mantine/core';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { locatePointer } from '../lib/json-locate.js';
import { descriptorModelPath } from '../monaco/model-paths.js';
import type { Monaco } from '../monaco/monaco-setup.js';
import { monacoThemeOf } from '../monaco/themes.js';
import { serverMarkerOwner, type BodyProblem, type EditorProblem, type ProblemSeverity } from '../session/problems.js';

type CodeEditor = Parameters<OnMount>[0];
type MarkerLike = Pick<EditorProblem, 'owner' | 'message' | 'startLineNumber' | 'startColumn' | 'endLineNumber' | 'endColumn'> & { severity: number };

/** What the toolbar and the problems list can ask of the editor. */
export interface DescriptorEditorHandle {
  undo(): void;
  redo(): void;
  format(): void;
  /** Puts the cursor on a place and focuses the editor. */
  reveal(lineNumber: number, column: number): void;
  /** Replaces the whole text as one undoable edit (a visual editor's change), so validation runs on it. */
  replaceText(text: string): void;
}

export interface EditorHistory {
  canUndo: boolean;
  canRedo: boolean;
}

export interface DescriptorEditorProps {
  /** Undefined until Monaco is loaded: a plain text area stands in. */
  monaco?: Monaco;
  kind: string;
  code: string;
  /** The editor starts again from `initialText` whenever this changes. */
  loadKey: number;
  initialText: string;
  /** The text as it is now (the session's), shown until Monaco arrives. */
  text: string;
  theme: 'dark' | 'light';
  bodyProblems: readonly BodyProblem[];
  onChange(text: string): void;
  onProblems(problems: EditorProblem[]): void;
  onHistory(history: EditorHistory): void;
  onSave(): void;
  ref?: Ref<DescriptorEditorHandle>;
}

function severityOf(monaco: Monaco, severity: number): ProblemSeverity {
  if (severity === monaco.MarkerSeverity.Error) return 'error';
  return severity === monaco.MarkerSeverity.Warning ? 'warning' : 'info';
}

export function DescriptorEditor(props: DescriptorEditorProps) {
  // A visual editor may change the text before Monaco arrives: Monaco then starts from that text, not the stored one.
  const textBeforeMonaco = useRef<{ loadKey: number; text: string }>(undefined);
  if (!props.monaco) {
    textBeforeMonaco.current = { loadKey: props.loadKey, text: props.text };
    return <LoadingEditor code={props.code} text={props.text} />;
  }
  const before = textBeforeMonaco.current;
  return <MonacoEditor {...props} monaco={props.monaco} initialText={before?.loadKey === props.loadKey ? before.text : props.initialText} />;
}

/**
 * The stand-in while Monaco loads: the JSON to read, not to edit — a swap under the user's fingers would lose keys —
 * named apart from the editor so nobody (and no test) types into it.
 */
function LoadingEditor({ code, text }: { code: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Textarea
      value={text} readOnly aria-label={t('designer.editor.loadingAriaLabel', { code })} description={t('designer.editor.loading')}
      autosize minRows={20} spellCheck={false} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
    />
  );
}

function MonacoEditor(props: DescriptorEditorProps & { monaco: Monaco }) {
  const { monaco, kind, code, loadKey, initialText, theme, bodyProblems, ref } = props;
  const { t } = useTranslation();
  const [editor, setEditor] = useState<CodeEditor>();
  const latest = useRef(props);
  latest.current = props;

  useImperativeHandle(ref, () => ({
    undo: () => { editor?.focus(); editor?.trigger('toolbar', 'undo', null); },
    redo: () => { editor?.focus(); editor?.trigger('toolbar', 'redo', null); },
    format: () => { void editor?.getAction('editor.action.formatDocument')?.run(); },
    reveal: (lineNumber, column) => {
      if (!editor) return;
      editor.setPosition({ lineNumber, column });
      editor.revealPositionInCenter({ lineNumber, column });
      editor.focus();
    },
    replaceText: (text) => {
      const model = editor?.getModel();
      if (!editor || !model || model.getValue() === text) return;
      editor.pushUndoStop();
      editor.executeEdits('visual', [{ range: model.getFullModelRange(), text }]);
      editor.pushUndoStop();
    },
  }), [editor]);

  // The server's problems, placed by their JSON pointers in the text that was sent.
  useEffect(() => {
    const model = editor?.getModel();
    if (!model) return;
    const text = model.getValue();
    monaco.editor.setModelMarkers(model, serverMarkerOwner, bodyProblems.map((problem) => ({
      ...locatePointer(text, problem.pointer).range,
      message: problem.message,
      severity: monaco.MarkerSeverity.Error,
      source: t('designer.problems.server'),
    })));
  }, [editor, bodyProblems, monaco, t]);

  const toProblems = useCallback((markers: readonly MarkerLike[]): EditorProblem[] => markers.map((m) => ({
    owner: m.owner, severity: severityOf(monaco, m.severity), message: m.message,
    startLineNumber: m.startLineNumber, startColumn: m.startColumn, endLineNumber: m.endLineNumber, endColumn: m.endColumn,
  })), [monaco]);
  const handleChange = useCallback((value: string | undefined) => latest.current.onChange(value ?? ''), []);
  const handleValidate = useCallback((markers: MarkerLike[]) => latest.current.onProblems(toProblems(markers)), [toProblems]);
  const options = useMemo(() => ({
    ariaLabel: t('designer.editor.ariaLabel', { code }),
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    tabSize: 2,
    scrollBeyondLastLine: false,
    fixedOverflowWidgets: true,
    wordWrap: 'on' as const,
    // Russian texts are normal here: Cyrillic letters that look Latin are not suspicious.
    unicodeHighlight: { ambiguousCharacters: false },
  }), [t, code]);

  const handleMount: OnMount = (mounted) => {
    const model = mounted.getModel();
    if (model) latest.current.onProblems(toProblems(monaco.editor.getModelMarkers({ resource: model.uri })));
    const reportHistory = () => latest.current.onHistory({ canUndo: Boolean(model?.canUndo()), canRedo: Boolean(model?.canRedo()) });
    mounted.onDidChangeModelContent(reportHistory);
    reportHistory();
    mounted.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => latest.current.onSave());
    setEditor(mounted);
  };

  return (
    <Editor
      key={loadKey}
      path={descriptorModelPath(kind, code)}
      defaultLanguage="json"
      defaultValue={initialText}
      theme={monacoThemeOf(theme)}
      loading={<Center h="100%"><Loader size="sm" aria-label={t('shell.loading')} /></Center>}
      options={options}
      onMount={handleMount}
      onChange={handleChange}
      onValidate={handleValidate}
    />
  );
}
