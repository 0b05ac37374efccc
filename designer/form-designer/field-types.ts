/**
 * The palette: the field types the runtime's record form renders (RJSF with Keel's widgets), each as the schema and
 * uiSchema a new field starts with, and how an existing field is recognised as one of them. A number's unit and decimal
 * places are `ui:options` (unit, precision) the runtime's number input shows; the built-in forms also name it in the label.
 */
import {
  attachmentsField, attachmentsSchema, staticTextField, staticTextSchema, timeWithOffsetField, timeWithOffsetSchema, uiFieldOf,
} from '../../descriptors/lib/forms/keel-fields.js';
import { isJsonObject } from '../lib/parse-json.js';
import { isTableSchema, type Json } from './form-body.js';

export const fieldTypeIds = [
  'text', 'textarea', 'number', 'integer', 'shipTime', 'dateTime', 'position', 'select', 'reference', 'multiSelect', 'yesNo',
  'table', 'section', 'computed', 'tagValue', 'staticText', 'attachments',
] as const;
export type FieldTypeId = (typeof fieldTypeIds)[number];

export interface FieldType {
  schema: Json;
  ui?: Json;
}

const degrees = (limit: number) => ({ type: 'number', minimum: -limit, maximum: limit });
const starterChoices = ['A', 'B'];
const starterChoiceNames = [{ en: 'Option A', ru: 'Вариант A' }, { en: 'Option B', ru: 'Вариант B' }];

export const fieldTypes: Record<FieldTypeId, FieldType> = {
  text: { schema: { type: 'string', maxLength: 200 } },
  textarea: { schema: { type: 'string', maxLength: 2000 }, ui: { 'ui:widget': 'textarea' } },
  number: { schema: { type: 'number' } },
  integer: { schema: { type: 'integer' } },
  // A time on the ship's clock with its offset (SPEC timestamp with offset); the panel sets the date picker settings.
  shipTime: { schema: timeWithOffsetSchema(), ui: { 'ui:field': timeWithOffsetField, 'ui:options': { minuteResolution: 1 } } },
  dateTime: { schema: { type: 'string', format: 'date-time' } },
  position: {
    schema: { type: 'object', properties: { lat: degrees(90), lon: degrees(180) } },
    ui: { lat: { 'ui:title': { en: 'Latitude, °', ru: 'Широта, °' } }, lon: { 'ui:title': { en: 'Longitude, °', ru: 'Долгота, °' } } },
  },
  select: { schema: { type: 'string', enum: starterChoices }, ui: { 'ui:enumNames': starterChoiceNames } },
  // The logbooks' most common list; the property panel changes the resource and its key.
  reference: { schema: { type: 'string' }, ui: { 'ui:widget': 'reference', 'ui:options': { reference: { resource: 'port', key: 'unlocode' } } } },
  multiSelect: { schema: { type: 'array', uniqueItems: true, items: { type: 'string', enum: starterChoices } }, ui: { 'ui:enumNames': starterChoiceNames } },
  yesNo: { schema: { type: 'boolean' } },
  table: { schema: { type: 'array', items: { type: 'object', properties: {} } } },
  section: { schema: { type: 'object', properties: {} } },
  computed: { schema: { type: 'number' }, ui: { 'ui:options': { computed: '' } } },
  // A number the entry takes from the ship's data at its time (server/modules/elog/cluster-data.ts); the panel names the tag.
  tagValue: { schema: { type: 'number' }, ui: { 'ui:options': { measure: '' } } },
  // Its label is the text shown; it holds no value.
  staticText: { schema: staticTextSchema(), ui: { 'ui:field': staticTextField, 'ui:options': { variant: 'heading' } } },
  // Files of a logbook entry shown in the field (ids of its attachments); a registry record shows it read-only.
  attachments: { schema: attachmentsSchema(), ui: { 'ui:field': attachmentsField } },
};

const optionsOf = (ui: Json): Json => (isJsonObject(ui['ui:options']) ? ui['ui:options'] : {});

/** The palette type a field is, or undefined for a shape the palette does not make (it is still shown and editable). */
export function fieldTypeOf(schema: Json, ui: Json): FieldTypeId | undefined {
  const field = uiFieldOf(ui);
  if (field === timeWithOffsetField) return 'shipTime';
  if (field === staticTextField) return 'staticText';
  if (field === attachmentsField) return 'attachments';
  if (typeof optionsOf(ui).computed === 'string') return 'computed';
  if (typeof optionsOf(ui).measure === 'string') return 'tagValue';
  if (ui['ui:widget'] === 'reference') return 'reference';
  if (isTableSchema(schema)) return 'table';
  if (schema.type === 'object') {
    const keys = Object.keys(isJsonObject(schema.properties) ? schema.properties : {});
    return keys.length === 2 && keys.includes('lat') && keys.includes('lon') ? 'position' : 'section';
  }
  if (schema.type === 'array') return isJsonObject(schema.items) && Array.isArray(schema.items.enum) ? 'multiSelect' : undefined;
  if (Array.isArray(schema.enum)) return 'select';
  if (schema.type === 'boolean') return 'yesNo';
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'number') return 'number';
  if (schema.type === 'string') return schema.format === 'date-time' ? 'dateTime' : ui['ui:widget'] === 'textarea' ? 'textarea' : 'text';
  return undefined;
}

/** Which kinds of limit a field takes in the property panel. */
export const hasNumberLimits = (type: FieldTypeId | undefined) => type === 'number' || type === 'integer' || type === 'computed' || type === 'tagValue';
export const hasTextLimits = (type: FieldTypeId | undefined) => type === 'text' || type === 'textarea';
/** Whether the type holds a value the entry keeps (a static text holds none: no required, read-only or default). */
export const holdsValue = (type: FieldTypeId | undefined) => type !== 'staticText';
export const hasChoices = (type: FieldTypeId | undefined) => type === 'select' || type === 'multiSelect';
