/**
 * The follow-up log calls (`/alarm-logs`, `/alarm-logs/other`; ALARM_FLW; docs/alarms.md, decision 71): the entries
 * about one alarm and the entries not about one alarm, each filtered by ship, period, action and text, newest first,
 * paged, of the ships the user sees (ALARM_FLW VIEW); adding a note (ALARM_FLW MANAGEMENT). Licensed with `alarms`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  FollowUpEntry, FollowUpList, FollowUpNote, followUpActions, followUpMaxOffset, followUpPageSizes,
} from '../../../descriptors/lib/alarms/alarm-log.js';
import { canSeeUnit } from '../../../descriptors/lib/access.js';
import { parsePeriodFilter } from '../../../descriptors/lib/resource.js';
import type { Db } from '../../db/engine.js';
import { KeelError, verbatim } from '../../errors/keel-error.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { requireLicence } from '../licence/licences.js';
import { listAlarmFollowUp, listOtherFollowUp, type FollowUpQuery } from './follow-up-log.js';
import { addFollowUpNote, listProblemCauses } from './follow-up-notes.js';
import { hasMessage, translate } from '../../http/i18n.js';

const tags = ['Alarms'];
const Period = z.string().max(60).regex(/^[\d\-:.TZ+]*\.\.[\d\-:.TZ+]*$/);
const ListQuery = z.object({
  unitId: z.string().min(1).max(100).optional(),
  period: Period.optional().describe('from..to, ISO days (inclusive) or instants; either side may be empty'),
  action: z.enum(followUpActions).optional(),
  text: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(followUpPageSizes.max).default(followUpPageSizes.default),
  offset: z.coerce.number().int().min(0).max(followUpMaxOffset).default(0),
});
type ListParams = z.infer<typeof ListQuery>;

export interface AlarmLogRouteOptions {
  now?: () => number;
}

export function alarmLogRoutes(db: Db, options: AlarmLogRouteOptions = {}) {
  const now = options.now ?? Date.now;
  const router = createRouter();
  const licensed = requireLicence(db, 'alarms');

  /** The query of a list call: the one ship asked for (when the user sees it) or every ship the user sees. */
  async function queryOf(principal: ReturnType<typeof principalOf>, params: ListParams) {
    if (params.unitId && !canSeeUnit(principal, params.unitId)) throw new KeelError('FORBIDDEN', 'records.unitNotVisible', { resource: 'alarm-log' });
    const bounds = params.period ? parsePeriodFilter(params.period) : {};
    if (!bounds) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{ path: '/period', code: 'period', ...verbatim(params.period!) }]);
    const ships = await listVisibleShips(db, principal, { includeDisabled: true });
    const unitIds = params.unitId ? ships.filter((s) => s.id === params.unitId).map((s) => s.id) : ships.map((s) => s.id);
    const query: FollowUpQuery = {
      unitIds, includeUnitless: !params.unitId, ...bounds, action: params.action, text: params.text, limit: params.limit, offset: params.offset,
    };
    return { query, names: new Map(ships.map((s) => [s.id, s.name])) };
  }

  router.openapi(createRoute({
    method: 'get', path: '/alarms/log', tags, summary: 'The follow-up log of alarms: who did what about which alarm, newest first',
    middleware: [licensed, requireFunction('ALARM_FLW', 'VIEW')] as const, request: { query: ListQuery },
    responses: { 200: jsonResponse(FollowUpList, 'A page of entries and how many match') },
  }), async (c) => {
    const { query, names } = await queryOf(principalOf(c), c.req.valid('query'));
    return c.json(await listAlarmFollowUp(db, query, names), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/alarms/log/other', tags,
    summary: "Follow-up entries not about one alarm: notes on the ships' alarm systems and changes to the alarm definitions, newest first",
    middleware: [licensed, requireFunction('ALARM_FLW', 'VIEW')] as const, request: { query: ListQuery },
    responses: { 200: jsonResponse(FollowUpList, 'A page of entries and how many match') },
  }), async (c) => {
    const { query, names } = await queryOf(principalOf(c), c.req.valid('query'));
    return c.json(await listOtherFollowUp(db, query, names), 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/alarms/log', tags,
    summary: "Add a note: about an episode of the ship (episodeId), or about the ship's alarm system (no episodeId)",
    middleware: [licensed, requireFunction('ALARM_FLW', 'MANAGEMENT')] as const,
    request: { body: jsonBody(z.object({ requestValue: FollowUpNote })) },
    responses: { 200: jsonResponse(FollowUpEntry, 'The note as logged') },
  }), async (c) => {
    const entry = await addFollowUpNote(db, principalOf(c), c.req.valid('json').requestValue, new Date(now()));
    addServerMessage(c, 'SUCCESS', 'alarmLog.noteAdded');
    return c.json(entry, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/alarms/problem-causes', tags, summary: 'The problem causes a note may name (simple values of the scope problemCause), in the user\'s language',
    middleware: [licensed, requireFunction('ALARM_FLW', 'VIEW')] as const,
    responses: { 200: jsonResponse(z.array(z.object({ label: z.string(), value: z.string() })), 'The causes, by label') },
  }), async (c) => {
    const language = c.get('language');
    const label = (code: string, value: string) => {
      const key = `alarmLog.problemCause.${code}`;
      return hasMessage(key) ? translate(language, key) : value;
    };
    return c.json(await listProblemCauses(db, label), 200);
  });

  return router;
}
