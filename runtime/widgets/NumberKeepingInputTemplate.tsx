/**
 * The Mantine theme's input, with numbers kept as typed and shown with their unit: Mantine's NumberInput would clamp
 * a value over the field's maximum to the maximum when the field loses focus, so an officer's 60 would be saved as 50
 * without a word. Kept as typed, the value is refused at the field with the form's range message instead.
 * `ui:options.unit` ({en, ru} or text) is shown at the input's end, `ui:options.precision` limits the decimals typed.
 */
import { Text } from '@mantine/core';
import { generateTemplates } from '@rjsf/mantine';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { resolveText, type LocalText } from '../../descriptors/lib/text.js';

const ThemeInput = generateTemplates().BaseInputTemplate!;

const isLocalText = (value: unknown): value is LocalText =>
  (typeof value === 'string' && value !== '') || (typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string');

export function NumberKeepingInputTemplate(props: BaseInputTemplateProps) {
  const { i18n } = useTranslation();
  const { unit, precision, ...options } = props.options as typeof props.options & { unit?: unknown; precision?: unknown };
  const unitText = isLocalText(unit) ? resolveText(unit, i18n.resolvedLanguage ?? i18n.language, (key) => key) : undefined;
  // Only the number input knows these: a text input would hand them to the DOM.
  const isNumber = props.schema.type === 'number' || props.schema.type === 'integer';
  const shown = {
    ...(isNumber ? { clampBehavior: 'none' } : {}), ...options,
    ...(unitText ? { rightSection: <Text size="sm" c="dimmed" aria-hidden>{unitText}</Text>, rightSectionWidth: Math.max(36, unitText.length * 9 + 16) } : {}),
    ...(isNumber && typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 ? { decimalScale: precision } : {}),
  };
  return <ThemeInput {...props} options={shown} />;
}
