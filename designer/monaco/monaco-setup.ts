/**
 * Monaco from the npm copy (no CDN, no request leaves the server): the workers are bundled by Vite,
 * @monaco-editor/react is pointed at this instance, and Keel's two themes are defined.
 * Loaded only by the designer and the algorithm editor, as its own chunk.
 *
 * Only the editor, its features, the JSON language and the algorithm languages' highlighting (Python, Java, R: each a
 * small chunk loaded when first used) are imported, not the whole 'monaco-editor' entry: that one also registers
 * TypeScript, CSS and HTML, whose workers alone would add 9 MB to dist.
 */
import { loader } from '@monaco-editor/react';
import * as monacoApi from 'monaco-editor/editor/editor.api.js';
import 'monaco-editor/features/register.all.js';
import 'monaco-editor/editor/common/standaloneStrings.js';
import * as json from 'monaco-editor/languages/features/json/register.js';
import 'monaco-editor/languages/definitions/python/register.js';
import 'monaco-editor/languages/definitions/java/register.js';
import 'monaco-editor/languages/definitions/r/register.js';
import EditorWorker from 'monaco-editor/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker.js?worker';
import type { DescriptorKindInfo } from '../../runtime/api/descriptor-api.js';
import { jsonDiagnosticsOptions } from './descriptor-schemas.js';
import { monacoThemes } from './themes.js';

/** The Monaco API the designer uses (the editor, and the JSON language's defaults). */
export const monaco = { ...monacoApi, json };
export type Monaco = typeof monaco;

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};
loader.config({ monaco });

for (const [name, theme] of Object.entries(monacoThemes)) monaco.editor.defineTheme(name, theme);

/** Gives every descriptor editor its kind's meta-schema. */
export function configureDescriptorSchemas(kinds: readonly DescriptorKindInfo[]): void {
  monaco.json.jsonDefaults.setDiagnosticsOptions(jsonDiagnosticsOptions(kinds));
}
