/** The opener API of the generic editor dialog: `const { openEditor } = useEditorDialog()`. */
import { useContext } from 'react';
import { EditorDialogContext, type OpenEditor } from './editor-dialog-context.js';

export function useEditorDialog(): { openEditor: OpenEditor } {
  const openEditor = useContext(EditorDialogContext);
  if (!openEditor) throw new Error('useEditorDialog needs an EditorDialogProvider above it');
  return { openEditor };
}
