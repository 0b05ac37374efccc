import { describe, expect, it } from 'vitest';
import type { FormDraft } from '../../../../designer/form-designer/form-body.js';
import { addField, freshCode, moveField, nudgeField, removeField, renameField } from '../../../../designer/form-designer/form-edits.js';
import { fieldTree } from '../../../../designer/form-designer/form-tree.js';

const form: FormDraft = {
  title: { en: 'Watch' }, usage: 'CUSTOMIZER',
  schema: {
    type: 'object', required: ['watch'],
    properties: {
      watch: { type: 'string', enum: ['00-04', '04-08'] },
      position: { type: 'object', required: ['lat'], properties: { lat: { type: 'number' }, lon: { type: 'number' } } },
      events: { type: 'array', items: { type: 'object', required: ['time'], properties: { time: { type: 'string', format: 'date-time' } } } },
      remarks: { type: 'string' },
    },
  },
  uiSchema: { watch: { 'ui:title': { en: 'Watch', ru: 'Вахта' } }, position: { lat: { 'ui:title': { en: 'Latitude' } } }, events: { items: { time: { 'ui:title': { en: 'Time' } } } } },
  rules: [{ field: 'remarks', effect: 'show', when: 'watch = "00-04"' }, { field: 'position.lon', effect: 'require', when: '$exists(position.lat)' }],
};

const codes = (body: FormDraft, parent: string[] = []) => {
  let nodes = fieldTree(body);
  for (const key of parent) nodes = nodes.find((n) => n.code === key)!.children;
  return nodes.map((n) => n.code);
};

describe('adding a field from the palette', () => {
  it('adds it last in the chosen container with a fresh code, its label and the type’s schema', () => {
    const { body, path } = addField(form, ['position'], 'number', { en: 'Number', ru: 'Число' })!;
    expect(path).toEqual(['position', 'number1']);
    expect(codes(body, ['position'])).toEqual(['lat', 'lon', 'number1']);
    expect(body.uiSchema!.position).toMatchObject({ number1: { 'ui:title': { en: 'Number', ru: 'Число' } } });
    expect(form.schema.properties).not.toHaveProperty('position.properties.number1');
  });

  it('adds into a table’s rows under items, and numbers codes past those in use', () => {
    const once = addField(form, ['events'], 'text', { en: 'Text' })!;
    const twice = addField(once.body, ['events'], 'text', { en: 'Text' }, 0)!;
    expect(twice.path).toEqual(['events', 'text2']);
    expect(codes(twice.body, ['events'])).toEqual(['text2', 'time', 'text1']);
    expect((twice.body.uiSchema!.events as { items: object }).items).toHaveProperty('text2');
    expect(freshCode(twice.body, ['events'], 'text')).toBe('text3');
  });

  it('keeps ui:order in step when the container has one', () => {
    const ordered = { ...form, uiSchema: { ...form.uiSchema, 'ui:order': ['remarks', 'watch', 'position', 'events'] } };
    const { body } = addField(ordered, [], 'yesNo', { en: 'Yes/no' }, 1)!;
    expect(body.uiSchema!['ui:order']).toEqual(['remarks', 'yesNo1', 'watch', 'position', 'events']);
    expect(codes(body)).toEqual(['remarks', 'yesNo1', 'watch', 'position', 'events']);
  });
});

describe('moving a field', () => {
  it('reorders among its siblings, keeping its requiredness', () => {
    const { body } = moveField(form, ['watch'], [], 3)!;
    expect(codes(body)).toEqual(['position', 'events', 'watch', 'remarks']);
    expect(body.schema.required).toEqual(['watch']);
    expect(moveField(form, ['watch'], [], 0)).toBeUndefined();
  });

  it('nests into a section with its uiSchema, requiredness and rules, and out again', () => {
    const into = moveField(form, ['remarks'], ['position'], 0)!;
    expect(into.path).toEqual(['position', 'remarks']);
    expect(codes(into.body)).toEqual(['watch', 'position', 'events']);
    expect(codes(into.body, ['position'])).toEqual(['remarks', 'lat', 'lon']);
    expect(into.body.rules![0].field).toBe('position.remarks');
    const out = moveField(into.body, ['position', 'lat'], [], 0)!;
    expect(codes(out.body)).toEqual(['lat', 'watch', 'position', 'events']);
    expect(out.body.schema.required).toEqual(['watch', 'lat']);
    expect(out.body.uiSchema!.lat).toEqual({ 'ui:title': { en: 'Latitude' } });
    expect(out.body.schema.properties).not.toHaveProperty('position.properties.lat');
  });

  it('renumbers a code the target already has and refuses to move a section into itself', () => {
    const withTime = addField(form, [], 'text', { en: 'x' })!;
    const renamed = renameField(withTime.body, withTime.path, 'time');
    expect('path' in renamed && renamed.path).toEqual(['time']);
    const moved = moveField((renamed as { body: FormDraft }).body, ['time'], ['events'], 0)!;
    expect(moved.path).toEqual(['events', 'time1']);
    expect(moveField(form, ['position'], ['position'], 0)).toBeUndefined();
  });

  it('moves by keyboard: up, down, into the section above, out after its parent', () => {
    expect(codes(nudgeField(form, ['position'], 'up')!.body)).toEqual(['position', 'watch', 'events', 'remarks']);
    expect(codes(nudgeField(form, ['position'], 'down')!.body)).toEqual(['watch', 'events', 'position', 'remarks']);
    expect(nudgeField(form, ['watch'], 'up')).toBeUndefined();
    const into = nudgeField(form, ['events'], 'in')!;
    expect(into.path).toEqual(['position', 'events']);
    expect(nudgeField(form, ['position'], 'in')).toBeUndefined();
    const out = nudgeField(form, ['position', 'lon'], 'out')!;
    expect(out.path).toEqual(['lon']);
    expect(codes(out.body)).toEqual(['watch', 'position', 'lon', 'events', 'remarks']);
    expect(out.body.rules![1].field).toBe('lon');
  });
});

describe('renaming and removing', () => {
  it('renames in place, keeping required and the rules, and refuses bad or taken codes', () => {
    const result = renameField(form, ['watch'], 'watchPeriod');
    if (!('path' in result)) throw new Error('refused');
    expect(codes(result.body)).toEqual(['watchPeriod', 'position', 'events', 'remarks']);
    expect(result.body.schema.required).toEqual(['watchPeriod']);
    expect(result.body.uiSchema!.watchPeriod).toEqual({ 'ui:title': { en: 'Watch', ru: 'Вахта' } });
    expect(renameField(form, ['watch'], '2nd')).toEqual({ error: 'invalid' });
    expect(renameField(form, ['watch'], 'remarks')).toEqual({ error: 'taken' });
  });

  it('removes a field with its uiSchema, required entry and rules', () => {
    const body = removeField(form, ['position']);
    expect(codes(body)).toEqual(['watch', 'events', 'remarks']);
    expect(body.uiSchema).not.toHaveProperty('position');
    expect(body.rules).toEqual([form.rules![0]]);
    expect(removeField(form, ['nope'])).toBe(form);
  });
});
