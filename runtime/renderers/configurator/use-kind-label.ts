/** A descriptor kind's display name (the designer's, e.g. "Screens"), else its id. */
import { useTranslation } from 'react-i18next';

export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation();
  return (kind) => t(`designer.kinds.${kind}`, { defaultValue: kind });
}
