/** The "form-customizer" renderer (SPEC /dfd-customizer): form overlays per shipowner, fleet or ship. */
import { defaultManageRequirement } from '../../../descriptors/kinds/kind.js';
import { kindDefinitions } from '../../../descriptors/kinds/index.js';
import { meetsRequirement } from '../../../descriptors/lib/access.js';
import { api } from '../../shell/services.js';
import { useShellData } from '../../shell/ShellDataContext.js';
import { principalOfUser } from '../../shell/user-access.js';
import type { RendererProps } from '../renderer-registry.js';
import { FormCustomizerScreen } from './FormCustomizerScreen.js';

export function FormCustomizerRenderer({ screen }: RendererProps) {
  const user = useShellData()?.user;
  const canManage = !user || meetsRequirement(principalOfUser(user), kindDefinitions['form-overlay'].manage ?? defaultManageRequirement);
  return <FormCustomizerScreen client={api} screenTitle={screen.title} canManage={canManage} />;
}
