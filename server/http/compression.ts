/**
 * gzip (or deflate) for JSON, CSV and the runtime's assets when the client accepts it: a ship's satellite link pays per
 * byte. An answer under 1 KB goes as it is (gzipping "pong" costs the server more than it saves the client); a larger
 * one built in memory is read once and compressed in one piece on zlib's thread pool, so it leaves with its length; a
 * streamed one (a static file, with its length) is compressed as it streams. Keel's routes answer no stream of unknown
 * length; one that did would be read whole here, so it should declare its length or bypass this middleware.
 *
 * The length of what c.json and c.text built is noted as they build it: reading a body back to measure it turns the
 * server's light answer into a full web Response and stream, which cost a small signed-in request three quarters of
 * its time (docs/performance.md "Issue 21"). For the same reason a replaced answer is set on a cleared `c.res`: Hono
 * would otherwise rebuild it from the old one's body.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';

/** Answers smaller than this are sent as they are. */
export const compressionThreshold = 1024;

const encodings = { gzip: promisify(gzip), deflate: promisify(deflate) } as const;
type Encoding = keyof typeof encodings;

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const variesByEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers among ours (gzip on a tie); undefined when it accepts neither. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of Object.keys(encodings) as Encoding[]) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function isCompressible(c: Context): boolean {
  const headers = c.res.headers;
  if (c.req.method === 'HEAD' || c.res.status === 101 || c.res.status === 206 || c.res.status === 204 || c.res.status === 304) return false;
  if (headers.has('content-encoding') || headers.has('transfer-encoding')) return false;
  const type = headers.get('content-type');
  return !!type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !noTransform.test(headers.get('cache-control') ?? '');
}

function varyByEncoding(c: Context): void {
  const vary = c.res.headers.get('vary');
  if (vary !== '*' && !(vary && variesByEncoding.test(vary))) c.res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

async function compressed(encoding: Encoding, bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const zipped = await encodings[encoding](bytes);
  return new Uint8Array(zipped.buffer as ArrayBuffer, zipped.byteOffset, zipped.byteLength);
}

/** The byte length of the answers c.json and c.text built, while they are referenced. */
const builtLengths = new WeakMap<Response, number>();

/** c.json and c.text as Hono builds them (the same headers, status and content type), noting the body's length. */
function noteBuiltLengths(c: Context): void {
  const respond = c.newResponse as (text: string, arg: unknown, headers: Record<string, string>) => Response;
  const built = (text: string, contentType: string, arg: unknown, headers: Record<string, string> | undefined) => {
    const res = respond(text, arg, { 'Content-Type': contentType, ...headers });
    builtLengths.set(res, Buffer.byteLength(text));
    return res;
  };
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) => built(JSON.stringify(object), 'application/json', arg, headers)) as unknown as typeof c.json;
  c.text = ((text: string, arg?: unknown, headers?: Record<string, string>) => built(text, 'text/plain; charset=UTF-8', arg, headers)) as unknown as typeof c.text;
}

function replaceAnswer(c: Context, body: BodyInit, init: ResponseInit): void {
  c.res = undefined;
  c.res = new Response(body, init);
}

export const compressAnswers: MiddlewareHandler = async (c, next) => {
  noteBuiltLengths(c);
  await next();
  if (!isCompressible(c)) return;
  const builtLength = builtLengths.get(c.res);
  if (builtLength !== undefined && builtLength < compressionThreshold) return;
  const declaredLength = c.res.headers.get('content-length');
  if (declaredLength !== null && Number(declaredLength) < compressionThreshold) return;
  varyByEncoding(c);
  const encoding = chosenEncoding(c.req.header('accept-encoding'));
  if (!encoding || !c.res.body) return;
  const { status, statusText } = c.res;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  if (declaredLength !== null) {
    // A file: compressed as it streams, without holding it in memory.
    headers.set('content-encoding', encoding);
    replaceAnswer(c, c.res.body.pipeThrough(new CompressionStream(encoding)), { status, statusText, headers });
    return;
  }
  const bytes = new Uint8Array(await c.res.arrayBuffer());
  if (bytes.byteLength >= compressionThreshold) {
    headers.set('content-encoding', encoding);
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  }
  const body = bytes.byteLength >= compressionThreshold ? await compressed(encoding, bytes) : bytes;
  headers.set('content-length', String(body.byteLength));
  replaceAnswer(c, body, { status, statusText, headers });
};
