/**
 * The runtime's i18next: each language's catalogue is its own chunk (a hashed, cached asset) fetched when the language
 * is first shown — at start and on a switch, which `changeLanguage` waits for — so a user downloads one language, not
 * both (issue 21, decision 76). No fallback language is loaded: tests/unit/locales.test.ts keeps both complete.
 */
import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n-options.js';
import type { Language } from './language.js';

/** Loads the texts of a language (English for any other value). */
export const loadCatalogue = async (language: string): Promise<ResourceKey> =>
  (language === 'ru' ? await import('../../locales/ru.json') : await import('../../locales/en.json')).default;

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => { loadCatalogue(language).then((texts) => callback(null, texts), (error: Error) => callback(error, null)); },
};

/** Creates the runtime's instance in its first language; `ready` settles once that language's texts are in. */
export function createLazyI18n(language: Language): { i18n: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance.use(catalogueBackend).use(initReactI18next).init({ ...i18nOptions, lng: language, fallbackLng: false });
  return { i18n: instance, ready };
}
