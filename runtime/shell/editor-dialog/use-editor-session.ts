/** State and actions of one opening of the editor dialog: mode, the value being edited, the pending guard. */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { EditorEvent, EditorMode } from './editor-definition.js';

/** Why the dialog asked to close: Save, Cancel, Close, the header/Escape/mask, or an editor event. */
export type EditorCloseReason = 'save' | 'cancel' | 'close' | 'dismiss' | 'event';

export interface EditorSessionOptions<T> {
  opened: boolean;
  /** The mode the dialog opens in. */
  mode: EditorMode;
  /** The value the dialog opens with; later changes while open are not picked up. */
  value: T;
  /** Saves the value; a rejection keeps the dialog open in edit mode. */
  onSave?: (value: T) => Promise<unknown> | void;
  onEvent?: (event: EditorEvent) => void;
  onClose: (reason: EditorCloseReason) => void;
}

/** Per-opening flags read by event handlers; a ref, not state, so a second click sees the first at once. */
interface SessionGuard {
  session: number;
  isPending: boolean;
  isClosed: boolean;
}

type Submit<T> = () => Promise<T | void>;

/** Runs the dialog's interactions; every opening starts a new session with fresh state and guard. */
export function useEditorSession<T>(options: EditorSessionOptions<T>) {
  const { opened, mode: openingMode, value } = options;
  const [session, setSession] = useState(0);
  const [wasOpened, setWasOpened] = useState(false);
  const [openedIn, setOpenedIn] = useState(openingMode);
  const [mode, setMode] = useState(openingMode);
  const [draft, setDraft] = useState(value);
  const [baseline, setBaseline] = useState(value);
  const [isPending, setPending] = useState(false);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setSession((n) => n + 1);
      setOpenedIn(openingMode);
      setMode(openingMode);
      setDraft(value);
      setBaseline(value);
      setPending(false);
    }
  }

  const latest = useRef(options);
  useLayoutEffect(() => { latest.current = options; });
  const draftRef = useRef(draft);
  useLayoutEffect(() => { draftRef.current = draft; }, [draft]);
  const submitRef = useRef<Submit<T> | undefined>(undefined);
  const guardRef = useRef<SessionGuard>({ session, isPending: false, isClosed: false });

  // Handlers close over their render's session, so a late promise from an earlier opening is ignored.
  const guardOf = useCallback((): SessionGuard => {
    if (guardRef.current.session !== session) guardRef.current = { session, isPending: false, isClosed: false };
    return guardRef.current;
  }, [session]);
  const isIdle = (guard: SessionGuard) => !guard.isPending && !guard.isClosed;

  const close = useCallback((reason: EditorCloseReason) => {
    const guard = guardOf();
    if (guard.isClosed) return;
    guard.isClosed = true;
    latest.current.onClose(reason);
  }, [guardOf]);

  const onChange = useCallback((next: T) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  const emit = useCallback((event: EditorEvent) => {
    latest.current.onEvent?.(event);
    if (event.close) close('event');
  }, [close]);

  const registerSubmit = useCallback((submit: Submit<T>) => {
    submitRef.current = submit;
    return () => { if (submitRef.current === submit) submitRef.current = undefined; };
  }, []);

  const save = async () => {
    const guard = guardOf();
    if (!isIdle(guard)) return;
    guard.isPending = true;
    setPending(true);
    try {
      const submitted = submitRef.current ? await submitRef.current() : undefined;
      const saved = submitted === undefined ? draftRef.current : submitted;
      await latest.current.onSave?.(saved);
      if (guardRef.current !== guard || guard.isClosed) return;
      if (openedIn === 'view') {
        setBaseline(saved);
        onChange(saved);
        setMode('view');
      } else {
        close('save');
      }
    } catch {
      // A rejected submit or save keeps the dialog in edit mode with the input; the editor or the
      // opener's onSave has already shown why.
    } finally {
      guard.isPending = false;
      if (guardRef.current === guard) setPending(false);
    }
  };

  const edit = () => { if (isIdle(guardOf())) setMode('edit'); };

  const cancel = () => {
    if (!isIdle(guardOf())) return;
    if (openedIn !== 'view') return close('cancel');
    onChange(baseline);
    setMode('view');
  };

  /** Close from the footer, the header button, Escape or the mask: ignored while an interaction is pending. */
  const requestClose = (reason: 'close' | 'dismiss') => { if (!guardOf().isPending) close(reason); };

  return { session, mode, value: draft, isPending, onChange, emit, registerSubmit, save, edit, cancel, requestClose };
}
