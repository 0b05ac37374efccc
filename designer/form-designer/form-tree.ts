/** The fields of a form body as the designer's tree shows them: sections and tables with their fields, in form order. */
import type { LocalText } from '../../descriptors/lib/text.js';
import { uiFieldOf } from '../../descriptors/lib/forms/keel-fields.js';
import { isJsonObject } from '../lib/parse-json.js';
import {
  containerSchema, containerUiKeys, fieldUi, isTableSchema, orderOf, propertiesOf, uiAt, type FieldPath, type FormDraft,
} from './form-body.js';
import { fieldTypeOf, type FieldTypeId } from './field-types.js';

export type FieldNodeKind = 'section' | 'table' | 'field';

export interface FieldNode {
  path: string[];
  code: string;
  kind: FieldNodeKind;
  /** The palette type it is; undefined for a shape the palette does not make. */
  type: FieldTypeId | undefined;
  label: LocalText | undefined;
  isRequired: boolean;
  children: FieldNode[];
}

const isLabel = (value: unknown): value is LocalText => typeof value === 'string' || (isJsonObject(value) && typeof value.en === 'string');

export function fieldTree(body: FormDraft, parent: FieldPath = []): FieldNode[] {
  const container = containerSchema(body.schema, parent);
  if (!container) return [];
  const required = Array.isArray(container.required) ? container.required : [];
  const properties = propertiesOf(container);
  return orderOf(container, uiAt(body.uiSchema, containerUiKeys(body.schema, parent))).flatMap((code) => {
    const schema = properties[code];
    if (!isJsonObject(schema)) return [];
    const path = [...parent, code];
    const ui = fieldUi(body, path);
    // A field of Keel's own (a time with offset) stores an object but is one input, not a section.
    const kind: FieldNodeKind = uiFieldOf(ui) ? 'field' : isTableSchema(schema) ? 'table' : schema.type === 'object' ? 'section' : 'field';
    const label = ui['ui:title'] ?? schema.title;
    return [{
      path, code, kind, type: fieldTypeOf(schema, ui), label: isLabel(label) ? label : undefined, isRequired: required.includes(code),
      children: kind === 'field' ? [] : fieldTree(body, path),
    }];
  });
}

/** The tree's nodes top to bottom, as the keyboard walks them. */
export const flattenTree = (nodes: readonly FieldNode[]): FieldNode[] => nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
