/** Separators of typed numbers in the interface language: 80,000.5 in English, 80 000,5 in Russian. */
import { useTranslation } from 'react-i18next';

export function useNumberInputFormat() {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'ru' ? { thousandSeparator: '\u00a0', decimalSeparator: ',' } : { thousandSeparator: ',', decimalSeparator: '.' };
}
