/**
 * The descriptor kinds' ids, apart from their definitions (index.ts), so what needs only the list — the screen renderer
 * catalogue the runtime loads at start — does not carry every kind's schema into the first chunk (decision 76).
 */
export const descriptorKinds = [
  'menu', 'screen', 'resource', 'form', 'cluster',
  'elog-config', 'elog-entry-descriptor', 'elog-sequence', 'workflow-status', 'elog-permission',
  'analytics-page', 'multi-dashboard-page', 'artifact-descriptor', 'algorithm', 'form-overlay',
  'registry-page', 'report-model', 'report-descriptor', 'report-context', 'email-template', 'alarm-definition',
] as const;
export type DescriptorKind = (typeof descriptorKinds)[number];
