/** The export screen's choice, what it picks from the installation's descriptors, and the selection sent to the server. */
import { isSelected, type ExportedDescriptor, type ExportSelection } from '../../../descriptors/lib/configuration-file.js';

export interface ExportChoice {
  /** Chosen kinds; none chosen picks nothing (the server would read an empty list as every kind). */
  kinds: string[];
  /** Chosen descriptors as `kind/code`; none means every descriptor of the kinds. */
  codes: string[];
  isNonSystemOnly: boolean;
}

type Descriptor = Pick<ExportedDescriptor, 'kind' | 'code' | 'system'>;

/** `kind/code`: neither a kind nor a code holds a slash. */
export const descriptorKey = (d: Pick<Descriptor, 'kind' | 'code'>) => `${d.kind}/${d.code}`;

export function toSelection(choice: ExportChoice): ExportSelection {
  const codes = choice.codes.map((key) => {
    const slash = key.indexOf('/');
    return { kind: key.slice(0, slash), code: key.slice(slash + 1) };
  });
  return { kinds: choice.kinds, codes: codes.length ? codes : undefined, nonSystemOnly: choice.isNonSystemOnly };
}

/** The descriptors the choice offers to pick one by one: those of the chosen kinds (and non-system ones only, if asked). */
export function offeredDescriptors<T extends Descriptor>(all: readonly T[], choice: ExportChoice): T[] {
  if (!choice.kinds.length) return [];
  return all.filter((d) => isSelected({ kinds: choice.kinds, nonSystemOnly: choice.isNonSystemOnly }, d));
}

/** The descriptors the file will hold. */
export function pickedDescriptors<T extends Descriptor>(all: readonly T[], choice: ExportChoice): T[] {
  if (!choice.kinds.length) return [];
  return all.filter((d) => isSelected(toSelection(choice), d));
}

/** How many descriptors of each chosen kind, in the order of the kinds. */
export function countByKind(descriptors: readonly Descriptor[], kinds: readonly string[]): { kind: string; count: number }[] {
  return kinds.map((kind) => ({ kind, count: descriptors.filter((d) => d.kind === kind).length }));
}
