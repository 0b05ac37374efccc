/**
 * The form of the typing benchmark (issue 18): 150 fields shaped like a real eLog form (ELOG_DECK_WATCH,
 * ELOG_ENGINE_WATCH_READINGS) — 10 sections (object properties) of 15 fields, mostly numbers with a minimum, a maximum
 * and an {en, ru} `ui:title`, some text, some lists of choices, a few check boxes — as a form descriptor's schema and
 * uiSchema, and as the flat list of fields the plain baseline form draws. The same in every run.
 */
/** A text in both languages, as descriptors write titles. */
interface Title { en: string; ru: string }

export type BenchField =
  | { kind: 'number'; name: string; title: Title; minimum: number; maximum: number; initial: number }
  | { kind: 'text'; name: string; title: Title; initial: string }
  | { kind: 'enum'; name: string; title: Title; options: string[]; optionTitles: Title[]; initial: string }
  | { kind: 'boolean'; name: string; title: Title; initial: boolean };

export interface BenchSection { name: string; title: Title; fields: BenchField[] }

const sectionNames = [
  ['mainEngine', 'Main engine', 'Главный двигатель'],
  ['exhaustGas', 'Exhaust gas', 'Выпускные газы'],
  ['turbocharger', 'Turbocharger', 'Турбокомпрессор'],
  ['lubricatingOil', 'Lubricating oil', 'Смазочное масло'],
  ['coolingWater', 'Cooling water', 'Охлаждающая вода'],
  ['fuelOil', 'Fuel oil', 'Топливо'],
  ['auxiliaryEngines', 'Auxiliary engines', 'Вспомогательные двигатели'],
  ['boilers', 'Boilers', 'Котлы'],
  ['steering', 'Steering gear', 'Рулевое устройство'],
  ['tanks', 'Tanks', 'Танки'],
] as const;

/** Of the 15 fields of a section: 11 numbers, 2 texts, 1 list of choices, 1 check box. */
const fieldKinds: BenchField['kind'][] = ['number', 'number', 'number', 'enum', 'number', 'number', 'text', 'number', 'number', 'number', 'boolean', 'number', 'number', 'text', 'number'];

const statuses = ['NORMAL', 'ALARM', 'STOPPED', 'MAINTENANCE'];
const statusTitles = [
  { en: 'Normal', ru: 'Норма' }, { en: 'Alarm', ru: 'Тревога' }, { en: 'Stopped', ru: 'Остановлен' }, { en: 'Maintenance', ru: 'Обслуживание' },
];

function fieldOf(section: number, index: number): BenchField {
  const n = section * fieldKinds.length + index + 1;
  const name = `reading${index + 1}`;
  const [, sectionEn, sectionRu] = sectionNames[section];
  switch (fieldKinds[index]) {
    case 'number': {
      const maximum = [100, 700, 1000, 6000, 100000][n % 5];
      return { kind: 'number', name, title: { en: `${sectionEn}: reading ${index + 1}`, ru: `${sectionRu}: параметр ${index + 1}` }, minimum: n % 3 === 0 ? -10 : 0, maximum, initial: 12 + (n % 50) };
    }
    case 'text':
      return { kind: 'text', name, title: { en: `${sectionEn}: note ${index + 1}`, ru: `${sectionRu}: примечание ${index + 1}` }, initial: `N${n}` };
    case 'enum':
      return { kind: 'enum', name, title: { en: `${sectionEn}: status`, ru: `${sectionRu}: состояние` }, options: statuses, optionTitles: statusTitles, initial: statuses[n % statuses.length] };
    case 'boolean':
      return { kind: 'boolean', name, title: { en: `${sectionEn}: in service`, ru: `${sectionRu}: в работе` }, initial: n % 2 === 0 };
  }
}

export const benchSections: BenchSection[] = sectionNames.map(([name, en, ru], section) => ({
  name, title: { en, ru }, fields: fieldKinds.map((_, index) => fieldOf(section, index)),
}));

/** The field typed into: a number in the middle of the form (section 6, field 8), its maximum high enough for three digits. */
export const typedField = { section: 'fuelOil', field: 'reading8' };
export const typedFieldTitle = (() => {
  const field = benchSections.find((s) => s.name === typedField.section)!.fields.find((f) => f.name === typedField.field)!;
  if (field.kind !== 'number' || field.maximum < 1000) throw new Error('the typed field must be a number of three digits or more');
  return field.title.en;
})();

const fieldSchema = (field: BenchField): Record<string, unknown> => {
  switch (field.kind) {
    case 'number': return { type: 'number', minimum: field.minimum, maximum: field.maximum };
    case 'text': return { type: 'string', maxLength: 200 };
    case 'enum': return { type: 'string', enum: field.options };
    case 'boolean': return { type: 'boolean' };
  }
};

const fieldUi = (field: BenchField): Record<string, unknown> =>
  (field.kind === 'enum' ? { 'ui:title': field.title, 'ui:enumNames': field.optionTitles } : { 'ui:title': field.title });

/** The form descriptor's parts RecordForm is given (as EntryEditor gives them): schema and uiSchema, no rules. */
export const benchDefinition = {
  schema: {
    type: 'object',
    properties: Object.fromEntries(benchSections.map((s) => [s.name, {
      type: 'object',
      properties: Object.fromEntries(s.fields.map((f) => [f.name, fieldSchema(f)])),
    }])),
  },
  uiSchema: Object.fromEntries(benchSections.map((s) => [s.name, {
    'ui:title': s.title,
    ...Object.fromEntries(s.fields.map((f) => [f.name, fieldUi(f)])),
  }])),
};

export type BenchValue = Record<string, Record<string, unknown>>;

/** An entry being filled in: every field holds a value. */
export const benchInitialValue: BenchValue = Object.fromEntries(benchSections.map((s) => [s.name, Object.fromEntries(s.fields.map((f) => [f.name, f.initial]))]));
