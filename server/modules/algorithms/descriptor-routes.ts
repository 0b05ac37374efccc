/**
 * SPEC §7 Algorithms, the descriptors: algorithm-descriptor (list, retrieveAllFiltered, get, retrieveByArtifactType,
 * checkCode, create, update, delete refused while trained models name it) and artifact-descriptor (retrieveAllFiltered,
 * {lang}/bylanguage, checkCode, download template). Both are descriptors (versioned, revisions, configurator export),
 * written through the one descriptor write path; `{id}` is the code.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { algorithmFamilies, algorithmLanguages, artifactCodePattern } from '../../../descriptors/lib/algorithms/algorithm-vocabulary.js';
import {
  AlgorithmAnswer, ArtifactDescriptorAnswer, CodeCheckAnswer, DescriptorUpdate, DescriptorWrite, RunLogEntry,
} from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import { languages, type LocalText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { principalOf } from '../../http/auth.js';
import { translate } from '../../http/i18n.js';
import { addServerMessage } from '../../http/messages.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { createDescriptor, deleteDescriptor, descriptorCodePattern, updateDescriptor } from '../descriptors/descriptor-writes.js';
import { getDescriptor, listAllDescriptors } from '../descriptors/store.js';
import { manageAlgorithms, readAlgorithms } from './access.js';
import { algorithmAnswer, artifactDescriptorAnswer } from './descriptor-answers.js';
import { runLog } from './run-log.js';
import './descriptor-checks.js';

const tags = ['Algorithms'];
const CodeParam = z.object({ id: z.string().min(1).max(100) });
const AlgorithmFilter = z.object({
  text: z.string().max(200).optional(), language: z.enum(algorithmLanguages).optional(), algorithmFamily: z.enum(algorithmFamilies).optional(),
  clusterId: z.string().max(60).optional(), disabled: z.enum(['true', 'false']).optional(),
});
const ArtifactFilter = z.object({
  text: z.string().max(200).optional(), language: z.enum(algorithmLanguages).optional(), regressionFamily: z.enum(algorithmFamilies).optional(),
  artifactType: z.string().max(60).optional(), disabled: z.enum(['true', 'false']).optional(),
});

/** Splits a flattened request into the descriptor's code, flags and body. */
function descriptorInput(requestValue: z.infer<typeof DescriptorWrite> & { version?: number }) {
  const { code, disabled, note, version, ...body } = requestValue;
  return { code, version, input: { body, disabled, note, pointerPrefix: '/requestValue' } };
}

/** Whether the code or the description in either language holds the text. */
const matchesText = (text: string | undefined, code: string, description: LocalText) => {
  if (!text) return true;
  const needle = text.toLowerCase();
  const descriptions = typeof description === 'string' ? [description] : languages.map((lang) => description[lang] ?? '');
  return [code, ...descriptions].some((value) => value.toLowerCase().includes(needle));
};

export function algorithmDescriptorRoutes(db: Db) {
  const router = createRouter();
  const read = [readAlgorithms];
  const manage = [manageAlgorithms];

  const algorithms = async () => (await listAllDescriptors(db, 'algorithm')).map(algorithmAnswer);
  const artifacts = async () => (await listAllDescriptors(db, 'artifact-descriptor')).map(artifactDescriptorAnswer);

  router.openapi(createRoute({ method: 'get', path: '/algorithm-descriptor', tags, middleware: read, summary: 'Every algorithm, disabled ones too',
    responses: { 200: jsonResponse(z.array(AlgorithmAnswer), 'Algorithms') } }), async (c) => c.json(await algorithms(), 200));

  router.openapi(createRoute({ method: 'get', path: '/algorithm-descriptor/retrieveAllFiltered', tags, middleware: read,
    summary: 'Algorithms by text (code or description), language, family, data cluster and disabled',
    request: { query: AlgorithmFilter }, responses: { 200: jsonResponse(z.array(AlgorithmAnswer), 'Algorithms') } }), async (c) => {
    const f = c.req.valid('query');
    return c.json((await algorithms()).filter((a) => matchesText(f.text, a.code, a.description)
      && (!f.language || a.script.language === f.language) && (!f.algorithmFamily || a.algorithmFamily === f.algorithmFamily)
      && (!f.clusterId || a.clusterId === f.clusterId) && (!f.disabled || String(a.disabled) === f.disabled)), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/algorithm-descriptor/retrieveByArtifactType/{type}', tags, middleware: read,
    summary: 'The algorithms that require an artifact of this artifact type',
    request: { params: z.object({ type: z.string().min(1).max(60) }) }, responses: { 200: jsonResponse(z.array(AlgorithmAnswer), 'Algorithms') } }), async (c) => {
    const { type } = c.req.valid('param');
    const codes = new Set((await artifacts()).filter((a) => a.artifactType === type).map((a) => a.code));
    return c.json((await algorithms()).filter((a) => a.artifactsRequired?.some((r) => codes.has(r.artifactDescriptor))), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/algorithm-descriptor/checkCode/{id}', tags, middleware: read, summary: 'Whether an algorithm code is valid and free',
    request: { params: CodeParam }, responses: { 200: jsonResponse(CodeCheckAnswer, 'Availability') } }), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ valid: descriptorCodePattern.test(id), available: !(await getDescriptor(db, 'algorithm', id)) }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/algorithm-descriptor/{id}', tags, middleware: read, summary: 'One algorithm',
    request: { params: CodeParam }, responses: { 200: jsonResponse(AlgorithmAnswer, 'The algorithm') } }), async (c) => {
    const { id } = c.req.valid('param');
    const row = await getDescriptor(db, 'algorithm', id);
    if (!row) throw new KeelError('NOT_FOUND', 'algorithms.algorithmNotFound', { code: id });
    return c.json(algorithmAnswer(row), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/algorithm-descriptor/{id}/runs', tags, middleware: read,
    summary: "The algorithm's run log for the ships the user may see: ship, period, duration, points, error; newest first",
    request: { params: CodeParam }, responses: { 200: jsonResponse(z.array(RunLogEntry), 'Runs') } }), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await getDescriptor(db, 'algorithm', id))) throw new KeelError('NOT_FOUND', 'algorithms.algorithmNotFound', { code: id });
    const ships = (await listVisibleShips(db, principalOf(c), { includeDisabled: true })).map((s) => s.id);
    const language = c.get('language');
    return c.json((await runLog(db, id, ships)).map(({ errorMessage, ...entry }) => ({
      ...entry, error: errorMessage ? translate(language, errorMessage.messageKey, errorMessage.params) : entry.error,
    })), 200);
  });

  router.openapi(createRoute({ method: 'post', path: '/algorithm-descriptor', tags, middleware: manage, summary: 'Create an algorithm',
    request: { body: jsonBody(z.object({ requestValue: DescriptorWrite })) }, responses: { 200: jsonResponse(AlgorithmAnswer, 'Created') } }), async (c) => {
    const { code, input } = descriptorInput(c.req.valid('json').requestValue);
    await createDescriptor(db, principalOf(c), 'algorithm', code, input);
    addServerMessage(c, 'SUCCESS', 'algorithms.saved', { code });
    return c.json(algorithmAnswer((await getDescriptor(db, 'algorithm', code))!), 200);
  });

  router.openapi(createRoute({ method: 'put', path: '/algorithm-descriptor', tags, middleware: manage, summary: 'Save a new version of an algorithm (409 when the version is stale)',
    request: { body: jsonBody(z.object({ requestValue: DescriptorUpdate })) }, responses: { 200: jsonResponse(AlgorithmAnswer, 'Saved') } }), async (c) => {
    const { code, version, input } = descriptorInput(c.req.valid('json').requestValue);
    await updateDescriptor(db, principalOf(c), 'algorithm', code, version!, input);
    addServerMessage(c, 'SUCCESS', 'algorithms.saved', { code });
    return c.json(algorithmAnswer((await getDescriptor(db, 'algorithm', code))!), 200);
  });

  router.openapi(createRoute({ method: 'delete', path: '/algorithm-descriptor/{id}', tags, middleware: manage,
    summary: 'Delete an algorithm (refused for built-ins and while trained models name it)',
    request: { params: CodeParam }, responses: { 200: jsonResponse(z.object({ deleted: z.boolean() }), 'Deleted') } }), async (c) => {
    await deleteDescriptor(db, principalOf(c), 'algorithm', c.req.valid('param').id);
    return c.json({ deleted: true }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/artifact-descriptor/retrieveAllFiltered', tags, middleware: read,
    summary: 'Artifact descriptors by text, language, regression family, artifact type and disabled',
    request: { query: ArtifactFilter }, responses: { 200: jsonResponse(z.array(ArtifactDescriptorAnswer), 'Artifact descriptors') } }), async (c) => {
    const f = c.req.valid('query');
    return c.json((await artifacts()).filter((a) => matchesText(f.text, a.code, a.description)
      && (!f.language || a.language === f.language) && (!f.regressionFamily || a.regressionFamily === f.regressionFamily)
      && (!f.artifactType || a.artifactType === f.artifactType) && (!f.disabled || String(a.disabled) === f.disabled)), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/artifact-descriptor/{lang}/bylanguage', tags, middleware: read,
    summary: 'The enabled artifact descriptors whose example is in a language',
    request: { params: z.object({ lang: z.enum(algorithmLanguages) }) }, responses: { 200: jsonResponse(z.array(ArtifactDescriptorAnswer), 'Artifact descriptors') } }), async (c) => {
    const { lang } = c.req.valid('param');
    return c.json((await artifacts()).filter((a) => a.language === lang && !a.disabled), 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/artifact-descriptor/checkCode/{id}', tags, middleware: read, summary: 'Whether an artifact descriptor code is valid and free',
    request: { params: CodeParam }, responses: { 200: jsonResponse(CodeCheckAnswer, 'Availability') } }), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ valid: new RegExp(artifactCodePattern).test(id), available: !(await getDescriptor(db, 'artifact-descriptor', id)) }, 200);
  });

  router.openapi(createRoute({ method: 'get', path: '/artifact-descriptor/template/{id}', tags, middleware: read,
    summary: "Download the artifact's example script: the template a new algorithm starts from",
    request: { params: CodeParam }, responses: { 200: { description: 'The script', content: { 'text/x-python': { schema: z.string() } } } } }), async (c) => {
    const { id } = c.req.valid('param');
    const row = await getDescriptor(db, 'artifact-descriptor', id);
    if (!row) throw new KeelError('NOT_FOUND', 'algorithms.artifactNotFound', { code: id });
    const extension = { PYTHON: 'py', R: 'R', JAVA: 'java' }[row.body.language];
    c.header('content-disposition', `attachment; filename="${row.code}.${extension}"`);
    return c.body(row.body.example ?? '', 200, { 'content-type': 'text/plain; charset=utf-8' });
  });

  return router;
}

