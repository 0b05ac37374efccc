/**
 * Field errors. Mantine inputs show their own errors, so the theme hides this template; but objects and
 * arrays drawn by RJSF's own fields have no input to show them, and their errors (a server message about
 * the whole object, a missing item) would vanish. Those are shown here; the rest stay hidden. Warnings the
 * form's owner hands over (`notices` in the form context) are shown under any field, in orange.
 */
import { Text } from '@mantine/core';
import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { fieldPointer, keelFormContext } from './form-context.js';
import { mainType } from './ObjectGridTemplate.js';

export function FieldErrorTemplate({ errors, fieldPathId, schema, uiSchema, registry }: FieldErrorProps) {
  const notices = keelFormContext(registry).notices?.get(fieldPointer(fieldPathId.path));
  const warnings = notices?.length ? (
    <div role="status" data-field-warning={fieldPointer(fieldPathId.path)}>
      {notices.map((notice) => <Text key={notice} size="sm" c="orange.8">⚠ {notice}</Text>)}
    </div>
  ) : null;
  if (!errors?.length) return warnings;
  const type = mainType(schema);
  const isContainer = type === 'object' || type === 'array';
  const hasOwnDisplay = Boolean(uiSchema?.['ui:field'] || uiSchema?.['ui:widget']);
  const isShown = isContainer && !hasOwnDisplay;
  return (
    <>
    {warnings}
    <div id={errorId(fieldPathId)} hidden={!isShown} role={isShown ? 'alert' : undefined}>
      {errors.map((error, index) => (
        // The messages have no identity of their own and are replaced as a whole.
        <Text key={index} size="sm" c="red">{error}</Text>
      ))}
    </div>
    </>
  );
}
