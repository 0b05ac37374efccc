/** A number typed as text: the body gets the number once it parses (empty removes it), so "1." can still be typed. */
import { TextInput } from '@mantine/core';
import { useState } from 'react';

export interface NumberTextProps {
  label: string;
  value: number | undefined;
  onChange(value: number | undefined): void;
  isInteger?: boolean;
}

export function NumberText({ label, value, onChange, isInteger }: NumberTextProps) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    if (Number(draft) !== value || draft.trim() === '') setDraft(value === undefined ? '' : String(value));
  }
  const parsed = draft.trim() === '' ? undefined : Number(draft.replace(',', '.'));
  const isBad = parsed !== undefined && (!Number.isFinite(parsed) || (isInteger && !Number.isInteger(parsed)));
  return (
    <TextInput
      size="xs" label={label} value={draft} inputMode="decimal" error={isBad || undefined}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const next = text.trim() === '' ? undefined : Number(text.replace(',', '.'));
        if (next === undefined || (Number.isFinite(next) && (!isInteger || Number.isInteger(next)))) onChange(next);
      }}
    />
  );
}
