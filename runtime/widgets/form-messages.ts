/**
 * Client-side validation messages in the interface language, worded as the server words them
 * (locales `validation.*`), and RJSF's own strings (buttons, empty arrays) translated.
 */
import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';

type Translate = (key: string, params?: Record<string, unknown>) => string;

const messageKeys: Record<string, string> = {
  required: 'validation.required',
  minLength: 'validation.too_small',
  minimum: 'validation.too_small',
  exclusiveMinimum: 'validation.too_small',
  minItems: 'validation.too_small',
  maxLength: 'validation.too_big',
  maximum: 'validation.too_big',
  exclusiveMaximum: 'validation.too_big',
  maxItems: 'validation.too_big',
  pattern: 'validation.invalid_format',
  format: 'validation.invalid_format',
  enum: 'validation.invalid_value',
  const: 'validation.invalid_value',
  type: 'validation.invalid_type',
  oneOf: 'validation.invalid_union',
  anyOf: 'validation.invalid_union',
  additionalProperties: 'validation.unrecognized_keys',
};

/** The field's name for a message: its (translated) title, else the last segment of its path. */
function fieldName(error: RJSFValidationError): string {
  if (error.title) return error.title;
  const missing = error.params?.missingProperty as string | undefined;
  return missing ?? error.property?.split('.').filter(Boolean).at(-1) ?? '';
}

/** An RJSF `transformErrors` that rewrites each AJV message through the locales. */
export function translateValidationErrors(t: Translate): ErrorTransformer {
  return (errors) => errors.map((error) => {
    const key = messageKeys[error.name ?? ''] ?? 'validation.invalid';
    const limit = error.params?.limit as number | undefined;
    const message = t(key, { field: fieldName(error), min: limit ?? '', max: limit ?? '' });
    return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
  });
}

const translatedStrings: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'widgets.rjsf.arrayItem',
  [TranslatableString.EmptyArray]: 'widgets.rjsf.emptyArray',
  [TranslatableString.YesLabel]: 'widgets.rjsf.yes',
  [TranslatableString.NoLabel]: 'widgets.rjsf.no',
  [TranslatableString.CloseLabel]: 'common.close',
  [TranslatableString.AddButton]: 'widgets.rjsf.add',
  [TranslatableString.AddItemButton]: 'widgets.rjsf.addItem',
  [TranslatableString.CopyButton]: 'widgets.rjsf.copy',
  [TranslatableString.MoveDownButton]: 'widgets.rjsf.moveDown',
  [TranslatableString.MoveUpButton]: 'widgets.rjsf.moveUp',
  [TranslatableString.RemoveButton]: 'widgets.rjsf.remove',
  [TranslatableString.ClearLabel]: 'widgets.rjsf.clear',
  [TranslatableString.ClearButton]: 'widgets.rjsf.clear',
  [TranslatableString.NowLabel]: 'widgets.rjsf.now',
  [TranslatableString.AriaDateLabel]: 'widgets.rjsf.selectDate',
  [TranslatableString.OptionalObjectAdd]: 'widgets.rjsf.optionalAdd',
  [TranslatableString.OptionalObjectRemove]: 'widgets.rjsf.optionalRemove',
  [TranslatableString.OptionalObjectEmptyMsg]: 'widgets.rjsf.optionalEmpty',
  [TranslatableString.NewStringDefault]: 'widgets.rjsf.newValue',
};

/** RJSF's `translateString`: our locales where we have the string, RJSF's English otherwise. */
export function rjsfStringTranslator(t: Translate) {
  return (id: TranslatableString, params?: string[]): string => {
    const key = translatedStrings[id];
    return key ? replaceStringParameters(t(key), params) : englishStringTranslator(id, params);
  };
}
