/**
 * The sender loop of the server process (started by server/main.ts, never by the API tests unless a test starts it):
 * every round sends the mail that is due (outbox.ts `sendDue`). The state is in the outbox table, so a restart
 * carries on where the last process stopped.
 */
import type { Db } from '../../db/engine.js';
import { describeForLog } from '../../http/database-errors.js';
import { sendDue, type Send } from './outbox.js';

export interface EmailSenderOptions {
  db: Db;
  now?: () => Date;
  send?: Send;
  log?: (line: string) => void;
}

export function createEmailSender(options: EmailSenderOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;

  const round = () => {
    running ??= sendDue(options.db, { now: now(), send: options.send })
      .then((s) => { if (s.retrying || s.failed) log(`Keel e-mail: ${s.sent} sent, ${s.retrying} to retry, ${s.failed} failed`); })
      .catch((error) => log(`Keel e-mail: ${describeForLog(error)}`))
      .finally(() => { running = undefined; });
    return running;
  };

  return {
    /** One round now (tests call it with their clock). */
    round,
    start(everySeconds = 30) {
      void round();
      timer = setInterval(() => void round(), everySeconds * 1_000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type EmailSender = ReturnType<typeof createEmailSender>;
