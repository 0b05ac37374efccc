/** The only /api routes callable without a session; every other route needs one (deny by default). */
import type { RouteAccess } from './auth.js';

const publicRoutes: [method: string, pattern: RegExp][] = [
  ['POST', /^\/api\/authentication$/],
  ['PUT', /^\/api\/authentication$/],
  ['DELETE', /^\/api\/authentication$/],
  ['GET', /^\/api\/authentication\/criteria$/],
  ['GET', /^\/api\/authentication\/provider\/keycloak\/(status|login|callback)$/],
  ['GET', /^\/api\/logos(\/(dark|light)\/[\w-]+)?$/],
  ['GET', /^\/api\/openapi\.json$/],
  ['GET', /^\/api\/docs(\/.*)?$/],
  // A wallboard link (analytics module): the token in the path is the credential; read-only calls of one page.
  ['GET', /^\/api\/wallboard\/[\w-]+(\/filters)?$/],
  ['POST', /^\/api\/wallboard\/[\w-]+\/extract(\/live)?$/],
];

/** Routes a password-change session may use: setting the new password and reading the criteria. */
const changeSessionRoutes: [string, RegExp][] = [
  ['GET', /^\/api\/authentication\/ping$/],
];

const matches = (list: [string, RegExp][], method: string, path: string) =>
  list.some(([m, pattern]) => (m === method || (m === 'GET' && method === 'HEAD')) && pattern.test(path));

export const routeAccess: RouteAccess = {
  isPublic: (method, path) => matches(publicRoutes, method, path),
  allowsChangeSession: (method, path) => matches(changeSessionRoutes, method, path),
};
