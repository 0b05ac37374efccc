/** The i18next settings shared by the runtime's instance (lazy-i18n.ts) and the one tests build (i18n.ts). */
import type { InitOptions } from 'i18next';

export const i18nOptions: InitOptions = {
  supportedLngs: ['en', 'ru'],
  interpolation: { escapeValue: false },
  returnNull: false,
};
