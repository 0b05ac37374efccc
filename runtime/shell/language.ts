/** The interface language (SPEC §1, §9): the stored choice, else the browser's if en or ru, else en. */
export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ru';
}

/** Picks the language: a valid stored choice wins, then the first browser language that is en or ru. */
export function pickLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}
