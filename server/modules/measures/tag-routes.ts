/**
 * The tag calls of SPEC §7 "measures": formatters, tag/{tag}, checkDelete/{id}, search, search/measure-selector,
 * checkCode/{code} and retrieve-by-asset/{assetId}. Access rules: access.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { translate } from '../../http/i18n.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireResource } from '../resources/definitions.js';
import { findReferrers } from '../resources/references.js';
import { codeHolders } from '../resources/resource-access.js';
import { manageMeasures, readMeasures } from './access.js';
import { tagCodeOf } from './delete-guard.js';
import { formatterCatalogue } from './formatter-catalogue.js';
import { measureSelector } from './measure-selector.js';
import { findTagById, requireTag, searchTags, tagResource, tagsOfAsset, tagView } from './tag-records.js';
import { tagUsage, visibleTagData } from './tag-usage.js';
import { GroupingKeyList } from '../../../descriptors/lib/grouping-key.js';
import { ShipCodeList } from '../../../descriptors/lib/ship-list.js';
import { MeasureSelectorAnswer, TagAnswer } from '../../../descriptors/lib/tags/tag-answers.js';
import { tagValueTypes } from '../../../descriptors/lib/tags/tag-semantics.js';

const tags = ['Measurements'];
const Code = z.string().min(1).max(100);
const Tag = TagAnswer.openapi('Tag');
const Search = z.object({
  text: z.string().max(200).optional(), measureType: z.string().max(60).optional(), valueType: z.enum(tagValueTypes).optional(),
  cluster: z.string().max(60).optional(), includeDisabled: z.boolean().optional(),
  page: z.number().int().min(1).default(1), size: z.number().int().min(1).max(500).default(25),
});
const Selector = z.object({
  /** ship codes; every ship the user may see when absent */
  units: ShipCodeList.optional(),
  groupingKeys: GroupingKeyList.optional(),
  text: z.string().max(200).optional(),
});
const Referrer = z.object({ resource: z.string(), resourceTitle: z.string(), id: z.string(), label: z.string(), disabled: z.boolean() });

export function tagRoutes(db: Db) {
  const router = createRouter();

  router.openapi(createRoute({ method: 'get', path: '/measures/formatters', tags, summary: 'The formatter types a tag may use, with their parameters (JSON Schema)',
    middleware: [readMeasures] as const,
    responses: { 200: jsonResponse(z.array(z.object({ type: z.string(), name: z.string(), description: z.string(), parameters: z.record(z.string(), z.unknown()) })), 'Formatters') } }), (c) =>
    c.json(formatterCatalogue((key) => translate(c.get('language'), key)), 200));

  router.openapi(createRoute({ method: 'get', path: '/measures/tag/{tag}', tags, summary: 'One tag with its series (ships the user may see) and the first and last time of their data',
    middleware: [readMeasures] as const, request: { params: z.object({ tag: Code }) },
    responses: { 200: jsonResponse(Tag.extend({ series: z.number(), ships: z.array(z.string()), firstTime: z.string().nullable(), lastTime: z.string().nullable() }), 'The tag') } }), async (c) => {
    const row = await requireTag(db, c.req.valid('param').tag);
    return c.json({ ...tagView(row), ...(await visibleTagData(db, String(row.code), principalOf(c))) }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/measures/checkDelete/{id}', tags, summary: 'Whether a tag may be deleted: not while it has stored series or records refer to it',
    middleware: [manageMeasures] as const, request: { params: z.object({ id: z.string().min(1).max(200) }) },
    responses: { 200: jsonResponse(z.object({ allowed: z.boolean(), tag: z.string(), series: z.number(), ships: z.number(), referrers: z.array(Referrer), message: z.string().nullable() }), 'The check') } }), async (c) => {
    const row = await findTagById(db, c.req.valid('param').id);
    if (!row) throw new KeelError('NOT_FOUND', 'records.notFound', { resource: tagResource });
    const language = c.get('language');
    const tag = tagCodeOf(row);
    const usage = await tagUsage(db, tag);
    const referrers = await findReferrers(db, await requireResource(db, tagResource), row, language);
    const message = usage.series ? translate(language, 'measures.deleteBlocked', { tag, series: usage.series, ships: usage.ships.length })
      : referrers.length ? translate(language, 'records.referenced', { referrers: referrers.slice(0, 5).map((r) => `${r.resourceTitle} «${r.label}»`).join(', '), count: referrers.length })
        : null;
    return c.json({ allowed: message === null, tag, series: usage.series, ships: usage.ships.length, referrers, message }, 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/measures/search', tags, summary: 'Tags by text (code or description), measure type, value type and cluster; paged',
    middleware: [readMeasures] as const, request: { body: jsonBody(Search) },
    responses: { 200: jsonResponse(z.object({ items: z.array(Tag), total: z.number(), page: z.number(), size: z.number() }), 'A page of tags') } }), async (c) => {
    const search = c.req.valid('json');
    const { items, total } = await searchTags(db, search);
    return c.json({ items: items.map(tagView), total, page: search.page, size: search.size }, 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/measures/search/measure-selector', tags, summary: 'For the chosen ships: the tags that have data, by grouping key (ships the user may see)',
    middleware: [readMeasures] as const, request: { body: jsonBody(Selector) },
    responses: { 200: jsonResponse(MeasureSelectorAnswer, 'Tags by grouping key') } }), async (c) =>
    c.json(await measureSelector(db, principalOf(c), c.req.valid('json')), 200));

  router.openapi(createRoute({ method: 'get', path: '/measures/checkCode/{code}', tags, summary: 'Whether a tag code is well formed and free',
    middleware: [readMeasures] as const, request: { params: z.object({ code: z.string().min(1).max(200) }), query: z.object({ exceptId: z.uuid().optional() }) },
    responses: { 200: jsonResponse(z.object({ available: z.boolean(), valid: z.boolean() }), 'Availability') } }), async (c) => {
    const resource = await requireResource(db, tagResource);
    const { code } = c.req.valid('param');
    const pattern = resource.definition.schema.properties[resource.definition.codeField ?? 'tag']?.pattern;
    const valid = code.length <= 100 && (typeof pattern !== 'string' || new RegExp(pattern, 'u').test(code));
    const available = valid && (await codeHolders(db, resource, code, c.req.valid('query').exceptId)).length === 0;
    return c.json({ available, valid }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/measures/retrieve-by-asset/{assetId}', tags, summary: 'Tags whose generic asset is this one (its code or record id)',
    middleware: [readMeasures] as const, request: { params: z.object({ assetId: z.string().min(1).max(200) }) },
    responses: { 200: jsonResponse(z.array(Tag), 'Tags') } }), async (c) =>
    c.json((await tagsOfAsset(db, c.req.valid('param').assetId)).map(tagView), 200));

  return router;
}
