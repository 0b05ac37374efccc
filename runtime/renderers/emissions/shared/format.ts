/** Number formatting of the emissions screens in the interface language ("—" for no value). */
import { useTranslation } from 'react-i18next';

export type NumberFormat = (value: number | null | undefined, digits?: number) => string;

export function useNumberFormat(): NumberFormat {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'ru' ? 'ru-RU' : 'en-GB';
  return (value, digits = 2) => (value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value));
}

/** gCO2e → t CO2e, as balances are shown. */
export const gramsToTonnes = (grams: number) => grams / 1_000_000;
