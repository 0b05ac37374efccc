/** A panel type's name in the user's language (the registry's English name for a type the designer has no text for). */
import { useTranslation } from 'react-i18next';
import { panelRegistry } from '../../runtime/renderers/analytics/panels/panel-registry.js';

export function usePanelTypeName() {
  const { t } = useTranslation();
  return (type: string) => t(`designer.dashboard.panelTypes.${type}`, { defaultValue: panelRegistry.find(type)?.name ?? type });
}
