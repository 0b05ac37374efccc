/**
 * Input PostgreSQL cannot store, or that reaches where it should not, is refused at the edge with a 400 naming the
 * field (issue 14): a NUL character or an unpaired UTF-16 surrogate in any text (path, query, JSON keys and values),
 * the key `__proto__`, and JSON nested deeper than `maxJsonDepth`. Runs after the session check, so an anonymous
 * caller only costs this on the public routes, whose bodies are small.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { carriesNoBody } from './body-limits.js';
import type { KeelEnv } from './context.js';
import { KeelError, type FieldError } from '../errors/keel-error.js';

/** Deeper than any descriptor or request Keel reads; deep enough for every form a user designs. */
export const maxJsonDepth = 64;
/** Problems named in one answer. */
const maxProblems = 20;

export type TextProblem = 'nulCharacter' | 'brokenText' | 'forbiddenKey';

/** Why PostgreSQL would refuse to store this text, if it would. */
export function textProblem(text: string): Exclude<TextProblem, 'forbiddenKey'> | undefined {
  if (text.includes('\u0000')) return 'nulCharacter';
  // With the u flag a surrogate pair is one code point: only an unpaired half matches.
  if (/\p{Surrogate}/u.test(text)) return 'brokenText';
  return undefined;
}

/** True when JSON text opens more than `max` objects or arrays inside each other (read without parsing it). */
export function isNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i += 1;
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) { depth += 1; if (depth > max) return true; }
    else if (ch === 125 || ch === 93) depth -= 1;
  }
  return false;
}

// eslint-disable-next-line no-control-regex -- NUL is the character being escaped
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1').replace(/\u0000/g, '\\u0000');

/** Every key and string of a parsed JSON value that cannot be stored, as JSON pointers (at most `maxProblems`). */
export function findTextProblems(value: unknown, pointer = ''): { path: string; problem: TextProblem }[] {
  const found: { path: string; problem: TextProblem }[] = [];
  const stack: [unknown, string][] = [[value, pointer]];
  while (stack.length && found.length < maxProblems) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem) found.push({ path, problem });
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) stack.push([node[i], `${path}/${i}`]);
    } else if (node && typeof node === 'object') {
      for (const key of Object.keys(node).reverse()) {
        const at = `${path}/${escapePointer(key)}`;
        const problem = key === '__proto__' ? 'forbiddenKey' : textProblem(key);
        if (problem) found.push({ path: at, problem });
        else stack.push([(node as Record<string, unknown>)[key], at]);
      }
    }
  }
  return found;
}

/** The 400 for text problems, each named by its pointer and the key of its message. */
export function textProblemsError(problems: { path: string; problem: TextProblem }[]): KeelError {
  const fields: FieldError[] = problems.map(({ path, problem }) => ({
    path, code: problem, messageKey: `validation.${problem}`, params: { field: path.split('/').at(-1) || '/' },
  }));
  return new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, fields);
}

/** Throws the 400 when a parsed value holds text that cannot be stored (for bodies read outside the middleware). */
export function assertStorable(value: unknown, pointer = ''): void {
  const problems = findTextProblems(value, pointer);
  if (problems.length) throw textProblemsError(problems);
}

function urlProblems(c: Context<KeelEnv>): { path: string; problem: TextProblem }[] {
  // A NUL or a lone surrogate reaches a URL only percent-encoded: the HTTP parser refuses control characters and
  // reads other bytes one character each.
  if (!c.req.url.includes('%')) return [];
  const url = new URL(c.req.url);
  const found: { path: string; problem: TextProblem }[] = [];
  let path: string;
  try { path = decodeURIComponent(url.pathname); } catch { path = url.pathname; }
  const pathProblem = textProblem(path);
  if (pathProblem) found.push({ path: '/path', problem: pathProblem });
  for (const [key, value] of url.searchParams) {
    const problem = textProblem(key) ?? textProblem(value);
    if (problem) found.push({ path: `/query/${escapePointer(key)}`, problem });
  }
  return found;
}

const isJson = (contentType: string | undefined) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '');

/** The middleware: refuses the request before any route reads it. */
export const inputHygiene: MiddlewareHandler<KeelEnv> = async (c, next) => {
  const fromUrl = urlProblems(c);
  if (fromUrl.length) throw textProblemsError(fromUrl);
  if (!carriesNoBody(c.req.method) && isJson(c.req.header('content-type')) && c.req.raw.body) {
    const text = await c.req.text();
    if (isNestedDeeperThan(text, maxJsonDepth)) throw new KeelError('INVALID_INPUT', 'validation.tooDeep', { max: maxJsonDepth });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON after all: the route answers that in its own words (some take other content types).
      return next();
    }
    assertStorable(parsed);
    // The routes' validators read the value parsed here instead of parsing the text again.
    c.req.bodyCache.json = Promise.resolve(parsed);
  }
  return next();
};
