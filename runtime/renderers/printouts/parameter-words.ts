/**
 * A kept run's parameters in words, for the list of printouts made so far: each parameter under its title (the
 * uiSchema's `ui:title`, else the schema's `title`, else its name) with its value as a reader knows it (a ship by name).
 */
import type { LocalText } from '../../../descriptors/lib/text.js';
import { isJsonObject } from '../../../descriptors/lib/json-object.js';

export interface ParameterWordsContext {
  /** The printout's parameter schema and uiSchema (PrintoutDetail). */
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  /** A text of the descriptor ({en, ru}, an i18n key or plain) in the interface language. */
  translate(text: LocalText): string;
  /** A value of a `ship` parameter (a unit id) as the ship's name; undefined when unknown. */
  shipName(id: string): string | undefined;
  /** Yes and No. */
  yesNo(value: boolean): string;
}

const isLocalText = (value: unknown): value is LocalText => typeof value === 'string' || (isJsonObject(value) && typeof value.en === 'string');

/** `Ship: Nordic Ore · Year: 2026`, in the schema's order of properties, then any the schema does not name. */
export function parametersInWords(parameters: Record<string, unknown>, context: ParameterWordsContext): string {
  const properties = isJsonObject(context.schema.properties) ? context.schema.properties : {};
  const names = [...Object.keys(properties).filter((name) => Object.hasOwn(parameters, name)), ...Object.keys(parameters).filter((name) => !Object.hasOwn(properties, name))];
  return names
    .filter((name) => parameters[name] !== undefined && parameters[name] !== null && parameters[name] !== '')
    .map((name) => `${titleOf(name, properties[name], context)}: ${valueInWords(parameters[name], context.uiSchema[name], context)}`)
    .join(' · ');
}

function titleOf(name: string, property: unknown, context: ParameterWordsContext): string {
  const ui = context.uiSchema[name];
  const uiTitle = isJsonObject(ui) ? ui['ui:title'] : undefined;
  if (isLocalText(uiTitle)) return context.translate(uiTitle);
  const title = isJsonObject(property) ? property.title : undefined;
  return isLocalText(title) ? context.translate(title) : name;
}

function valueInWords(value: unknown, ui: unknown, context: ParameterWordsContext): string {
  if (Array.isArray(value)) return value.map((item) => valueInWords(item, ui, context)).join(', ');
  if (typeof value === 'boolean') return context.yesNo(value);
  if (isJsonObject(value)) return JSON.stringify(value);
  const text = String(value);
  return isJsonObject(ui) && ui['ui:widget'] === 'ship' ? context.shipName(text) ?? text : text;
}
