/** What an editor view declares to be opened in the generic editor dialog (SPEC §2, defaults SPEC §9). */
import type { ComponentType } from 'react';
import { isLanguage, type Language } from '../language.js';

export type EditorMode = 'view' | 'edit';

/** An event an editor emits to its opener; `close` asks the dialog to close once the opener has it. */
export interface EditorEvent {
  type: string;
  payload?: unknown;
  close?: boolean;
}

/** What the dialog hands the editor view it hosts. */
export interface EditorViewProps<T> {
  mode: EditorMode;
  value: T;
  onChange: (value: T) => void;
  emit: (event: EditorEvent) => void;
  /**
   * Registers what Save runs first: it may reject to keep the dialog open (the editor shows its own
   * field errors) or resolve with the value to save (void means the current value). Returns an unregister.
   */
  registerSubmit: (submit: () => Promise<T | void>) => () => void;
}

/** A dialog title: literal text, or one text per interface language. */
export type EditorTitle = string | Record<Language, string>;

export interface EditorDefinition<T> {
  id: string;
  title: EditorTitle;
  /** Close button, Escape and a click on the mask close the dialog only when true. */
  closable?: boolean;
  /** Whether view mode offers Edit. */
  editable?: boolean;
  /** Any CSS width; 65 % of the window width by default. */
  width?: string;
  showHeader?: boolean;
  /** Accepted for descriptor compatibility; the dialog is never resizable. */
  resizable?: boolean;
  /** Accepted for descriptor compatibility; the dialog is never draggable. */
  draggable?: boolean;
  /** Offers a header toggle between the width and the full screen. */
  maximizable?: boolean;
  component: ComponentType<EditorViewProps<T>>;
}

// SPEC §9: dialog transition 150 ms; default width 65 percent; base layer order 1000.
export const editorDialogTransitionMs = 150;
export const editorDialogDefaultWidth = '65vw';
export const editorDialogBaseLayer = 1000;

/** SPEC §8 internal error, raised when an editor is opened without a definition or a component. */
export const editorNotOpenedMessage = 'Dynamic editor not correctly opened';

/** Throws the SPEC §8 internal error unless the definition can be rendered. */
export function assertEditorDefinition<T>(
  definition: EditorDefinition<T> | null | undefined,
): asserts definition is EditorDefinition<T> {
  if (!definition || typeof definition !== 'object' || !definition.component) throw new Error(editorNotOpenedMessage);
}

/** The title text in the given language, falling back to English. */
export function resolveEditorTitle(title: EditorTitle, language: string | undefined): string {
  if (typeof title === 'string') return title;
  return (isLanguage(language) && title[language]) || title.en;
}
