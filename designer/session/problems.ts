/** Problems the editor shows: Monaco's markers (JSON syntax, the meta-schema) and the server's answer to a save. */
import type { FieldProblem } from '../../runtime/api/api-error.js';

export type ProblemSeverity = 'error' | 'warning' | 'info';

/** One problem at a place in the editor text (1-based lines and columns). */
export interface EditorProblem {
  /** 'json' for Monaco's JSON service, `serverMarkerOwner` for a refused save. */
  owner: string;
  severity: ProblemSeverity;
  message: string;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

export const serverMarkerOwner = 'keel-server';

/** Where the server reports body problems: `/requestValue/body/route` is `/route` of the body. */
export const bodyPointerPrefix = '/requestValue/body';

/** A server problem at a place in the body (pointer relative to the body). */
export interface BodyProblem {
  pointer: string;
  message: string;
}

/** Splits a refused save's field problems into those inside the body (shown in the editor) and the rest. */
export function splitServerProblems(problems: readonly FieldProblem[]): { body: BodyProblem[]; other: FieldProblem[] } {
  const body: BodyProblem[] = [];
  const other: FieldProblem[] = [];
  for (const problem of problems) {
    if (problem.path === bodyPointerPrefix || problem.path.startsWith(`${bodyPointerPrefix}/`)) {
      body.push({ pointer: problem.path.slice(bodyPointerPrefix.length), message: problem.message });
    } else {
      other.push(problem);
    }
  }
  return { body, other };
}

export function errorCountOf(problems: readonly EditorProblem[]): number {
  return problems.filter((p) => p.severity === 'error').length;
}

/** Problems in reading order: by line, then column, errors first on the same spot. */
export function sortProblems(problems: readonly EditorProblem[]): EditorProblem[] {
  const rank: Record<ProblemSeverity, number> = { error: 0, warning: 1, info: 2 };
  return [...problems].sort((a, b) => a.startLineNumber - b.startLineNumber || a.startColumn - b.startColumn || rank[a.severity] - rank[b.severity]);
}
