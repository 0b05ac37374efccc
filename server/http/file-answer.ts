/** A stored file as a route's answer: its bytes with type, length and the file name (RFC 6266, any language). */
import type { Context } from 'hono';
import type { KeelEnv } from './context.js';

export interface StoredFile {
  content: Uint8Array;
  contentType: string;
  fileName: string;
  /** extra headers, e.g. the file's digest */
  headers?: Record<string, string>;
}

export function fileAnswer(c: Context<KeelEnv>, file: StoredFile) {
  return c.body(Buffer.from(file.content) as unknown as ArrayBuffer, 200, {
    'content-type': file.contentType, 'content-length': String(file.content.byteLength),
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`, ...file.headers,
  });
}
