/**
 * The date-time widget of Keel's forms (JSON Schema `format: "date-time"`): a date and time to the minute in UTC,
 * stored as an ISO instant. It replaces the Mantine theme's, which picks a date only and writes a local time
 * without a zone that `date-time` validation refuses.
 */
import { Text, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';

/** An ISO instant as the `datetime-local` input shows it, in UTC ("2026-11-20T06:30"); '' when it is no time. */
export function toUtcInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** What the input holds, read as UTC, as an ISO instant; undefined when empty. */
export function fromUtcInput(text: string): string | undefined {
  if (!text) return undefined;
  const date = new Date(`${text.length === 16 ? `${text}:00` : text}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function UtcDateTimeWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel, rawErrors, onChange, onBlur, onFocus } = props;
  return (
    <TextInput
      type="datetime-local" id={id} name={htmlName || id} label={labelValue(label || undefined, hideLabel, false)} required={required}
      disabled={disabled || readonly} autoFocus={autofocus} value={toUtcInput(value)} error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      aria-describedby={ariaDescribedByIds(id)} rightSection={<Text size="xs" c="dimmed">UTC</Text>} rightSectionWidth={44}
      onChange={(e) => onChange(fromUtcInput(e.currentTarget.value))} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}
    />
  );
}
