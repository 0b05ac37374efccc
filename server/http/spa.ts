/** Serves the built runtime; any other GET outside /api and /ws gets index.html (history fallback). */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { Hono } from 'hono';
import type { KeelEnv } from './context.js';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.map': 'application/json',
};

export function serveSpa(app: Hono<KeelEnv>, staticDir: string): void {
  const root = resolve(staticDir);
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/ws/')) return next();
    if (!existsSync(join(root, 'index.html'))) return c.text('The runtime is not built: run npm run build.', 503);
    const file = normalize(join(root, decodeURIComponent(path)));
    if (file.startsWith(root) && extname(file) && (await stat(file).catch(() => undefined))?.isFile()) {
      const immutable = path.startsWith('/assets/');
      return c.body(new Uint8Array(await readFile(file)), 200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    return c.html(await readFile(join(root, 'index.html'), 'utf8'), 200, { 'cache-control': 'no-cache' });
  });
}
