/** A field's code: renamed when the input is left or Enter is pressed; a bad or taken code is refused in place. */
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CodeInputProps {
  code: string;
  /** Renames; answers why not, when it cannot. */
  onRename(code: string): 'invalid' | 'taken' | undefined;
}

export function CodeInput({ code, onRename }: CodeInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(code);
  const [given, setGiven] = useState(code);
  const [error, setError] = useState<'invalid' | 'taken'>();
  if (given !== code) {
    setGiven(code);
    setDraft(code);
    setError(undefined);
  }
  const commit = () => setError(draft === code ? undefined : onRename(draft));
  return (
    <TextInput
      size="xs" ff="monospace" label={t('designer.formDesigner.props.code')} value={draft}
      error={error && t(`designer.formDesigner.props.codeError.${error}`)}
      onChange={(event) => { setDraft(event.currentTarget.value); setError(undefined); }}
      onBlur={commit} onKeyDown={(event) => { if (event.key === 'Enter') commit(); }}
    />
  );
}
