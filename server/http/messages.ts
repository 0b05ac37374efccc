/** Server messages (DESIGN §5): collected per request, sent URI-encoded in x-server-messages. */
import type { Context, MiddlewareHandler } from 'hono';
import { serverMessagesHeader, type ServerMessageLevel } from '../../descriptors/lib/server-message.js';
import type { KeelEnv } from './context.js';
import { translate } from './i18n.js';

export type { ServerMessage, ServerMessageLevel } from '../../descriptors/lib/server-message.js';

/** Adds a translated message to the response of this request. */
export function addServerMessage(
  c: Context<KeelEnv>, level: ServerMessageLevel, key: string, params: Record<string, string | number> = {},
): void {
  c.get('messages').push({ level, content: translate(c.get('language'), key, params), parameters: Object.values(params).map(String) });
}

/** Writes the collected messages into the response header after the handler ran. */
export const serverMessages: MiddlewareHandler<KeelEnv> = async (c, next) => {
  c.set('messages', []);
  await next();
  const messages = c.get('messages');
  if (messages.length > 0) c.res.headers.set(serverMessagesHeader, encodeURIComponent(JSON.stringify(messages)));
};
