/**
 * The descriptor open in the designer: the version it was opened at, the text being edited, and every
 * write (create, save, overwrite after a conflict, reset, restore, delete) with what the server answered.
 */
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../runtime/api/api-error.js';
import type { DesignerApi, DescriptorView } from '../../runtime/api/descriptor-api.js';
import { formatBody, tryParseJson } from '../lib/parse-json.js';
import type { Baseline } from '../lib/save-state.js';
import { splitServerProblems, type BodyProblem } from './problems.js';

export type SavedDescriptor = Omit<DescriptorView, 'body'>;

export interface OpenedDescriptor {
  kind: string;
  code: string;
  /** The stored version; undefined while a new descriptor has not been saved. */
  saved?: SavedDescriptor;
  baseline: Baseline;
  /** Changes whenever the editor must start again from `baseline.text` (opened, restored, reset). */
  loadKey: number;
}

/** What a write ended with, for the caller to follow up (clear the note, switch tabs …). */
export type WriteOutcome = 'done' | 'conflict' | 'invalid' | 'failed';

export interface DescriptorSession {
  opened?: OpenedDescriptor;
  text: string;
  isLoading: boolean;
  isBusy: boolean;
  /** The message of a 409: someone else saved since the version was opened. */
  conflict?: string;
  /** The server's problems inside the body, from the last refused save; cleared by the next edit. */
  bodyProblems: BodyProblem[];
  /** Why the last load or write failed, in the server's words. */
  failure?: string;
  open(kind: string, code: string): Promise<void>;
  startNew(kind: string, code: string, body: unknown): void;
  close(): void;
  setText(text: string): void;
  save(note: string): Promise<WriteOutcome>;
  /** Saves the text over whatever version is current now. */
  overwrite(note: string): Promise<WriteOutcome>;
  /** The current stored version (to compare with after a conflict). */
  fetchCurrent(): Promise<DescriptorView | undefined>;
  /** Drops the edits and continues from the given stored version. */
  adopt(view: DescriptorView): void;
  reset(): Promise<WriteOutcome>;
  restore(revision: number): Promise<WriteOutcome>;
  remove(): Promise<WriteOutcome>;
  dismissFailure(): void;
}

const metaOf = ({ body: _body, ...meta }: DescriptorView): SavedDescriptor => meta;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `onStored` runs after every successful write, so lists can refresh. */
export function useDescriptorSession(api: DesignerApi, onStored: () => void): DescriptorSession {
  const [opened, setOpened] = useState<OpenedDescriptor>();
  const [text, setTextState] = useState('');
  const [isLoading, setLoading] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string>();
  const [bodyProblems, setBodyProblems] = useState<BodyProblem[]>([]);
  const [failure, setFailure] = useState<string>();
  const loadKey = useRef(0);
  /** A write in flight: a second one (a double Ctrl+S) is refused before React re-renders. */
  const writing = useRef(false);
  const request = useRef(0);
  const textRef = useRef(text);
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const onStoredRef = useRef(onStored);
  onStoredRef.current = onStored;

  const clearOutcome = () => { setConflict(undefined); setBodyProblems([]); setFailure(undefined); };

  const show = useCallback((kind: string, code: string, view: DescriptorView | undefined, body: unknown, reload: boolean) => {
    const current = openedRef.current;
    const keepText = !reload && current?.kind === kind && current.code === code;
    const editorText = keepText ? textRef.current : formatBody(body);
    const next: OpenedDescriptor = {
      kind, code, saved: view && metaOf(view),
      baseline: { text: editorText, body, isNew: !view },
      loadKey: keepText && current ? current.loadKey : ++loadKey.current,
    };
    openedRef.current = next;
    textRef.current = editorText;
    setOpened(next);
    setTextState(editorText);
  }, []);

  const open = useCallback(async (kind: string, code: string) => {
    const id = ++request.current;
    setLoading(true);
    clearOutcome();
    try {
      const view = await api.get(kind, code);
      if (id === request.current) show(kind, code, view, view.body, true);
    } catch (error) {
      if (id !== request.current) return;
      openedRef.current = undefined;
      setOpened(undefined);
      setFailure(messageOf(error));
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, [api, show]);

  const startNew = useCallback((kind: string, code: string, body: unknown) => {
    request.current++;
    setLoading(false);
    clearOutcome();
    show(kind, code, undefined, body, true);
  }, [show]);

  const close = useCallback(() => {
    request.current++;
    openedRef.current = undefined;
    setOpened(undefined);
    setLoading(false);
    clearOutcome();
  }, []);

  const setText = useCallback((next: string) => {
    textRef.current = next;
    setTextState(next);
    setBodyProblems((problems) => (problems.length ? [] : problems));
  }, []);

  /** Runs one write; a refusal is kept as conflict, body problems or failure. */
  const write = useCallback(async (run: (current: OpenedDescriptor) => Promise<DescriptorView>, reload: boolean): Promise<WriteOutcome> => {
    const current = openedRef.current;
    if (!current || writing.current) return 'failed';
    writing.current = true;
    setBusy(true);
    clearOutcome();
    try {
      const view = await run(current);
      if (openedRef.current?.kind === current.kind && openedRef.current.code === current.code) show(current.kind, current.code, view, view.body, reload);
      onStoredRef.current();
      return 'done';
    } catch (error) {
      if (!(error instanceof ApiError)) { setFailure(messageOf(error)); return 'failed'; }
      if (error.status === 409 && current.saved) { setConflict(error.message); return 'conflict'; }
      setFailure(error.message);
      if (error.status !== 400) return 'failed';
      setBodyProblems(splitServerProblems(error.errors).body);
      return 'invalid';
    } finally {
      writing.current = false;
      setBusy(false);
    }
  }, [show]);

  const parsedBody = () => {
    const parsed = tryParseJson(textRef.current);
    if (!parsed.isValid) throw new Error('The text is not valid JSON.');
    return parsed.value;
  };

  const save = useCallback((note: string) => write((current) => (current.saved
    ? api.update(current.kind, current.code, current.saved.version, parsedBody(), note)
    : api.create(current.kind, current.code, parsedBody(), note)), false), [api, write]);

  const overwrite = useCallback((note: string) => write(async (current) => {
    const latest = await api.get(current.kind, current.code);
    return api.update(current.kind, current.code, latest.version, parsedBody(), note);
  }, false), [api, write]);

  const fetchCurrent = useCallback(async () => {
    const current = openedRef.current;
    if (!current?.saved) return undefined;
    try {
      return await api.get(current.kind, current.code);
    } catch (error) {
      setFailure(messageOf(error));
      return undefined;
    }
  }, [api]);

  const adopt = useCallback((view: DescriptorView) => {
    clearOutcome();
    show(view.kind, view.code, view, view.body, true);
  }, [show]);

  const reset = useCallback(() => write((current) => api.reset(current.kind, current.code, current.saved?.version ?? 0), true), [api, write]);

  const restore = useCallback((revision: number) =>
    write((current) => api.restore(current.kind, current.code, revision, current.saved?.version ?? 0), true), [api, write]);

  const remove = useCallback(async (): Promise<WriteOutcome> => {
    const current = openedRef.current;
    if (!current?.saved || writing.current) return 'failed';
    writing.current = true;
    setBusy(true);
    clearOutcome();
    try {
      await api.remove(current.kind, current.code);
      close();
      onStoredRef.current();
      return 'done';
    } catch (error) {
      setFailure(messageOf(error));
      return 'failed';
    } finally {
      writing.current = false;
      setBusy(false);
    }
  }, [api, close]);

  return {
    opened, text, isLoading, isBusy, conflict, bodyProblems, failure,
    open, startNew, close, setText, save, overwrite, fetchCurrent, adopt, reset, restore, remove,
    dismissFailure: () => setFailure(undefined),
  };
}
