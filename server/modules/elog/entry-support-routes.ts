/**
 * SPEC §7 eLog calls that help fill a day in: the logbook's entry descriptors (all/{elog}), an entry type's form
 * (descriptor-details), a new entry's template with its time and sensor values (prepare), which entry types may
 * come next (nextAllowed), and the user's permissions in a logbook (elog-permission/elog/{code}).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, lte, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Principal } from '../../../descriptors/lib/access.js';
import { LastDayStatus, ReportDay, dayStatuses } from '../../../descriptors/lib/elog/day-answer.js';
import { elogPermissionsOf, signatureCapacity } from '../../../descriptors/lib/elog/elog-permission.js';
import { NextAllowedOption, PreparedEntry } from '../../../descriptors/lib/elog/entry-answer.js';
import { DescriptorDetails, ElogDefinitions, ElogPermissionAnswer, FormSnapshot } from '../../../descriptors/lib/elog/logbook-answer.js';
import { copyOffsetFrom, normalizeMinuteResolution, roundToResolution } from '../../../descriptors/lib/elog/time-with-offset.js';
import { allowedNext, checkNewEntry } from '../../../descriptors/lib/elog/workflow.js';
import { processFormData } from '../../../descriptors/lib/form-processor.js';
import type { Db } from '../../db/engine.js';
import { findShip } from '../access/ships.js';
import { elogEntries } from './tables.js';
import { principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { KeelError } from '../../errors/keel-error.js';
import { translate } from '../../http/i18n.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { clusterData, setAt } from './cluster-data.js';
import { assertUnitVisible, elogActor, requireElogPermission } from './elog-access.js';
import { lastStatuses, searchDays } from './day-search.js';
import { entryDescriptorOf, loadElog, type ElogDefinition } from './elog-definitions.js';
import { findSnapshot, formForShip } from './ship-forms.js';
import { findDay, shipDayOf } from './elog-days.js';
import { noonRunBindings, noonRunData, runPeriodStart, type RunPeriodQuery } from './noon-run.js';

const tags = ['eLog'];
const Json = z.record(z.string(), z.unknown());
const ElogParam = z.object({ elog: z.string().min(1).max(50) });
/** What rundfaprocessor answers: the data as a save would store it, and the dotted paths the form's rules hide, require and lock. */
const ProcessedForm = z.object({ areasContent: Json, hidden: z.array(z.string()), required: z.array(z.string()), readonly: z.array(z.string()) });

async function dayEntries(db: Db, unitId: string, elogCode: string, day: string) {
  const row = await findDay(db, unitId, elogCode, day);
  if (!row) return [];
  return (await db.select().from(elogEntries).where(eq(elogEntries.aggregationId, row.id)))
    .map((e) => ({ id: e.id, descriptor: e.entryDescriptor, status: e.status as 'DRAFT', start: e.startTs.getTime() }));
}

function translatedReason(c: Context<KeelEnv>, elog: ElogDefinition, reason: { key: string; params: Record<string, string | number> }) {
  const language = c.get('language');
  const named = Object.fromEntries(Object.entries(reason.params).map(([k, v]) => {
    const descriptor = elog.entryDescriptors.find((d) => d.code === v);
    const name = descriptor ? (typeof descriptor.name === 'string' ? descriptor.name : descriptor.name[language] ?? descriptor.name.en) : v;
    return [k, name];
  }));
  return translate(language, reason.key, named);
}

/** The run since the last noon for the fields a form fills from the track, and where that run starts; undefined without such fields. */
async function runSinceLastNoon(db: Db, principal: Principal, unitCode: string, uiSchema: Record<string, unknown> | undefined, query: RunPeriodQuery) {
  const bindings = noonRunBindings(uiSchema);
  if (!bindings.length) return undefined;
  const since = await runPeriodStart(db, query);
  return { since, values: await noonRunData(db, principal, unitCode, bindings, since.timestamp, query.start.timestamp) };
}

export function entrySupportRoutes(db: Db, now: () => number = Date.now) {
  const router = createRouter();
  const reader = async (c: Context<KeelEnv>, code: string, unitId?: string) => {
    const elog = await loadElog(db, code);
    const actor = await elogActor(db, principalOf(c), elog, unitId);
    requireElogPermission(actor, elog, 'VIEW');
    return { elog, actor };
  };

  router.openapi(createRoute({
    method: 'get', path: '/elog-entry-descriptor/all/{elog}', tags, summary: 'The logbook configuration and its enabled entry descriptors',
    request: { params: ElogParam }, responses: { 200: jsonResponse(ElogDefinitions, 'Configuration and entry descriptors') },
  }), async (c) => {
    const { elog } = await reader(c, c.req.valid('param').elog);
    const byOrder = [...elog.entryDescriptors].sort((a, b) => a.workflow.sequence - b.workflow.sequence || (a.code < b.code ? -1 : 1));
    return c.json({ config: elog.config, entryDescriptors: byOrder }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-entry/{elog}/descriptor-details', tags, summary: 'An entry type and the form its entries are filled with',
    request: { params: ElogParam, query: z.object({
      entryDescriptor: z.string().min(1).max(100),
      unitId: z.uuid().optional().describe('the ship: its form with the overlays of its shipowner, fleets and its own'),
    }) },
    responses: { 200: jsonResponse(DescriptorDetails, 'Entry descriptor and form') },
  }), async (c) => {
    const { entryDescriptor, unitId } = c.req.valid('query');
    const { elog } = await reader(c, c.req.valid('param').elog, unitId);
    const descriptor = entryDescriptorOf(elog, entryDescriptor);
    const form = await formForShip(db, descriptor, unitId);
    return c.json({ entryDescriptor: descriptor, form: form.body }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-entry/{elog}/form-snapshot/{id}', tags, summary: 'A form exactly as entries of the logbook were filled with it (version and overlays)',
    request: { params: ElogParam.extend({ id: z.string().regex(/^[0-9a-f]{40}$/) }) },
    responses: { 200: jsonResponse(FormSnapshot, 'The form as kept'), 404: { description: 'No such form kept for this logbook' } },
  }), async (c) => {
    const { elog: code, id } = c.req.valid('param');
    const { elog } = await reader(c, code);
    const snapshot = await findSnapshot(db, id);
    if (!snapshot || !elog.entryDescriptors.some((d) => d.dfdSelector === snapshot.formDescriptor)) throw new KeelError('NOT_FOUND', 'error.notFound');
    return c.json({ id, formDescriptor: snapshot.formDescriptor, formVersion: snapshot.formVersion, overlays: snapshot.overlays, form: snapshot.body }, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/elog-entry/{elog}/rundfaprocessor', tags,
    // Route middleware runs before the body validator: without VIEW of the logbook the answer is 403 whatever is sent.
    middleware: [async (c, next) => { await reader(c, c.req.param('elog') ?? ''); return next(); }] as const,
    summary: 'Run an entry\'s form over its data: computed fields filled, rules applied (hidden values dropped), as a save would store it',
    request: { params: ElogParam, body: jsonBody(z.object({ requestValue: z.object({
      entryDescriptor: z.string().min(1).max(100), areasContent: Json,
      unitId: z.uuid().optional().describe('the ship, whose form overlays apply'),
    }) })) },
    responses: { 200: jsonResponse(ProcessedForm, 'The data as processed and the fields the rules hide, require and lock') },
  }), async (c) => {
    const { entryDescriptor, areasContent, unitId } = c.req.valid('json').requestValue;
    const { elog } = await reader(c, c.req.valid('param').elog, unitId);
    const descriptor = entryDescriptorOf(elog, entryDescriptor);
    const form = await formForShip(db, descriptor, unitId);
    const { data, rules } = await processFormData(form.body, areasContent);
    const paths = (list: string[][]) => list.map((path) => path.join('.'));
    return c.json({ areasContent: data, hidden: paths(rules.hidden), required: paths(rules.required), readonly: paths(rules.readonly) }, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-entry/{elog}/prepare', tags, summary: 'A new entry (or an entry at a new time): its time on the ship\'s clock, values from the ship\'s sensors and track, whether the workflow allows it',
    request: { params: ElogParam, query: z.object({
      unitId: z.uuid(), entryDescriptor: z.string().min(1).max(100), at: z.coerce.number().int().min(0).max(8.64e15).optional(),
      end: z.coerce.number().int().min(0).max(8.64e15).optional().describe('the end of a period entry: fields measured at its end take their values then'),
      entryId: z.uuid().optional().describe('the entry whose time is being changed: not its own previous noon report'),
    }) },
    responses: { 200: jsonResponse(PreparedEntry, 'The template') },
  }), async (c) => {
    const { unitId, entryDescriptor, at, end, entryId } = c.req.valid('query');
    const { elog, actor } = await reader(c, c.req.valid('param').elog, unitId);
    requireElogPermission(actor, elog, 'FILLING');
    const descriptor = entryDescriptorOf(elog, entryDescriptor);
    const instant = at ?? now();
    const [previous] = await db.select({ offset: elogEntries.startOffset }).from(elogEntries)
      .where(and(eq(elogEntries.unitId, unitId), eq(elogEntries.elogCode, elog.code), ne(elogEntries.status, 'DELETED'), lte(elogEntries.startTs, new Date(instant))))
      .orderBy(desc(elogEntries.startTs)).limit(1);
    const fallback = elog.config.params?.defaultOffset ?? 0;
    const offset = descriptor.copyOffsetFromPrevious ? copyOffsetFrom(previous, fallback) : fallback;
    const start = roundToResolution(instant, normalizeMinuteResolution(elog.config.params?.minuteResolution ?? 1), offset);
    const unit = await findShip(db, unitId);
    if (!unit) throw new KeelError('NOT_FOUND', 'error.notFound');
    const form = await formForShip(db, descriptor, unitId);
    const filled = await clusterData(db, actor.principal, unit.code, form.body.uiSchema, { start, end });
    const run = await runSinceLastNoon(db, actor.principal, unit.code, form.body.uiSchema, { unitId, elogCode: elog.code, entryDescriptor: descriptor.code, start: { timestamp: start, offset }, exceptId: entryId });
    for (const [pointer, value] of Object.entries(run?.values ?? {})) setAt(filled.content, pointer, value);
    const check = checkNewEntry(elog.config.config, elog.entryDescriptors, await dayEntries(db, unitId, elog.code, shipDayOf(start, offset)), { descriptor: descriptor.code, start });
    return c.json({
      heading: { start: { timestamp: start, offset }, end: null, notes: null }, areasContent: filled.content,
      prefilled: [...filled.prefilled, ...Object.keys(run?.values ?? {})],
      // The fields filled from the track since the last noon, and since when: the editor says so at each.
      ...(run ? { run: { since: run.since, fields: Object.keys(run.values) } } : {}),
      allowed: check.ok, ...(check.ok ? {} : { reason: translatedReason(c, elog, check.reason) }),
    }, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/elog-entry-descriptor/nextAllowed', tags, summary: 'Which entry types the workflow allows at a time of a ship\'s day, and why not the others',
    request: { body: jsonBody(z.object({ requestValue: z.object({
      elog: z.string().min(1).max(50), unitId: z.uuid(), at: z.number().int().min(0).max(8.64e15),
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(), offset: z.number().int().min(-720).max(840).optional(),
    }) })) },
    responses: { 200: jsonResponse(z.array(NextAllowedOption), 'One row per entry type') },
  }), async (c) => {
    const { elog: code, unitId, at, day, offset } = c.req.valid('json').requestValue;
    const { elog } = await reader(c, code, unitId);
    const shipDay = day ?? shipDayOf(at, offset ?? elog.config.params?.defaultOffset ?? 0);
    const options = allowedNext(elog.config.config, elog.entryDescriptors, await dayEntries(db, unitId, elog.code, shipDay), at);
    return c.json(options.map((o) => ({ code: o.code, state: o.state, allowed: o.allowed, ...(o.reason ? { reason: translatedReason(c, elog, o.reason) } : {}) })), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-permission/elog/{elog}', tags, summary: 'The current user\'s permissions in a logbook (for a ship)',
    request: { params: ElogParam, query: z.object({ unitId: z.uuid().optional(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }) },
    responses: { 200: jsonResponse(ElogPermissionAnswer, 'Permissions and signature capacity') },
  }), async (c) => {
    const { unitId, day } = c.req.valid('query');
    const elog = await loadElog(db, c.req.valid('param').elog);
    const actor = await elogActor(db, principalOf(c), elog, unitId);
    const status = unitId && day ? (await findDay(db, unitId, elog.code, day))?.status : undefined;
    const capacity = signatureCapacity(actor.elog, elog.permissions, status);
    return c.json({ permissions: [...elogPermissionsOf(actor.elog, elog.permissions, status)], firstSign: capacity.firstSign, main: capacity.main }, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/elog-aggregation/search', tags, summary: 'Logbook days across ships and logbooks, with their statuses and entry counts',
    request: { body: jsonBody(z.object({ requestValue: z.object({
      elogs: z.array(z.string().max(50)).max(50).optional(), unitIds: z.array(z.uuid()).max(500).optional(),
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), status: z.enum(dayStatuses).optional(),
    }) })) },
    responses: { 200: jsonResponse(z.array(ReportDay), 'Days, newest first') },
  }), async (c) => c.json(await searchDays(db, principalOf(c), c.req.valid('json').requestValue), 200));

  router.openapi(createRoute({
    method: 'get', path: '/elog-status-history/search/last', tags, summary: 'The newest status of each of a ship\'s logbooks',
    request: { query: z.object({ unitId: z.uuid() }) }, responses: { 200: jsonResponse(z.array(LastDayStatus), 'One row per logbook') },
  }), async (c) => {
    const { unitId } = c.req.valid('query');
    assertUnitVisible(principalOf(c), unitId);
    return c.json(await lastStatuses(db, principalOf(c), unitId), 200);
  });

  return router;
}
