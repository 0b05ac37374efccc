/**
 * Request bodies are bounded before they are read (issue 14): every /api route belongs to one size class, and a body
 * over its class's limit is refused with 413 before authentication or parsing — from Content-Length when the client
 * sends one, else while the stream is read. The classes' sizes are configuration (docs/operations.md "Limits").
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { measureImportLimits } from '../../descriptors/lib/measure-import.js';
import type { KeelEnv } from './context.js';
import { KeelError } from '../errors/keel-error.js';

export const bodyLimitClasses = ['signIn', 'json', 'bulk', 'upload', 'csvImport'] as const;
export type BodyLimitClass = (typeof bodyLimitClasses)[number];
export type BodyLimits = Record<BodyLimitClass, number>;

const KiB = 1024;
const MiB = 1024 * KiB;

/** The default size of each class; `csvImport` is the import's own file limit, which its dialog checks too. */
export const defaultBodyLimits: BodyLimits = {
  /** sign-in, password changes and the anonymous wallboard calls: a few hundred bytes in use */
  signIn: 16 * KiB,
  /** every other JSON write: descriptors, records, queries */
  json: 1 * MiB,
  /** batches of measurements, configurator import files and trained model files */
  bulk: 16 * MiB,
  /** a logbook entry with its attachments (each file at most 20 MB), a document's scan */
  upload: 64 * MiB,
  csvImport: measureImportLimits.maxBytes,
};

/** Which class a route's body belongs to; routes not listed are `json`. */
const routeClasses: [method: string, path: RegExp, limit: BodyLimitClass][] = [
  ['*', /^\/api\/authentication$/, 'signIn'],
  ['POST', /^\/api\/user\/changeSignaturePassword$/, 'signIn'],
  ['POST', /^\/api\/wallboard\//, 'signIn'],
  ['POST', /^\/api\/measures\/ingest$/, 'bulk'],
  ['POST', /^\/api\/configurator\/import$/, 'bulk'],
  ['POST', /^\/api\/artifact-container\/import\/upload$/, 'bulk'],
  ['*', /^\/api\/elog-entry\/[^/]+\/(save|update)$/, 'upload'],
  ['POST', /^\/api\/managed-document\/[^/]+\/files$/, 'upload'],
  ['POST', /^\/api\/measures\/import$/, 'csvImport'],
];

export function bodyLimitClassOf(method: string, path: string): BodyLimitClass {
  return routeClasses.find(([m, pattern]) => (m === '*' || m === method) && pattern.test(path))?.[2] ?? 'json';
}

/** "16 KB", "1 MB": a limit as messages show it. */
export function formatBytes(bytes: number): string {
  return bytes >= MiB ? `${+(bytes / MiB).toFixed(1)} MB` : `${Math.ceil(bytes / KiB)} KB`;
}

/** Reads a size such as `512KiB`, `2MiB`, `2MB` or plain bytes; undefined when it is not one. */
export function parseByteSize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|k|mb|mib|m)?\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = unit.startsWith('k') ? KiB : unit.startsWith('m') ? MiB : 1;
  const bytes = Math.floor(Number(match[1]) * factor);
  return bytes > 0 ? bytes : undefined;
}

/** A GET or HEAD carries no body (fetch's Request drops one): asking for it would only build the whole request object. */
export const carriesNoBody = (method: string) => method === 'GET' || method === 'HEAD';

/** The middleware: 413 with the translated error shape when a body is over its route's limit. */
export function limitBodies(limits: BodyLimits): MiddlewareHandler<KeelEnv> {
  const byClass = Object.fromEntries(bodyLimitClasses.map((name) => [name, bodyLimit({
    maxSize: limits[name],
    onError: () => { throw new KeelError('PAYLOAD_TOO_LARGE', 'request.tooLarge', { max: formatBytes(limits[name]) }); },
  })])) as Record<BodyLimitClass, MiddlewareHandler>;
  return (c, next) => (carriesNoBody(c.req.method) ? next() : byClass[bodyLimitClassOf(c.req.method, c.req.path)](c, next));
}
