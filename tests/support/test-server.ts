/** A real HTTP server with the WebSocket on a free port, over an in-process test app (for socket tests). */
import WebSocket from 'ws';
import { socketPath } from '../../descriptors/lib/socket-protocol.js';
import { startServer } from '../../server/ws/serve.js';
import type { TestApp } from './test-app.js';

export interface TestServer {
  port: number;
  /** ws://127.0.0.1:port/ws/socket */
  socketUrl: string;
  /** Closes the sockets with 1001 and stops listening (the test app and its database stay open). */
  close(): Promise<void>;
}

export async function startTestServer(t: TestApp): Promise<TestServer> {
  const running = await startServer(t.app, t.sockets, { port: 0, hostname: '127.0.0.1' });
  return { port: running.port, socketUrl: `ws://127.0.0.1:${running.port}${socketPath}`, close: running.close };
}

/** A `ws` client that records every message and close, with waits that fail after a time-out instead of hanging. */
export interface SocketProbe {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  send(message: object): void;
  /** Sends a request and resolves with the reply to it. */
  request(target: string, content: unknown): Promise<{ content: unknown }>;
  /** The first recorded (or future) message that satisfies the predicate. */
  next(predicate: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

let counter = 0;

export async function openProbe(url: string): Promise<SocketProbe> {
  const socket = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  await new Promise<void>((resolve, reject) => { socket.once('open', () => resolve()); socket.once('error', reject); });
  const next: SocketProbe['next'] = (predicate, timeoutMs = 5_000) => new Promise((resolve, reject) => {
    const check = () => {
      const found = messages.find(predicate);
      if (!found) return false;
      waiters.delete(check); clearTimeout(timer); resolve(found);
      return true;
    };
    const timer = setTimeout(() => { waiters.delete(check); reject(new Error(`no matching socket message within ${timeoutMs} ms`)); }, timeoutMs);
    if (!check()) waiters.add(check);
  });
  const send = (message: object) => socket.send(JSON.stringify(message));
  return {
    socket, messages, send, next, closed,
    async request(target, content) {
      const messageId = `probe-${++counter}`;
      send({ messageId, target, content });
      return await next((m) => m.replyId === messageId) as { content: unknown };
    },
  };
}
