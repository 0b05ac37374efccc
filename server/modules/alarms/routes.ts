/**
 * The alarm operator calls (docs/alarms.md "Screens and calls"): the open episodes, the history (paged and as CSV),
 * the alarm tree — ALARMS VIEW, only episodes of ships the user may see — and acknowledge (ALARMS VIEW), shelve and
 * unshelve (ALARMS MANAGEMENT) from the version the user saw. Licensed with the alarms module.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { AlarmEpisode, alarmPriorities, alarmStates } from '../../../descriptors/lib/alarms/alarm.js';
import { AlarmEpisodeList, AlarmEpisodePage, AlarmTree, alarmInputLimits } from '../../../descriptors/lib/alarms/episode-views.js';
import type { Db } from '../../db/engine.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireLicence } from '../licence/licences.js';
import { alarmTree } from './alarm-tree.js';
import { episodesCsv } from './episode-csv.js';
import { translate } from '../../http/i18n.js';
import { episodesForExport, listEpisodeHistory, listOpenEpisodes, type EpisodeFilter } from './episode-queries.js';
import { acknowledgeEpisode, shelveEpisode, unshelveEpisode } from './operator-actions.js';
// The alarm-definition kind's write check, registered with the module's routes as other kinds' checks are.
import './definition-checks.js';

const tags = ['Alarms'];
const IdParam = z.object({ id: z.uuid() });
const Version = z.number().int().min(1).max(2_147_483_647);
const Text = z.string().trim().min(1).max(alarmInputLimits.comment);
/** A day (`2026-11-28`: from its start, to its end) or an instant. */
const Moment = z.string().max(40).refine((s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)), 'validation.invalid');

const Filter = z.object({
  unitId: z.string().min(1).max(100).optional(),
  alarmClass: z.string().min(1).max(100).optional(),
  priority: z.enum(alarmPriorities).optional(),
  state: z.enum(alarmStates).optional(),
  from: Moment.optional().describe('raised at or after: a day (its start) or an instant'),
  to: Moment.optional().describe('raised at or before: a day (its end) or an instant'),
});
const isDay = (s: string) => s.length === 10;

function filterOf(query: z.infer<typeof Filter>): EpisodeFilter {
  const { from, to, ...rest } = query;
  return {
    ...rest,
    from: from ? new Date(isDay(from) ? `${from}T00:00:00Z` : from) : undefined,
    to: to ? new Date(isDay(to) ? Date.parse(`${to}T00:00:00Z`) + 86_400_000 : Date.parse(to) + 1) : undefined,
  };
}

export function alarmRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  const licensed = requireLicence(db, 'alarms');

  router.openapi(createRoute({
    method: 'get', path: '/alarms/episodes/open', tags, summary: "Open alarms of the user's ships (or one ship), worst first; shelved ones only when asked",
    middleware: [licensed, requireFunction('ALARMS', 'VIEW')] as const, request: { query: z.object({ unitId: Filter.shape.unitId, includeShelved: z.enum(['true', 'false']).optional() }) },
    responses: { 200: jsonResponse(AlarmEpisodeList, 'The open episodes') },
  }), async (c) => {
    const { unitId, includeShelved } = c.req.valid('query');
    return c.json({ episodes: await listOpenEpisodes(db, principalOf(c), { unitId, includeShelved: includeShelved === 'true', now: now() }) }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/alarms/episodes', tags, summary: "Alarm episodes of the user's ships by ship, class, priority, state and period, newest first, paged",
    middleware: [licensed, requireFunction('ALARMS', 'VIEW')] as const,
    request: { query: Filter.extend({
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      size: z.coerce.number().int().min(1).max(alarmInputLimits.pageSize).default(50),
    }) },
    responses: { 200: jsonResponse(AlarmEpisodePage, 'A page of episodes and the total') },
  }), async (c) => {
    const { page, size, ...filter } = c.req.valid('query');
    return c.json(await listEpisodeHistory(db, principalOf(c), filterOf(filter), page, size), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/alarms/episodes.csv', tags, summary: `The episodes the history's filters match as CSV (the newest ${alarmInputLimits.csvRows})`,
    middleware: [licensed, requireFunction('ALARMS', 'VIEW')] as const, request: { query: Filter },
    responses: { 200: { content: { 'text/csv': { schema: z.string() } }, description: "; separated, UTF-8 with BOM, headers in the user's language" } },
  }), async (c) => {
    const { episodes, cut } = await episodesForExport(db, principalOf(c), filterOf(c.req.valid('query')), alarmInputLimits.csvRows);
    const name = `alarm-history-${new Date(now()).toISOString().slice(0, 10)}.csv`;
    return c.body(episodesCsv(episodes, c.get('language'), (key, params) => translate(c.get('language'), key, params), cut, alarmInputLimits.csvRows), 200, {
      'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`,
    });
  });

  router.openapi(createRoute({
    method: 'get', path: '/alarms/tree', tags, summary: "The user's ships → systems (asset tree) → open alarms, the worst state and priority rolled up",
    middleware: [licensed, requireFunction('ALARMS', 'VIEW')] as const, responses: { 200: jsonResponse(AlarmTree, 'The tree') },
  }), async (c) => c.json(await alarmTree(db, principalOf(c), now()), 200));

  router.openapi(createRoute({
    method: 'post', path: '/alarms/episodes/{id}/acknowledge', tags, summary: 'Acknowledge an alarm with a comment (409 when already acknowledged or the version is stale)',
    middleware: [licensed, requireFunction('ALARMS', 'VIEW')] as const, request: { params: IdParam, body: jsonBody(z.object({ requestValue: z.object({ version: Version, comment: Text }) })) },
    responses: { 200: jsonResponse(AlarmEpisode, 'The episode now') },
  }), async (c) => {
    const episode = await acknowledgeEpisode(db, principalOf(c), c.req.valid('param').id, c.req.valid('json').requestValue, now());
    addServerMessage(c, 'SUCCESS', 'alarms.episode.acknowledged');
    return c.json(episode, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/alarms/episodes/{id}/shelve', tags, summary: `Shelve an open alarm for 1 to ${alarmInputLimits.maxShelveMinutes} minutes with a reason`,
    middleware: [licensed, requireFunction('ALARMS', 'MANAGEMENT')] as const,
    request: { params: IdParam, body: jsonBody(z.object({ requestValue: z.object({
      version: Version, minutes: z.number().int().min(1).max(alarmInputLimits.maxShelveMinutes), reason: Text,
    }) })) },
    responses: { 200: jsonResponse(AlarmEpisode, 'The episode now') },
  }), async (c) => {
    const episode = await shelveEpisode(db, principalOf(c), c.req.valid('param').id, c.req.valid('json').requestValue, now());
    addServerMessage(c, 'SUCCESS', 'alarms.episode.shelved');
    return c.json(episode, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/alarms/episodes/{id}/unshelve', tags, summary: 'Bring a shelved alarm back before its time',
    middleware: [licensed, requireFunction('ALARMS', 'MANAGEMENT')] as const, request: { params: IdParam, body: jsonBody(z.object({ requestValue: z.object({ version: Version }) })) },
    responses: { 200: jsonResponse(AlarmEpisode, 'The episode now') },
  }), async (c) => {
    const episode = await unshelveEpisode(db, principalOf(c), c.req.valid('param').id, c.req.valid('json').requestValue, now());
    addServerMessage(c, 'SUCCESS', 'alarms.episode.unshelved');
    return c.json(episode, 200);
  });

  return router;
}
