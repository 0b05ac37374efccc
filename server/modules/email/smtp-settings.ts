/** The SMTP settings, read from the app parameters `email.*` (docs/email.md); the password never leaves the server. */
import type { Db } from '../../db/engine.js';
import { readNumberParameters, readTextParameter } from '../params/parameters.js';

export type SmtpSecurity = 'NONE' | 'STARTTLS' | 'TLS';

export interface SmtpSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  verifyCertificate: boolean;
  user: string;
  password: string;
  fromAddress: string;
  fromName: string;
}

/** What an API answer may show: everything but the password, which is only said to be set or not. */
export type ShownSmtpSettings = Omit<SmtpSettings, 'password'> & { passwordSet: boolean; configured: boolean };

const securities: readonly SmtpSecurity[] = ['NONE', 'STARTTLS', 'TLS'];

export async function readSmtpSettings(db: Db): Promise<SmtpSettings> {
  const numbers = await readNumberParameters(db, ['email.smtp.port', 'email.smtp.verifyCertificate']);
  const security = await readTextParameter(db, 'email.smtp.security');
  return {
    host: (await readTextParameter(db, 'email.smtp.host')).trim(),
    port: numbers['email.smtp.port'],
    security: (securities as readonly string[]).includes(security) ? security as SmtpSecurity : 'STARTTLS',
    verifyCertificate: numbers['email.smtp.verifyCertificate'] !== 0,
    user: await readTextParameter(db, 'email.smtp.user'),
    password: await readTextParameter(db, 'email.smtp.password'),
    fromAddress: (await readTextParameter(db, 'email.from.address')).trim(),
    fromName: await readTextParameter(db, 'email.from.name'),
  };
}

/** Mail can be sent once a host and a sender address are set. */
export const isConfigured = (s: SmtpSettings): boolean => s.host !== '' && s.fromAddress !== '';

export function shownSmtpSettings(s: SmtpSettings): ShownSmtpSettings {
  const { password, ...shown } = s;
  return { ...shown, passwordSet: password !== '', configured: isConfigured(s) };
}
