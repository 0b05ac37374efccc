/**
 * The "json" field: any value (a GeoJSON geometry, a nested structure without a form of its own) edited
 * as JSON text. The text is parsed when the field loses focus; text that does not parse stays in the box
 * with its error and keeps the form from saving, so nothing typed is lost.
 */
import { Textarea } from '@mantine/core';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keelFormContext } from './form-context.js';
import classes from './widgets.module.css';

/** Every message in an error schema, nested ones included. */
export function errorMessages(errorSchema: ErrorSchema | undefined): string[] {
  if (!errorSchema || typeof errorSchema !== 'object') return [];
  return Object.entries(errorSchema).flatMap(([key, value]) =>
    (key === '__errors' ? (value as unknown as string[]) : errorMessages(value as ErrorSchema)));
}

const toText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

export function JsonField(props: FieldProps) {
  const { formData, onChange, onBlur, onFocus, fieldPathId, schema, uiSchema, registry, required, disabled, readonly, errorSchema, name } = props;
  const { t } = useTranslation();
  const { pendingInput } = keelFormContext(registry);
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const id = fieldPathId.$id;
  const serialized = useMemo(() => toText(formData), [formData]);
  const [text, setText] = useState(serialized);
  const [parseError, setParseError] = useState<string>();
  const shown = useRef(serialized);

  // A new value from outside (a reload, "use the saved values") replaces the text unless it holds unparsed input.
  useEffect(() => {
    if (serialized !== shown.current && !parseError) setText(serialized);
    shown.current = serialized;
  }, [serialized, parseError]);
  useEffect(() => () => { pendingInput?.delete(id); }, [pendingInput, id]);

  const commit = () => {
    onBlur(id, formData);
    if (text === shown.current) return;
    if (text.trim() === '') {
      setParseError(undefined);
      pendingInput?.delete(id);
      onChange(undefined, fieldPathId.path, undefined, id);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      setParseError(undefined);
      pendingInput?.delete(id);
      shown.current = toText(parsed);
      onChange(parsed, fieldPathId.path, undefined, id);
    } catch (error) {
      const message = t('widgets.json.invalid', { reason: (error as Error).message });
      setParseError(message);
      pendingInput?.set(id, message);
    }
  };

  const messages = parseError ? [parseError] : errorMessages(errorSchema);
  return (
    <Textarea
      id={id} name={id} label={uiOptions.label === false ? undefined : String(uiOptions.title ?? schema.title ?? name)}
      description={(uiOptions.description as string | undefined) ?? schema.description}
      required={required} disabled={disabled || readonly} value={text} rows={6} resize="vertical"
      classNames={{ input: classes.code }} spellCheck={false}
      error={messages.length ? messages.join('\n') : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
      onFocus={() => onFocus(id, formData)}
      onBlur={commit}
    />
  );
}
