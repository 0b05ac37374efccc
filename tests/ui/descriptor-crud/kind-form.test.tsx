import { describe, expect, it } from 'vitest';
import { alarmDefinitionSchema } from '../../../descriptors/kinds/alarm-definition/alarm-definition.schema.js';
import { artifactDescriptorSchema } from '../../../descriptors/kinds/artifact-descriptor/artifact-descriptor.schema.js';
import { elogConfigSchema } from '../../../descriptors/kinds/elog-config/elog-config.schema.js';
import { formSchema } from '../../../descriptors/kinds/form/form.schema.js';
import { CompactRowTemplate } from '../../../runtime/renderers/descriptor-crud/CompactRowTemplate.js';
import { codeOf, kindForm, toBody, toFormData, type TextOfString } from '../../../runtime/renderers/descriptor-crud/kind-form.js';
import { descriptorCrudConfigOf } from '../../../runtime/renderers/descriptor-crud/screen-config.js';

const keys = new Set(['descriptorCrud.field.name', 'descriptorCrud.field.code', 'descriptorCrud.help.elog-config.params.dayStartsAt', 'menu.deck']);
const hasKey = (key: string) => keys.has(key);
const textOf: TextOfString = (text) => (text === 'menu.deck' ? { en: 'Deck log', ru: 'Судовой журнал' } : { en: text });

/** A JSON tree, read by path in the assertions. */
interface Tree { readonly [key: string]: Tree }

describe('kind form', () => {
  const config = kindForm(elogConfigSchema, { kind: 'elog-config', title: 'Groups', codeField: 'eLogCode', hasKey });
  const properties = config.definition.schema.properties as unknown as Tree;

  it('edits {en, ru} texts with the two-language field, also inside objects and lists', () => {
    expect(properties.config.properties.name).toMatchObject({ type: 'object', required: ['en'], title: 'descriptorCrud.field.name' });
    expect(config.definition.uiSchema).toMatchObject({
      config: { name: { 'ui:field': 'localText' } },
      groups: { items: { name: { 'ui:field': 'localText' } } },
    });
  });

  it('labels and explains fields through the locales, hides the built-in marker and locks the code once saved', () => {
    expect(properties.params.properties.dayStartsAt.description).toBe('descriptorCrud.help.elog-config.params.dayStartsAt');
    expect(properties.params.properties.printLayout.title).toBe('printLayout');
    expect(config.definition.uiSchema).toMatchObject({ system: { 'ui:widget': 'hidden' }, eLogCode: { 'ui:options': { readonlyOnEdit: true } } });
    expect(config.isCodeInBody).toBe(true);
    expect(codeOf(config, { eLogCode: ' DECK ' })).toBe('DECK');
  });

  it('draws the objects of a list as compact rows, with help below checkboxes and lists', () => {
    const withHelp = kindForm(elogConfigSchema, { kind: 'elog-config', title: 'Groups', codeField: 'eLogCode', hasKey: (key) => key.startsWith('descriptorCrud.') });
    const ui = withHelp.definition.uiSchema as unknown as Tree;
    expect(ui.groups.items['ui:ObjectFieldTemplate']).toBe(CompactRowTemplate);
    expect(ui.groups['ui:help']).toBe('descriptorCrud.help.elog-config.groups');
    expect(ui.config.ignoreCardinality['ui:help']).toBe('descriptorCrud.help.elog-config.config.ignoreCardinality');
    const groupProperties = (withHelp.definition.schema.properties.groups.items as unknown as Tree).properties;
    expect(groupProperties.code.description).toBeUndefined();
  });

  it('edits the objects a meta-schema leaves open as JSON, and adds a code field to kinds whose body has none', () => {
    const form = kindForm(formSchema, { kind: 'form', title: 'Forms', hasKey });
    expect(form.definition.uiSchema).toMatchObject({ schema: { 'ui:field': 'json' }, uiSchema: { 'ui:field': 'json' }, title: { 'ui:field': 'localText' } });
    expect(form.definition.uiSchema).toMatchObject({ description: { 'ui:widget': 'textarea' } });
    expect(form.isCodeInBody).toBe(false);
    expect(Object.keys(form.definition.schema.properties)[0]).toBe('code');
    expect(form.definition.schema.required).toEqual(['code', 'title', 'usage', 'schema']);
    const data = toFormData(form, 'ELOG_X', { title: { en: 'X' }, usage: 'CUSTOMIZER', schema: { type: 'object' } }, textOf);
    expect(data.code).toBe('ELOG_X');
    expect(toBody(form, data, undefined, textOf)).toEqual({ title: { en: 'X' }, usage: 'CUSTOMIZER', schema: { type: 'object' } });
  });

  it('edits a script (an artifact descriptor\'s example) in a tall text area, and short codes in inputs', () => {
    const form = kindForm(artifactDescriptorSchema, { kind: 'artifact-descriptor', title: 'Artifact descriptors', hasKey });
    expect(form.definition.uiSchema).toMatchObject({ example: { 'ui:widget': 'textarea', 'ui:options': { rows: 14 } } });
    expect(form.definition.uiSchema).not.toHaveProperty('targetTag');
  });

  it('shows texts stored as strings in both languages and saves them back unchanged unless edited', () => {
    const body = { eLogCode: 'DECK', config: { code: 'DECK', name: 'menu.deck', workflowType: 'SEQUENCE' }, groups: [{ code: 'A', name: 'Plain' }] };
    const data = toFormData(config, 'DECK', body, textOf) as unknown as Tree;
    expect(data.config.name).toEqual({ en: 'Deck log', ru: 'Судовой журнал' });
    expect(data.groups[0].name).toEqual({ en: 'Plain' });
    expect(toBody(config, data, body, textOf)).toEqual(body);
    const edited = { ...data, groups: [{ code: 'A', name: { en: 'Plain', ru: 'Простой' } }] };
    expect(toBody(config, edited, body, textOf)).toEqual({ ...body, groups: [{ code: 'A', name: { en: 'Plain', ru: 'Простой' } }] });
  });
});

describe('screen config', () => {
  it('reads the kind, the columns, the filter and the code field', () => {
    expect(descriptorCrudConfigOf({ kind: 'elog-sequence', columns: [{ field: 'code' }, { field: '$.name', title: 'x.y' }, { title: 'no field' }], filterField: 'eLog' }))
      .toEqual({ kind: 'elog-sequence', columns: [{ field: 'code', title: undefined }, { field: 'name', title: 'x.y' }], filterField: 'eLog', codeField: undefined });
    expect(descriptorCrudConfigOf({ kind: 'workflow-status' })?.columns).toEqual([{ field: 'code' }]);
    expect(descriptorCrudConfigOf({ kind: 'nope' })).toBeUndefined();
    expect(descriptorCrudConfigOf(undefined)).toBeUndefined();
  });

  it('draws each alternative of a condition as its own form, chosen by its translated name, across the full width', () => {
    const alarm = kindForm(alarmDefinitionSchema as unknown as Record<string, unknown>, { kind: 'alarm-definition', title: 'Alarms', hasKey: (key) => key.startsWith('descriptorCrud.') });
    const condition = (alarm.definition.schema.properties as unknown as Tree).condition as unknown as { title: string; oneOf: Tree[] };
    expect(condition.title).toBe('descriptorCrud.field.condition');
    expect(condition.oneOf.map((o) => o.title)).toEqual(['threshold', 'rate', 'stale', 'deviation', 'expression', 'document-expiry', 'elog-deadline']
      .map((type) => `descriptorCrud.variant.${type}`));
    const threshold = condition.oneOf[0] as unknown as { properties: Tree; anyOf?: unknown };
    expect(threshold.properties.high.title).toBe('descriptorCrud.field.high');
    expect(threshold.anyOf).toBeUndefined();
    const reference = (condition.oneOf[3] as unknown as { properties: { reference: { oneOf: Tree[] } } }).properties.reference;
    expect(reference.oneOf.map((o) => o.title)).toEqual(['descriptorCrud.field.value', 'descriptorCrud.field.shipField']);
    expect((alarm.definition.uiSchema as unknown as Tree).condition).toMatchObject({ type: { 'ui:widget': 'hidden' }, 'ui:options': { wide: true } });
  });
});
