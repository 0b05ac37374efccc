import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { compileExpression } from '../../../../../descriptors/lib/expression.js';
import { type Body, elogForms, entries, fields, formFields, forms, hasBothLanguages, itemsOf, tagCodes, uiOptions } from '../../../../support/elog-builtins.js';

describe('built-in logbook forms', () => {
  it('compile with ajv, as the server will validate entry bodies with them', () => {
    const ajv = (addFormatsModule as unknown as (a: Ajv) => Ajv)(new Ajv({ allErrors: true, strict: false }));
    for (const [code, form] of elogForms) expect(() => ajv.compile(form.schema), code).not.toThrow();
  });

  it('label every field in English and Russian (uiSchema ui:title), and every enumeration value', () => {
    for (const code of elogForms.keys()) {
      for (const field of formFields(code)) {
        if (field.path.endsWith('[]') && field.schema.type !== 'object' && !field.ui['ui:title']) continue;
        expect(hasBothLanguages(field.ui['ui:title']), `${code}: ${field.path}`).toBe(true);
        if (Array.isArray(field.schema.enum)) {
          const names = field.ui['ui:enumNames'];
          expect(Array.isArray(names) && names.length === field.schema.enum.length, `${code}: ${field.path} enum names`).toBe(true);
          for (const name of names as unknown[]) expect(hasBothLanguages(name), `${code}: ${field.path} enum name`).toBe(true);
        }
      }
    }
  });

  it('pre-fill only from seeded ship tags', () => {
    let measured = 0;
    for (const code of elogForms.keys()) {
      for (const field of formFields(code)) {
        const options = uiOptions(field.ui);
        if (options.measure === undefined) continue;
        measured++;
        expect(tagCodes.has(String(options.measure)), `${code}: ${field.path} → ${String(options.measure)}`).toBe(true);
        if (options.measureAt !== undefined) {
          expect(['start', 'end'], `${code}: ${field.path}`).toContain(options.measureAt);
          const entry = entries.get(code.replace(/^ELOG_/, ''))!;
          if (options.measureAt === 'end') expect(entry.dateConfig.dateMode, `${code}: ${field.path} needs an end`).toBe('PERIOD');
        }
      }
    }
    expect(measured).toBeGreaterThan(20);
    const watch = Object.fromEntries(formFields('ELOG_DECK_WATCH').map((f) => [f.path, uiOptions(f.ui).measure]));
    expect(watch).toMatchObject({
      'position.lat': 'LAT', 'position.lon': 'LON', 'navigation.heading': 'HEADING', 'navigation.speedThroughWater': 'STW',
      'navigation.speedOverGround': 'SOG', 'navigation.shaftRpm': 'SHAFT_RPM', 'weather.windDirection': 'WIND_DIR_TRUE',
    });
  });

  it('have rules on fields that exist, with JSONata conditions that compile', () => {
    for (const [code, form] of elogForms) {
      const paths = new Set(formFields(code).map((f) => f.path));
      for (const rule of form.rules ?? []) {
        expect(paths.has(rule.field), `${code}: ${rule.field}`).toBe(true);
        expect(() => compileExpression(rule.when), `${code}: ${rule.when}`).not.toThrow();
      }
    }
  });

  it('carry every official ORB Part I item number under codes A to I, each label starting with it', () => {
    expect(itemsOf('ELOG_ORB1_A')).toEqual(['1', '2', '3', '3.1', '3.2', '3.3', '4', '4.1', '4.2']);
    expect(itemsOf('ELOG_ORB1_B')).toEqual(['5', '6', '7', '8', '9', '9.2', '10']);
    expect(itemsOf('ELOG_ORB1_C')).toEqual(['11', '11.1', '11.2', '11.3', '11.4', '12', '12.1', '12.2', '12.3', '12.4']);
    expect(itemsOf('ELOG_ORB1_D')).toEqual(['13', '14', '15', '15.1', '15.2', '15.3']);
    expect(itemsOf('ELOG_ORB1_E')).toEqual(['16', '17', '18']);
    expect(itemsOf('ELOG_ORB1_F')).toEqual(['19', '20', '21']);
    expect(itemsOf('ELOG_ORB1_G')).toEqual(['22', '23', '24', '25']);
    expect(itemsOf('ELOG_ORB1_H')).toEqual(['26', '26.1', '26.2', '26.3', '26.4']);
    expect(itemsOf('ELOG_ORB1_I')).toEqual([]);
    for (const letter of 'ABCDEFGHI') {
      const entry = entries.get(`ORB1_${letter}`)!;
      expect((entry as unknown as { parameters?: Body }).parameters?.recordCode).toBe(letter);
      expect((entry.name as { en: string }).en.startsWith(`${letter} — `)).toBe(true);
      for (const field of formFields(`ELOG_ORB1_${letter}`)) {
        const item = uiOptions(field.ui).item;
        if (typeof item !== 'string') continue;
        const title = field.ui['ui:title'] as { en: string; ru: string };
        expect([title.en.startsWith(`${item} `), title.ru.startsWith(`${item} `)], `${letter} ${item}`).toEqual([true, true]);
      }
    }
    const c = forms.get('ELOG_ORB1_C')!;
    expect((c.uiSchema?.item11 as Body).item11_1).toMatchObject({ 'ui:title': { en: '11.1 Identity of tank(s)' } });
    const h = fields(forms.get('ELOG_ORB1_H')!.schema, forms.get('ELOG_ORB1_H')!.uiSchema ?? {});
    expect(h.find((f) => f.path === 'item26.item26_3[].quantityAdded')?.ui['ui:title']).toMatchObject({ en: 'Quantity added, t' });
  });

  it('record garbage by the categories A to I of MARPOL Annex V', () => {
    const categories = (code: string) => formFields(code).find((f) => f.path.endsWith('[].category'))!.schema.enum;
    expect(categories('ELOG_GRB1_TO_RECEPTION_FACILITY')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(categories('ELOG_GRB1_ACCIDENTAL')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(categories('ELOG_GRB1_DISCHARGE_TO_SEA')).toEqual(['B', 'G']);
  });
});
