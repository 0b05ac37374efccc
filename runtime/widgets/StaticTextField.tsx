/**
 * The "staticText" field: a heading or a paragraph between a form's fields (its `ui:title`, `variant` in ui:options).
 * It holds no value and takes the whole row.
 */
import { Text, Title } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { staticTextVariant } from '../../descriptors/lib/forms/keel-fields.js';

export function StaticTextField({ uiSchema, schema, fieldPathId, registry }: FieldProps) {
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const text = String(options.title ?? schema.title ?? '');
  if (!text) return null;
  return staticTextVariant(uiSchema) === 'heading'
    ? <Title id={fieldPathId.$id} order={4} size="h5" mt={4}>{text}</Title>
    : <Text id={fieldPathId.$id} size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>{text}</Text>;
}
