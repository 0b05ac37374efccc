/** i18next over the same catalogues the server uses; the language store drives it. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import type { Language } from './language.js';

/** Creates and initialises an i18next instance for the runtime in the given language. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, ru: { translation: ru } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ru'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
