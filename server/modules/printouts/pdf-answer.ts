/** A PDF as a route's answer: its file name, size, digest and kept run (none for a preview) in the headers. */
import type { Context } from 'hono';
import type { KeelEnv } from '../../http/context.js';

export function pdfAnswer(c: Context<KeelEnv>, bytes: Uint8Array, fileName: string, sha256: string, runId?: string) {
  return c.body(Buffer.from(bytes) as unknown as ArrayBuffer, 200, {
    'content-type': 'application/pdf', 'content-length': String(bytes.byteLength), 'x-keel-sha256': sha256, ...(runId ? { 'x-keel-printout-run': runId } : {}),
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  });
}
