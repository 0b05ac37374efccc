/** The script in Monaco (the designer's offline copy, loaded on first use) with the language's highlighting and Keel's theme. */
import Editor from '@monaco-editor/react';
import { Alert, Center, Loader } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../runtime/shell/Icon.js';
import { useTheme } from '../../runtime/shell/use-stores.js';
import { loadMonaco } from '../monaco/load-monaco.js';
import { monacoThemeOf } from '../monaco/themes.js';
import { monacoLanguageOf, type ScriptEditorProps } from './script-editor.js';

const height = 440;

export function MonacoScriptEditor({ modelKey, value, language, isReadOnly, label, onChange }: ScriptEditorProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const [isReady, setReady] = useState(false);
  const [error, setError] = useState<string>();
  // Monaco's own texts take the language it is first loaded in.
  const [firstLanguage] = useState(i18n.language);

  useEffect(() => {
    let isCurrent = true;
    loadMonaco(firstLanguage).then(() => { if (isCurrent) setReady(true); }).catch((e: Error) => { if (isCurrent) setError(e.message); });
    return () => { isCurrent = false; };
  }, [firstLanguage]);

  const options = useMemo(() => ({
    ariaLabel: label, readOnly: isReadOnly, automaticLayout: true, minimap: { enabled: false }, fontSize: 13, tabSize: 4,
    insertSpaces: true, scrollBeyondLastLine: false, fixedOverflowWidgets: true, unicodeHighlight: { ambiguousCharacters: false },
  }), [label, isReadOnly]);

  if (error) return <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('algorithmEditor.script.loadFailed')}>{error}</Alert>;
  if (!isReady) return <Center h={height}><Loader size="sm" aria-label={t('shell.loading')} /></Center>;
  return (
    <div style={{ height, border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
      <Editor
        key={modelKey}
        language={monacoLanguageOf[language]}
        defaultValue={value}
        theme={monacoThemeOf(theme)}
        loading={<Center h="100%"><Loader size="sm" aria-label={t('shell.loading')} /></Center>}
        options={options}
        onChange={(text) => onChange(text ?? '')}
      />
    </div>
  );
}
