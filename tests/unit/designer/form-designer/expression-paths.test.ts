import { describe, expect, it } from 'vitest';
import { renamePathInComputed, renamePathInExpression } from '../../../../designer/form-designer/expression-paths.js';
import { renameField } from '../../../../designer/form-designer/form-edits.js';
import type { FormDraft } from '../../../../designer/form-designer/form-body.js';

describe('expressions follow a renamed or moved field', () => {
  it('rewrites every path that starts with the field, and nothing else', () => {
    expect(renamePathInExpression('weather.visibility < 2 and weather.visibilityNote != "" and visibility > 0', ['weather', 'visibility'], ['weather', 'visibilityNm']))
      .toBe('weather.visibilityNm < 2 and weather.visibilityNote != "" and visibility > 0');
    expect(renamePathInExpression('$sum(fuel.mass) > 10', ['fuel'], ['bunkers'])).toBe('$sum(bunkers.mass) > 10');
    expect(renamePathInExpression('watch = "00-04"', ['watch'], ['weather', 'watch'])).toBe('weather.watch = "00-04"');
  });

  it('leaves an expression that does not parse, and quoted names, as written', () => {
    expect(renamePathInExpression('watch = ', ['watch'], ['shift'])).toBe('watch = ');
    expect(renamePathInExpression('`watch` = "00-04"', ['watch'], ['shift'])).toBe('`watch` = "00-04"');
  });

  it('rewrites computed values anywhere in the uiSchema, table rows included', () => {
    const ui = { total: { 'ui:options': { computed: 'a + b' } }, rows: { items: { sum: { 'ui:options': { computed: 'a * 2' } } } } };
    expect(renamePathInComputed(ui, ['a'], ['alpha'])).toEqual({
      total: { 'ui:options': { computed: 'alpha + b' } }, rows: { items: { sum: { 'ui:options': { computed: 'alpha * 2' } } } },
    });
  });

  it('renaming a field in the designer carries the rules and computed values that read it', () => {
    const body: FormDraft = {
      title: { en: 'Watch' }, usage: 'CUSTOMIZER',
      schema: { type: 'object', properties: { speed: { type: 'number' }, hours: { type: 'number' }, distance: { type: 'number' } } },
      uiSchema: { distance: { 'ui:options': { computed: 'speed * hours' } } },
      rules: [{ field: 'hours', effect: 'require', when: 'speed > 0' }],
    };
    const renamed = renameField(body, ['speed'], 'sog');
    if ('error' in renamed) throw new Error(renamed.error);
    expect((renamed.body.uiSchema as { distance: unknown }).distance).toEqual({ 'ui:options': { computed: 'sog * hours' } });
    expect(renamed.body.rules).toEqual([{ field: 'hours', effect: 'require', when: 'sog > 0' }]);
  });
});
