import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateFormRules, initialRuleOutcome, readonlyUiSchema, schemaWithRules, withoutHiddenValues, type FormRule } from '../../../../descriptors/lib/form-rules.js';

const orbC = JSON.parse(readFileSync(new URL('../../../../descriptors/kinds/form/builtin/ELOG_ORB1_C.json', import.meta.url), 'utf8')) as {
  schema: Record<string, unknown>; rules: FormRule[];
};
const join = (paths: string[][]) => paths.map((p) => p.join('.')).sort();

describe('form rules', () => {
  it('shows only the ORB code C item the operation names, and within item 12 only the chosen method', async () => {
    const collection = await evaluateFormRules(orbC.rules, { operation: '11' });
    expect(join(collection.hidden)).toEqual(['item12', 'item12.item12_1', 'item12.item12_2', 'item12.item12_3', 'item12.item12_4']);
    const incinerated = await evaluateFormRules(orbC.rules, { operation: '12', item12: { method: '12.3' } });
    expect(join(incinerated.hidden)).toEqual(['item11', 'item12.item12_1', 'item12.item12_2', 'item12.item12_4']);
  });

  it('draws the schema without hidden fields and with rule-required ones, up through their sections', async () => {
    const rules: FormRule[] = [
      { field: 'item12.method', effect: 'require', when: "operation = '12'" },
      { field: 'item11', effect: 'hide', when: "operation = '12'" },
    ];
    const outcome = await evaluateFormRules(rules, { operation: '12' });
    const schema = schemaWithRules(orbC.schema, outcome) as { required: string[]; properties: Record<string, { required?: string[] }> };
    expect(Object.keys(schema.properties)).toEqual(['operation', 'item12']);
    expect(schema.required).toEqual(['operation', 'item12']);
    expect(schema.properties.item12.required).toEqual(['method']);
    // Nothing applies: the schema is the descriptor's own.
    expect(schemaWithRules(orbC.schema, await evaluateFormRules(rules, { operation: '11' })).required).toEqual(['operation']);
  });

  it('drops the values of hidden fields and keeps the rest', () => {
    const data = { operation: '12', item11: { item11_1: 'Sludge tank 1' }, item12: { method: '12.3', item12_3: 6.5, item12_1: 'NLRTM' } };
    expect(withoutHiddenValues(data, [['item11'], ['item12', 'item12_1']])).toEqual({ operation: '12', item12: { method: '12.3', item12_3: 6.5 } });
  });

  it('locks fields a readonly rule holds for, and does not apply a rule whose expression fails', async () => {
    const outcome = await evaluateFormRules([
      { field: 'item11.item11_2', effect: 'readonly', when: '$exists(item11.item11_1)' },
      { field: 'operation', effect: 'hide', when: '$undefinedFunction(' },
    ], { item11: { item11_1: 'Sludge tank 1' } });
    expect(outcome).toEqual({ hidden: [], required: [], readonly: [['item11', 'item11_2']] });
    expect(readonlyUiSchema(outcome.readonly)).toEqual({ item11: { item11_2: { 'ui:readonly': true } } });
  });

  it('keeps fields only a rule shows hidden until the rules are first evaluated', () => {
    expect(join(initialRuleOutcome(orbC.rules).hidden)).toContain('item12');
  });
});
