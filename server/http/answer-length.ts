/**
 * Gives an answer built in memory (c.json, c.text: no Content-Length yet) its length, so compression leaves small ones
 * alone: gzipping "pong" or a 200-byte JSON costs the server more than sending it and saves the client nothing. Keel
 * answers no streams from routes; files and static assets come with their length already and pass untouched.
 */
import type { MiddlewareHandler } from 'hono';

export const answerLength: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || res.status === 101 || res.headers.has('content-length') || res.headers.has('content-encoding') || res.headers.has('transfer-encoding')) return;
  const bytes = await res.arrayBuffer();
  const headers = new Headers(res.headers);
  headers.set('content-length', String(bytes.byteLength));
  c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers });
};
