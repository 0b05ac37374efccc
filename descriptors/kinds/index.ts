/** The descriptor kinds, listed once; per-kind tables are Record<DescriptorKind, …>. */
import type { KindDefinition } from './kind.js';
import { clusterKind } from './cluster/index.js';
import { formKind } from './form/index.js';
import { menuKind } from './menu/index.js';
import { resourceKind } from './resource/index.js';
import { screenKind } from './screen/index.js';

export const descriptorKinds = ['menu', 'screen', 'resource', 'form', 'cluster'] as const;
export type DescriptorKind = (typeof descriptorKinds)[number];

export const kindDefinitions: Record<DescriptorKind, KindDefinition> = {
  menu: menuKind,
  screen: screenKind,
  resource: resourceKind,
  form: formKind,
  cluster: clusterKind,
};

export function isDescriptorKind(value: string): value is DescriptorKind {
  return (descriptorKinds as readonly string[]).includes(value);
}
