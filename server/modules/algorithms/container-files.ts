/**
 * Trained models as files (SPEC §7 artifact-container download, import upload with fileObjectId, check): a download is
 * the model with its training record; an upload is kept by id until it is imported (or a day old), checked against the
 * one file shape, and imported for a ship the user may see as a new, not yet current, model.
 */
import { and, eq, lt } from 'drizzle-orm';
import { ContainerFile, type ContainerFileCheck } from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import type { Actor } from '../descriptors/descriptor-writes.js';
import { getDescriptor } from '../descriptors/store.js';
import { readContent, saveContainer } from './containers.js';
import { artifactContainers, artifactUploads } from './tables.js';

const uploadLifetimeMs = 86_400_000;
type ContainerRow = typeof artifactContainers.$inferSelect;

export async function containerFile(db: Db, row: ContainerRow): Promise<ContainerFile> {
  return {
    format: 'keel-trained-model', version: 1, artifactDescriptor: row.artifactDescriptor, algorithm: row.algorithm, description: row.description,
    referringTags: row.referringTags, lineToSkip: row.lineToSkip, trainedSetData: row.trainedSetData, additionalKey: row.additionalKey || null,
    model: ContainerFile.shape.model.parse(await readContent(db, row.contentId)),
  };
}

/** Keeps an uploaded model file for import; a file that is not a Keel model is refused (400 naming the problems) and not kept. */
export async function storeUpload(db: Db, actor: Actor, fileName: string, content: Uint8Array): Promise<string> {
  const { problems } = parseFile(content);
  if (problems.length) {
    const text = problems.map((p) => `${p.path} ${p.message}`).join('; ');
    throw new KeelError('INVALID_INPUT', 'algorithms.fileInvalid', { problems: text }, [{ path: '/file', code: 'file', messageKey: 'algorithms.fileInvalid', params: { problems: text } }]);
  }
  await db.delete(artifactUploads).where(lt(artifactUploads.uploadedAt, new Date(Date.now() - uploadLifetimeMs)));
  const [row] = await db.insert(artifactUploads).values({ fileName, content, uploadedBy: actor.username }).returning({ id: artifactUploads.id });
  return row!.id;
}

async function readUpload(db: Db, actor: Actor, fileObjectId: string) {
  const [row] = await db.select().from(artifactUploads).where(and(eq(artifactUploads.id, fileObjectId), eq(artifactUploads.uploadedBy, actor.username)));
  if (!row) throw new KeelError('NOT_FOUND', 'algorithms.uploadNotFound', { id: fileObjectId }, [{ path: '/requestValue/fileObjectId', code: 'reference', messageKey: 'algorithms.uploadNotFound', params: { id: fileObjectId } }]);
  return row;
}

interface FileProblem { path: string; message: string }

function parseFile(content: Uint8Array): { file?: ContainerFile; problems: FileProblem[] } {
  let json: unknown;
  try { json = JSON.parse(Buffer.from(content).toString('utf8')); } catch { return { problems: [{ path: '', message: 'not JSON' }] }; }
  const parsed = ContainerFile.safeParse(json);
  if (parsed.success) return { file: parsed.data, problems: [] };
  return { problems: parsed.error.issues.slice(0, 20).map((i) => ({ path: `/${i.path.join('/')}`, message: i.message })) };
}

/** What an upload holds and whether it can be imported: a model file of an artifact descriptor that exists. */
/** The upload parsed, with what keeps it from being imported here (an artifact descriptor this installation lacks). */
async function readCheckedUpload(db: Db, actor: Actor, fileObjectId: string) {
  const upload = await readUpload(db, actor, fileObjectId);
  const { file, problems } = parseFile(upload.content);
  if (file && !(await getDescriptor(db, 'artifact-descriptor', file.artifactDescriptor))) {
    problems.push({ path: '/artifactDescriptor', message: `no artifact descriptor ${file.artifactDescriptor}` });
  }
  return { upload, file, problems };
}

export async function checkUpload(db: Db, actor: Actor, fileObjectId: string): Promise<ContainerFileCheck> {
  const { upload, file, problems } = await readCheckedUpload(db, actor, fileObjectId);
  return {
    fileObjectId, fileName: upload.fileName, valid: Boolean(file) && problems.length === 0, problems,
    artifactDescriptor: file?.artifactDescriptor ?? null, algorithm: file?.algorithm ?? null, referringTags: file?.referringTags ?? [],
    targetArtifact: file?.trainedSetData.targetArtifact ?? null, trees: file?.model.trees.length ?? 0,
  };
}

/** Imports an upload as a model of a ship (which the caller has checked the user may see); the upload is then gone. */
export async function importUpload(db: Db, principal: Principal, fileObjectId: string, unitId: string, description?: string) {
  const { file, problems } = await readCheckedUpload(db, principal, fileObjectId);
  if (!file || problems.length) {
    const text = problems.map((p) => `${p.path} ${p.message}`).join('; ');
    throw new KeelError('INVALID_INPUT', 'algorithms.fileInvalid', { problems: text }, [{ path: '/requestValue/fileObjectId', code: 'file', messageKey: 'algorithms.fileInvalid', params: { problems: text } }]);
  }
  const row = await saveContainer(db, principal, {
    unitId, algorithm: file.algorithm, artifactDescriptor: file.artifactDescriptor, description: description ?? file.description,
    referringTags: file.referringTags, lineToSkip: file.lineToSkip, trainedSetData: file.trainedSetData, additionalKey: file.additionalKey,
  }, { model: file.model });
  await db.delete(artifactUploads).where(eq(artifactUploads.id, fileObjectId));
  return row;
}
