/** The generic editor dialog (SPEC §2): any editor view as a modal with header, content and footer. */
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assertEditorDefinition, editorDialogBaseLayer, editorDialogDefaultWidth, editorDialogTransitionMs,
  resolveEditorTitle, type EditorDefinition,
} from './editor-definition.js';
import { EditorDialogFooter } from './EditorDialogFooter.js';
import { EditorDialogHeader } from './EditorDialogHeader.js';
import { useEditorSession, type EditorSessionOptions } from './use-editor-session.js';

export interface EditorDialogProps<T> extends EditorSessionOptions<T> {
  /** Required while opened; kept while closing so the exit transition still shows the editor. */
  definition: EditorDefinition<T> | undefined;
  /** Stacking layer above the base one, for an editor opened from another editor. */
  layer?: number;
  /** False while another editor is stacked on this one, so Escape closes only the top dialog. */
  isTopmost?: boolean;
  /** Called when the exit transition has ended. */
  onExited?: () => void;
}

/** A controlled editor dialog; Save, Cancel, Edit and Close are handled inside, closing is asked of the owner. */
export function EditorDialog<T>({ definition, layer = 0, isTopmost = true, onExited, ...options }: EditorDialogProps<T>) {
  if (options.opened) assertEditorDefinition(definition);
  const { i18n } = useTranslation();
  const session = useEditorSession(options);
  const [isMaximized, setMaximized] = useState(false);
  const [maximizedSession, setMaximizedSession] = useState(session.session);
  if (maximizedSession !== session.session) {
    setMaximizedSession(session.session);
    setMaximized(false);
  }
  if (!definition) return null;

  const { component: Editor, closable = false, showHeader = true, maximizable = false } = definition;
  const title = resolveEditorTitle(definition.title, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Modal.Root
      opened={options.opened}
      onClose={() => session.requestClose('dismiss')}
      onExitTransitionEnd={onExited}
      closeOnEscape={closable && isTopmost}
      closeOnClickOutside={closable}
      transitionProps={{ duration: editorDialogTransitionMs, transition: 'fade-down' }}
      zIndex={editorDialogBaseLayer + layer}
      size={definition.width ?? editorDialogDefaultWidth}
      fullScreen={maximizable && isMaximized}
    >
      <Modal.Overlay />
      <Modal.Content aria-label={showHeader ? undefined : title} data-editor-id={definition.id}>
        {showHeader && (
          <EditorDialogHeader
            title={title} isClosable={closable} isPending={session.isPending}
            isMaximizable={maximizable} isMaximized={isMaximized} onToggleMaximized={() => setMaximized((m) => !m)}
          />
        )}
        <Modal.Body>
          <Editor
            key={session.session} mode={session.mode} value={session.value}
            onChange={session.onChange} emit={session.emit} registerSubmit={session.registerSubmit}
          />
          <EditorDialogFooter
            mode={session.mode} isEditable={definition.editable ?? false} isPending={session.isPending}
            onSave={session.save} onCancel={session.cancel} onEdit={session.edit} onClose={() => session.requestClose('close')}
          />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
