/** The descriptor kinds, listed once; per-kind tables are Record<DescriptorKind, …>. */
import type { KindDefinition } from './kind.js';
import { menuKind } from './menu/index.js';
import { screenKind } from './screen/index.js';

export const descriptorKinds = ['menu', 'screen'] as const;
export type DescriptorKind = (typeof descriptorKinds)[number];

export const kindDefinitions: Record<DescriptorKind, KindDefinition> = {
  menu: menuKind,
  screen: screenKind,
};

export function isDescriptorKind(value: string): value is DescriptorKind {
  return (descriptorKinds as readonly string[]).includes(value);
}
