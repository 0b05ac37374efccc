/**
 * The file part of a multipart upload (a document's scan, a logo): the body was bounded by its route's size class
 * before anything reads it (body-limits.ts); here it is parsed, and a body that is not multipart or lacks the part is
 * a 400 at `/<field>` with the caller's message.
 */
import type { Context } from 'hono';
import { KeelError } from '../errors/keel-error.js';
import type { KeelEnv } from './context.js';

export interface MultipartFile {
  file: File;
  /** the body's other text parts */
  fields: Record<string, string>;
}

export async function readMultipartFile(c: Context<KeelEnv>, field: string, missingKey: string): Promise<MultipartFile> {
  const missing = () => new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{ path: `/${field}`, code: 'required', messageKey: missingKey }]);
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw missing();
  const parts = await c.req.parseBody().catch(() => { throw missing(); });
  const file = parts[field];
  if (!(file instanceof File)) throw missing();
  const fields = Object.fromEntries(Object.entries(parts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { file, fields };
}
