/**
 * Keel's own RJSF widgets, fields and templates (DESIGN §3 registries). Descriptors name widgets and
 * fields in their uiSchema (`"ui:widget": "reference"`, `"ui:field": "localText"`); an unknown name is
 * RJSF's business and shows its "unsupported" notice in the field's place, the rest of the form renders.
 */
import type { ComponentType } from 'react';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { Registry, type RegistryEntry } from '../../descriptors/lib/registry.js';
import { ArraySectionTemplate } from './ArraySectionTemplate.js';
import { AttachmentsField } from './AttachmentsField.js';
import { FieldErrorTemplate } from './FieldErrorTemplate.js';
import { JsonField } from './JsonField.js';
import { LocalTextField } from './LocalTextField.js';
import { NumberKeepingInputTemplate } from './NumberKeepingInputTemplate.js';
import { ObjectGridTemplate } from './ObjectGridTemplate.js';
import { ReferenceWidget } from './ReferenceWidget.js';
import { ShipWidget } from './ShipWidget.js';
import { StaticTextField } from './StaticTextField.js';
import { TimeWithOffsetField } from './TimeWithOffsetField.js';
import { attachmentsField, staticTextField, timeWithOffsetField } from '../../descriptors/lib/forms/keel-fields.js';

export type FormPartEntry = RegistryEntry & (
  | { kind: 'widget'; component: ComponentType<WidgetProps> }
  | { kind: 'field'; component: ComponentType<FieldProps> }
);

export const formPartRegistry = new Registry<FormPartEntry>('form widget', [
  { id: 'reference', name: 'Reference select', kind: 'widget', component: ReferenceWidget },
  { id: 'localText', name: 'Text in English and Russian', kind: 'field', component: LocalTextField, aliases: ['local-text'] },
  { id: 'json', name: 'JSON text', kind: 'field', component: JsonField },
  { id: timeWithOffsetField, name: 'Time on the ship\'s clock', kind: 'field', component: TimeWithOffsetField },
  { id: staticTextField, name: 'Heading or text', kind: 'field', component: StaticTextField },
  { id: attachmentsField, name: 'Files of the entry', kind: 'field', component: AttachmentsField },
  { id: 'ship', name: 'Ship of the user', kind: 'widget', component: ShipWidget },
]);

/** The widgets and fields to hand to an RJSF form, each under its id and aliases. */
export function keelWidgetsAndFields(): { widgets: RegistryWidgetsType; fields: RegistryFieldsType } {
  const widgets: RegistryWidgetsType = {};
  const fields: RegistryFieldsType = {};
  for (const entry of formPartRegistry.list()) {
    for (const key of [entry.id, ...(entry.aliases ?? [])]) {
      if (entry.kind === 'widget') widgets[key] = entry.component;
      else fields[key] = entry.component;
    }
  }
  return { widgets, fields };
}

/** Templates that replace the Mantine theme's. */
export const keelTemplates: Partial<TemplatesType> = {
  ObjectFieldTemplate: ObjectGridTemplate,
  ArrayFieldTemplate: ArraySectionTemplate,
  FieldErrorTemplate,
  BaseInputTemplate: NumberKeepingInputTemplate,
};
