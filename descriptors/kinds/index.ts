/** The descriptor kinds, listed once; per-kind tables are Record<DescriptorKind, …>; each body type is derived from its kind's schema. */
import type { KindDefinition } from './kind.js';
import type { AlarmDefinitionBody } from './alarm-definition/alarm-definition.schema.js';
import type { AlgorithmBody } from './algorithm/algorithm.schema.js';
import type { ArtifactDescriptorBody } from './artifact-descriptor/artifact-descriptor.schema.js';
import type { AnalyticsPageBody } from './analytics-page/analytics-page.schema.js';
import type { ClusterBody } from './cluster/cluster.schema.js';
import type { EmailTemplateBody } from './email-template/email-template.schema.js';
import type { ElogConfigBody } from './elog-config/elog-config.schema.js';
import type { ElogEntryDescriptorBody } from './elog-entry-descriptor/elog-entry-descriptor.schema.js';
import type { ElogPermissionBody } from './elog-permission/elog-permission.schema.js';
import type { ElogSequenceBody } from './elog-sequence/elog-sequence.schema.js';
import type { FormBody } from './form/form.schema.js';
import type { FormOverlayBody } from './form-overlay/form-overlay.schema.js';
import type { MenuBody } from './menu/menu.schema.js';
import type { MultiDashboardPageBody } from './multi-dashboard-page/multi-dashboard-page.schema.js';
import type { RegistryPageBody } from './registry-page/registry-page.schema.js';
import type { ReportContextBody } from './report-context/report-context.schema.js';
import type { ReportDescriptorBody } from './report-descriptor/report-descriptor.schema.js';
import type { ReportModelBody } from './report-model/report-model.schema.js';
import type { ResourceBody } from './resource/resource.schema.js';
import type { ScreenBody } from './screen/screen.schema.js';
import type { WorkflowStatusBody } from './workflow-status/workflow-status.schema.js';
import { alarmDefinitionKind } from './alarm-definition/index.js';
import { algorithmKind } from './algorithm/index.js';
import { artifactDescriptorKind } from './artifact-descriptor/index.js';
import { analyticsPageKind } from './analytics-page/index.js';
import { clusterKind } from './cluster/index.js';
import { emailTemplateKind } from './email-template/index.js';
import { elogConfigKind } from './elog-config/index.js';
import { elogEntryDescriptorKind } from './elog-entry-descriptor/index.js';
import { elogPermissionKind } from './elog-permission/index.js';
import { elogSequenceKind } from './elog-sequence/index.js';
import { formKind } from './form/index.js';
import { formOverlayKind } from './form-overlay/index.js';
import { menuKind } from './menu/index.js';
import { multiDashboardPageKind } from './multi-dashboard-page/index.js';
import { registryPageKind } from './registry-page/index.js';
import { reportContextKind } from './report-context/index.js';
import { reportDescriptorKind } from './report-descriptor/index.js';
import { reportModelKind } from './report-model/index.js';
import { resourceKind } from './resource/index.js';
import { screenKind } from './screen/index.js';
import { workflowStatusKind } from './workflow-status/index.js';

import { descriptorKinds, type DescriptorKind } from './kind-ids.js';

export { descriptorKinds, type DescriptorKind };

/** What a stored body of each kind is, once validated against its schema and upgraded to its latest version. */
export interface DescriptorBodies {
  menu: MenuBody;
  screen: ScreenBody;
  resource: ResourceBody;
  form: FormBody;
  cluster: ClusterBody;
  'elog-config': ElogConfigBody;
  'elog-entry-descriptor': ElogEntryDescriptorBody;
  'elog-sequence': ElogSequenceBody;
  'workflow-status': WorkflowStatusBody;
  'elog-permission': ElogPermissionBody;
  'analytics-page': AnalyticsPageBody;
  'multi-dashboard-page': MultiDashboardPageBody;
  'artifact-descriptor': ArtifactDescriptorBody;
  algorithm: AlgorithmBody;
  'form-overlay': FormOverlayBody;
  'registry-page': RegistryPageBody;
  'report-model': ReportModelBody;
  'report-descriptor': ReportDescriptorBody;
  'report-context': ReportContextBody;
  'email-template': EmailTemplateBody;
  'alarm-definition': AlarmDefinitionBody;
}

export type DescriptorBody<K extends DescriptorKind> = DescriptorBodies[K];

export const kindDefinitions: { [K in DescriptorKind]: KindDefinition<K> } = {
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
  'artifact-descriptor': artifactDescriptorKind,
  algorithm: algorithmKind,
  'form-overlay': formOverlayKind,
  'registry-page': registryPageKind,
  'report-model': reportModelKind,
  'report-descriptor': reportDescriptorKind,
  'report-context': reportContextKind,
  'email-template': emailTemplateKind,
  'alarm-definition': alarmDefinitionKind,
};

export function isDescriptorKind(value: string): value is DescriptorKind {
  return (descriptorKinds as readonly string[]).includes(value);
}
