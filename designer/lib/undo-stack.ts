/**
 * The visual designer's undo history (pure): the states before each edit and after each undo. Edits carrying the
 * same key in quick succession (typing in one field, the steps of one drag) are one step. SPEC §9: 128 steps.
 */
export const undoLimit = 128;
/** Edits of one key closer than this in time are one step. */
export const coalesceMs = 1_000;

export interface UndoStack<T> {
  past: readonly T[];
  future: readonly T[];
  lastKey?: string;
  lastAt?: number;
}

export function emptyStack<T>(): UndoStack<T> {
  return { past: [], future: [] };
}

/** Records the state an edit leaves behind; the redo steps are dropped. */
export function recordEdit<T>(stack: UndoStack<T>, previous: T, now: number, key?: string, limit = undoLimit): UndoStack<T> {
  const isSameStep = key !== undefined && key === stack.lastKey && stack.lastAt !== undefined && now - stack.lastAt < coalesceMs && stack.past.length > 0;
  const past = isSameStep ? stack.past : [...stack.past, previous].slice(-limit);
  return { past, future: [], lastKey: key, lastAt: now };
}

/** The state to go back to, and the stack after going there; undefined when there is nothing to undo. */
export function undoStep<T>(stack: UndoStack<T>, present: T): { stack: UndoStack<T>; value: T } | undefined {
  if (!stack.past.length) return undefined;
  const value = stack.past[stack.past.length - 1];
  return { value, stack: { past: stack.past.slice(0, -1), future: [present, ...stack.future] } };
}

export function redoStep<T>(stack: UndoStack<T>, present: T): { stack: UndoStack<T>; value: T } | undefined {
  if (!stack.future.length) return undefined;
  const [value, ...future] = stack.future;
  return { value, stack: { past: [...stack.past, present], future } };
}
