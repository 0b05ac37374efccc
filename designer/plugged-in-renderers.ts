/** The renderers of this folder the app's entry (app/main.tsx) plugs into the runtime's registry: the designer and the algorithm editor, both on Monaco. */
import type { PluggedInRendererEntry } from '../runtime/renderers/renderer-registry.js';
import { algorithmEditorRendererEntry } from './algorithms/algorithm-editor-entry.js';
import { designerRendererEntry } from './designer-renderer-entry.js';

export const pluggedInRenderers: readonly PluggedInRendererEntry[] = [designerRendererEntry, algorithmEditorRendererEntry];
