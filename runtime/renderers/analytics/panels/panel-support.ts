/** Reading a panel's config and picking and naming the series it draws. */
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../../descriptors/lib/text.js';
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
 * The series of the chart with these ids, in the order asked (every ship's), or all of them when no ids are given;
 * failed series are left out and values that are not numbers become gaps.
 */
export function pickSeries(data: ChartData | undefined, ids: readonly string[]): NumericSeries[] {
  const usable = (data?.series ?? []).filter((s) => !s.error).map(numeric);
  if (!ids.length) return usable;
  return ids.flatMap((id) => usable.filter((s) => s.id === id));
}

function numeric(series: ExtractSeries): NumericSeries {
  return { ...series, points: series.points.map(([t, v]) => [t, typeof v === 'number' && Number.isFinite(v) ? v : null]) };
}

/** Whether the chart's series come from more than one ship (names then carry the ship). */
export function hasSeveralUnits(series: readonly ExtractSeries[]): boolean {
  return new Set(series.map((s) => s.unit)).size > 1;
}

/**
 * Names series for legends and tables: the label (an {en, ru} map, a key or text), else the id; the id too when
 * series of different ids share a label (one tag under several aliases); the grouping key's own values when one id
 * of one ship has several series (`SHIP-CONSUMER-*-ME-*` → "ME HFO", "ME MGO"); the ship when several.
 */
export function useSeriesName(series: readonly ExtractSeries[]): (s: ExtractSeries) => string {
  const { t, i18n } = useTranslation();
  const withUnit = hasSeveralUnits(series);
  const labelOf = (s: ExtractSeries) => (s.label ? resolveText(s.label, i18n.language, (key) => t(key, { defaultValue: key })) : s.id);
  const idsByLabel = new Map<string, Set<string>>();
  for (const s of series) idsByLabel.set(labelOf(s), (idsByLabel.get(labelOf(s)) ?? new Set()).add(s.id));
  const keyText = useKeyValueText(series);
  return (s) => {
    const label = labelOf(s);
    const named = label !== s.id && (idsByLabel.get(label)?.size ?? 0) > 1 ? `${label} (${s.id})` : label;
    const extra = keyText(s);
    const withKey = extra ? `${named} ${extra}` : named;
    return withUnit && s.unit ? `${withKey} · ${s.unitName ?? s.unit}` : withKey;
  };
}

/**
 * The grouping-key values that tell apart the series one id has for one ship (`SHIP-CONSUMER-*-ME-*` matching
 * "…-ME-HFO" and "…-ME-MDO_MGO" → "HFO", "MDO_MGO"): only the parts that differ, empty for a lone series.
 */
function useKeyValueText(series: readonly ExtractSeries[]): (s: ExtractSeries) => string {
  const partsOf = (s: ExtractSeries) => (s.groupingKey ?? '').split('-').slice(2).filter((part) => part !== s.unit);
  const groups = new Map<string, string[][]>();
  for (const s of series) groups.set(`${s.id}|${s.unit}`, [...(groups.get(`${s.id}|${s.unit}`) ?? []), partsOf(s)]);
  return (s) => {
    const siblings = groups.get(`${s.id}|${s.unit}`) ?? [];
    if (siblings.length < 2 || !s.groupingKey) return '';
    const parts = partsOf(s);
    return parts.filter((part, i) => siblings.some((other) => other[i] !== part)).join(' ');
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
  return (s) => {
    if (!isOneId || !s.unit) return nameOf(s);
    const extra = keyText(s);
    return extra ? `${s.unitName ?? s.unit} ${extra}` : s.unitName ?? s.unit;
  };
}

/** "label, unit" for axis titles and table headers. */
export function withMeasureUnit(name: string, measureUnit: string | null | undefined): string {
  return measureUnit ? `${name}, ${measureUnit}` : name;
}
