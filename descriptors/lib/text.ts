/** The languages Keel speaks (DESIGN §7: the browser's language if en or ru). */
export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];

/** Text in descriptors: an i18n key, or an inline { en, ru } map (DESIGN §3). */
export type LocalText = string | { en: string; ru?: string };

/** Resolves descriptor text for a language; keys go through the given translator. */
export function resolveText(text: LocalText | undefined, language: string, translateKey: (key: string) => string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return translateKey(text);
  return (language === 'ru' ? text.ru : undefined) ?? text.en;
}
