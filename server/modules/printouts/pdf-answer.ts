/** A PDF as a route's answer: its file name, size, digest and kept run (none for a preview) in the headers. */
import type { Context } from 'hono';
import { fileAnswer } from '../../http/file-answer.js';
import type { KeelEnv } from '../../http/context.js';

export function pdfAnswer(c: Context<KeelEnv>, bytes: Uint8Array, fileName: string, sha256: string, runId?: string) {
  return fileAnswer(c, {
    content: bytes, contentType: 'application/pdf', fileName, headers: { 'x-keel-sha256': sha256, ...(runId ? { 'x-keel-printout-run': runId } : {}) },
  });
}
