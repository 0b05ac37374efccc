/** The built-in logbook descriptors (every elog kind and the ELOG_ forms) by code, and walkers over their forms and texts, for the built-in tests of each kind. */
import type { DescriptorBody, DescriptorKind } from '../../descriptors/kinds/index.js';
import { readBuiltins } from '../../server/modules/descriptors/builtins.js';
import shipTags from '../../seeds/reference/ship-tags.json' with { type: 'json' };

export type Body = Record<string, unknown>;
export type Text = { en?: unknown; ru?: unknown };

export type EntryDescriptor = DescriptorBody<'elog-entry-descriptor'>;
export type FormBody = DescriptorBody<'form'>;
export type PermissionSet = DescriptorBody<'elog-permission'>;

export const elogKinds: DescriptorKind[] = ['elog-config', 'elog-entry-descriptor', 'elog-sequence', 'workflow-status', 'elog-permission'];
export const builtins = readBuiltins();
const ofKind = <K extends DescriptorKind>(kind: K) => new Map(builtins.filter((b) => b.kind === kind).map((b) => [b.code, b.body as DescriptorBody<K>]));
export const configs = ofKind('elog-config');
export const entries = ofKind('elog-entry-descriptor');
export const sequences = ofKind('elog-sequence');
export const statuses = ofKind('workflow-status');
export const permissionSets = ofKind('elog-permission');
export const forms = ofKind('form');
export const elogForms = new Map([...forms].filter(([code]) => code.startsWith('ELOG_')));
export const tagCodes = new Set(shipTags.map((tag) => tag.tag));

export const isObject = (value: unknown): value is Body => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
export const uiOptions = (ui: unknown): Body => (isObject(ui) && isObject(ui['ui:options']) ? ui['ui:options'] : {});

/** Every schema node of a form with its uiSchema node and its dotted path (array items add nothing to the path). */
export function fields(schema: Body, ui: Body, path = ''): { path: string; schema: Body; ui: Body }[] {
  const out: { path: string; schema: Body; ui: Body }[] = [];
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Body>)) {
    const childUi = isObject(ui[name]) ? ui[name] : {};
    const childPath = path ? `${path}.${name}` : name;
    out.push({ path: childPath, schema: child, ui: childUi });
    if (child.type === 'object') out.push(...fields(child, childUi, childPath));
    if (child.type === 'array' && isObject(child.items)) {
      const items = child.items;
      const itemsUi = isObject(childUi.items) ? childUi.items : {};
      out.push({ path: `${childPath}[]`, schema: items, ui: itemsUi });
      if (items.type === 'object') out.push(...fields(items, itemsUi, `${childPath}[]`));
    }
  }
  return out;
}
export const formFields = (code: string) => {
  const form = forms.get(code)!;
  return fields(form.schema, form.uiSchema ?? {});
};
/** The ORB item numbers a form declares (ui:options.item), in form order. */
export const itemsOf = (code: string) => formFields(code).map((f) => uiOptions(f.ui).item).filter((item): item is string => typeof item === 'string');

/** Every {en, ru} text in a body, with where it is. */
export function texts(value: unknown, where: string, out: { where: string; text: Body }[] = []): { where: string; text: Body }[] {
  if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${where}/${i}`, out));
  else if (isObject(value)) {
    if ('en' in value) out.push({ where, text: value });
    else for (const [key, child] of Object.entries(value)) texts(child, `${where}/${key}`, out);
  }
  return out;
}
export const hasBothLanguages = (text: unknown) =>
  isObject(text) && typeof text.en === 'string' && text.en.trim() !== '' && typeof text.ru === 'string' && text.ru.trim() !== '';
