/**
 * What the designer hands every visual editor (the "Visual" tab of a kind) and what it asks of it. A visual editor
 * edits the session's JSON text, so Save, revisions, conflicts and validation work as for the JSON tab.
 */
import type { ComponentType, LazyExoticComponent, Ref } from 'react';
import type { ApiClient } from '../../runtime/api/api-client.js';
import type { EditorHistory } from '../editor/DescriptorEditor.js';

/** What the designer's header asks of the visual tab. */
export interface VisualEditorHandle {
  undo(): void;
  redo(): void;
}

/** The session's actions a visual editor may need besides editing the text. */
export interface VisualEditorSession {
  /** Saves unsaved edits (creating a new descriptor); true when there is nothing left unsaved. */
  saveFirst(): Promise<boolean>;
  /** Loads the stored version again. */
  reload(): Promise<void>;
  /** Opens another descriptor of the kind in the designer. */
  open(code: string): void;
}

export interface VisualEditorProps {
  client: ApiClient;
  code: string;
  text: string;
  onTextChange(text: string): void;
  /** Changes when the session loads another version: the undo history starts again. */
  resetKey: string;
  /** False while another tab is shown: canvases and previews rest. */
  isActive: boolean;
  onHistory(history: EditorHistory): void;
  /** Error markers of the JSON editor (the meta-schema's and the server's). */
  errorCount: number;
  onShowJson(): void;
  session: VisualEditorSession;
  /** Why Save is refused now, when it is. */
  blockReason?: string;
  isListShown: boolean;
  onToggleList(): void;
  ref?: Ref<VisualEditorHandle>;
}

/** One entry of the designer's catalogue of visual editors (`designer/visual-editors.ts`). */
export interface VisualEditor {
  /** i18n key of the tab's label. */
  tabLabel: string;
  /** The editor, a lazy chunk: it brings the runtime parts it draws with. */
  Editor: LazyExoticComponent<ComponentType<VisualEditorProps>>;
  /** The body a new descriptor of the kind starts with: valid at once. */
  starterBody(code: string, owner?: string): Record<string, unknown>;
}
