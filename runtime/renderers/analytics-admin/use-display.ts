/** How these screens show texts and times: `{en, ru}` or an i18n key in the user's language, dates in the user's locale. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';

export interface Display {
  language: string;
  text(value: LocalText | null | undefined): string;
  /** The text in every language (what a search should find). */
  allTexts(value: LocalText | null | undefined): string[];
  dateTime(iso: string | null | undefined): string;
}

export function useDisplay(): Display {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => ({
    language,
    text: (value) => (value ? resolveText(value, language, (key) => t(key)) : ''),
    allTexts: (value) => {
      if (!value) return [];
      if (typeof value === 'string') return ['en', 'ru'].map((lng) => t(value, { lng }));
      return Object.values(value).filter((v): v is string => typeof v === 'string');
    },
    dateTime: (iso) => (iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : ''),
  }), [language, t]);
}
