/**
 * Arithmetic expressions without JSONata's evaluator: numbers, field names, `$binding.field`, + − × ÷ %, comparisons,
 * `and`/`or`, `? :` and the numeric functions below, turned into plain closures over the parsed expression. A
 * derived series evaluates one expression per bucket and ship, and JSONata's evaluator (asynchronous at every step)
 * cost about 12 µs an evaluation (issue 21). The closures follow JSONata's rules for these operators; whenever a
 * value leaves the plain case (text in arithmetic, an array, an infinite operand, a missing function argument) they
 * give up and the caller evaluates that input with JSONata, so errors and odd cases are JSONata's own.
 */
import jsonata from 'jsonata';

/** Thrown by a closure that meets a case it leaves to JSONata. */
class LeftToJsonata extends Error {}

/** The evaluation gave up: evaluate this input with JSONata. */
export const leftToJsonata: unique symbol = Symbol('leftToJsonata');

type Scope = { input: Record<string, unknown>; bindings: Record<string, unknown> };
type Closure = (scope: Scope) => unknown;

/** JSONata's own implementations of the numeric functions, with the argument counts their signatures take. */
export type NumericFunctions = Record<string, { implementation: (...args: number[]) => unknown; arities: readonly number[] }>;

const fastFunctionArities: Readonly<Record<string, readonly number[]>> = {
  round: [1, 2], power: [2], abs: [1], floor: [1], ceil: [1], sqrt: [1],
};

let reading: Promise<NumericFunctions> | undefined;

/**
 * The numeric functions as JSONata itself implements them, read once from its evaluator (`$round` evaluates to the
 * function). A function that cannot be read is left out: expressions calling it go through JSONata.
 */
export function jsonataNumericFunctions(): Promise<NumericFunctions> {
  return (reading ??= Promise.all(Object.entries(fastFunctionArities).map(async ([name, arities]) => {
    const value: unknown = await jsonata(`$${name}`).evaluate({});
    if (typeof value !== 'object' || value === null || !('implementation' in value)) return [];
    const { implementation } = value;
    if (typeof implementation !== 'function') return [];
    return [[name, { implementation: (...args: number[]): unknown => implementation(...args), arities }] as const];
  })).then((entries) => Object.fromEntries(entries.flat())));
}

interface Node {
  type: string;
  value?: unknown;
  position?: number;
  lhs?: Node;
  rhs?: Node;
  steps?: Node[];
  expressions?: Node[];
  condition?: Node;
  then?: Node;
  else?: Node;
  procedure?: Node;
  arguments?: Node[];
  expression?: Node;
}

/** The keys each node type may carry to be compiled: any other (a predicate, a stage, a group) means JSONata. */
const allowedKeys: Record<string, readonly string[]> = {
  number: ['type', 'value', 'position'],
  string: ['type', 'value', 'position'],
  value: ['type', 'value', 'position'],
  name: ['type', 'value', 'position'],
  path: ['type', 'steps', 'position'],
  binary: ['type', 'value', 'position', 'lhs', 'rhs'],
  unary: ['type', 'value', 'position', 'expression'],
  condition: ['type', 'position', 'condition', 'then', 'else'],
  block: ['type', 'position', 'expressions'],
  function: ['type', 'value', 'position', 'procedure', 'arguments'],
};

const leave = (): never => { throw new LeftToJsonata(); };

/** The node carries only the keys given (the parser leaves some keys present but undefined). */
const carriesOnly = (node: object, keys: readonly string[]) => Object.entries(node).every(([key, value]) => value === undefined || keys.includes(key));

/** A value a numeric operator takes: a finite number, or undefined (the result is then undefined). */
function operand(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : leave();
}

/** JSONata's effective boolean value of a plain value (undefined is false); anything else is left to JSONata. */
function truth(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > 0;
  if (typeof value === 'number') return Number.isNaN(value) ? false : Number.isFinite(value) ? value !== 0 : leave();
  return leave();
}

/** A field's value as the closures take it: a plain value, or undefined when absent. */
function plain(holder: unknown, name: string): unknown {
  if (holder === undefined || holder === null) return undefined;
  if (typeof holder !== 'object' || Array.isArray(holder)) return leave();
  if (!Object.hasOwn(holder, name)) return name in holder ? leave() : undefined;
  const value = (holder as Record<string, unknown>)[name];
  return value === null || typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' || value === undefined ? value : leave();
}

function arithmetic(op: string): ((a: number, b: number) => number) | undefined {
  switch (op) {
    case '+': return (a, b) => a + b;
    case '-': return (a, b) => a - b;
    case '*': return (a, b) => a * b;
    case '/': return (a, b) => a / b;
    case '%': return (a, b) => a % b;
    default: return undefined;
  }
}

function comparison(op: string): ((a: number | string, b: number | string) => boolean) | undefined {
  switch (op) {
    case '<': return (a, b) => a < b;
    case '<=': return (a, b) => a <= b;
    case '>': return (a, b) => a > b;
    case '>=': return (a, b) => a >= b;
    default: return undefined;
  }
}

function compileNode(node: Node, functions: NumericFunctions): Closure | undefined {
  const keys = allowedKeys[node.type];
  if (!keys || !carriesOnly(node, keys)) return undefined;
  const compile = (child: Node | undefined) => (child ? compileNode(child, functions) : undefined);
  switch (node.type) {
    case 'number': case 'string': {
      const { value } = node;
      return () => value;
    }
    case 'value':
      // true, false, null
      return node.value === null || typeof node.value === 'boolean' ? () => node.value : undefined;
    case 'path': {
      const steps = node.steps ?? [];
      const isPlainStep = (step: Node, i: number) => (step.type === 'name' || (i === 0 && step.type === 'variable'))
        && carriesOnly(step, allowedKeys.name);
      if (!steps.length || !steps.every(isPlainStep)) return undefined;
      const names = steps.map((step) => String(step.value));
      const fromBinding = steps[0].type === 'variable';
      // `$` alone is the input itself: JSONata's.
      if (fromBinding && names[0] === '') return undefined;
      return ({ input, bindings }) => {
        let holder: unknown = fromBinding ? bindingOf(bindings, names[0]) : plain(input, names[0]);
        for (let i = 1; i < names.length; i++) holder = plain(holder, names[i]);
        return holder;
      };
    }
    case 'binary': {
      const lhs = compile(node.lhs);
      const rhs = compile(node.rhs);
      if (!lhs || !rhs) return undefined;
      const op = String(node.value);
      const arithmeticOf = arithmetic(op);
      if (arithmeticOf) {
        return (scope) => {
          const a = operand(lhs(scope));
          const b = operand(rhs(scope));
          return a === undefined || b === undefined ? undefined : arithmeticOf(a, b);
        };
      }
      const compare = comparison(op);
      if (compare) {
        return (scope) => {
          const a = lhs(scope);
          const b = rhs(scope);
          const comparable = (v: unknown) => v === undefined || typeof v === 'string' || typeof v === 'number';
          if (!comparable(a) || !comparable(b)) return leave();
          if (a === undefined || b === undefined) return undefined;
          return typeof a === typeof b ? compare(a as number | string, b as number | string) : leave();
        };
      }
      if (op === '=' || op === '!=') {
        return (scope) => {
          const a = lhs(scope);
          const b = rhs(scope);
          if (a === undefined || b === undefined) return false;
          if (typeof a === 'object' || typeof b === 'object') return a === null && b === null ? op === '=' : leave();
          return op === '=' ? a === b : a !== b;
        };
      }
      if (op === 'and') return (scope) => truth(lhs(scope)) && truth(rhs(scope));
      if (op === 'or') return (scope) => truth(lhs(scope)) || truth(rhs(scope));
      return undefined;
    }
    case 'unary': {
      const inner = compile(node.expression);
      if (node.value !== '-' || !inner) return undefined;
      return (scope) => {
        const value = operand(inner(scope));
        return value === undefined ? undefined : -value;
      };
    }
    case 'condition': {
      const condition = compile(node.condition);
      const then = compile(node.then);
      const otherwise = node.else ? compile(node.else) : () => undefined;
      if (!condition || !then || !otherwise) return undefined;
      return (scope) => (truth(condition(scope)) ? then(scope) : otherwise(scope));
    }
    case 'block': {
      const expressions = (node.expressions ?? []).map(compile);
      if (!expressions.length || expressions.some((e) => !e)) return undefined;
      const each = expressions as Closure[];
      return (scope) => {
        let value: unknown;
        for (const expression of each) value = expression(scope);
        return value;
      };
    }
    case 'function': {
      const procedure = node.procedure;
      const name = String(procedure?.value ?? '');
      const fn = functions[name];
      if (node.value !== '(' || procedure?.type !== 'variable' || !carriesOnly(procedure, allowedKeys.name) || !fn) return undefined;
      const args = (node.arguments ?? []).map(compile);
      if (!fn.arities.includes(args.length) || args.some((a) => !a)) return undefined;
      const each = args as Closure[];
      return (scope) => {
        // A binding of the same name is what JSONata would call.
        if (Object.hasOwn(scope.bindings, name)) return leave();
        const values = each.map((arg) => {
          const value = arg(scope);
          return typeof value === 'number' && Number.isFinite(value) ? value : leave();
        });
        return fn.implementation(...values);
      };
    }
    default:
      return undefined;
  }
}

function bindingOf(bindings: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(bindings, name) ? bindings[name] : leave();
}

/**
 * The expression's closure, or undefined when it uses anything outside the plain arithmetic above. The closure answers
 * `leftToJsonata` for an input it does not take plainly.
 */
export function compileFastPath(ast: unknown, functions: NumericFunctions): ((input: unknown, bindings: Record<string, unknown>) => unknown) | undefined {
  const closure = compileNode(ast as Node, functions);
  if (!closure) return undefined;
  return (input, bindings) => {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return leftToJsonata;
    try {
      return closure({ input: input as Record<string, unknown>, bindings });
    } catch {
      // A case left to JSONata, or a function that threw (a square root of a negative number): JSONata evaluates
      // the input again and answers, or fails, with its own message.
      return leftToJsonata;
    }
  };
}
