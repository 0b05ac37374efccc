/**
 * Monaco model URIs. The editor of a descriptor ends in ".<kind>.json", which is what the kind's
 * meta-schema is matched against; read-only views (revisions, diffs) end otherwise and are not validated.
 */
export const modelScheme = 'keel';

export function descriptorModelPath(kind: string, code: string): string {
  return `${modelScheme}://designer/${encodeURIComponent(code)}.${kind}.json`;
}

/** A model that is only looked at: a revision, either side of a diff. */
export function viewModelPath(kind: string, code: string, name: string): string {
  return `${modelScheme}://designer/view/${encodeURIComponent(code)}.${kind}.${name}.view.json`;
}

/** The file pattern that gives every descriptor editor of a kind its meta-schema. */
export function kindFileMatch(kind: string): string {
  return `*.${kind}.json`;
}
