/**
 * The script: what the sandbox offers (the standard library and the `keel` module, nothing else), for a new algorithm
 * a start from an artifact descriptor's example, and the editor itself.
 */
import { Alert, Code, Input, List, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../runtime/shell/Icon.js';
import type { ArtifactDescriptorAnswer } from './algorithm-api.js';
import type { AlgorithmDraft } from './algorithm-draft.js';
import type { FieldErrors } from './field-errors.js';
import type { ScriptEditorComponent } from './script-editor.js';

export interface ScriptPanelProps {
  draft: AlgorithmDraft;
  scriptKey: string;
  isNew: boolean;
  isReadOnly: boolean;
  artifacts: readonly ArtifactDescriptorAnswer[];
  errors: FieldErrors;
  ScriptEditor: ScriptEditorComponent;
  onChange(sourceCode: string): void;
  onReplace(sourceCode: string, language: AlgorithmDraft['language']): void;
}

function SandboxNote() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<Icon name="alert" />} title={t('algorithmEditor.script.noteTitle')} py="xs">
      <Text size="sm">{t('algorithmEditor.script.standardLibraryOnly')}</Text>
      <List size="sm" mt={4} spacing={2}>
        <List.Item><Code>keel.inputs[tag]</Code> — {t('algorithmEditor.script.inputs')}</List.Item>
        <List.Item><Code>keel.output(tag, t, value)</Code> — {t('algorithmEditor.script.output')}</List.Item>
        <List.Item><Code>keel.artifacts[code].predict(rows)</Code>, <Code>.features</Code> — {t('algorithmEditor.script.artifacts')}</List.Item>
      </List>
    </Alert>
  );
}

export function ScriptPanel({ draft, scriptKey, isNew, isReadOnly, artifacts, errors, ScriptEditor, onChange, onReplace }: ScriptPanelProps) {
  const { t } = useTranslation();
  const examples = artifacts.filter((a) => a.example);
  const error = errors['/script/sourceCode'] ?? errors['/script'];
  return (
    <Stack gap="sm">
      <SandboxNote />
      {isNew && !isReadOnly && examples.length > 0 && (
        <Select
          label={t('algorithmEditor.script.fromExample')} placeholder={t('algorithmEditor.script.fromExamplePlaceholder')} value={null}
          data={examples.map((a) => ({ value: a.code, label: `${a.code} (${a.language})` }))}
          onChange={(code) => {
            const artifact = examples.find((a) => a.code === code);
            if (artifact?.example) onReplace(artifact.example, artifact.language);
          }}
        />
      )}
      <Input.Wrapper label={t('algorithmEditor.field.script')} error={error} required>
        <div style={{ marginTop: 4 }}>
          <ScriptEditor
            modelKey={scriptKey} value={draft.sourceCode} language={draft.language} isReadOnly={isReadOnly}
            label={t('algorithmEditor.field.script')} onChange={onChange}
          />
        </div>
      </Input.Wrapper>
    </Stack>
  );
}
