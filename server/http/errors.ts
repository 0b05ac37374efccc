import type { MessageParams } from './i18n.js';

/** KeelError: the closed set of failures a service may raise, mapped to statuses in one place. */
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

/** One failing field: a JSON pointer into the request, a code and a translated message. */
export interface FieldError {
  path: string;
  code: string;
  message: string;
}

export class KeelError extends Error {
  constructor(
    readonly code: KeelErrorCode,
    /** i18n key of the message (locales/*.json), translated at the boundary. */
    readonly messageKey: string,
    readonly params: MessageParams = {},
    readonly fields: FieldError[] = [],
  ) {
    super(messageKey);
  }
}
