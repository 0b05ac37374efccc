/**
 * The `config` options the designer offers per panel type, read from the catalogue (descriptors/lib/analytics/panel-types.ts):
 * the side form draws one control per option. A type the catalogue does not know gets the JSON tab only for its config.
 */
import { findPanelType, type PanelConfigOption } from '../../descriptors/lib/analytics/panel-types.js';

export type ConfigOption = PanelConfigOption;

export function optionsOf(type: string): readonly ConfigOption[] {
  return findPanelType(type)?.options ?? [];
}

/** The config a new panel starts with. */
export function defaultConfigOf(type: string): Record<string, unknown> {
  return { ...findPanelType(type)?.defaultConfig };
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : []);

/**
 * The config of a chart changing type: options the new type knows are kept, `series` turned into a list or its first
 * id as the type wants, and options of unknown types (edited in JSON) kept as they are.
 */
export function configForType(config: Record<string, unknown>, type: string): Record<string, unknown> | undefined {
  const options = findPanelType(type)?.options;
  if (!options) return Object.keys(config).length ? config : undefined;
  const next: Record<string, unknown> = {};
  for (const option of options) {
    const value = config[option.key];
    if (value === undefined) continue;
    if (option.kind === 'seriesList') next.series = asList(value);
    else if (option.kind === 'seriesOne') {
      const [first] = asList(value);
      if (first) next[option.key] = first;
    } else if (option.kind !== 'choice' || option.values.includes(value as string)) next[option.key] = value;
  }
  return Object.keys(next).length ? next : undefined;
}
