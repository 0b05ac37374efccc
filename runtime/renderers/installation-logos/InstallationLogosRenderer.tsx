/** The "installation-logos" renderer (Setup → Logos): the installation's own logos, uploaded and removed here. */
import { setupRequirement } from '../../../descriptors/lib/setup-access.js';
import { api } from '../../shell/services.js';
import { replaceLogos } from '../../shell/use-logo-url.js';
import { useUserAccess } from '../../shell/user-access.js';
import type { RendererProps } from '../renderer-registry.js';
import { LogosScreen } from './LogosScreen.js';

export function InstallationLogosRenderer({ screen }: RendererProps) {
  const canManage = useUserAccess().meets(setupRequirement('MANAGEMENT'));
  return <LogosScreen client={api} screenTitle={screen.title} canManage={canManage} onChanged={replaceLogos} />;
}
