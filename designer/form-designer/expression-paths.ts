/**
 * Field paths inside JSONata expressions follow a field that is renamed or moved: every path of the expression that
 * starts with the field's old path starts with its new one. Only plain names are rewritten (a `quoted` name or a path
 * built at run time is left as written); an expression that does not parse is returned unchanged.
 */
import jsonata from 'jsonata';
import { isJsonObject } from '../lib/parse-json.js';
import type { FieldPath, Json } from './form-body.js';

interface Step { type?: unknown; value?: unknown; position?: unknown }

export function renamePathInExpression(expression: string, from: FieldPath, to: FieldPath): string {
  let ast: unknown;
  try {
    ast = jsonata(expression).ast();
  } catch {
    return expression;
  }
  const edits: { start: number; end: number }[] = [];
  const tokenStart = (step: Step) => {
    if (step.type !== 'name' || typeof step.value !== 'string' || typeof step.position !== 'number') return undefined;
    const start = step.position - step.value.length;
    return expression.slice(start, step.position) === step.value ? start : undefined;
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isJsonObject(node)) return;
    if (node.type === 'path' && Array.isArray(node.steps)) {
      const steps = node.steps as Step[];
      const matches = steps.length >= from.length && from.every((key, i) => steps[i].type === 'name' && steps[i].value === key);
      const start = matches ? tokenStart(steps[0]) : undefined;
      const last = steps[from.length - 1];
      if (start !== undefined && tokenStart(last) !== undefined) edits.push({ start, end: last.position as number });
    }
    Object.values(node).forEach(visit);
  };
  visit(ast);
  return edits.sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + to.join('.') + text.slice(edit.end), expression);
}

/** The uiSchema with every computed expression (`ui:options.computed`) following the field. */
export function renamePathInComputed(ui: unknown, from: FieldPath, to: FieldPath): unknown {
  if (!isJsonObject(ui)) return ui;
  const out: Json = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:options' && isJsonObject(value) && typeof value.computed === 'string') {
      out[key] = { ...value, computed: renamePathInExpression(value.computed, from, to) };
    } else out[key] = key.startsWith('ui:') ? value : renamePathInComputed(value, from, to);
  }
  return out;
}
