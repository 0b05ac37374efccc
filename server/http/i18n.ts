/** Server-side translation of message keys from locales/en.json and locales/ru.json. */
import en from '../../locales/en.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };
import type { Language } from '../../descriptors/lib/text.js';
import type { MessageParam, MessageParams } from '../errors/keel-error.js';

const catalogues: Record<Language, unknown> = { en, ru };

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const isList = (value: MessageParam): value is readonly MessageParam[] => Array.isArray(value);

/** A parameter's text: inline text in the request's language, a message translated, a list joined. */
function paramText(language: Language, value: MessageParam | undefined): string {
  if (value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (isList(value)) return value.map((part) => paramText(language, part)).join(', ');
  if ('messageKey' in value) return translate(language, value.messageKey, value.params);
  return value[language] ?? value.en;
}

/** Translates a key with {{name}} parameters; falls back to English, then to the key itself. */
export function translate(language: Language, key: string, params: MessageParams = {}): string {
  const text = lookup(catalogues[language], key) ?? lookup(catalogues.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => paramText(language, params[name]));
}

/** True when the key exists in the English catalogue. */
export function hasMessage(key: string): boolean {
  return lookup(catalogues.en, key) !== undefined;
}

/** Picks the request language from Accept-Language: the first of en/ru it names, else en. */
export function pickLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().slice(0, 2);
    if (tag === 'en' || tag === 'ru') return tag;
  }
  return 'en';
}
