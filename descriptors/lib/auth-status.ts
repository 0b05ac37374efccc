/** The sign-in and password-change result codes (SPEC §8), shared by the server and the runtime. */
export const authStatuses = [
  'OK', 'TEMPORARY_PASSWORD', 'PASSWORD_EXPIRED', 'WRONG_CREDENTIALS', 'BAD_PASSWORD', 'PASSWORD_ALREADY_USED', 'LOGIN_ERROR',
] as const;
export type AuthStatus = (typeof authStatuses)[number];
