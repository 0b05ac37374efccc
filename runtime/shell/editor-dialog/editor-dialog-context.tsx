/** Opens editors from anywhere below the provider; editors opened from an editor stack above it. */
import { createContext, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { assertEditorDefinition, type EditorDefinition, type EditorEvent, type EditorMode } from './editor-definition.js';
import { EditorDialog } from './EditorDialog.js';
import type { EditorCloseReason } from './use-editor-session.js';

export interface OpenEditorOptions<T> {
  mode: EditorMode;
  value: T;
  onSave?: (value: T) => Promise<unknown> | void;
  onEvent?: (event: EditorEvent) => void;
  onClose?: (reason: EditorCloseReason) => void;
}

/** Opens an editor; throws 'Dynamic editor not correctly opened' without a definition or a component. */
export type OpenEditor = <T>(definition: EditorDefinition<T>, options: OpenEditorOptions<T>) => void;

interface DialogPlacement {
  opened: boolean;
  layer: number;
  isTopmost: boolean;
  onClose: (reason: EditorCloseReason) => void;
  onExited: () => void;
}

/** One open (or closing) editor; `render` keeps the editor's value type out of the provider's state. */
interface StackEntry {
  id: number;
  /** An entry is first rendered closed, so that opening plays the enter transition. */
  phase: 'mounting' | 'open' | 'closed';
  render: (placement: DialogPlacement) => ReactNode;
}

export const EditorDialogContext = createContext<OpenEditor | undefined>(undefined);

/** Mounted once by the shell; renders the open editors as a stack of dialogs. */
export function EditorDialogProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<readonly StackEntry[]>([]);
  const lastId = useRef(0);

  const openEditor = useCallback<OpenEditor>((definition, options) => {
    assertEditorDefinition(definition);
    const id = ++lastId.current;
    const render = (placement: DialogPlacement) => (
      <EditorDialog
        key={id} definition={definition} mode={options.mode} value={options.value}
        onSave={options.onSave} onEvent={options.onEvent} {...placement}
        onClose={(reason) => { placement.onClose(reason); options.onClose?.(reason); }}
      />
    );
    setStack((entries) => [...entries, { id, phase: 'mounting', render }]);
  }, []);

  useEffect(() => {
    if (stack.some((e) => e.phase === 'mounting')) setStack(withPhase((e) => e.phase === 'mounting', 'open'));
  }, [stack]);

  const markClosed = (id: number) => setStack(withPhase((e) => e.id === id, 'closed'));
  const remove = (id: number) => setStack((entries) => entries.filter((e) => e.id !== id));
  const topmostId = stack.findLast((e) => e.phase === 'open')?.id;

  return (
    <EditorDialogContext.Provider value={openEditor}>
      {children}
      {stack.map((entry, layer) => entry.render({
        opened: entry.phase === 'open', layer, isTopmost: entry.id === topmostId,
        onClose: () => markClosed(entry.id), onExited: () => remove(entry.id),
      }))}
    </EditorDialogContext.Provider>
  );
}

function withPhase(isMatch: (entry: StackEntry) => boolean, phase: StackEntry['phase']) {
  return (entries: readonly StackEntry[]) => entries.map((e) => (isMatch(e) ? { ...e, phase } : e));
}
