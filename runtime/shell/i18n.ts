/**
 * i18next over the same catalogues the server uses, both in memory: for tests and benchmarks. The runtime itself loads
 * only the language it shows (lazy-i18n.ts).
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import { i18nOptions } from './i18n-options.js';
import type { Language } from './language.js';

/** Creates and initialises an i18next instance in the given language, with both catalogues. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...i18nOptions, resources: { en: { translation: en }, ru: { translation: ru } }, lng: language, fallbackLng: 'en', initAsync: false,
  });
  return instance;
}
