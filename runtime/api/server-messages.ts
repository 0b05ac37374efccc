/** Server messages (SPEC §3, §5; DESIGN §5): a URI-encoded JSON list in the x-server-messages header. */
import { serverMessageLevels, type ServerMessage } from '../../descriptors/lib/server-message.js';

export { serverMessageLevels, serverMessagesHeader, type ServerMessage, type ServerMessageLevel } from '../../descriptors/lib/server-message.js';

/** True when the value is a valid server message: a known level, content, optional string parameters. */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (!value || typeof value !== 'object') return false;
  const { level, content, parameters } = value as Record<string, unknown>;
  return (serverMessageLevels as readonly unknown[]).includes(level)
    && typeof content === 'string'
    && (parameters === undefined || (Array.isArray(parameters) && parameters.every((p) => typeof p === 'string')));
}

/** Decodes the header; a malformed header or entry is dropped rather than breaking the response. */
export function parseServerMessages(header: string | null | undefined): ServerMessage[] {
  if (!header) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(parsed) ? parsed.filter(isServerMessage) : [];
  } catch {
    return [];
  }
}
