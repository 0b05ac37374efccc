/**
 * Bench pages built from the app's own components: Vite in production mode into a temporary folder, served over
 * HTTP on a free local port (form-typing/, elog-print/).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Builds the pages `names` (`<name>.html` in `pagesDir`) into `outDir`. */
export async function buildPages(pagesDir: string, names: readonly string[], outDir: string): Promise<void> {
  await build({
    root: pagesDir,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      rollupOptions: { input: Object.fromEntries(names.map((name) => [name, join(pagesDir, `${name}.html`)])) },
    },
  });
}

const contentTypes: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

export interface ServedPages {
  server: Server;
  baseURL: string;
}

/** Serves the files of `dir` (nothing outside it). */
export function servePages(dir: string): Promise<ServedPages> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = resolve(dir, `.${path}`);
    try {
      if (!file.startsWith(dir)) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

/** Stops serving. */
export function closePages(served: ServedPages | undefined): Promise<void> {
  return new Promise((done) => (served ? served.server.close(() => done()) : done()));
}
