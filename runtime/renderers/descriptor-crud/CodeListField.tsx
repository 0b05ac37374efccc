/**
 * A list of codes (an entry type's "May be followed by") as tags in one input, instead of RJSF's one labelled
 * input per code. Duplicates are refused as the meta-schemas' `uniqueItems` asks; errors of any code show below.
 */
import { TagsInput } from '@mantine/core';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { errorMessages } from '../../widgets/JsonField.js';

const separators = [',', ';', ' '];
const separatorPattern = /[,; ]+/;

/** The list's own errors, then each code's, named by the code ("«deck»: Code has the wrong format."). */
function codeErrors(errorSchema: ErrorSchema | undefined, codes: readonly string[]): string[] {
  const own = ((errorSchema as { __errors?: string[] } | undefined)?.__errors) ?? [];
  const perCode = Object.entries(errorSchema ?? {}).filter(([key]) => /^\d+$/.test(key))
    .map(([index, node]) => `«${codes[Number(index)] ?? index}»: ${errorMessages(node as ErrorSchema).join(' ')}`);
  return [...own, ...perCode];
}

export function CodeListField(props: FieldProps) {
  const { schema, uiSchema, formData, onChange, onBlur, onFocus, fieldPathId, name, required, disabled, readonly, errorSchema, registry } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const id = fieldPathId.$id;
  const value = Array.isArray(formData) ? formData.filter((code): code is string => typeof code === 'string') : [];
  const messages = codeErrors(errorSchema, value);
  return (
    <TagsInput
      id={id} label={String(uiOptions.title ?? schema.title ?? name)} required={required} disabled={disabled || readonly}
      value={value} splitChars={separators} acceptValueOnBlur
      error={messages.length ? messages.join('\n') : undefined}
      onChange={(codes) => {
        // Pasted or typed lists arrive as one value when no separator key was pressed.
        const next = [...new Set(codes.flatMap((code) => code.split(separatorPattern)).map((code) => code.trim()).filter(Boolean))];
        onChange(next.length ? next : undefined, fieldPathId.path, undefined, id);
      }}
      onFocus={() => onFocus(id, formData)}
      onBlur={() => onBlur(id, formData)}
    />
  );
}
