/** The columns of a crud table: the descriptor's list.columns, or the first simple fields of its schema. */
import type { ResourceColumn, ResourceDefinition, ResourceReference } from '../../../descriptors/lib/resource.js';
import { isLocalTextSchema } from '../../widgets/LocalTextField.js';
import type { RJSFSchema } from '@rjsf/utils';
import { fieldSchema } from './display-value.js';
import type { TranslateText } from './form-schema.js';

const fallbackColumnCount = 6;

export function listColumnsOf(definition: ResourceDefinition): ResourceColumn[] {
  if (definition.list?.columns?.length) return definition.list.columns;
  return Object.entries(definition.schema.properties)
    .filter(([, schema]) => (schema.type !== 'object' && schema.type !== 'array') || isLocalTextSchema(schema as RJSFSchema))
    .slice(0, fallbackColumnCount)
    .map(([field]) => ({ field, sortable: true }));
}

/** The column's title, else its field's schema title, else the field name. */
export function columnTitle(definition: ResourceDefinition, column: ResourceColumn, translate: TranslateText): string {
  if (column.title) return translate(column.title);
  const title = fieldSchema(definition, column.field)?.title;
  return title ? translate(title) : column.field;
}

export function isBooleanField(definition: ResourceDefinition, field: string): boolean {
  return fieldSchema(definition, field)?.type === 'boolean';
}

/** The references of the given columns' fields, by field. */
export function columnReferences(definition: ResourceDefinition, columns: readonly ResourceColumn[]): Record<string, ResourceReference> {
  const references = definition.references ?? {};
  return Object.fromEntries(columns.filter((c) => references[c.field]).map((c) => [c.field, references[c.field]]));
}
