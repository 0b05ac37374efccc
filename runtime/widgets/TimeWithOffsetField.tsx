/**
 * The "timeWithOffset" field: a SPEC timestamp with offset in a form, entered on the ship's clock with the field's
 * date picker settings (`ui:options` useTime, useOffset, minuteResolution, selectableOffsets). A new value starts at
 * the offset the form is filled at (the entry's, from the form context).
 */
import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { TimestampWithOffset } from '../../descriptors/lib/elog/time-with-offset.js';
import { timeFieldSettings } from '../../descriptors/lib/forms/keel-fields.js';
import { keelFormContext } from './form-context.js';
import { TimeWithOffsetInput } from './TimeWithOffsetInput.js';

const isTime = (value: unknown): value is TimestampWithOffset =>
  typeof value === 'object' && value !== null && typeof (value as TimestampWithOffset).timestamp === 'number' && typeof (value as TimestampWithOffset).offset === 'number';

export function TimeWithOffsetField({ uiSchema, schema, name, formData, onChange, fieldPathId, required, disabled, readonly, rawErrors, errorSchema, registry }: FieldProps) {
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const { defaultOffset } = keelFormContext(registry);
  const errors = [...(rawErrors ?? []), ...((errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [])];
  return (
    <div id={fieldPathId.$id}>
      <TimeWithOffsetInput
        label={String(options.title ?? schema.title ?? name)} value={isTime(formData) ? formData : null} settings={timeFieldSettings(uiSchema)}
        defaultOffset={defaultOffset} required={required} readOnly={disabled || readonly}
        error={errors.length ? [...new Set(errors)].join(' ') : undefined}
        onChange={(value) => onChange(value ?? undefined, fieldPathId.path)}
      />
    </div>
  );
}
