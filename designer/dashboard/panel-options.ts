/**
 * The `config` options of each panel type the designer offers (docs/analytics.md, panel types), as data: the side
 * form draws one control per option. A type missing here gets the JSON tab only for its config.
 */
export type ConfigOption =
  /** Series ids of the chart; absent means all of them. */
  | { key: 'series'; kind: 'seriesList' }
  /** One series id (kpi, gauge, heatmap; scatter x/y; map lat/lon). */
  | { key: string; kind: 'seriesOne' }
  | { key: string; kind: 'boolean' }
  | { key: string; kind: 'integer'; min?: number; max?: number }
  | { key: string; kind: 'number' }
  /** The scatter's polynomial fit: order ≥ 1 and decimals 0–10 (SPEC §5). */
  | { key: 'fit'; kind: 'fit' };

const seriesList = { key: 'series', kind: 'seriesList' } as const;
const seriesOne = { key: 'series', kind: 'seriesOne' } as const;
const flag = (key: string) => ({ key, kind: 'boolean' }) as const;
const precision = { key: 'precision', kind: 'integer', min: 0, max: 10 } as const;

export const panelOptions: Record<string, readonly ConfigOption[]> = {
  timeseries: [seriesList, flag('area'), flag('stacked')],
  bar: [seriesList, flag('stacked')],
  table: [seriesList, flag('latestOnly'), flag('perShip'), precision],
  donut: [seriesList, precision],
  kpi: [seriesOne, precision, flag('trend'), flag('higherIsBetter')],
  gauge: [seriesOne, { key: 'min', kind: 'number' }, { key: 'max', kind: 'number' }, precision],
  heatmap: [seriesOne],
  scatter: [{ key: 'x', kind: 'seriesOne' }, { key: 'y', kind: 'seriesOne' }, { key: 'fit', kind: 'fit' }],
  map: [{ key: 'lat', kind: 'seriesOne' }, { key: 'lon', kind: 'seriesOne' }],
};

export function optionsOf(type: string): readonly ConfigOption[] {
  return panelOptions[type] ?? [];
}

/** The config a new panel starts with. */
export function defaultConfigOf(type: string): Record<string, unknown> {
  if (type === 'map') return { lat: 'LAT', lon: 'LON' };
  return {};
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : []);

/**
 * The config of a chart changing type: options the new type knows are kept, `series` turned into a list or its first
 * id as the type wants, and options of unknown types (edited in JSON) kept as they are.
 */
export function configForType(config: Record<string, unknown>, type: string): Record<string, unknown> | undefined {
  const options = panelOptions[type];
  if (!options) return Object.keys(config).length ? config : undefined;
  const next: Record<string, unknown> = {};
  for (const option of options) {
    const value = config[option.key];
    if (value === undefined) continue;
    if (option.kind === 'seriesList') next.series = asList(value);
    else if (option.kind === 'seriesOne') {
      const [first] = asList(value);
      if (first) next[option.key] = first;
    } else next[option.key] = value;
  }
  return Object.keys(next).length ? next : undefined;
}
