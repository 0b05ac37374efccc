/**
 * /api/measures/… beyond the ship-data calls of the timeseries module (SPEC §7 "measures"): tag lookups and checks
 * (tag-routes.ts) and the CSV import with its statistics (import-routes.ts). Importing this module also registers
 * the pre-delete check of tags with the generic resource routes.
 */
import type { Db } from '../../db/engine.js';
import { createRouter } from '../../http/router.js';
import { deleteGuards } from '../resources/delete-guards.js';
import type { LiveFeed } from '../timeseries/live-feed.js';
import { measureDeleteGuard } from './delete-guard.js';
import { importRoutes } from './import-routes.js';
import { tagRoutes } from './tag-routes.js';

deleteGuards.register(measureDeleteGuard);

export function measuresRoutes(db: Db, feed: LiveFeed) {
  const router = createRouter();
  router.route('/', tagRoutes(db));
  router.route('/', importRoutes(db, feed));
  return router;
}
