/**
 * The catalogue of measure units as tags and derived series name them (`kn`, `kg/h`, `degC` …): the label each
 * language shows, and for units that convert (masses, flows, power and energy) the size of one unit in SI, so that a
 * flow can be totalled over time (kg/h buckets → t) the same way on every panel. A unit not listed is shown as written.
 */
/** What a unit measures; a rate's total over time is the matching amount. */
export type Quantity = 'mass' | 'massRate' | 'power' | 'energy';

interface MeasureUnit {
  en: string;
  ru: string;
  quantity?: Quantity;
  /** one unit in SI (kg, kg/s, W, J) */
  si?: number;
}

const hour = 3600;
const day = 86_400;

export const measureUnits: Readonly<Record<string, MeasureUnit>> = {
  kn: { en: 'kn', ru: 'уз' },
  nm: { en: 'nm', ru: 'миль' },
  m: { en: 'm', ru: 'м' },
  mm: { en: 'mm', ru: 'мм' },
  'm/s': { en: 'm/s', ru: 'м/с' },
  rpm: { en: 'rpm', ru: 'об/мин' },
  deg: { en: '°', ru: '°' },
  degC: { en: '°C', ru: '°C' },
  '°C': { en: '°C', ru: '°C' },
  '%': { en: '%', ru: '%' },
  bar: { en: 'bar', ru: 'бар' },
  kPa: { en: 'kPa', ru: 'кПа' },
  kNm: { en: 'kN·m', ru: 'кН·м' },
  'g/kWh': { en: 'g/kWh', ru: 'г/(кВт·ч)' },
  't/nm': { en: 't/nm', ru: 'т/миля' },
  'm³': { en: 'm³', ru: 'м³' },
  m3: { en: 'm³', ru: 'м³' },
  h: { en: 'h', ru: 'ч' },
  min: { en: 'min', ru: 'мин' },
  s: { en: 's', ru: 'с' },
  kg: { en: 'kg', ru: 'кг', quantity: 'mass', si: 1 },
  t: { en: 't', ru: 'т', quantity: 'mass', si: 1000 },
  'kg/h': { en: 'kg/h', ru: 'кг/ч', quantity: 'massRate', si: 1 / hour },
  't/h': { en: 't/h', ru: 'т/ч', quantity: 'massRate', si: 1000 / hour },
  't/d': { en: 't/d', ru: 'т/сут', quantity: 'massRate', si: 1000 / day },
  kW: { en: 'kW', ru: 'кВт', quantity: 'power', si: 1000 },
  MW: { en: 'MW', ru: 'МВт', quantity: 'power', si: 1_000_000 },
  kWh: { en: 'kWh', ru: 'кВт·ч', quantity: 'energy', si: 3_600_000 },
  MWh: { en: 'MWh', ru: 'МВт·ч', quantity: 'energy', si: 3_600_000_000 },
};

/** The amount a rate adds up to over time. */
const amountOf: Partial<Record<Quantity, Quantity>> = { massRate: 'mass', power: 'energy' };

/** The unit as the language shows it (`kg/h` → «кг/ч», `degC` → «°C»); an unknown unit as written. */
export function unitLabel(unit: string | null | undefined, language: string): string {
  if (!unit) return '';
  const known = measureUnits[unit];
  if (!known) return unit;
  return language === 'ru' ? known.ru : known.en;
}

/** Whether values in this unit are a rate (per time) that totals to an amount: kg/h, t/d, kW. */
export function isRateUnit(unit: string | null | undefined): boolean {
  const quantity = unit ? measureUnits[unit]?.quantity : undefined;
  return quantity !== undefined && amountOf[quantity] !== undefined;
}

/**
 * A rate held for `seconds`, in `amountUnit` (2 000 kg/h for 3 600 s in t → 2). Undefined when the units do not
 * match (a rate of mass asked in kWh) or one is not in the catalogue.
 */
export function amountOfRate(value: number, rateUnit: string, seconds: number, amountUnit: string): number | undefined {
  const rate = measureUnits[rateUnit];
  const amount = measureUnits[amountUnit];
  if (!rate?.quantity || !rate.si || !amount?.si || amountOf[rate.quantity] !== amount.quantity) return undefined;
  return (value * rate.si * seconds) / amount.si;
}

/** The catalogue's amount unit a rate totals to when a panel names none: kg/h → kg, t/d → t, kW → kWh. */
export function defaultAmountUnit(rateUnit: string): string | undefined {
  const rate = measureUnits[rateUnit];
  const wanted = rate?.quantity ? amountOf[rate.quantity] : undefined;
  if (!wanted || !rate.si) return undefined;
  const candidates = Object.entries(measureUnits).filter(([, u]) => u.quantity === wanted && u.si);
  // The amount unit whose size is closest to one hour of one rate unit (kg/h → kg, t/d → t).
  const target = rate.si * hour;
  return candidates.sort(([, a], [, b]) => Math.abs(Math.log(a.si! / target)) - Math.abs(Math.log(b.si! / target)))[0]?.[0];
}
