/** /api/openapi.json from the zod route schemas, and /api/docs: Swagger UI served from local files. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { KeelEnv } from '../../http/context.js';
import { createRouter } from '../../http/router.js';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assetTypes: Record<string, string> = { '.css': 'text/css', '.js': 'text/javascript', '.png': 'image/png', '.map': 'application/json' };

const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Keel API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;
const initScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', persistAuthorization: true });`;

export function docsRoutes(api: OpenAPIHono<KeelEnv>) {
  const router = createRouter();
  router.get('/openapi.json', (c) => c.json(api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Keel API', version: '1', description: 'Fleet performance, emissions and electronic logbooks. Send `Authorization: Bearer <token>` from POST /api/authentication.' },
    servers: [{ url: '/api' }],
  })));
  router.get('/docs', (c) => c.html(docsPage));
  router.get('/docs/:file{[\\w.-]+}', async (c) => {
    const file = normalize(c.req.param('file'));
    if (file === 'init.js') return c.body(initScript, 200, { 'content-type': 'text/javascript' });
    const type = assetTypes[file.slice(file.lastIndexOf('.'))];
    if (!type || file.includes('..')) return c.notFound();
    try {
      return c.body(new Uint8Array(await readFile(join(swaggerDir, file))), 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
    } catch {
      return c.notFound();
    }
  });
  return router;
}
