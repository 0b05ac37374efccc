/**
 * SPEC §7 Algorithms, the trained models: artifact-container search, import upload (→ fileObjectId), check, import,
 * current-model, download, set-current-model, clone/{id}; and `POST algorithm/train`, `algorithm/train/save`. Reads
 * need ALGORITHMS VIEW, the rest MANAGEMENT; every call sees only the ships the user may see.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  ArtifactContainerAnswer, ContainerFile, ContainerFileCheck, ContainerPage, ContainerSearch, TrainAnswer, TrainRequest,
} from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import { canSeeUnit } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { principalOf } from '../../http/auth.js';
import { addServerMessage } from '../../http/messages.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { manageAlgorithms, readAlgorithms } from './access.js';
import { checkUpload, containerFile, importUpload, storeUpload } from './container-files.js';
import { cloneContainer, containerView, findCurrentModel, loadContainer, searchContainers, setCurrentModel } from './containers.js';
import { requireVisibleShip } from './request-checks.js';
import { trainModel } from './training-service.js';

const tags = ['Algorithms'];
const IdParam = z.object({ id: z.uuid() });
const FileObject = z.object({ fileObjectId: z.uuid() });

export function containerRoutes(db: Db) {
  const router = createRouter();
  const read = [readAlgorithms];
  const manage = [manageAlgorithms];

  router.openapi(createRoute({ method: 'post', path: '/artifact-container/search', tags, middleware: read,
    summary: 'Trained models of the ships the user may see, by ship, artifact, algorithm, current only and text; newest first',
    request: { body: jsonBody(z.object({ requestValue: ContainerSearch })) }, responses: { 200: jsonResponse(ContainerPage, 'A page of models') } }), async (c) =>
    c.json(await searchContainers(db, principalOf(c), c.req.valid('json').requestValue), 200));

  router.openapi(createRoute({ method: 'get', path: '/artifact-container/current-model', tags, middleware: read,
    summary: "A ship's current model of an artifact (for an additional key); null when it has none",
    request: { query: z.object({ unitId: z.uuid(), artifactDescriptor: z.string().min(1).max(100), additionalKey: z.string().max(40).optional() }) },
    responses: { 200: jsonResponse(ArtifactContainerAnswer.nullable(), 'The current model') } }), async (c) => {
    const query = c.req.valid('query');
    const principal = principalOf(c);
    if (!canSeeUnit(principal, query.unitId)) throw new KeelError('NOT_FOUND', 'algorithms.unknownShip', { unitId: query.unitId });
    const row = await findCurrentModel(db, query.unitId, query.artifactDescriptor, query.additionalKey ?? '');
    return c.json(row ? await containerView(db, row) : null, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/artifact-container/download/{id}', tags, middleware: read,
    summary: 'A trained model as a file (the model with its training record), to import elsewhere',
    request: { params: IdParam }, responses: { 200: jsonResponse(ContainerFile, 'The model file') } }), async (c) => {
    const row = await loadContainer(db, principalOf(c), c.req.valid('param').id);
    const name = `${row.artifactDescriptor}-${row.id.slice(0, 8)}.json`;
    return c.json(await containerFile(db, row), 200, { 'content-disposition': `attachment; filename="${name}"` });
  });

  router.openapi(createRoute({ method: 'put', path: '/artifact-container/set-current-model/{id}', tags, middleware: manage,
    summary: "Make a model its ship's current one for its artifact and additional key",
    request: { params: IdParam }, responses: { 200: jsonResponse(ArtifactContainerAnswer, 'The model') } }), async (c) => {
    const principal = principalOf(c);
    const row = await setCurrentModel(db, principal, await loadContainer(db, principal, c.req.valid('param').id));
    addServerMessage(c, 'SUCCESS', 'algorithms.currentSet', { artifact: row.artifactDescriptor });
    return c.json(await containerView(db, row), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/artifact-container/clone/{id}', tags, middleware: manage,
    summary: 'Copy a model to a sister ship (its own record, the same content)',
    request: { params: IdParam, body: jsonBody(z.object({ requestValue: z.object({ unitId: z.uuid(), currentModel: z.boolean().optional() }) })) },
    responses: { 200: jsonResponse(ArtifactContainerAnswer, 'The copy') } }), async (c) => {
    const principal = principalOf(c);
    const source = await loadContainer(db, principal, c.req.valid('param').id);
    const { unitId, currentModel } = c.req.valid('json').requestValue;
    const ship = await requireVisibleShip(db, principal, unitId);
    const row = await cloneContainer(db, principal, source, ship.id, currentModel);
    addServerMessage(c, 'SUCCESS', 'algorithms.cloned', { ship: ship.name });
    return c.json(await containerView(db, row), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/artifact-container/import/upload', tags, middleware: manage,
    summary: 'Upload a model file (the JSON a download gives) as the body, at most the bulk body limit; answers its fileObjectId and what it holds',
    request: { query: z.object({ fileName: z.string().min(1).max(200).optional() }), body: { content: { 'application/json': { schema: z.unknown() } }, required: true } },
    responses: { 200: jsonResponse(ContainerFileCheck, 'The upload and its check') } }), async (c) => {
    const content = new Uint8Array(await c.req.arrayBuffer());
    const principal = principalOf(c);
    const id = await storeUpload(db, principal, c.req.valid('query').fileName ?? 'model.json', content);
    return c.json(await checkUpload(db, principal, id), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/artifact-container/check', tags, middleware: manage, summary: 'What an uploaded model file holds and whether it can be imported',
    request: { body: jsonBody(z.object({ requestValue: FileObject })) }, responses: { 200: jsonResponse(ContainerFileCheck, 'The check') } }), async (c) =>
    c.json(await checkUpload(db, principalOf(c), c.req.valid('json').requestValue.fileObjectId), 200));

  router.openapi(createRoute({ method: 'post', path: '/artifact-container/import', tags, middleware: manage, summary: 'Import an uploaded model file for a ship',
    request: { body: jsonBody(z.object({ requestValue: FileObject.extend({ unitId: z.uuid(), description: z.string().max(500).optional() }) })) },
    responses: { 200: jsonResponse(ArtifactContainerAnswer, 'The imported model') } }), async (c) => {
    const principal = principalOf(c);
    const { fileObjectId, unitId, description } = c.req.valid('json').requestValue;
    const ship = await requireVisibleShip(db, principal, unitId);
    const row = await importUpload(db, principal, fileObjectId, ship.id, description);
    addServerMessage(c, 'SUCCESS', 'algorithms.imported', { ship: ship.name });
    return c.json(await containerView(db, row), 200);
  });

  for (const save of [false, true]) {
    router.openapi(createRoute({ method: 'post', path: save ? '/algorithm/train/save' : '/algorithm/train', tags, middleware: manage,
      summary: save ? "Train a model of an artifact on a ship's history and keep it" : "Train a model of an artifact on a ship's history and answer its scores (nothing kept)",
      request: { body: jsonBody(z.object({ requestValue: TrainRequest })) }, responses: { 200: jsonResponse(TrainAnswer, 'Scores (and the saved model)') } }), async (c) => {
      const answer = await trainModel(db, principalOf(c), c.req.valid('json').requestValue, save);
      if (save) addServerMessage(c, 'SUCCESS', 'algorithms.trained', { artifact: answer.container!.artifactDescriptor });
      return c.json(answer, 200);
    });
  }

  return router;
}
