import { describe, expect, it } from 'vitest';
import { retiredFields } from '../../../../../descriptors/lib/forms/retired-fields.js';

const former = {
  schema: { type: 'object', properties: {
    watch: { type: 'string' },
    weather: { type: 'object', properties: { visibility: { type: 'number' }, fog: { type: 'number', title: 'Fog signals' }, swell: { type: 'number' } } },
    engine: { type: 'object', properties: { rpm: { type: 'number' } } },
  } },
  uiSchema: { weather: { visibility: { 'ui:title': { en: 'Visibility, nm', ru: 'Видимость, мили' } } } },
};
const current = {
  schema: { type: 'object', properties: { watch: { type: 'string' }, weather: { type: 'object', properties: { swell: { type: 'number' }, fog: { type: 'number' } } } } },
  uiSchema: { weather: { fog: { 'ui:widget': 'hidden' } } },
};

describe('values an entry holds for fields its form no longer has', () => {
  it('finds removed fields at any depth, a removed section as its fields, and fields now hidden, labelled as the entry\'s form had them', () => {
    const data = { watch: '08-12', weather: { visibility: 8, fog: 3, swell: 1.5 }, engine: { rpm: 88 } };
    expect(retiredFields(current, data, former)).toEqual([
      { path: 'weather.visibility', value: 8, label: { en: 'Visibility, nm', ru: 'Видимость, мили' } },
      { path: 'weather.fog', value: 3, label: 'Fog signals' },
      { path: 'engine.rpm', value: 88 },
    ]);
  });

  it('says which retired field held files of the entry, to show their names rather than their ids', () => {
    const withPhotos = { schema: { type: 'object', properties: { photos: { type: 'array', items: { type: 'string' } } } }, uiSchema: { photos: { 'ui:field': 'attachments', 'ui:title': 'Photos' } } };
    expect(retiredFields(current, { photos: ['a1'] }, withPhotos)).toEqual([{ path: 'photos', value: ['a1'], label: 'Photos', isFiles: true }]);
  });

  it('reports nothing for an entry the form still covers, and leaves out empty values', () => {
    expect(retiredFields(former, { watch: '08-12', weather: { visibility: 8 } })).toEqual([]);
    expect(retiredFields(current, { weather: { visibility: null }, engine: { rpm: '' } })).toEqual([]);
  });

  it('shows values under their paths when the entry\'s form is not known', () => {
    expect(retiredFields(current, { weather: { visibility: 8 } })).toEqual([{ path: 'weather.visibility', value: 8 }]);
  });
});
