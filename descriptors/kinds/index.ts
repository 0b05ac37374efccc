/** The descriptor kinds, listed once; per-kind tables are Record<DescriptorKind, …>. */
import type { KindDefinition } from './kind.js';
import { analyticsPageKind } from './analytics-page/index.js';
import { clusterKind } from './cluster/index.js';
import { elogConfigKind } from './elog-config/index.js';
import { elogEntryDescriptorKind } from './elog-entry-descriptor/index.js';
import { elogPermissionKind } from './elog-permission/index.js';
import { elogSequenceKind } from './elog-sequence/index.js';
import { formKind } from './form/index.js';
import { menuKind } from './menu/index.js';
import { multiDashboardPageKind } from './multi-dashboard-page/index.js';
import { resourceKind } from './resource/index.js';
import { screenKind } from './screen/index.js';
import { workflowStatusKind } from './workflow-status/index.js';

export const descriptorKinds = [
  'menu', 'screen', 'resource', 'form', 'cluster',
  'elog-config', 'elog-entry-descriptor', 'elog-sequence', 'workflow-status', 'elog-permission',
  'analytics-page', 'multi-dashboard-page',
] as const;
export type DescriptorKind = (typeof descriptorKinds)[number];

export const kindDefinitions: Record<DescriptorKind, KindDefinition> = {
  menu: menuKind,
  screen: screenKind,
  resource: resourceKind,
  form: formKind,
  cluster: clusterKind,
  'elog-config': elogConfigKind,
  'elog-entry-descriptor': elogEntryDescriptorKind,
  'elog-sequence': elogSequenceKind,
  'workflow-status': workflowStatusKind,
  'elog-permission': elogPermissionKind,
  'analytics-page': analyticsPageKind,
  'multi-dashboard-page': multiDashboardPageKind,
};

export function isDescriptorKind(value: string): value is DescriptorKind {
  return (descriptorKinds as readonly string[]).includes(value);
}
