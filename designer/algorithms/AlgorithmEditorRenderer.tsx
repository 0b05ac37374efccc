/** The "algorithm-editor" renderer (/algorithms/algorithm-descriptor): the algorithm screen with the script in Monaco. */
import type { RendererProps } from '../../runtime/renderers/renderer-registry.js';
import { api } from '../../runtime/shell/services.js';
import { AlgorithmScreen } from './AlgorithmScreen.js';
import { MonacoScriptEditor } from './MonacoScriptEditor.js';

export function AlgorithmEditorRenderer({ screen }: RendererProps) {
  return <AlgorithmScreen client={api} screenTitle={screen.title} ScriptEditor={MonacoScriptEditor} />;
}
