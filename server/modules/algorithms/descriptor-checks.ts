/**
 * What an algorithm or an artifact descriptor names must exist: the data cluster, the tags, the artifacts; an algorithm
 * never reads its own output; a DEFAULT input has a default value. Registered as the kinds' write checks, so the
 * algorithm screens and the designer refuse the same bodies; in-use descriptors are refused deletion.
 */
import type { AlgorithmBody } from '../../../descriptors/kinds/algorithm/algorithm.schema.js';
import type { ArtifactDescriptorBody } from '../../../descriptors/kinds/artifact-descriptor/artifact-descriptor.schema.js';
import type { Db } from '../../db/engine.js';
import type { FieldError, MessageRef } from '../../errors/keel-error.js';
import { tagsByCode } from '../measures/tag-records.js';
import { descriptorDeleteGuards } from '../descriptors/delete-guards.js';
import { getDescriptor, listAllDescriptors } from '../descriptors/store.js';
import { registerWriteCheck } from '../descriptors/write-checks.js';
import { containersNaming } from './containers.js';

const problem = (path: string, code: string, messageKey: string, params: Record<string, string>): FieldError => ({ path, code, messageKey, params });

async function unknownTags(db: Db, tags: { tag: string; path: string }[]): Promise<FieldError[]> {
  const known = await tagsByCode(db, tags.map((t) => t.tag));
  return tags.filter((t) => !known.has(t.tag)).map((t) => problem(t.path, 'reference', 'algorithms.unknownTag', { tag: t.tag }));
}

export async function algorithmProblems(db: Db, body: AlgorithmBody, at: string): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  if (!(await getDescriptor(db, 'cluster', body.clusterId))) problems.push(problem(`${at}/clusterId`, 'reference', 'algorithms.unknownCluster', { cluster: body.clusterId }));
  const seen = new Set<string>();
  body.tagsRequiredByScript.forEach((input, i) => {
    if (seen.has(input.tag)) problems.push(problem(`${at}/tagsRequiredByScript/${i}/tag`, 'duplicate', 'algorithms.tagTwice', { tag: input.tag }));
    seen.add(input.tag);
    if (input.rule === 'DEFAULT' && input.defaultValue === undefined) problems.push(problem(`${at}/tagsRequiredByScript/${i}/defaultValue`, 'required', 'algorithms.defaultValueNeeded', { tag: input.tag }));
  });
  body.outputTags.forEach((tag, i) => {
    if (seen.has(tag)) problems.push(problem(`${at}/outputTags/${i}`, 'cycle', 'algorithms.outputIsInput', { tag }));
  });
  problems.push(...await unknownTags(db, [
    ...body.tagsRequiredByScript.map((t, i) => ({ tag: t.tag, path: `${at}/tagsRequiredByScript/${i}/tag` })),
    ...body.outputTags.map((tag, i) => ({ tag, path: `${at}/outputTags/${i}` })),
  ]));
  for (const [i, required] of (body.artifactsRequired ?? []).entries()) {
    if (!(await getDescriptor(db, 'artifact-descriptor', required.artifactDescriptor))) {
      problems.push(problem(`${at}/artifactsRequired/${i}/artifactDescriptor`, 'reference', 'algorithms.unknownArtifact', { artifact: required.artifactDescriptor }));
    }
  }
  return problems;
}

export async function artifactDescriptorProblems(db: Db, body: ArtifactDescriptorBody, at: string): Promise<FieldError[]> {
  return unknownTags(db, [{ tag: body.targetTag, path: `${at}/targetTag` }]);
}

/** The algorithms that require an artifact descriptor, by code. */
export async function algorithmsRequiring(db: Db, artifact: string): Promise<string[]> {
  return (await listAllDescriptors(db, 'algorithm'))
    .filter((a) => a.body.artifactsRequired?.some((r) => r.artifactDescriptor === artifact)).map((a) => a.code);
}

registerWriteCheck('algorithm', algorithmProblems);
registerWriteCheck('artifact-descriptor', artifactDescriptorProblems);

descriptorDeleteGuards.register({
  id: 'algorithm', name: 'Algorithm in use',
  async check(db, code) {
    const models = await containersNaming(db, { algorithm: code });
    return models ? { messageKey: 'algorithms.algorithmInUse', params: { code, models } } : undefined;
  },
});
descriptorDeleteGuards.register({
  id: 'artifact-descriptor', name: 'Artifact descriptor in use',
  async check(db, code): Promise<MessageRef | undefined> {
    const algorithms = await algorithmsRequiring(db, code);
    if (algorithms.length) return { messageKey: 'algorithms.artifactRequired', params: { code, algorithms: algorithms.join(', ') } };
    const models = await containersNaming(db, { artifactDescriptor: code });
    return models ? { messageKey: 'algorithms.artifactInUse', params: { code, models } } : undefined;
  },
});
