/**
 * The one catalogue of screen renderers (docs/architecture.md "Adding a screen renderer"): for each `screen.renderer`
 * id its display name and the JSON Schema of the `config` it reads. The server validates a screen's config against it
 * on save, the runtime's registry gives every id a component (`Record<…>`), and renderers read `ScreenConfig<id>`.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { descriptorKinds } from '../../kinds/kind-ids.js';
import { localTextSchema } from '../../kinds/local-text.schema.js';

/** A renderer that reads no config: any property in it is a mistake. */
const noConfig = { type: 'object', additionalProperties: false, properties: {} } as const;

const requiredFunctionsSchema = { type: 'object', additionalProperties: { enum: ['VIEW', 'MANAGEMENT'] } } as const;

/** `crud`: a master-data table and editor of one resource. */
const crudConfig = {
  type: 'object',
  required: ['resource'],
  additionalProperties: false,
  properties: {
    resource: { type: 'string', minLength: 1, description: 'The resource descriptor whose records the screen lists and edits.' },
    filters: {
      type: 'object',
      description: 'Column filters the screen opens with, field → value (the people now on board).',
      additionalProperties: { type: ['string', 'number', 'boolean'] },
    },
    toolbarActions: {
      type: 'array',
      description: "Buttons of the screen's toolbar, each opening a component of the runtime's screen-action registry.",
      items: {
        type: 'object',
        required: ['id', 'label', 'component'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
          label: localTextSchema,
          component: { type: 'string', minLength: 1, description: 'The id of a screen-action registry entry.' },
          icon: { type: 'string', description: 'An icon of runtime/shell/Icon.tsx.' },
          requiredFunctions: { ...requiredFunctionsSchema, description: 'Hidden from users without these functions (the server checks again).' },
        },
      },
    },
    recordPanels: {
      type: 'array',
      description: "Panels shown under a saved record in the editor, each an entry of the runtime's record-panel registry (a document's file versions).",
      items: { enum: ['managed-document-files'] },
      uniqueItems: true,
    },
  },
} as const;

/** `descriptor-crud`: the descriptors of one kind (the logbook configuration screens). */
const descriptorCrudConfig = {
  type: 'object',
  required: ['kind'],
  additionalProperties: false,
  properties: {
    kind: { enum: descriptorKinds },
    columns: {
      type: 'array',
      description: 'List columns; none at all means just the code.',
      items: {
        type: 'object',
        required: ['field'],
        additionalProperties: false,
        properties: {
          field: { type: 'string', minLength: 1, description: '`code` (the descriptor code) or a dotted path into the body (`workflow.sequence`).' },
          title: { ...localTextSchema, description: "An i18n key or text; the field's name when absent." },
        },
      },
    },
    filterField: { type: 'string', minLength: 1, description: 'A body field whose values filter the list (`eLog`: by logbook).' },
    codeField: { type: 'string', minLength: 1, description: 'The body field that holds the descriptor code (`eLogCode`); `code` by default.' },
  },
} as const;

export const screenRenderers = {
  'system-status': { name: 'System status', config: noConfig },
  'installation-logos': { name: "The installation's logos (upload and remove)", config: noConfig },
  scheduler: { name: 'Scheduled jobs (schedule, run now, runs)', config: noConfig },
  'alarm-follow-up': {
    name: 'Alarm follow-up log (entries, filters, notes)',
    config: {
      type: 'object', additionalProperties: false,
      properties: { list: { enum: ['alarms', 'other'], description: 'alarms: entries about one alarm (/alarm-logs); other: notes on alarm systems and set-up changes.' } },
    },
  },
  'email-tester': { name: 'E-mail tester (SMTP settings, a test mail and its answer, the outbox)', config: noConfig },
  'email-templates': { name: 'E-mail templates (table, editor and preview)', config: noConfig },
  crud: { name: 'Master data (table and editor)', config: crudConfig },
  'descriptor-crud': { name: 'Descriptors of a kind (table and editor)', config: descriptorCrudConfig },
  tree: {
    name: 'Asset tree',
    config: {
      type: 'object', additionalProperties: false,
      properties: { resource: { type: 'string', minLength: 1, description: 'The tree resource; asset-node when absent.' } },
    },
  },
  'configurator-export': { name: 'Configuration export', config: noConfig },
  'configurator-import': { name: 'Configuration import', config: noConfig },
  'fleet-map': { name: 'Fleet map', config: noConfig },
  'fleet-list': { name: 'Fleet list', config: noConfig },
  'fleet-route': { name: 'Ship route', config: noConfig },
  'elog-day': {
    name: 'Logbook day',
    config: {
      type: 'object', required: ['elog'], additionalProperties: false,
      properties: { elog: { type: 'string', minLength: 1, description: 'The logbook (elog-config code): DECK, ENGINE, ORB1 …' } },
    },
  },
  'elog-report': { name: 'Logbook days report', config: noConfig },
  'registry-page': {
    name: 'Registry page',
    config: {
      type: 'object', additionalProperties: false,
      properties: { page: { type: 'string', minLength: 1, description: 'The registry page shown at this route; absent: the page named by the route.' } },
    },
  },
  'analytics-page': {
    name: 'Analytics page',
    config: {
      type: 'object', additionalProperties: false,
      properties: { page: { type: 'string', minLength: 1, description: 'The page shown at this route; absent: the page named by the route.' } },
    },
  },
  'multi-dashboard-page': { name: 'Multi-dashboard page', config: noConfig },
  'analytics-page-list': { name: 'Analytics pages (list)', config: noConfig },
  'analytics-page-viewer': { name: 'Analytics pages (viewer with picker)', config: noConfig },
  'multi-dashboard-list': { name: 'Multi-dashboard pages (list)', config: noConfig },
  'wallboard-links': { name: 'Wallboard links', config: noConfig },
  'voyage-summary': { name: 'Voyage summary', config: noConfig },
  'alarm-event': { name: 'Active alarms (live, acknowledge, shelve)', config: noConfig },
  'alarm-history': { name: 'Alarm history (filters, CSV)', config: noConfig },
  'alarm-tree': { name: 'Alarm tree (ships, systems, alarms)', config: noConfig },
  'voyage-report': { name: 'Vessel reports (voyage report)', config: noConfig },
  'form-customizer': { name: 'Form customiser (overlays per shipowner, fleet, ship)', config: noConfig },
  'cii-calculator': { name: 'CII calculator', config: noConfig },
  'cii-overview': { name: 'CII fleet overview', config: noConfig },
  'cii-simulator': { name: 'CII simulator', config: noConfig },
  'cii-deviation': { name: 'CII deviation exclusions', config: noConfig },
  'aer-calculator': { name: 'AER calculator', config: noConfig },
  'aer-overview': { name: 'AER overview', config: noConfig },
  'eeoi-calculator': { name: 'EEOI calculator', config: noConfig },
  'eeoi-overview': { name: 'EEOI overview', config: noConfig },
  'mrv-report': { name: 'EU MRV annual report', config: noConfig },
  'euets-fleet': { name: 'EU ETS fleet view', config: noConfig },
  'euets-dashboard': { name: 'EU ETS ship dashboard', config: noConfig },
  'fueleu-fleet': { name: 'FuelEU fleet view', config: noConfig },
  'fueleu-dashboard': { name: 'FuelEU ship dashboard', config: noConfig },
  'printout-reporting': { name: 'Printout reporting (run printouts, their PDFs and runs kept)', config: noConfig },
  'report-screen': {
    name: 'Vessel report (a report descriptor shown as tables, with CSV and PDF; decision 61)',
    config: {
      type: 'object', additionalProperties: false, required: ['report'],
      properties: { report: { enum: ['vrt-report', 'cruise-report'], description: 'Which vessel report: its API (/api/<report>) names the report descriptor and the function it needs.' } },
    },
  },
  'artifact-containers': {
    name: 'Trained models',
    config: {
      type: 'object', additionalProperties: false,
      properties: { mode: { enum: ['models', 'clone'], description: 'models: the list, training and import; clone: copying a model to sister ships. models when absent.' } },
    },
  },
  /* Plugged into the runtime's registry by the app's entry (app/main.tsx), so the runtime never imports the designer. */
  designer: { name: 'Designer', config: noConfig, pluggedIn: true },
  'algorithm-editor': { name: 'Algorithm editor', config: noConfig, pluggedIn: true },
} as const;

export type ScreenRendererId = keyof typeof screenRenderers;

/** The renderers the app's entry plugs in (the designer and the algorithm editor, which need Monaco); the runtime's registry loads the others itself. */
export type PluggedInRendererId = { [K in ScreenRendererId]: (typeof screenRenderers)[K] extends { pluggedIn: true } ? K : never }[ScreenRendererId];

/** The ids the runtime loads itself. */
export type RuntimeRendererId = Exclude<ScreenRendererId, PluggedInRendererId>;

/** What a stored screen's `config` is for renderer `R`, once the server has validated it on save. */
export type ScreenConfig<R extends ScreenRendererId> = FromSchema<(typeof screenRenderers)[R]['config'], { keepDefaultedPropertiesOptional: true }>;

/** Every renderer id, in the catalogue's order. */
export const screenRendererIds = Object.keys(screenRenderers) as ScreenRendererId[];

export function isScreenRendererId(id: string): id is ScreenRendererId {
  return Object.hasOwn(screenRenderers, id);
}

/**
 * A screen's config for the renderer that draws it (validated against the catalogue on save). Only the type changes:
 * a renderer still guards what it cannot do without, since a row saved before its schema tightened may lack it.
 */
export function screenConfigOf<R extends ScreenRendererId>(_renderer: R, screen: { config?: object }): Partial<ScreenConfig<R>> {
  return (screen.config ?? {}) as Partial<ScreenConfig<R>>;
}
