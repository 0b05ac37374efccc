/**
 * Disposes Monaco models after the editors showing them are gone. @monaco-editor/react disposes a diff
 * editor's models before the editor itself ("TextModel got disposed before DiffEditorWidget model got
 * reset"), and keeps the models of paths it switched away from; so read-only views keep their models
 * (keepCurrentModel…) and this disposes them a tick later, also when a path changes.
 */
import { loader } from '@monaco-editor/react';
import { useEffect } from 'react';

export function useModelDisposal(paths: readonly string[]): void {
  const key = paths.join('\n');
  useEffect(() => {
    const owned = key.split('\n');
    return () => {
      // Parents' effects are cleaned up before their children's: wait for the editor to go first.
      setTimeout(() => {
        const monaco = loader.__getMonacoInstance();
        for (const path of owned) monaco?.editor.getModel(monaco.Uri.parse(path))?.dispose();
      }, 0);
    };
  }, [key]);
}
