/**
 * JSONata expressions of descriptors (computed fields, derived series, alarm conditions), compiled once and
 * evaluated with a time and depth budget per evaluation: a tail-recursive expression would otherwise loop
 * forever (DESIGN §1). Shared by the runtime and the server.
 */
import jsonata from 'jsonata';
import { compileFastPath, jsonataNumericFunctions, leftToJsonata } from './expression-fast-path.js';

export interface ExpressionLimits {
  /** Wall-clock budget of one evaluation. */
  timeoutMs: number;
  /** Deepest nesting of evaluation steps (deep recursion). */
  maxDepth: number;
}

export const defaultExpressionLimits: ExpressionLimits = { timeoutMs: 1000, maxDepth: 500 };

/** A syntax error, a runtime error or an exhausted budget; `code` is JSONata's (S…, T…, D…) or LIMIT. */
export class ExpressionError extends Error {
  constructor(readonly code: string, message: string, readonly position?: number) {
    super(message);
  }
}

interface Budget { deadline: number; maxDepth: number; depth: number }
const budgetName = '__keelBudget';

interface JsonataFrame { lookup(name: string): unknown }
const budgetOf = (environment: JsonataFrame) => environment.lookup(budgetName) as Budget | undefined;

function onEntry(_expr: unknown, _input: unknown, environment: JsonataFrame) {
  const budget = budgetOf(environment);
  if (!budget) return;
  budget.depth += 1;
  if (budget.depth > budget.maxDepth) throw new ExpressionError('LIMIT', `The expression nests deeper than ${budget.maxDepth} steps.`);
  if (Date.now() > budget.deadline) throw new ExpressionError('LIMIT', 'The expression ran out of time.');
}

function onExit(_expr: unknown, _input: unknown, environment: JsonataFrame) {
  const budget = budgetOf(environment);
  if (budget) budget.depth -= 1;
}

const asExpressionError = (error: unknown) => {
  if (error instanceof ExpressionError) return error;
  const e = error as { code?: string; message?: string; position?: number };
  return new ExpressionError(e?.code ?? 'ERROR', e?.message ?? String(error), e?.position);
};

export interface CompiledExpression {
  readonly source: string;
  evaluate(input: unknown, bindings?: Record<string, unknown>, limits?: ExpressionLimits): Promise<unknown>;
}

/** Compiles an expression; a syntax error throws an ExpressionError with its position. */
export function compileExpression(source: string): CompiledExpression {
  let expression: ReturnType<typeof jsonata>;
  try {
    expression = jsonata(source);
  } catch (error) {
    throw asExpressionError(error);
  }
  // The evaluator looks its step callbacks up under these symbols; assign binds them on this expression only.
  const assign = expression.assign as (name: string | symbol, value: unknown) => void;
  assign(Symbol.for('jsonata.__evaluate_entry'), onEntry);
  assign(Symbol.for('jsonata.__evaluate_exit'), onExit);
  const fastPath = jsonataNumericFunctions().then((functions) => compileFastPath(expression.ast(), functions), () => undefined);
  return {
    source,
    async evaluate(input, bindings = {}, limits = defaultExpressionLimits) {
      // Plain arithmetic runs without JSONata's evaluator (bounded by the expression's size, so without a budget).
      const fast = await fastPath;
      if (fast) {
        const value = fast(input, bindings);
        if (value !== leftToJsonata) return value;
      }
      const budget: Budget = { deadline: Date.now() + limits.timeoutMs, maxDepth: limits.maxDepth, depth: 0 };
      try {
        return await expression.evaluate(input, { ...bindings, [budgetName]: budget });
      } catch (error) {
        throw asExpressionError(error);
      }
    },
  };
}
