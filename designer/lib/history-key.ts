/** The undo/redo shortcut a key press is, on a visual tab: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo. */
import type { KeyboardEvent } from 'react';

export function historyKey(event: KeyboardEvent): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : undefined;
}
