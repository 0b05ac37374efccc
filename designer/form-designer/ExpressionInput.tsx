/** A JSONata expression typed into the form (a rule's condition, a computed value), checked over sample data as it is typed. */
import { Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkExpression, type ExpressionCheck } from './expression-check.js';
import type { Json } from './form-body.js';

export interface ExpressionInputProps {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  sample: Json;
}

export function ExpressionInput({ label, value, onChange, sample }: ExpressionInputProps) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<{ source: string; result: ExpressionCheck }>();
  useEffect(() => {
    if (!value?.trim()) return;
    let isCurrent = true;
    void checkExpression(value, sample).then((result) => { if (isCurrent) setCheck({ source: value, result }); });
    return () => { isCurrent = false; };
  }, [value, sample]);
  const result = value?.trim() && check?.source === value ? check.result : undefined;

  return (
    <div>
      <Textarea
        size="xs" label={label} value={value ?? ''} rows={2} ff="monospace" placeholder={t('designer.formDesigner.expression.placeholder')}
        onChange={(event) => onChange(event.currentTarget.value || undefined)} error={result && !result.isValid ? result.message : undefined}
      />
      {result?.isValid && (
        <Text size="xs" c="dimmed" mt={2} role="status">
          {t('designer.formDesigner.expression.result', { value: JSON.stringify(result.value) ?? 'undefined' })}
        </Text>
      )}
    </div>
  );
}
