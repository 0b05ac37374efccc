/** Reading a panel's config and picking and naming the series it draws. */
import { useTranslation } from 'react-i18next';
import { aggregatePoints, isAggregateKind, type AggregateKind } from '../../../../descriptors/lib/analytics/series-math.js';
import { amountOfRate, defaultAmountUnit, isRateUnit, unitLabel } from '../../../../descriptors/lib/measure-units.js';
import type { ChartData, ExtractSeries, NumericSeries } from '../analytics-api.js';

/** A config value naming one or several series ids (`"stw"` or `["stw", "sog"]`); empty when absent. */
export function idsOf(value: unknown): string[] {
  if (typeof value === 'string' && value) return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The series of the chart with these ids, in the order asked (every ship's, ships in name order so a ship keeps its
 * colour from chart to chart), or all of them when no ids are given; failed series are left out and values that are
 * not numbers become gaps.
 */
export function pickSeries(data: ChartData | undefined, ids: readonly string[]): NumericSeries[] {
  if (!data) return noSeries;
  // The same answer gives the same arrays: a panel drawn again (the page's status changed) hands ApexCharts the
  // series it already has, and the panels' memos hold.
  const key = ids.join('\u0000');
  const cached = picked.get(data)?.get(key);
  if (cached) return cached;
  const usable = (data.series ?? []).filter((s) => !s.error).map(numeric);
  const ordered = ids.length ? ids : [...new Set(usable.map((s) => s.id))];
  const series = ordered.flatMap((id) => usable.filter((s) => s.id === id).sort(byShipName));
  picked.set(data, (picked.get(data) ?? new Map()).set(key, series));
  return series;
}

const noSeries: NumericSeries[] = [];
const picked = new WeakMap<ChartData, Map<string, NumericSeries[]>>();

const shipName = (s: ExtractSeries) => s.unitName ?? s.unit ?? '';
const byShipName = (a: ExtractSeries, b: ExtractSeries) => shipName(a).localeCompare(shipName(b));

function numeric(series: ExtractSeries): NumericSeries {
  return { ...series, points: series.points.map(([t, v]) => [t, typeof v === 'number' && Number.isFinite(v) ? v : null]) };
}

/** Whether the chart's series come from more than one ship (names then carry the ship). */
export function hasSeveralUnits(series: readonly ExtractSeries[]): boolean {
  return new Set(series.map((s) => s.unit)).size > 1;
}

/**
 * Names series for legends and tables: the label, else the id; the id too when
 * series of different ids share a label (one tag under several aliases); the grouping key's own values when one id
 * of one ship has several series (`SHIP-CONSUMER-*-ME-*` → "ME HFO", "ME MGO"); the ship when several — only the ship when
 * every series is the same one of different ships.
 */
export function useSeriesName(series: readonly ExtractSeries[]): (s: ExtractSeries) => string {
  const withUnit = hasSeveralUnits(series);
  // The server writes the label in the request's language: it is text to show, never a translation key.
  const labelOf = (s: ExtractSeries) => s.label || s.id;
  const idsByLabel = new Map<string, Set<string>>();
  for (const s of series) idsByLabel.set(labelOf(s), (idsByLabel.get(labelOf(s)) ?? new Set()).add(s.id));
  const keyText = useKeyValueText(series);
  // Ship against ship (one series of several ships): the chart's title says what is drawn, the legend names the ships.
  const isShipsOnly = withUnit && new Set(series.map((s) => s.id)).size === 1;
  return (s) => {
    const label = labelOf(s);
    const named = label !== s.id && (idsByLabel.get(label)?.size ?? 0) > 1 ? `${label} (${s.id})` : label;
    const extra = keyText(s);
    if (isShipsOnly && s.unit) return extra ? `${s.unitName ?? s.unit} · ${extra}` : s.unitName ?? s.unit;
    const withKey = extra ? `${named} · ${extra}` : named;
    return withUnit && s.unit ? `${withKey} · ${s.unitName ?? s.unit}` : withKey;
  };
}

/** A grouping-key value as users read it: the name the answer gives it (a fuel category's), else the code. */
export function keyLabelOf(s: Pick<ExtractSeries, 'keyValues' | 'keyLabels'>, key: string): string {
  return s.keyLabels?.[key] ?? (s.keyValues?.[key] ?? '').replace(/_/g, '/');
}

/** A series' grouping-key parts besides the ship, as codes and as shown (answers without `keyValues`: the key's own parts). */
function keyPartsOf(s: ExtractSeries): { value: string; label: string }[] {
  const keys = Object.keys(s.keyValues ?? {});
  if (keys.length) return keys.map((key) => ({ value: s.keyValues![key], label: keyLabelOf(s, key) }));
  return (s.groupingKey ?? '').split('-').slice(2).filter((part) => part !== s.unit).map((part) => ({ value: part, label: part }));
}

/**
 * The grouping-key values that tell apart the series one id has for one ship (`SHIP-CONSUMER-*-ME-*` matching
 * "…-ME-HFO" and "…-ME-MDO_MGO" → the names of HFO and MDO/MGO): only the parts that differ, empty for a lone series.
 */
function useKeyValueText(series: readonly ExtractSeries[]): (s: ExtractSeries) => string {
  const groups = new Map<string, string[][]>();
  for (const s of series) groups.set(`${s.id}|${s.unit}`, [...(groups.get(`${s.id}|${s.unit}`) ?? []), keyPartsOf(s).map((p) => p.value)]);
  return (s) => {
    const siblings = groups.get(`${s.id}|${s.unit}`) ?? [];
    if (siblings.length < 2 || !s.groupingKey) return '';
    return keyPartsOf(s).filter((part, i) => siblings.some((other) => other[i] !== part.value)).map((part) => part.label).join(' ');
  };
}

/**
 * Short names for lists of one series per line (KPI, gauge, heatmap rows): the ship, with the grouping key's own
 * values when one ship has several series of the id, and the series name when the list mixes ids.
 */
export function useLineName(series: readonly ExtractSeries[]): (s: ExtractSeries) => string {
  const nameOf = useSeriesName(series);
  const keyText = useKeyValueText(series);
  const isOneId = new Set(series.map((s) => s.id)).size === 1;
  // One ship (a ship dashboard): its lines differ by fuel or consumer only, and the ship is named above the page.
  const isOneShip = new Set(series.map((s) => s.unit)).size === 1;
  return (s) => {
    if (!isOneId || !s.unit) return nameOf(s);
    const extra = keyText(s);
    if (isOneShip && extra) return extra;
    return extra ? `${s.unitName ?? s.unit} · ${extra}` : s.unitName ?? s.unit;
  };
}

/** Measure units in the user's language (`kg/h` → «кг/ч», `degC` → «°C»), from the one catalogue of descriptors/lib. */
export function useUnitLabel(): (unit: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return (unit) => unitLabel(unit, i18n.language);
}

/**
 * How a panel totals series over its period: `config.aggregate` when given, else `fallback` — except that a rate
 * (kg/h, t/d, kW) is totalled over time into an amount (`config.unit`, else the catalogue's: kg/h → kg), so the
 * fuel of 30 days reads the same in hourly or daily buckets. `unit` is what the numbers are in.
 */
export function totalling(config: Record<string, unknown>, measureUnit: string | null | undefined, fallback: AggregateKind) {
  const asked = isAggregateKind(config.aggregate) ? config.aggregate : undefined;
  const configUnit = typeof config.unit === 'string' ? config.unit : undefined;
  const isTotal = asked === 'total' || (asked === undefined && fallback === 'sum' && isRateUnit(measureUnit));
  if (isTotal && measureUnit) {
    const amountUnit = configUnit ?? defaultAmountUnit(measureUnit) ?? measureUnit;
    return { kind: 'total' as const, unit: amountUnit, valueOf: (s: NumericSeries, bucketSeconds?: number) => {
      const valueSeconds = aggregatePoints(s.points, 'total', bucketSeconds);
      return valueSeconds === null ? null : amountOfRate(valueSeconds, s.measureUnit ?? measureUnit, 1, amountUnit) ?? null;
    } };
  }
  const kind: AggregateKind = asked && asked !== 'total' ? asked : fallback;
  return { kind, unit: configUnit ?? measureUnit ?? '', valueOf: (s: NumericSeries) => aggregatePoints(s.points, kind) };
}

/** "label, unit" for axis titles and table headers (the unit already in the user's language). */
export function withMeasureUnit(name: string, measureUnit: string | null | undefined): string {
  return measureUnit ? `${name}, ${measureUnit}` : name;
}

/** A series' identity in a chart: its id, ship and grouping key (one ship's `me` of HFO and of MGO are two). */
export function seriesKey(s: Pick<ExtractSeries, 'id' | 'unit' | 'groupingKey'>): string {
  return `${s.id}|${s.unit}|${s.groupingKey ?? ''}`;
}
