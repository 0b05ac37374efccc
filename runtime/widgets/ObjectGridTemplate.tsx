/**
 * Objects laid out as a responsive grid: as many columns of at least 240 px as the dialog holds, with
 * nested objects, arrays, {en, ru} texts and text areas across the full width (`ui:options.wide`), and a field
 * with `ui:options.span: 2` across two columns where there are two. The root object shows
 * no title (the dialog has one); nested objects get a small section heading.
 */
import { Box, Group, Text } from '@mantine/core';
import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';
import { isTimeWithOffset } from '../../descriptors/lib/forms/keel-fields.js';
import classes from './widgets.module.css';

const wideWidgets = new Set(['textarea', 'reference-multiple']);

/** The schema's type, or the first one that is not "null" of a list of types (["object", "null"]). */
export function mainType(schema: RJSFSchema | undefined): string | undefined {
  const type = schema?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

/** Whether a property takes the whole row of the grid. */
export function isWideProperty(schema: RJSFSchema | undefined, uiSchema: UiSchema | undefined): boolean {
  const options = getUiOptions(uiSchema);
  if (options.wide === true) return true;
  if (options.wide === false) return false;
  // Keel's fields ({en, ru} texts, JSON, headings) take the row; a time with offset is one input like any other.
  if (typeof uiSchema?.['ui:field'] === 'string') return !isTimeWithOffset(uiSchema);
  if (typeof options.widget === 'string' && wideWidgets.has(options.widget)) return true;
  const type = mainType(schema);
  if (type === 'object') return true;
  if (type === 'array') return !(options.widget === 'reference');
  return false;
}

export function ObjectGridTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, disabled, readonly, schema, uiSchema, fieldPathId, formData, registry, onAddProperty, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const isRoot = fieldPathId.path.length === 0;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const visible = properties.filter((property) => !property.hidden);
  const hidden = properties.filter((property) => property.hidden);

  return (
    <Box id={fieldPathId.$id} className={isRoot ? undefined : classes.section}>
      {!isRoot && title && (
        <Group justify="space-between" mb={6}>
          <Text id={titleId(fieldPathId)} component="h3" size="sm" fw={600} m={0}>{title}</Text>
          {!readonly && !disabled && optionalDataControl}
        </Group>
      )}
      {description && (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      )}
      <div className={classes.grid}>
        {visible.map((property) => {
          const propertySchema = schema.properties?.[property.name] as RJSFSchema | undefined;
          const propertyUi = uiSchema?.[property.name] as UiSchema | undefined;
          const width = isWideProperty(propertySchema, propertyUi) ? classes.wide : getUiOptions(propertyUi).span === 2 ? classes.span2 : undefined;
          return <div key={property.name} className={width}>{property.content}</div>;
        })}
      </div>
      {hidden.map((property) => <div key={property.name} hidden>{property.content}</div>)}
      {canExpand(schema, uiSchema, formData) && (
        <Group mt="xs" justify="flex-end">
          <AddButton id={buttonId(fieldPathId, 'add')} disabled={disabled || readonly} onClick={onAddProperty} uiSchema={uiSchema} registry={registry} />
        </Group>
      )}
    </Box>
  );
}
