/** The variables every request carries through the Hono context. */
import type { Principal } from '../../descriptors/lib/access.js';
import type { Language } from '../../descriptors/lib/text.js';
import type { ServerMessage } from './messages.js';

export interface SessionInfo {
  sessionId: string;
  kind: 'full' | 'change-password' | 'sso';
  expiresAt: number;
}

export interface KeelVariables {
  language: Language;
  messages: ServerMessage[];
  principal?: Principal;
  session?: SessionInfo;
}

export interface KeelEnv {
  Variables: KeelVariables;
}
