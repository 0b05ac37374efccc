/** The "scheduler" renderer (Setup → Scheduler): the jobs Keel runs on a schedule, their runs, and run now. */
import { setupRequirement } from '../../../descriptors/lib/setup-access.js';
import { api } from '../../shell/services.js';
import { useUserAccess } from '../../shell/user-access.js';
import type { RendererProps } from '../renderer-registry.js';
import { SchedulerScreen } from './SchedulerScreen.js';

export function SchedulerRenderer({ screen }: RendererProps) {
  const canManage = useUserAccess().meets(setupRequirement('MANAGEMENT'));
  return <SchedulerScreen client={api} screenTitle={screen.title} canManage={canManage} />;
}
