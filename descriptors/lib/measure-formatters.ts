/**
 * How a tag's value is shown (SPEC §3 Tag `formatter`: type and parameters): numbers with decimals, angles,
 * latitude and longitude in degrees and minutes, durations, instants, yes/no and value lists. Pure, so the
 * server lists the types and their parameters and dashboards format values with the same functions.
 * Parameters are flat (strings, numbers, booleans), as the measure resource stores them.
 */
import { Registry, type RegistryEntry } from './registry.js';

export type MeasureValue = number | string | boolean | null | undefined;
export type FormatterParameters = Readonly<Record<string, unknown>>;

/** What formatting needs besides the value: the language (Intl) and the interface texts (yes, no, N/S/E/W, days). */
export interface FormatContext {
  language: string;
  /** Translates a `measures.formatters.*` key. */
  text: (key: string) => string;
}

/** JSON Schema of one parameter; `title`, `description` and `oneOf[].title` are i18n keys. */
export interface ParameterSchema {
  type: 'integer' | 'number' | 'string' | 'boolean';
  title: string;
  description?: string;
  default?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  oneOf?: readonly { const: string; title: string }[];
}

export interface MeasureFormatter extends RegistryEntry {
  /** i18n key of the formatter's description */
  description: string;
  parameters: { type: 'object'; additionalProperties: false; properties: Readonly<Record<string, ParameterSchema>> };
  format(value: MeasureValue, parameters: FormatterParameters, context: FormatContext, precision?: number | null): string;
}

const key = (name: string) => `measures.formatters.${name}`;
const param = (name: string) => key(`params.${name}`);

/** A parameter as a number within bounds, else the fallback. */
function numberParam(parameters: FormatterParameters, name: string, fallback: number, low = 0, high = 10): number {
  const raw = parameters[name];
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(value) ? Math.min(high, Math.max(low, Math.round(value))) : fallback;
}
const textParam = (parameters: FormatterParameters, name: string): string | undefined =>
  typeof parameters[name] === 'string' && (parameters[name] as string).trim() !== '' ? (parameters[name] as string) : undefined;
const choiceParam = <T extends string>(parameters: FormatterParameters, name: string, choices: readonly T[], fallback: T): T =>
  choices.includes(parameters[name] as T) ? (parameters[name] as T) : fallback;
const boolParam = (parameters: FormatterParameters, name: string, fallback: boolean) =>
  typeof parameters[name] === 'boolean' ? (parameters[name] as boolean) : parameters[name] === 'true' ? true : parameters[name] === 'false' ? false : fallback;

/** The value as a finite number: numbers, numeric text and booleans (1/0); undefined otherwise. */
function numeric(value: MeasureValue): number | undefined {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

const plain = (value: MeasureValue) => (value === null || value === undefined ? '' : String(value));

const fixed = (n: number, decimals: number, language: string, grouping = false) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouping }).format(n);

const decimalsSchema = (fallback: number): ParameterSchema => ({ type: 'integer', title: param('decimals'), minimum: 0, maximum: 10, default: fallback });

const number: MeasureFormatter = {
  id: 'NUMBER', name: key('NUMBER.name'), description: key('NUMBER.description'),
  parameters: { type: 'object', additionalProperties: false, properties: {
    decimals: { ...decimalsSchema(2), description: param('decimalsHint') },
    grouping: { type: 'boolean', title: param('grouping'), default: false },
    unit: { type: 'string', title: param('unit'), maxLength: 20 },
  } },
  format(value, parameters, { language }, precision) {
    const n = numeric(value);
    if (n === undefined) return plain(value);
    const text = fixed(n, numberParam(parameters, 'decimals', precision ?? 2), language, boolParam(parameters, 'grouping', false));
    const unit = textParam(parameters, 'unit');
    return unit ? `${text} ${unit}` : text;
  },
};

const angle: MeasureFormatter = {
  id: 'ANGLE', name: key('ANGLE.name'), description: key('ANGLE.description'),
  parameters: { type: 'object', additionalProperties: false, properties: {
    decimals: decimalsSchema(0),
    normalize: { type: 'boolean', title: param('normalize'), default: true },
  } },
  format(value, parameters, { language }) {
    const n = numeric(value);
    if (n === undefined) return plain(value);
    const decimals = numberParam(parameters, 'decimals', 0);
    const shown = boolParam(parameters, 'normalize', true) ? ((n % 360) + 360) % 360 : n;
    // 359.96 at no decimals rounds to 360: a full circle is shown as 0.
    const rounded = Number(shown.toFixed(decimals));
    return `${fixed(boolParam(parameters, 'normalize', true) && rounded >= 360 ? 0 : rounded, decimals, language)}°`;
  },
};

/** Degrees and minutes with a hemisphere letter: 59° 54.738′ N, 010° 45.120′ E (nautical zero padding). */
function degreesMinutes(axis: 'LATITUDE' | 'LONGITUDE'): MeasureFormatter {
  const [positive, negative, limit, width] = axis === 'LATITUDE' ? ['N', 'S', 90, 2] as const : ['E', 'W', 180, 3] as const;
  return {
    id: axis, name: key(`${axis}.name`), description: key(`${axis}.description`),
    parameters: { type: 'object', additionalProperties: false, properties: { decimals: { ...decimalsSchema(3), title: param('minuteDecimals') } } },
    format(value, parameters, { language, text }) {
      const n = numeric(value);
      if (n === undefined || Math.abs(n) > limit) return plain(value);
      const decimals = numberParam(parameters, 'decimals', 3, 0, 6);
      let degrees = Math.floor(Math.abs(n));
      let minutes = Number(((Math.abs(n) - degrees) * 60).toFixed(decimals));
      if (minutes >= 60) { degrees += 1; minutes = 0; }
      const minuteText = fixed(minutes, decimals, language).padStart(decimals ? 3 + decimals : 2, '0');
      return `${String(degrees).padStart(width, '0')}° ${minuteText}′ ${text(key(`hemisphere.${n < 0 ? negative : positive}`))}`;
    },
  };
}

const durationUnits = ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS'] as const;
const unitSeconds: Record<(typeof durationUnits)[number], number> = { MILLISECONDS: 0.001, SECONDS: 1, MINUTES: 60, HOURS: 3600 };

const duration: MeasureFormatter = {
  id: 'DURATION', name: key('DURATION.name'), description: key('DURATION.description'),
  parameters: { type: 'object', additionalProperties: false, properties: {
    input: { type: 'string', title: param('durationInput'), default: 'SECONDS', oneOf: durationUnits.map((u) => ({ const: u, title: param(`units.${u}`) })) },
    seconds: { type: 'boolean', title: param('showSeconds'), default: true },
  } },
  format(value, parameters, { text }) {
    const n = numeric(value);
    if (n === undefined) return plain(value);
    const showSeconds = boolParam(parameters, 'seconds', true);
    const total = Math.round(Math.abs(n) * unitSeconds[choiceParam(parameters, 'input', durationUnits, 'SECONDS')] / (showSeconds ? 1 : 60)) * (showSeconds ? 1 : 60);
    const days = Math.floor(total / 86_400);
    const two = (x: number) => String(x).padStart(2, '0');
    const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), ...(showSeconds ? [total % 60] : [])].map(two).join(':');
    return `${n < 0 && total ? '-' : ''}${days ? `${days} ${text(key('days'))} ` : ''}${clock}`;
  },
};

const instantInputs = ['EPOCH_MS', 'EPOCH_S', 'ISO'] as const;
const instantShows = ['DATE_TIME', 'DATE', 'TIME'] as const;

const dateTime: MeasureFormatter = {
  id: 'DATE_TIME', name: key('DATE_TIME.name'), description: key('DATE_TIME.description'),
  parameters: { type: 'object', additionalProperties: false, properties: {
    input: { type: 'string', title: param('instantInput'), default: 'EPOCH_MS', oneOf: instantInputs.map((u) => ({ const: u, title: param(`instants.${u}`) })) },
    show: { type: 'string', title: param('show'), default: 'DATE_TIME', oneOf: instantShows.map((u) => ({ const: u, title: param(`shows.${u}`) })) },
    utc: { type: 'boolean', title: param('utc'), default: true },
  } },
  format(value, parameters, { language }) {
    const input = choiceParam(parameters, 'input', instantInputs, 'EPOCH_MS');
    const n = numeric(value);
    const t = typeof value === 'string' && (input === 'ISO' || n === undefined) ? Date.parse(value)
      : n === undefined ? NaN : input === 'EPOCH_S' ? n * 1000 : n;
    if (!Number.isFinite(t)) return plain(value);
    const show = choiceParam(parameters, 'show', instantShows, 'DATE_TIME');
    const utc = boolParam(parameters, 'utc', true);
    const text = new Intl.DateTimeFormat(language, {
      ...(show !== 'TIME' ? { dateStyle: 'medium' } : {}), ...(show !== 'DATE' ? { timeStyle: 'short' } : {}), ...(utc ? { timeZone: 'UTC' } : {}),
    }).format(new Date(t));
    return utc && show !== 'DATE' ? `${text} UTC` : text;
  },
};

const boolean: MeasureFormatter = {
  id: 'BOOLEAN', name: key('BOOLEAN.name'), description: key('BOOLEAN.description'),
  parameters: { type: 'object', additionalProperties: false, properties: {
    trueText: { type: 'string', title: param('trueText'), maxLength: 60 },
    falseText: { type: 'string', title: param('falseText'), maxLength: 60 },
  } },
  format(value, parameters, { text }) {
    const truth = value === true || value === 1 || value === '1' || value === 'true' ? true
      : value === false || value === 0 || value === '0' || value === 'false' ? false : undefined;
    if (truth === undefined) return plain(value);
    return truth ? textParam(parameters, 'trueText') ?? text(key('yes')) : textParam(parameters, 'falseText') ?? text(key('no'));
  },
};

/** `0=Stopped; 1=Running` as a map from value text to label. */
export function parseEnumMapping(mapping: string): Map<string, string> {
  return new Map(mapping.split(/[;\n]/).map((part) => part.split('='))
    .filter((pair) => pair.length >= 2 && pair[0].trim() !== '')
    .map(([value, ...label]) => [value.trim(), label.join('=').trim()]));
}

const enumeration: MeasureFormatter = {
  id: 'ENUM', name: key('ENUM.name'), description: key('ENUM.description'),
  parameters: { type: 'object', additionalProperties: false, properties: {
    values: { type: 'string', title: param('values'), description: param('valuesHint'), maxLength: 2000 },
  } },
  format(value, parameters) {
    if (value === null || value === undefined) return '';
    const n = numeric(value);
    const mapping = parseEnumMapping(textParam(parameters, 'values') ?? '');
    return mapping.get(String(value).trim()) ?? (n === undefined ? undefined : mapping.get(String(n))) ?? String(value);
  },
};

export const measureFormatters = new Registry<MeasureFormatter>('measure formatter', [
  number, angle, degreesMinutes('LATITUDE'), degreesMinutes('LONGITUDE'), duration, dateTime, boolean, enumeration,
]);

/**
 * A tag's value for display. Without a formatter (or with an unknown type) numbers get the tag's precision and
 * everything else is shown as it is; null and undefined are empty.
 */
export function formatMeasureValue(
  value: MeasureValue, formatter: { type?: string; parameters?: FormatterParameters } | null | undefined,
  context: FormatContext, precision?: number | null,
): string {
  if (value === null || value === undefined) return '';
  const chosen = formatter?.type ? measureFormatters.find(formatter.type) : undefined;
  return (chosen ?? number).format(value, chosen ? formatter?.parameters ?? {} : {}, context, precision);
}
