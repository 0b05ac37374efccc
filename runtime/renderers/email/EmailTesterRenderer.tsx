/** The "email-tester" renderer (Setup → E-mail tester). */
import { setupRequirement } from '../../../descriptors/lib/setup-access.js';
import { api } from '../../shell/services.js';
import { useUserAccess } from '../../shell/user-access.js';
import type { RendererProps } from '../renderer-registry.js';
import { EmailTesterScreen } from './EmailTesterScreen.js';

export function EmailTesterRenderer({ screen }: RendererProps) {
  const canSend = useUserAccess().meets(setupRequirement('MANAGEMENT'));
  return <EmailTesterScreen client={api} screenTitle={screen.title} canSend={canSend} />;
}
