/** The descriptor kinds, listed once; per-kind tables are Record<DescriptorKind, …>. */
import type { KindDefinition } from './kind.js';
import { formKind } from './form/index.js';
import { menuKind } from './menu/index.js';
import { resourceKind } from './resource/index.js';
import { screenKind } from './screen/index.js';

export const descriptorKinds = ['menu', 'screen', 'resource', 'form'] as const;
export type DescriptorKind = (typeof descriptorKinds)[number];

export const kindDefinitions: Record<DescriptorKind, KindDefinition> = {
  menu: menuKind,
  screen: screenKind,
  resource: resourceKind,
  form: formKind,
};

export function isDescriptorKind(value: string): value is DescriptorKind {
  return (descriptorKinds as readonly string[]).includes(value);
}
