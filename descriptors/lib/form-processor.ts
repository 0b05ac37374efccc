/**
 * What a form descriptor does to its data besides validation (the SPEC "rundfaprocessor"): computed fields filled,
 * then the rules evaluated over the result and the values of hidden fields dropped.
 */
import { computedFieldsOf, withComputedValues } from './computed-fields.js';
import { evaluateFormRules, withoutHiddenValues, type FormRule, type RuleOutcome } from './form-rules.js';

export interface ProcessedForm {
  data: Record<string, unknown>;
  rules: RuleOutcome;
}

export async function processFormData(form: { uiSchema?: Record<string, unknown>; rules?: FormRule[] }, data: Record<string, unknown>): Promise<ProcessedForm> {
  const computed = await withComputedValues(computedFieldsOf(form.uiSchema), data);
  const rules = await evaluateFormRules(form.rules, computed);
  return { data: withoutHiddenValues(computed, rules.hidden), rules };
}
