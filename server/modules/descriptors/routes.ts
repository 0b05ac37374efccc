/** /api/descriptors/{kind}: the designer's generic descriptor API (list, read, write, revisions, reset). */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { defaultManageRequirement, designerReadRequirement } from '../../../descriptors/kinds/kind.js';
import { meetsRequirement } from '../../../descriptors/lib/access.js';
import { descriptorKinds, isDescriptorKind, kindDefinitions, type DescriptorKind } from '../../../descriptors/kinds/index.js';
import { assertAccess, principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { KeelError } from '../../errors/keel-error.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/engine.js';
import { assertConfigurationEditable } from '../system/editing-gate.js';
import { findBuiltin } from './builtins.js';
import { createDescriptor, deleteDescriptor, descriptorCodePattern, resetDescriptor, updateDescriptor } from './descriptor-writes.js';
import { diffRevisions, listRevisions, readRevision, restoreRevision } from './revisions.js';
import { getDescriptor, listAllDescriptors, type DescriptorRow } from './store.js';

const Kind = z.enum(descriptorKinds);
const KindParams = z.object({ kind: Kind });
const CodeParams = z.object({ kind: Kind, code: z.string().min(1).max(100) });
const Body = z.record(z.string(), z.unknown());
const DescriptorView = z.object({
  kind: z.string(), code: z.string(), schemaVersion: z.number(), version: z.number(), body: Body, system: z.boolean(),
  builtin: z.boolean(), overridden: z.boolean(), disabled: z.boolean(), updatedAt: z.string(), updatedBy: z.string().nullable(),
}).openapi('Descriptor');
const Summary = DescriptorView.omit({ body: true }).extend({ title: z.unknown().optional() }).openapi('DescriptorSummary');
const WriteBody = z.object({ body: Body, schemaVersion: z.number().int().positive().optional(), note: z.string().max(500).optional(), disabled: z.boolean().optional() });

function view(row: DescriptorRow) {
  const builtin = Boolean(findBuiltin(row.kind as DescriptorKind, row.code));
  return {
    kind: row.kind, code: row.code, schemaVersion: row.schemaVersion, version: row.version, body: row.body, system: row.system,
    builtin, overridden: builtin && !row.system, disabled: row.disabled, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy,
  };
}

/**
 * Who may write the kind named in the path, and (SPEC §6 editing gate) whether this installation takes descriptor
 * edits at all: route middleware, so it runs before the body is validated and a refusal never depends on the body.
 */
const manageKind = (db: Db, config: Pick<Config, 'installationUnit'>): MiddlewareHandler<KeelEnv> => async (c, next) => {
  const kind = c.req.param('kind') ?? '';
  assertAccess(principalOf(c), (isDescriptorKind(kind) ? kindDefinitions[kind].manage : undefined) ?? defaultManageRequirement);
  await assertConfigurationEditable(db, config);
  return next();
};

/** Designers read every kind; a kind may name who else reads it (its configuration screen's function). */
const readGuard = (c: Context<KeelEnv>, kind: DescriptorKind) => {
  const principal = principalOf(c);
  const extra = isDescriptorKind(kind) ? kindDefinitions[kind].read : undefined;
  if (!extra || !meetsRequirement(principal, extra)) assertAccess(principal, designerReadRequirement);
};
const readKind: MiddlewareHandler<KeelEnv> = async (c, next) => {
  readGuard(c, (c.req.param('kind') ?? '') as DescriptorKind);
  return next();
};

async function load(db: Db, kind: DescriptorKind, code: string) {
  const row = await getDescriptor(db, kind, code);
  if (!row) throw new KeelError('NOT_FOUND', 'descriptors.notFound', { kind, code });
  return row;
}

export function descriptorRoutes(db: Db, config: Pick<Config, 'installationUnit'>) {
  const router = createRouter();
  const read = readKind;
  const manage = manageKind(db, config);
  const tags = ['Descriptors'];

  router.openapi(createRoute({ method: 'get', path: '/descriptor-kinds', tags, summary: 'Every kind with its meta-schema (for validation as you type; not secret: any signed-in user)',
    responses: { 200: jsonResponse(z.array(z.object({ id: z.string(), schemaVersion: z.number(), schema: Body })), 'Kinds') } }), (c) =>
    c.json(descriptorKinds.map((id) => ({ id, schemaVersion: kindDefinitions[id].schemaVersion, schema: kindDefinitions[id].schema as Record<string, unknown> })), 200));

  router.openapi(createRoute({ method: 'get', path: '/descriptors/{kind}', tags, middleware: read, summary: 'Descriptors of a kind',
    request: { params: KindParams }, responses: { 200: jsonResponse(z.array(Summary), 'Summaries') } }), async (c) => {
    const { kind } = c.req.valid('param');
    const rows = await listAllDescriptors(db, kind);
    return c.json(rows.map((row) => { const { body, ...rest } = view(row); return { ...rest, title: body.title }; }), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/descriptors/{kind}/checkCode/{code}', tags, middleware: read, summary: 'Whether a code is free',
    request: { params: CodeParams }, responses: { 200: jsonResponse(z.object({ available: z.boolean(), valid: z.boolean() }), 'Availability') } }), async (c) => {
    const { kind, code } = c.req.valid('param');
    return c.json({ valid: descriptorCodePattern.test(code), available: !(await getDescriptor(db, kind, code)) }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/descriptors/{kind}/{code}', tags, middleware: read, summary: 'One descriptor at the latest schema version',
    request: { params: CodeParams }, responses: { 200: jsonResponse(DescriptorView, 'The descriptor') } }), async (c) => {
    const { kind, code } = c.req.valid('param');
    return c.json(view(await load(db, kind, code)), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/descriptors/{kind}', tags, middleware: manage, summary: 'Create a descriptor',
    request: { params: KindParams, body: jsonBody(z.object({ requestValue: WriteBody.extend({ code: z.string().min(1).max(100) }) })) },
    responses: { 200: jsonResponse(DescriptorView, 'Created') } }), async (c) => {
    const { kind } = c.req.valid('param');
    const { code, ...input } = c.req.valid('json').requestValue;
    const row = await createDescriptor(db, principalOf(c), kind, code, input);
    addServerMessage(c, 'SUCCESS', 'descriptors.saved', { code });
    return c.json(view(row), 200);
  });

  router.openapi(createRoute({ method: 'put', path: '/descriptors/{kind}/{code}', tags, middleware: manage, summary: 'Save a new version (409 when the version is stale)',
    request: { params: CodeParams, body: jsonBody(z.object({ requestValue: WriteBody.extend({ version: z.number().int().positive() }) })) },
    responses: { 200: jsonResponse(DescriptorView, 'Saved') } }), async (c) => {
    const { kind, code } = c.req.valid('param');
    const { version, ...input } = c.req.valid('json').requestValue;
    const row = await updateDescriptor(db, principalOf(c), kind, code, version, input);
    addServerMessage(c, 'SUCCESS', 'descriptors.saved', { code });
    return c.json(view(row), 200);
  });

  router.openapi(createRoute({ method: 'delete', path: '/descriptors/{kind}/{code}', tags, middleware: manage, summary: 'Delete an implementer descriptor',
    request: { params: CodeParams }, responses: { 200: jsonResponse(z.object({ deleted: z.boolean() }), 'Deleted') } }), async (c) => {
    const { kind, code } = c.req.valid('param');
    await deleteDescriptor(db, principalOf(c), kind, code);
    return c.json({ deleted: true }, 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/descriptors/{kind}/{code}/reset', tags, middleware: manage, summary: 'Return an overridden built-in to the shipped version',
    request: { params: CodeParams, body: jsonBody(z.object({ requestValue: z.object({ version: z.number().int().positive() }) })) },
    responses: { 200: jsonResponse(DescriptorView, 'Reset') } }), async (c) => {
    const { kind, code } = c.req.valid('param');
    const row = await resetDescriptor(db, principalOf(c), kind, code, c.req.valid('json').requestValue.version);
    addServerMessage(c, 'SUCCESS', 'descriptors.reset', { code });
    return c.json(view(row), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/descriptors/{kind}/{code}/revisions', tags, middleware: read, summary: 'Revisions, newest first',
    request: { params: CodeParams },
    responses: { 200: jsonResponse(z.array(z.object({ version: z.number(), schemaVersion: z.number(), author: z.string().nullable(), note: z.string().nullable(), createdAt: z.string() })), 'Revisions') } }), async (c) => {
    const { kind, code } = c.req.valid('param');
    const rows = await listRevisions(db, kind, code);
    return c.json(rows.map((r) => ({ version: r.version, schemaVersion: r.schemaVersion, author: r.author, note: r.note, createdAt: r.createdAt.toISOString() })), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/descriptors/{kind}/{code}/revisions/{version}', tags, middleware: read, summary: 'One revision',
    request: { params: CodeParams.extend({ version: z.coerce.number().int().positive() }) },
    responses: { 200: jsonResponse(z.object({ version: z.number(), body: Body, author: z.string().nullable(), note: z.string().nullable(), createdAt: z.string() }), 'Revision') } }), async (c) => {
    const { kind, code, version } = c.req.valid('param');
    const r = await readRevision(db, kind, code, version);
    return c.json({ version: r.version, body: r.body, author: r.author, note: r.note, createdAt: r.createdAt.toISOString() }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/descriptors/{kind}/{code}/diff', tags, middleware: read, summary: 'Changes between two revisions',
    request: { params: CodeParams, query: z.object({ from: z.coerce.number().int().positive(), to: z.coerce.number().int().positive() }) },
    responses: { 200: jsonResponse(z.array(z.object({ path: z.string(), op: z.enum(['add', 'remove', 'replace']), before: z.unknown().optional(), after: z.unknown().optional() })), 'Changes') } }), async (c) => {
    const { kind, code } = c.req.valid('param');
    const { from, to } = c.req.valid('query');
    return c.json(await diffRevisions(db, kind, code, from, to), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/descriptors/{kind}/{code}/restore', tags, middleware: manage, summary: 'Make an earlier revision current (as a new version)',
    request: { params: CodeParams, body: jsonBody(z.object({ requestValue: z.object({ revision: z.number().int().positive(), version: z.number().int().positive() }) })) },
    responses: { 200: jsonResponse(DescriptorView, 'Restored') } }), async (c) => {
    const { kind, code } = c.req.valid('param');
    const { revision, version } = c.req.valid('json').requestValue;
    const row = await restoreRevision(db, principalOf(c), kind, code, revision, version);
    addServerMessage(c, 'SUCCESS', 'descriptors.restored', { code, revision });
    return c.json(view(row), 200);
  });

  return router;
}
