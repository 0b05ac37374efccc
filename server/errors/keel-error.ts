/**
 * KeelError: the closed set of failures a service may raise. It carries message keys (locales/*.json) and their
 * parameters, never translated text: services know neither HTTP nor the request's language; the error handler
 * (server/http/error-handler.ts) maps the code to a status and translates, once.
 */
import type { LocalText } from '../../descriptors/lib/text.js';

/** Inline text in several languages (a descriptor's name): the answer takes the request's language. */
export type InlineText = { en: string; ru?: string };

/** A parameter that is itself a message (a field's title, a row): translated with the message around it. */
export interface MessageRef { messageKey: string; params?: MessageParams }

/** A message parameter; a list is joined with ", " once each part is translated. */
export type MessageParam = string | number | InlineText | MessageRef | readonly MessageParam[];
export type MessageParams = Record<string, MessageParam>;

/** A descriptor's text (an i18n key, or inline `{ en, ru }`) as a message parameter. */
export const descriptorText = (text: LocalText | undefined): MessageParam =>
  text === undefined ? '' : typeof text === 'string' ? { messageKey: text } : text;

/** The one table from codes to statuses (DESIGN §5). */
export const errorStatus = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  BUSINESS_RULE: 422,
  /** params.seconds becomes the Retry-After header */
  TOO_MANY_REQUESTS: 429,
  LICENCE_MISSING: 451,
} as const;

export type KeelErrorCode = keyof typeof errorStatus;

/** One failing field: a JSON pointer into the request, a code and the key (with parameters) of its message. */
export interface FieldError {
  path: string;
  code: string;
  messageKey: string;
  params?: MessageParams;
}

export class KeelError extends Error {
  constructor(
    readonly code: KeelErrorCode,
    /** i18n key of the message (locales/*.json), translated by the error handler. */
    readonly messageKey: string,
    readonly params: MessageParams = {},
    readonly fields: FieldError[] = [],
  ) {
    super(messageKey);
  }
}

/** A field message that already is text (a value, a migration's or ajv's own words): shown as it is in every language. */
export const verbatim = (text: string): Pick<FieldError, 'messageKey' | 'params'> => ({ messageKey: 'validation.verbatim', params: { text } });
