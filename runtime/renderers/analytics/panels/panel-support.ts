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
  const count = new Map<string, number>();
  for (const s of series) {
    idsByLabel.set(labelOf(s), (idsByLabel.get(labelOf(s)) ?? new Set()).add(s.id));
    count.set(`${s.id}|${s.unit}`, (count.get(`${s.id}|${s.unit}`) ?? 0) + 1);
  }
  return (s) => {
    const label = labelOf(s);
    let named = label !== s.id && (idsByLabel.get(label)?.size ?? 0) > 1 ? `${label} (${s.id})` : label;
    if ((count.get(`${s.id}|${s.unit}`) ?? 0) > 1 && s.groupingKey) {
      named += ` ${s.groupingKey.split('-').slice(2).filter((part) => part !== s.unit).join(' ')}`;
    }
    return withUnit && s.unit ? `${named} · ${s.unit}` : named;
  };
}

/**
 * Short names for lists of one series per line (KPI, gauge, heatmap rows): the ship, with the grouping key's own
 * values when one ship has several series of the id, and the series name when the list mixes ids.
 */
export function useLineName(series: readonly ExtractSeries[]): (s: ExtractSeries) => string {
  const nameOf = useSeriesName(series);
  const isOneId = new Set(series.map((s) => s.id)).size === 1;
  const count = new Map<string, number>();
  for (const s of series) count.set(`${s.id}|${s.unit}`, (count.get(`${s.id}|${s.unit}`) ?? 0) + 1);
  return (s) => {
    if (!isOneId || !s.unit) return nameOf(s);
    const extra = (count.get(`${s.id}|${s.unit}`) ?? 0) > 1 && s.groupingKey
      ? ` ${s.groupingKey.split('-').slice(2).filter((part) => part !== s.unit).join(' ')}` : '';
    return `${s.unit}${extra}`;
  };
}

/** "label, unit" for axis titles and table headers. */
export function withMeasureUnit(name: string, measureUnit: string | null | undefined): string {
  return measureUnit ? `${name}, ${measureUnit}` : name;
}
