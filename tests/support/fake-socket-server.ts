/** A scripted /ws/socket speaking the protocol, for runtime socket client tests without a database. */
import { WebSocketServer, type WebSocket } from 'ws';

export interface FakeSocketServer {
  url: string;
  /** Every message received, with the number of the connection it came on (1 for the first). */
  received: { connection: number; target: string; content: Record<string, unknown> }[];
  /** Tokens accepted by wsm:authenticate (others get a failed reply and a 4401 close). */
  validTokens: Set<string>;
  /** When set, each new connection is closed with this code at once. */
  closeOnConnect?: number;
  connections(): number;
  /** The id given to the latest wsm:subscribe (`sub-<connection>-<n>`). */
  lastSubscriptionId(): string | undefined;
  push(target: string, content: unknown): void;
  closeAll(code: number): void;
  stop(): Promise<void>;
}

export async function startFakeSocketServer(validTokens: string[]): Promise<FakeSocketServer> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const open = new Set<WebSocket>();
  let count = 0;
  let ids = 0;
  let lastSubscriptionId: string | undefined;
  const fake: FakeSocketServer = {
    url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}/ws/socket`,
    received: [],
    validTokens: new Set(validTokens),
    connections: () => count,
    lastSubscriptionId: () => lastSubscriptionId,
    push(target, content) {
      for (const socket of open) socket.send(JSON.stringify({ messageId: `s${++ids}`, target, content }));
    },
    closeAll(code) { for (const socket of open) socket.close(code); },
    stop: () => new Promise((resolve) => { for (const socket of open) socket.terminate(); wss.close(() => resolve()); }),
  };
  wss.on('connection', (socket) => {
    const connection = ++count;
    if (fake.closeOnConnect) return socket.close(fake.closeOnConnect);
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { messageId: string; target: string; content: Record<string, unknown> };
      fake.received.push({ connection, target: message.target, content: message.content });
      const reply = (content: unknown) => socket.send(JSON.stringify({ messageId: `s${++ids}`, replyId: message.messageId, target: message.target, content }));
      if (message.target === 'wsm:authenticate') {
        if (fake.validTokens.has(String(message.content.token))) return reply({ status: 'OK' });
        reply({ status: 'FAILED', failed: true, reason: 'AUTHENTICATION_FAILED' });
        return socket.close(4401);
      }
      if (message.target === 'wsm:subscribe') {
        lastSubscriptionId = `sub-${connection}-${++ids}`;
        return reply({ subscriptionId: lastSubscriptionId });
      }
      if (message.target === 'wsm:unsubscribe') return reply({ status: 'OK' });
    });
  });
  return fake;
}
