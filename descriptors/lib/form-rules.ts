/**
 * Form descriptor rules (`rules: [{ field, effect, when }]`): a JSONata condition over the form data shows, hides,
 * requires or locks a field (dotted path, e.g. "item12.item12_1"). Shared: the runtime draws the form with the
 * outcome, and the server validates a completed entry against the same outcome and drops the values of hidden fields.
 */
import { compileExpression, type CompiledExpression } from './expression.js';
import { isJsonObject } from './json-object.js';

export type RuleEffect = 'show' | 'hide' | 'require' | 'readonly';

export interface FormRule {
  field: string;
  effect: RuleEffect;
  /** JSONata over the form data; the rule holds when it yields true. */
  when: string;
}

/** Field paths (object keys) each effect applies to now. */
export interface RuleOutcome {
  hidden: string[][];
  required: string[][];
  readonly: string[][];
}

export const noRuleOutcome: RuleOutcome = { hidden: [], required: [], readonly: [] };

type Json = Record<string, unknown>;

const compiled = new Map<string, CompiledExpression | null>();
function expressionOf(source: string): CompiledExpression | null {
  if (!compiled.has(source)) {
    try {
      compiled.set(source, compileExpression(source));
    } catch {
      compiled.set(source, null);
    }
  }
  return compiled.get(source)!;
}

/** Whether a rule's condition holds; an expression that does not compile or fails does not hold. */
async function holds(rule: FormRule, data: Json): Promise<boolean> {
  const expression = expressionOf(rule.when);
  if (!expression) return false;
  try {
    return (await expression.evaluate(data)) === true;
  } catch {
    return false;
  }
}

/** The rules' outcome for the data: a `show` rule that does not hold hides its field, a `hide` rule that holds does. */
export async function evaluateFormRules(rules: readonly FormRule[] | undefined, data: Json): Promise<RuleOutcome> {
  if (!rules?.length) return noRuleOutcome;
  const outcome: RuleOutcome = { hidden: [], required: [], readonly: [] };
  const results = await Promise.all(rules.map((rule) => holds(rule, data)));
  rules.forEach((rule, index) => {
    const path = rule.field.split('.').filter(Boolean);
    const applies = results[index];
    if (rule.effect === 'show' && !applies) outcome.hidden.push(path);
    if (rule.effect === 'hide' && applies) outcome.hidden.push(path);
    if (rule.effect === 'require' && applies) outcome.required.push(path);
    if (rule.effect === 'readonly' && applies) outcome.readonly.push(path);
  });
  return outcome;
}

/** Before the first evaluation: fields that only a rule shows stay hidden, so a form does not flash them. */
export function initialRuleOutcome(rules: readonly FormRule[] | undefined): RuleOutcome {
  return { ...noRuleOutcome, hidden: (rules ?? []).filter((r) => r.effect === 'show').map((r) => r.field.split('.').filter(Boolean)) };
}

const isHidden = (path: readonly string[], hidden: readonly string[][]) =>
  hidden.some((h) => h.length <= path.length && h.every((part, i) => part === path[i]));

/**
 * The schema as the rules shape it now: hidden fields removed (and no longer required), required fields added to
 * their parent's `required` together with every enclosing object, so an absent section cannot skip the check.
 */
export function schemaWithRules(schema: Json, outcome: RuleOutcome): Json {
  if (!outcome.hidden.length && !outcome.required.length) return schema;
  const visit = (node: Json, path: string[]): Json => {
    if (!isJsonObject(node.properties)) return node;
    const properties: Json = {};
    for (const [key, child] of Object.entries(node.properties)) {
      if (isHidden([...path, key], outcome.hidden)) continue;
      properties[key] = isJsonObject(child) ? visit(child, [...path, key]) : child;
    }
    const ruled = outcome.required.filter((r) => r.length > path.length && path.every((part, i) => part === r[i])).map((r) => r[path.length]);
    const required = [...new Set([...(Array.isArray(node.required) ? node.required as string[] : []), ...ruled])]
      .filter((key) => key in properties && !isHidden([...path, key], outcome.hidden));
    const { required: _old, ...rest } = node;
    return { ...rest, properties, ...(required.length ? { required } : {}) };
  };
  return visit(schema, []);
}

/** The data without the values of hidden fields (an ORB entry switched from item 11 to 12 keeps no item 11). */
export function withoutHiddenValues(data: Json, hidden: readonly string[][]): Json {
  let result = data;
  for (const path of hidden) result = removeAt(result, path);
  return result;
}

function removeAt(data: Json, [key, ...rest]: readonly string[]): Json {
  if (!(key in data)) return data;
  if (!rest.length) {
    const { [key]: _removed, ...others } = data;
    return others;
  }
  const child = data[key];
  return isJsonObject(child) ? { ...data, [key]: removeAt(child, rest) } : data;
}

/** uiSchema marking the locked fields read-only, to merge over the descriptor's own. */
export function readonlyUiSchema(paths: readonly string[][]): Json {
  const ui: Json = {};
  for (const path of paths) {
    let node = ui;
    for (const key of path) node = (node[key] ??= {}) as Json;
    node['ui:readonly'] = true;
  }
  return ui;
}
