/** The kinds of `config` option a panel type declares (panel-types.ts); the designer draws one control per option. */
export type PanelConfigOption =
  /** Series ids of the chart; absent means all of them. */
  | { key: 'series'; kind: 'seriesList' }
  /** One series id (kpi, gauge, heatmap; scatter x/y; map lat/lon). */
  | { key: string; kind: 'seriesOne' }
  | { key: string; kind: 'boolean' }
  | { key: string; kind: 'integer'; min?: number; max?: number }
  | { key: string; kind: 'number' }
  /** One of a few values; absent means the first. */
  | { key: string; kind: 'choice'; values: readonly string[] }
  /** The scatter's polynomial fit: order ≥ 1 and decimals 0–10 (SPEC §5). */
  | { key: 'fit'; kind: 'fit' };
