/**
 * Visual edits of the page in the session's text, with undo and redo (undo-stack.ts). Each edit reads the page
 * from the newest text (also when several edits arrive before React renders), so JSON typed in between is kept.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { AnalyticsPage } from '../../descriptors/kinds/analytics-page/analytics-page.js';
import { readPage, writePage } from './page-body.js';
import { emptyStack, recordEdit, redoStep, undoStep, type UndoStack } from './undo-stack.js';

export type PageChange = (page: AnalyticsPage) => AnalyticsPage;
/** Applies a change; edits with the same `key` in quick succession (typing, one drag) are one undo step. */
export type EditPage = (change: PageChange, key?: string) => void;

export interface BodyHistory {
  edit: EditPage;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/** `resetKey` changes when the session loads another version: the history starts again. */
export function useBodyHistory(text: string, onTextChange: (text: string) => void, resetKey: string): BodyHistory {
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

  useEffect(() => {
    stack.current = emptyStack();
    rerender();
  }, [resetKey]);

  const set = useCallback((next: string) => {
    current.current = next;
    onChange.current(next);
    rerender();
  }, []);

  const edit = useCallback<EditPage>((change, key) => {
    const reading = readPage(current.current);
    if (!reading.isReadable) return;
    const next = change(reading.page);
    if (next === reading.page) return;
    stack.current = recordEdit(stack.current, current.current, Date.now(), key);
    set(writePage(next));
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
