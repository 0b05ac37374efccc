/** The chosen language: stored under "<app path>_language", applied to i18next and the API header. */
import type { i18n } from 'i18next';
import { isLanguage, pickLanguage, type Language } from './language.js';

export interface LanguageStore {
  get(): Language;
  /** Switches the interface at once; later API calls send the new Accept-Language. */
  set(value: unknown): boolean;
  subscribe(listener: (language: Language) => void): () => void;
}

export interface LanguageStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  key: string;
  browserLanguages: readonly string[];
  i18n?: i18n;
  document?: Pick<Document, 'documentElement'>;
}

export function createLanguageStore(options: LanguageStoreOptions): LanguageStore {
  const { storage, key } = options;
  let stored: string | null = null;
  try { stored = storage.getItem(key); } catch { /* storage unavailable */ }
  let current = pickLanguage(stored, options.browserLanguages);
  const listeners = new Set<(language: Language) => void>();
  const apply = () => {
    void options.i18n?.changeLanguage(current);
    if (options.document) options.document.documentElement.lang = current;
  };
  apply();
  return {
    get: () => current,
    set: (value) => {
      if (!isLanguage(value) || value === current) return false;
      current = value;
      try { storage.setItem(key, value); } catch { /* the choice lasts this page only */ }
      apply();
      for (const listener of [...listeners]) listener(current);
      return true;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
