/**
 * What the browser must fetch before the first screen (issue 21, decision 76): the built index.html's entry script and
 * every module it preloads, each measured gzipped as the server sends it (zlib's default level, as hono/compress).
 * Read by the bundle budget check (`npm run check:bundle`, part of `npm test`) and the first-load benchmark.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of the first screen's JavaScript, gzipped, in bytes (issue 21: 300 KB). */
export const initialJsBudget = 300_000;

export interface InitialJs {
  files: { path: string; bytes: number; gzip: number }[];
  gzip: number;
}

/** The entry script and the modulepreloads of a built dist folder (`vite build --outDir`). */
export function measureInitialJs(dist: string): InitialJs {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)]
    .map((m) => m[1] ?? m[2]);
  const files = scripts.map((path) => {
    const content = readFileSync(join(dist, path.replace(/^\//, '')));
    return { path, bytes: content.length, gzip: gzipSync(content).length };
  });
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** The gzipped size of one built file (a language's catalogue chunk, the world outline). */
export function gzipOfAsset(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file))).length;
}
