/** A small deck logbook for the day view's tests: two entry types, a watch form with sensor fields, and a day. */
import type { ElogDay, ElogDefinitions, ElogEntry } from '../../../runtime/renderers/elog/elog-api.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';

export const unitId = '11111111-1111-4111-8111-111111111111';
export const dayId = '22222222-2222-4222-8222-222222222222';
export const shipDay = '2026-11-22';
/** 2026-11-22 00:00 on a +03:00 clock. */
export const dayStart = Date.UTC(2026, 10, 21, 21, 0);
const hour = 3_600_000;

export const definitions: ElogDefinitions = {
  config: {
    eLogCode: 'DECK',
    config: { code: 'DECK', name: { en: 'Deck logbook', ru: 'Судовой журнал' }, workflowType: 'SEQUENCE', ignoreCardinality: false },
    params: { defaultOffset: 180, minuteResolution: 1, selectableOffsets: [0, 60, 120, 180, 240], signatures: ['FIRST', 'MAIN'] },
  },
  entryDescriptors: [
    {
      code: 'DECK_WATCH', name: { en: 'Watch', ru: 'Вахта' }, eLog: 'DECK', dfdSelector: 'ELOG_DECK_WATCH',
      workflow: { sequence: 10, nextAllowed: ['DECK_WATCH', 'DECK_DEPARTURE'] }, dateConfig: { dateMode: 'PERIOD', dateEdit: true },
      hasNotes: true, allowNA: true,
    },
    {
      code: 'DECK_DEPARTURE', name: { en: 'Departure', ru: 'Отход' }, eLog: 'DECK', dfdSelector: 'ELOG_DECK_DEPARTURE',
      workflow: { sequence: 40, nextAllowed: ['DECK_WATCH'] }, dateConfig: { dateMode: 'EVENT', dateEdit: true }, hasNotes: true, allowNA: false,
    },
  ],
};

export const watchForm: FormBody = {
  title: { en: 'Deck log: watch', ru: 'Судовой журнал: вахта' },
  usage: 'CUSTOMIZER',
  schema: {
    type: 'object', required: ['position'],
    properties: {
      position: {
        type: 'object', required: ['lat', 'lon'],
        properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, lon: { type: 'number', minimum: -180, maximum: 180 } },
      },
      remarks: { type: 'string', maxLength: 2000 },
    },
  },
  uiSchema: {
    position: {
      'ui:title': { en: 'Position', ru: 'Место судна' },
      lat: { 'ui:title': { en: 'Latitude, °', ru: 'Широта, °' }, 'ui:options': { measure: 'LAT' } },
      lon: { 'ui:title': { en: 'Longitude, °', ru: 'Долгота, °' }, 'ui:options': { measure: 'LON' } },
    },
    remarks: { 'ui:title': { en: 'Remarks', ru: 'Замечания' } },
  },
};

export function entry(id: string, descriptor: string, startHour: number, status: ElogEntry['eleStatus'], endHour?: number): ElogEntry {
  return {
    id, version: 1, unitId, aggregationId: dayId, entryDescriptor: descriptor, formDescriptor: `ELOG_${descriptor}`, formSnapshot: null,
    heading: {
      start: { timestamp: dayStart + startHour * hour, offset: 180 },
      end: endHour === undefined ? null : { timestamp: dayStart + endHour * hour, offset: 180 },
      notes: null,
    },
    eleStatus: status, signed: false, duplicatedEntryId: null, areasContent: { position: { lat: 57.9, lon: 11.2 } }, manualFields: [], hints: null,
    updatedBy: 'officer', updatedAt: '2026-11-22T05:00:00.000Z', attachments: [],
  };
}

export function day(overrides: Partial<NonNullable<ElogDay['aggregation']>> = {}, entries: ElogEntry[] = []): ElogDay {
  return {
    aggregation: {
      id: dayId, version: 3, unitId, eLogCode: 'DECK', day: shipDay, startDate: new Date(dayStart).toISOString(),
      endDate: new Date(dayStart + 24 * hour).toISOString(), offset: 180, status: 'IN_PROGRESS', signatureStatus: 'NONE', brokenAggregation: false,
      ...overrides,
    },
    eLogEntries: entries, signatures: [], history: [],
  };
}
