/** The visual form designer as the designer's catalogue offers it for `form` descriptors. */
import { lazy } from 'react';
import type { VisualEditor } from '../lib/visual-editor-props.js';

export const formVisualEditor: VisualEditor = {
  tabLabel: 'designer.formDesigner.tab',
  Editor: lazy(() => import('./FormDesigner.js').then((m) => ({ default: m.FormDesigner }))),
  // Valid at once: a title in both languages and an object schema with no fields yet.
  starterBody: (code) => ({ title: { en: code, ru: code }, usage: 'CUSTOMIZER', schema: { type: 'object', properties: {} }, uiSchema: {} }),
};
