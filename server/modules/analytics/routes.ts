/** The analytics module's routes (docs/analytics.md "API"): pages, their data, wallboard links and multi-dashboard pages. */
import type { Db } from '../../db/engine.js';
import { createRouter } from '../../http/router.js';
import { extractRoutes } from './extract-routes.js';
import { multiPageRoutes } from './multi-page-routes.js';
import { pageRoutes } from './page-routes.js';
import { wallboardLinkRoutes } from './wallboard-link-routes.js';
import { wallboardRoutes } from './wallboard-routes.js';

/** `now` is the clock (epoch ms) periods, live windows and link expiry are read against. */
export function analyticsRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  // The data calls first: POST custom-analytics/extract must not be taken for a page id.
  router.route('/', extractRoutes(db, now));
  router.route('/', wallboardRoutes(db, now));
  router.route('/', pageRoutes(db));
  // After the pages: GET custom-analytics/by-code/links is the page "links", not the links of a page "by-code".
  router.route('/', wallboardLinkRoutes(db, now));
  router.route('/', multiPageRoutes(db, now));
  return router;
}
