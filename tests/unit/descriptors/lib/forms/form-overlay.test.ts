import { describe, expect, it } from 'vitest';
import type { FormBody } from '../../../../../descriptors/kinds/form/form.schema.js';
import { applyOverlays, overlaysFor, resolveForm, type FormOverlay, type ShipScope } from '../../../../../descriptors/lib/forms/form-overlay.js';

const base: FormBody = {
  title: { en: 'Deck log: watch', ru: 'Судовой журнал: вахта' },
  usage: 'CUSTOMIZER',
  schema: {
    type: 'object',
    required: ['watch'],
    properties: {
      watch: { type: 'string' },
      weather: {
        type: 'object',
        required: ['windSpeed'],
        properties: {
          windDirection: { type: 'number', minimum: 0, maximum: 360 },
          windSpeed: { type: 'number', minimum: 0, maximum: 150 },
          seaState: { type: 'integer', minimum: 0, maximum: 9 },
        },
      },
      remarks: { type: 'string' },
    },
  },
  uiSchema: { weather: { windSpeed: { 'ui:title': { en: 'True wind speed, kn', ru: 'Скорость истинного ветра, уз' } } } },
};

const nordicOre: ShipScope = { shipId: 'ship-nordic-ore', shipowner: 'NORDIC_BULK', fleets: ['BULKERS'] };
const otherOwnersShip: ShipScope = { shipId: 'ship-gulf-star', shipowner: 'GULF_LINES', fleets: ['BULKERS'] };

const overlay = (code: string, level: FormOverlay['level'], targets: string[], changes: FormOverlay['changes']): FormOverlay =>
  ({ code, form: 'ELOG_DECK_WATCH', level, targets, changes });

const weatherOf = (form: FormBody) => (form.schema.properties as Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }>).weather;
const uiOf = (form: FormBody, ...path: string[]) => path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, form.uiSchema as Record<string, unknown>);

describe('form overlays', () => {
  it('applies the shipowner\'s, then the fleet\'s, then the ship\'s overlay, so the narrowest scope has the last word', () => {
    const overlays = [
      overlay('SHIP_LABEL', 'SHIP', ['ship-nordic-ore'], [{ op: 'change', field: 'weather.windSpeed', title: { en: 'Wind (ship)', ru: 'Ветер (судно)' } }]),
      overlay('OWNER_LABEL', 'SHIPOWNER', ['NORDIC_BULK'], [
        { op: 'change', field: 'weather.windSpeed', title: { en: 'Wind (owner)', ru: 'Ветер (судовладелец)' }, maximum: 100 },
      ]),
      overlay('FLEET_LABEL', 'FLEET', ['BULKERS'], [{ op: 'change', field: 'weather.windSpeed', title: { en: 'Wind (fleet)', ru: 'Ветер (флот)' } }]),
    ];
    const resolved = resolveForm(base, 'ELOG_DECK_WATCH', nordicOre, overlays);
    expect(resolved.applied).toEqual(['OWNER_LABEL', 'FLEET_LABEL', 'SHIP_LABEL']);
    expect(uiOf(resolved.form, 'weather', 'windSpeed')['ui:title']).toEqual({ en: 'Wind (ship)', ru: 'Ветер (судно)' });
    expect(weatherOf(resolved.form).properties.windSpeed).toEqual({ type: 'number', minimum: 0, maximum: 100 });
    expect(resolved.problems).toEqual([]);
  });

  it('reaches only the ships of its scope: a ship of another owner keeps the field the first owner hides', () => {
    const overlays = [overlay('HIDE_SEA_STATE', 'SHIPOWNER', ['NORDIC_BULK'], [{ op: 'hide', field: 'weather.seaState' }])];
    expect(uiOf(resolveForm(base, 'ELOG_DECK_WATCH', nordicOre, overlays).form, 'weather', 'seaState')['ui:widget']).toBe('hidden');
    const other = resolveForm(base, 'ELOG_DECK_WATCH', otherOwnersShip, overlays);
    expect(other.applied).toEqual([]);
    expect(uiOf(other.form, 'weather').seaState).toBeUndefined();
    expect(overlaysFor('ELOG_ENGINE_WATCH', nordicOre, overlays)).toEqual([]);
    expect(overlaysFor('ELOG_DECK_WATCH', nordicOre, [{ ...overlays[0]!, disabled: true }])).toEqual([]);
  });

  it('hides a required field without making it required, and leaves the base form as it was', () => {
    const before = structuredClone(base);
    const { form } = applyOverlays(base, [overlay('HIDE_WIND', 'SHIP', [], [{ op: 'hide', field: 'weather.windSpeed' }])]);
    expect(uiOf(form, 'weather', 'windSpeed')['ui:widget']).toBe('hidden');
    expect(weatherOf(form).required).toEqual([]);
    expect(weatherOf(form).properties.windSpeed).toEqual(weatherOf(base).properties.windSpeed);
    expect(base).toEqual(before);
  });

  it('adds a field next to the one named, with its limits, unit label and required flag', () => {
    const { form, problems } = applyOverlays(base, [overlay('VISIBILITY', 'SHIPOWNER', [], [{
      op: 'add', field: 'weather.visibilityNm', schema: { type: 'number', minimum: 0, maximum: 50 },
      ui: { 'ui:title': { en: 'Visibility, nm', ru: 'Видимость, мили' } }, required: true, place: { after: 'windSpeed' },
    }])]);
    expect(problems).toEqual([]);
    expect(weatherOf(form).properties.visibilityNm).toEqual({ type: 'number', minimum: 0, maximum: 50 });
    expect(weatherOf(form).required).toEqual(['windSpeed', 'visibilityNm']);
    expect(uiOf(form, 'weather')['ui:order']).toEqual(['windDirection', 'windSpeed', 'visibilityNm', 'seaState']);
    expect(uiOf(form, 'weather', 'visibilityNm')['ui:title']).toEqual({ en: 'Visibility, nm', ru: 'Видимость, мили' });
  });

  it('moves a field first or after another, and changes help, limits, default and required', () => {
    const { form } = applyOverlays(base, [overlay('REORDER', 'FLEET', [], [
      { op: 'move', field: 'remarks', place: { first: true } },
      { op: 'move', field: 'weather.seaState', place: { after: 'windDirection' } },
      { op: 'change', field: 'watch', required: false, help: { en: 'The watch just ended', ru: 'Только что закончившаяся вахта' } },
      { op: 'change', field: 'remarks', maxLength: 500, default: '—', required: true },
    ])]);
    expect(uiOf(form)['ui:order']).toEqual(['remarks', 'watch', 'weather']);
    expect(uiOf(form, 'weather')['ui:order']).toEqual(['windDirection', 'seaState', 'windSpeed']);
    expect(form.schema.required).toEqual(['remarks']);
    expect(uiOf(form, 'watch')['ui:help']).toEqual({ en: 'The watch just ended', ru: 'Только что закончившаяся вахта' });
    expect((form.schema.properties as Record<string, unknown>).remarks).toEqual({ type: 'string', maxLength: 500, default: '—' });
  });

  it('lets an update of the base flow through: a field the base gains appears, one it loses is reported and skipped', () => {
    const overlays = [overlay('OWNER', 'SHIPOWNER', ['NORDIC_BULK'], [
      { op: 'move', field: 'weather.seaState', place: { first: true } },
      { op: 'change', field: 'weather.swellHeight', maximum: 20 },
      { op: 'hide', field: 'weather.windDirection' },
      { op: 'add', field: 'weather.windSpeed', schema: { type: 'string' } },
      { op: 'add', field: 'engine.load', schema: { type: 'number' } },
      { op: 'move', field: 'remarks', place: { after: 'noSuchField' } },
    ])];
    const updated = structuredClone(base);
    weatherOf(updated).properties.airTemperature = { type: 'number', minimum: -60, maximum: 60 };
    const { form, problems } = resolveForm(updated, 'ELOG_DECK_WATCH', nordicOre, overlays);
    expect(uiOf(form, 'weather')['ui:order']).toEqual(['seaState', 'windDirection', 'windSpeed', 'airTemperature']);
    expect(uiOf(form, 'weather', 'windDirection')['ui:widget']).toBe('hidden');
    expect(weatherOf(form).properties.windSpeed).toEqual({ type: 'number', minimum: 0, maximum: 150 });
    expect(problems).toEqual([
      { overlay: 'OWNER', change: 1, field: 'weather.swellHeight', reason: 'noField' },
      { overlay: 'OWNER', change: 3, field: 'weather.windSpeed', reason: 'fieldExists' },
      { overlay: 'OWNER', change: 4, field: 'engine.load', reason: 'noParent' },
      { overlay: 'OWNER', change: 5, field: 'remarks', reason: 'noSibling' },
    ]);
  });
});
