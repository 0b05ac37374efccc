/**
 * The "localText" field: a text in both interface languages ({ en, ru }, DESIGN §3) as two inputs side by
 * side under one label, instead of a nested fieldset. Other keys of the object are kept as they are. A long text
 * (a language's maxLength above `multilineFrom`, e.g. an e-mail body, or `ui:options.multiline`) gets text areas that
 * keep its line breaks.
 */
import { Input, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { ErrorSchema, FieldProps, RJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import classes from './widgets.module.css';

const textLanguages = ['en', 'ru'] as const;

/** Whether a schema is a {en, ru} text: an object whose properties are en and (optionally) ru strings. */
export function isLocalTextSchema(schema: RJSFSchema | undefined): boolean {
  if (!schema || schema.type !== 'object' || !schema.properties) return false;
  const keys = Object.keys(schema.properties);
  return keys.includes('en') && keys.every((key) => (textLanguages as readonly string[]).includes(key)
    && (schema.properties![key] as RJSFSchema).type === 'string');
}

/** A text allowed to be longer than this is edited in text areas. */
export const multilineFrom = 1000;

const isMultiline = (schema: RJSFSchema, uiOptions: Record<string, unknown>) => uiOptions.multiline === true
  || textLanguages.some((language) => ((schema.properties?.[language] as RJSFSchema | undefined)?.maxLength ?? 0) > multilineFrom);

const errorsAt = (errorSchema: ErrorSchema | undefined, key?: string): string[] => {
  const node = (key ? (errorSchema as Record<string, ErrorSchema> | undefined)?.[key] : errorSchema) as { __errors?: string[] } | undefined;
  return node?.__errors ?? [];
};

export function LocalTextField(props: FieldProps) {
  const { schema, uiSchema, formData, onChange, onBlur, onFocus, fieldPathId, name, required, disabled, readonly, errorSchema, registry } = props;
  const { t } = useTranslation();
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const title = String(uiOptions.title ?? schema.title ?? name);
  const value = (formData && typeof formData === 'object' ? formData : {}) as Record<string, unknown>;
  const requiredKeys = new Set(schema.required ?? []);
  const isLocked = disabled || readonly;
  const id = fieldPathId.$id;
  const multiline = isMultiline(schema, uiOptions);

  const change = (language: string, text: string) => {
    const next: Record<string, unknown> = { ...value, [language]: text === '' ? undefined : text };
    if (next[language] === undefined) delete next[language];
    onChange(Object.keys(next).length ? next : undefined, fieldPathId.path, undefined, `${id}_${language}`);
  };
  const objectErrors = errorsAt(errorSchema);

  return (
    <Input.Wrapper
      id={id} label={uiOptions.label === false ? undefined : title} required={required}
      description={uiOptions.description as string | undefined ?? schema.description}
      error={objectErrors.length ? objectErrors.join('\n') : undefined}
      labelProps={{ htmlFor: `${id}_en` }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={4}>
        {textLanguages.filter((language) => schema.properties?.[language]).map((language) => {
          const errors = errorsAt(errorSchema, language);
          const Text = multiline ? Textarea : TextInput;
          return (
            <Text
              key={language} {...(multiline ? { rows: 6 } : {})} id={`${id}_${language}`} name={`${id}_${language}`}
              aria-label={`${title} (${t(`shell.language.${language}`)})`}
              leftSection={<span className={classes.languageTag}>{language.toUpperCase()}</span>}
              leftSectionWidth={40}
              value={typeof value[language] === 'string' ? (value[language] as string) : ''}
              required={requiredKeys.has(language)}
              disabled={isLocked}
              error={errors.length ? errors.join('\n') : undefined}
              onChange={(event: { currentTarget: { value: string } }) => change(language, event.currentTarget.value)}
              onBlur={() => onBlur(`${id}_${language}`, value[language])}
              onFocus={() => onFocus(`${id}_${language}`, value[language])}
            />
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
