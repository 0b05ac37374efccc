/** The generic editor dialog: definitions, the controlled dialog, and the opener API. */
export * from './editor-definition.js';
export { EditorDialog, type EditorDialogProps } from './EditorDialog.js';
export { EditorDialogProvider, type OpenEditor, type OpenEditorOptions } from './editor-dialog-context.js';
export { useEditorDialog } from './use-editor-dialog.js';
export type { EditorCloseReason } from './use-editor-session.js';
