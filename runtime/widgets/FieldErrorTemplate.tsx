/**
 * Field errors. Mantine inputs show their own errors, so the theme hides this template; but objects and
 * arrays drawn by RJSF's own fields have no input to show them, and their errors (a server message about
 * the whole object, a missing item) would vanish. Those are shown here; the rest stay hidden.
 */
import { Text } from '@mantine/core';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { mainType } from './ObjectGridTemplate.js';

export function FieldErrorTemplate({ errors, fieldPathId, schema, uiSchema }: FieldErrorProps) {
  if (!errors?.length) return null;
  const type = mainType(schema);
  const isContainer = type === 'object' || type === 'array';
  const hasOwnDisplay = Boolean(uiSchema?.['ui:field'] || uiSchema?.['ui:widget']);
  const isShown = isContainer && !hasOwnDisplay;
  return (
    <div id={errorId(fieldPathId)} hidden={!isShown} role={isShown ? 'alert' : undefined}>
      {errors.map((error, index) => (
        // The messages have no identity of their own and are replaced as a whole.
        <Text key={index} size="sm" c="red">{error}</Text>
      ))}
    </div>
  );
}
