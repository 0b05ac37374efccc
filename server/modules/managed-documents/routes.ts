/**
 * The file versions of a ship's documents (the `managed-document` resource; docs/managed-documents.md): list them,
 * upload the next version (multipart: `file`, optional `note`), download any version. Who may read or upload is the
 * resource's own access (view, manage) and the document's ship must be one the user sees — the same checks the
 * record's generic routes make, made here before the body is read.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { DocumentFileList, DocumentFileVersion } from '../../../descriptors/lib/managed-documents/document-files.js';
import type { Db } from '../../db/engine.js';
import { principalOf } from '../../http/auth.js';
import type { KeelEnv } from '../../http/context.js';
import { fileAnswer } from '../../http/file-answer.js';
import { assertStorable } from '../../http/input-hygiene.js';
import { addServerMessage } from '../../http/messages.js';
import { readMultipartFile } from '../../http/multipart-file.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { deleteGuards } from '../resources/delete-guards.js';
import type { LoadedResource } from '../resources/definitions.js';
import { assertRecordVisible, loadResourceFor } from '../resources/resource-access.js';
import { storeFor } from '../resources/stores/index.js';
import { addDocumentFile, countDocumentFiles, findDocumentFile, listDocumentFiles } from './document-files.js';
import { managedDocumentResource } from './expiring-documents.js';

// A document whose scans are kept is never deleted, whatever its descriptor says (the files refer to it).
deleteGuards.register({
  id: managedDocumentResource, name: 'Managed document with files',
  check: async (db, record) => ((await countDocumentFiles(db, record.id)) ? { key: 'managedDocuments.hasFiles', params: {} } : undefined),
});

const tags = ['Managed documents'];
const IdParam = z.object({ id: z.uuid() });
const VersionParams = IdParam.extend({ version: z.coerce.number().int().min(1).max(1_000_000) });

const loaded = new WeakMap<Request, LoadedResource>();

/** Loads the resource and checks the level before anything else (a user without it gets 403 whatever he sends). */
const documentAccess = (db: Db, level: 'view' | 'manage'): MiddlewareHandler<KeelEnv> => async (c, next) => {
  loaded.set(c.req.raw, await loadResourceFor(db, c, managedDocumentResource, level));
  return next();
};

/** The document of the path, when it exists and its ship is one the user sees. */
async function visibleDocument(db: Db, c: Context<KeelEnv>, id: string) {
  const resource = loaded.get(c.req.raw)!;
  const record = await storeFor(resource).get(db, resource, id);
  assertRecordVisible(principalOf(c), resource, record);
  return record;
}

export function managedDocumentRoutes(db: Db) {
  const router = createRouter();

  router.openapi(createRoute({
    method: 'get', path: '/managed-document/{id}/files', tags, summary: "A document's file versions, newest first",
    middleware: [documentAccess(db, 'view')] as const, request: { params: IdParam },
    responses: { 200: jsonResponse(DocumentFileList, 'The versions') },
  }), async (c) => {
    const record = await visibleDocument(db, c, c.req.valid('param').id);
    return c.json({ files: await listDocumentFiles(db, record.id) }, 200);
  });

  router.openapi(createRoute({
    method: 'post', path: '/managed-document/{id}/files', tags, summary: "Upload the next version of a document's file (multipart: file, note)",
    middleware: [documentAccess(db, 'manage')] as const,
    request: {
      params: IdParam,
      body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: z.any().describe('the scanned document'), note: z.string().optional() }) } } },
    },
    responses: { 200: jsonResponse(DocumentFileVersion, 'The stored version') },
  }), async (c) => {
    const record = await visibleDocument(db, c, c.req.valid('param').id);
    const { file, note } = await readUpload(c);
    const stored = await addDocumentFile(db, principalOf(c), record.id, {
      name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()), note,
    });
    addServerMessage(c, 'SUCCESS', 'managedDocuments.fileStored', { version: stored.fileVersion, file: stored.fileName });
    return c.json(stored, 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/managed-document/{id}/files/{version}', tags, summary: 'Download one version of the file',
    middleware: [documentAccess(db, 'view')] as const, request: { params: VersionParams },
    responses: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } } },
  }), async (c) => {
    const { id, version } = c.req.valid('param');
    const record = await visibleDocument(db, c, id);
    const file = await findDocumentFile(db, record.id, version);
    return fileAnswer(c, { ...file, headers: { 'x-keel-sha256': file.sha256 } }) as never;
  });

  return router;
}

/** The multipart body: one `file` part and an optional `note`; anything else is a 400 naming the part. */
async function readUpload(c: Context<KeelEnv>): Promise<{ file: File; note?: string }> {
  const { file, fields } = await readMultipartFile(c, 'file', 'managedDocuments.fileRequired');
  const note = fields.note;
  // Multipart text is not seen by the input hygiene middleware: text the database cannot store is refused here.
  assertStorable({ note, fileName: file.name }, '');
  return { file, note };
}
