import { describe, expect, it } from 'vitest';
import {
  choicesOf, isRequired, ruleOf, setChoices, setRequired, setRule, setSchemaKeyword, setUiKey, setUiOption,
} from '../../../../designer/form-designer/field-edits.js';
import type { FormDraft } from '../../../../designer/form-designer/form-body.js';

const form: FormDraft = {
  schema: {
    type: 'object',
    properties: {
      speed: { type: 'number' },
      events: { type: 'array', items: { type: 'object', properties: { kind: { type: 'string', enum: ['A'] }, tags: { type: 'array', items: { type: 'string', enum: ['x'] } } } } },
    },
  },
};

describe('editing a field’s properties', () => {
  it('sets and removes schema keywords', () => {
    const body = setSchemaKeyword(form, ['speed'], 'maximum', 30);
    expect(body.schema.properties).toMatchObject({ speed: { type: 'number', maximum: 30 } });
    expect(setSchemaKeyword(body, ['speed'], 'maximum', undefined).schema.properties).toMatchObject({ speed: { type: 'number' } });
  });

  it('sets uiSchema keys and options under a table’s items, dropping options left empty', () => {
    const body = setUiOption(setUiKey(form, ['events', 'kind'], 'ui:help', { en: 'h' }), ['events', 'kind'], 'wide', true);
    expect(body.uiSchema).toEqual({ events: { items: { kind: { 'ui:help': { en: 'h' }, 'ui:options': { wide: true } } } } });
    expect(setUiOption(body, ['events', 'kind'], 'wide', undefined).uiSchema).toEqual({ events: { items: { kind: { 'ui:help': { en: 'h' } } } } });
  });

  it('makes a field required and optional in its own container', () => {
    const body = setRequired(form, ['events', 'kind'], true);
    expect((body.schema.properties as { events: { items: { required: string[] } } }).events.items.required).toEqual(['kind']);
    expect(isRequired(body, ['events', 'kind'])).toBe(true);
    expect(isRequired(setRequired(body, ['events', 'kind'], false), ['events', 'kind'])).toBe(false);
  });

  it('writes a select’s and a multi-select’s choices as enum and ui:enumNames', () => {
    const choices = [{ value: 'A', label: { en: 'Anchor', ru: 'Якорь' } }, { value: 'B', label: { en: 'Berth', ru: '' } }];
    const body = setChoices(setChoices(form, ['events', 'kind'], choices), ['events', 'tags'], choices);
    expect(choicesOf(body, ['events', 'kind'])).toEqual([choices[0], { value: 'B', label: { en: 'Berth', ru: '' } }]);
    expect((body.uiSchema as { events: { items: { kind: object } } }).events.items.kind).toEqual({ 'ui:enumNames': [{ en: 'Anchor', ru: 'Якорь' }, { en: 'Berth' }] });
    expect(choicesOf(body, ['events', 'tags']).map((c) => c.value)).toEqual(['A', 'B']);
  });

  it('sets, changes and removes a field’s rule of an effect', () => {
    const shown = setRule(form, ['speed'], 'show', 'true');
    expect(shown.rules).toEqual([{ field: 'speed', effect: 'show', when: 'true' }]);
    expect(ruleOf(setRule(shown, ['speed'], 'show', 'speed > 1'), ['speed'], 'show')).toBe('speed > 1');
    expect(setRule(shown, ['speed'], 'show', undefined)).not.toHaveProperty('rules');
  });
});
