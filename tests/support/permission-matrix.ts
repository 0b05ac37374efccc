/**
 * The permission matrix's vocabulary: who calls, what a call looks like, and what it must answer. An expectation is
 * written as one token per caller, in the order of `callers`:
 *   ok — 2xx;  in — the route was reached and refused the input (400, 404, 409, 422), never 401/403;
 *   any — anything but a 5xx (public routes whose answer depends on the input);  401;  403.
 */
export const callers = ['anonymous', 'admin', 'captain', 'chief', 'officer', 'analyst'] as const;
export type Caller = (typeof callers)[number];

export type Outcome = 'ok' | 'in' | 'any' | '401' | '403';

export interface MatrixRequest {
  method: string;
  path: string;
  body?: unknown;
  /** a fresh session for this call only (the call ends or changes its session) */
  fresh?: boolean;
}

/** Ids the calls need, read once from the test database. */
export interface MatrixIds {
  ownShip: string;
  foreignShip: string;
  officerId: string;
  adminPageId: string;
  wallboardValue: string;
  wallboardLinkId: string;
}

export interface MatrixCase {
  /** the route as the app registers it, e.g. `GET /api/elog-entry/:elog/load` */
  route: string;
  /** what this case of the route calls, when a route has several */
  label?: string;
  request: (ids: MatrixIds) => MatrixRequest;
  expect: string;
}

/** Parses `401 ok 403 403 403 ok` into one outcome per caller. */
export function outcomesOf(expect: string): Record<Caller, Outcome> {
  const tokens = expect.trim().split(/\s+/);
  if (tokens.length !== callers.length) throw new Error(`"${expect}" names ${tokens.length} outcomes, not ${callers.length}`);
  return Object.fromEntries(callers.map((caller, i) => [caller, tokens[i] as Outcome])) as Record<Caller, Outcome>;
}

/** The outcome token a status is, for reading a matrix off the server. */
export function outcomeOf(status: number): string {
  if (status === 401 || status === 403) return String(status);
  if (status >= 200 && status < 300) return 'ok';
  if (status >= 500) return `!${status}`;
  return 'in';
}

/** True when the status meets the expected outcome. */
export function meets(status: number, outcome: Outcome): boolean {
  if (status >= 500) return false;
  if (outcome === 'any') return true;
  return outcomeOf(status) === outcome;
}
