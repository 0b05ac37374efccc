/**
 * A real SMTP server in the test process (the `smtp-server` package): authentication required, STARTTLS on or off,
 * recipients refused by a rule; every message it accepts is parsed with mailparser and kept for the test to read.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  user: string;
  password: string;
  starttls: boolean;
  /** recipients the server answers 550 to */
  refuse?: (address: string) => boolean;
  /** a port to listen on again (a server that was down comes back) */
  port?: number;
}

export async function startSmtpTestServer(options: SmtpTestServerOptions): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: !options.starttls,
    disabledCommands: options.starttls ? [] : ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) return callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
        callback();
      }, (error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The app parameters (code → value) that point Keel at a test server, for the caller to save through its own client:
 * plain SMTP unless STARTTLS is asked, the certificate not verified, sent from keel@fleet.example.
 */
export function smtpParameters(server: { port: number }, auth: { user: string; password: string; security?: 'NONE' | 'STARTTLS' }): Record<string, string> {
  return {
    'email.smtp.host': '127.0.0.1', 'email.smtp.port': String(server.port), 'email.smtp.security': auth.security ?? 'NONE',
    'email.smtp.verifyCertificate': '0', 'email.smtp.user': auth.user, 'email.smtp.password': auth.password,
    'email.from.address': 'keel@fleet.example', 'email.from.name': 'Keel Fleet Office',
  };
}
