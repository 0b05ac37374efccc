/** What the algorithm editor asks of the box the script is written in: Monaco in the app, a plain text area in tests. */
import type { ComponentType } from 'react';
import type { AlgorithmLanguage } from '../../descriptors/lib/algorithms/algorithm-vocabulary.js';

export interface ScriptEditorProps {
  /** Names the model: the editor starts again from `value` when it changes. */
  modelKey: string;
  value: string;
  language: AlgorithmLanguage;
  isReadOnly: boolean;
  label: string;
  onChange(value: string): void;
}

export type ScriptEditorComponent = ComponentType<ScriptEditorProps>;

/** Monaco's language id of a script language (its basic-languages contributions, registered in monaco-setup.ts). */
export const monacoLanguageOf: Record<AlgorithmLanguage, string> = { PYTHON: 'python', JAVA: 'java', R: 'r' };
