/** Server messages (SPEC §3, §5; DESIGN §5): a URI-encoded JSON list in the x-server-messages header. */
export const serverMessagesHeader = 'x-server-messages';
export const serverMessageLevels = ['SUCCESS', 'INFO', 'WARN', 'ERROR'] as const;
export type ServerMessageLevel = (typeof serverMessageLevels)[number];

export interface ServerMessage {
  level: ServerMessageLevel;
  content: string;
  parameters?: string[];
}
