/** The server's problems with an imported file, each placed at the descriptor it concerns. */
import type { ConfigurationFile } from '../../../descriptors/lib/configuration-file.js';
import type { FieldProblem } from '../../api/api-error.js';

export interface PlacedProblem {
  /** `kind/code` of the descriptor, when the problem is inside one. */
  descriptor?: string;
  /** Where in the descriptor (or in the file, when outside every descriptor). */
  path: string;
  message: string;
}

const filePointer = '/requestValue/file';
const descriptorPointer = /^\/requestValue\/file\/descriptors\/(\d+)(\/.*)?$/;

export function placeProblems(file: ConfigurationFile | undefined, problems: readonly FieldProblem[]): PlacedProblem[] {
  return problems.map(({ path, message }) => {
    const match = descriptorPointer.exec(path);
    const descriptor = match ? file?.descriptors[Number(match[1])] : undefined;
    if (match && descriptor) return { descriptor: `${descriptor.kind}/${descriptor.code}`, path: match[2] ?? '/', message };
    return { path: path.startsWith(filePointer) ? path.slice(filePointer.length) || '/' : path, message };
  });
}
