/**
 * Visual edits of a descriptor body in the session's text, with undo and redo (undo-stack.ts). Each edit reads the
 * body from the newest text (also when several edits arrive before React renders), so JSON typed in between is kept.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { emptyStack, recordEdit, redoStep, undoStep, type UndoStack } from './undo-stack.js';

export type BodyChange<T> = (body: T) => T;
/** Applies a change; edits with the same `key` in quick succession (typing, one drag) are one undo step. */
export type EditBody<T> = (change: BodyChange<T>, key?: string) => void;

/** How a visual editor reads its body out of the text (undefined: not a body it can edit) and writes it back. */
export interface BodyCodec<T> {
  read(text: string): T | undefined;
  write(body: T): string;
}

export interface BodyHistory<T> {
  edit: EditBody<T>;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/** `resetKey` changes when the session loads another version: the history starts again. */
export function useBodyHistory<T>(text: string, onTextChange: (text: string) => void, resetKey: string, codec: BodyCodec<T>): BodyHistory<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const stack = useRef<UndoStack<string>>(emptyStack());
  const current = useRef(text);
  const given = useRef(text);
  if (given.current !== text) {
    given.current = text;
    current.current = text;
  }
  const onChange = useRef(onTextChange);
  onChange.current = onTextChange;
  const codecRef = useRef(codec);
  codecRef.current = codec;

  useEffect(() => {
    stack.current = emptyStack();
    rerender();
  }, [resetKey]);

  const set = useCallback((next: string) => {
    current.current = next;
    onChange.current(next);
    rerender();
  }, []);

  const edit = useCallback<EditBody<T>>((change, key) => {
    const body = codecRef.current.read(current.current);
    if (body === undefined) return;
    const next = change(body);
    if (next === body) return;
    stack.current = recordEdit(stack.current, current.current, Date.now(), key);
    set(codecRef.current.write(next));
  }, [set]);

  const move = useCallback((step: typeof undoStep) => {
    const result = step(stack.current, current.current);
    if (!result) return;
    stack.current = { ...result.stack };
    set(result.value);
  }, [set]);

  const canUndo = stack.current.past.length > 0;
  const canRedo = stack.current.future.length > 0;
  return useMemo(() => ({ edit, undo: () => move(undoStep), redo: () => move(redoStep), canUndo, canRedo }), [edit, move, canUndo, canRedo]);
}
