/** The dry run's steps counted and ordered for the import screen. */
import type { ImportStep } from '../../../descriptors/lib/configuration-file.js';

export type ImportAction = ImportStep['action'];
export const importActions: readonly ImportAction[] = ['create', 'change', 'unchanged'];

export function countActions(steps: readonly ImportStep[]): Record<ImportAction, number> {
  const counts: Record<ImportAction, number> = { create: 0, change: 0, unchanged: 0 };
  for (const step of steps) counts[step.action]++;
  return counts;
}

/** What will be written first (created, then changed), then what stays; by kind and code within each. */
export function orderSteps(steps: readonly ImportStep[]): ImportStep[] {
  const rank = (step: ImportStep) => importActions.indexOf(step.action);
  return [...steps].sort((a, b) => rank(a) - rank(b) || a.kind.localeCompare(b.kind) || a.code.localeCompare(b.code));
}
