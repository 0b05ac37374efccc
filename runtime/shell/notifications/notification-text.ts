/** A notification's subject or full text in the reader's language: its message key translated with its parameters. */
import type { TFunction } from 'i18next';
import type { NotificationParam } from '../../../descriptors/lib/notifications/notification.js';

type Param = NotificationParam | Record<string, unknown> | unknown;

/** A parameter's text, as the server's translate does it: inline text in the language, a message translated, a list joined. */
function paramText(t: TFunction, language: string, value: Param): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map((part) => paramText(t, language, part)).join(', ');
  const record = value as Record<string, unknown>;
  if (typeof record.messageKey === 'string') return translateMessage(t, language, record.messageKey, (record.params ?? {}) as Record<string, Param>);
  return String(record[language] ?? record.en ?? '');
}

export function translateMessage(t: TFunction, language: string, key: string, params: Record<string, Param>): string {
  const texts = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, paramText(t, language, value)]));
  return t(key, { ...texts, defaultValue: key });
}
