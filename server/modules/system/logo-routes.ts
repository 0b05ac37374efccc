/**
 * The installation's logos (SPEC §7 "GET logos"): the definitions and the images, anonymous (the sign-in page shows
 * them) and cheap — the definitions read hashes only, an image answered by its hash is cached for good —, and the setup
 * calls that upload (multipart `file`) and remove them, SETUP at MANAGEMENT (listing at VIEW).
 */
import { readFileSync } from 'node:fs';
import { createRoute, z } from '@hono/zod-openapi';
import {
  InstalledLogoList, LogoDefinitions, logoIdentifiers, logoThemes,
} from '../../../descriptors/lib/logos/installation-logos.js';
import { setupRequirement } from '../../../descriptors/lib/setup-access.js';
import type { Db } from '../../db/engine.js';
import { principalOf, requireAccess } from '../../http/auth.js';
import { addServerMessage } from '../../http/messages.js';
import { readMultipartFile } from '../../http/multipart-file.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { findLogo, listInstalledLogos, logoDefinitions, removeLogo, storeLogo } from './installation-logos.js';

const bundledLogo = {
  dark: new Uint8Array(readFileSync(new URL('./logos/keel-dark.svg', import.meta.url))),
  light: new Uint8Array(readFileSync(new URL('./logos/keel-light.svg', import.meta.url))),
};
const LogoParams = z.object({ theme: z.enum(logoThemes), identifier: z.enum(logoIdentifiers) });
const imageContent = Object.fromEntries(['image/svg+xml', 'image/png', 'image/jpeg'].map((type) => [type, { schema: z.string() }]));

export function logoRoutes(db: Db) {
  const router = createRouter();

  router.openapi(createRoute({
    method: 'get', path: '/logos', tags: ['Shell'], summary: 'The uploaded logos\' hashes by identifier (none: the bundled ones are used)',
    responses: { 200: jsonResponse(LogoDefinitions.openapi('LogoDefinitions'), 'Logo definitions') },
  }), async (c) => c.json(await logoDefinitions(db), 200));

  router.openapi(createRoute({
    method: 'get', path: '/logos/{theme}/{identifier}', tags: ['Shell'],
    summary: 'A logo image: the uploaded one (cached for good when `hash` is its hash), else the bundled one',
    request: { params: LogoParams, query: z.object({ hash: z.string().max(128).optional() }) },
    responses: { 200: { content: imageContent, description: 'The image' }, 304: { description: 'Not modified' } },
  }), async (c) => {
    const { theme, identifier } = c.req.valid('param');
    const { hash } = c.req.valid('query');
    const logo = await findLogo(db, theme, identifier);
    if (!logo) return c.body(bundledLogo[theme], 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
    const etag = `"${logo.sha256}"`;
    // The URL with the image's own hash never shows another image; any other may, so it is revalidated.
    const headers = { etag, 'cache-control': hash === logo.sha256 ? 'public, max-age=31536000, immutable' : 'no-cache' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(logo.content as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-type': logo.contentType, 'x-content-type-options': 'nosniff' });
  });

  router.openapi(createRoute({
    method: 'get', path: '/setup/logos', tags: ['Setup'], summary: 'The uploaded logos, without their images',
    middleware: [requireAccess(setupRequirement('VIEW'))] as const,
    responses: { 200: jsonResponse(InstalledLogoList.openapi('InstalledLogoList'), 'The uploaded logos') },
  }), async (c) => c.json({ logos: await listInstalledLogos(db) }, 200));

  router.openapi(createRoute({
    method: 'put', path: '/setup/logos/{theme}/{identifier}', tags: ['Setup'],
    summary: 'Upload a logo (multipart: file; PNG, JPEG or SVG, at most 512 KB) in place of the bundled one',
    middleware: [requireAccess(setupRequirement('MANAGEMENT'))] as const,
    request: {
      params: LogoParams,
      body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: z.any().describe('the image: PNG, JPEG or SVG') }) } } },
    },
    responses: { 200: jsonResponse(LogoDefinitions, 'The logo definitions now') },
  }), async (c) => {
    const { theme, identifier } = c.req.valid('param');
    const { file } = await readMultipartFile(c, 'file', 'logos.fileRequired');
    await storeLogo(db, principalOf(c), theme, identifier, { declaredType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
    addServerMessage(c, 'SUCCESS', 'logos.uploaded');
    return c.json(await logoDefinitions(db), 200);
  });

  router.openapi(createRoute({
    method: 'delete', path: '/setup/logos/{theme}/{identifier}', tags: ['Setup'], summary: 'Remove an uploaded logo: the bundled one is shown again',
    middleware: [requireAccess(setupRequirement('MANAGEMENT'))] as const,
    request: { params: LogoParams },
    responses: { 200: jsonResponse(LogoDefinitions, 'The logo definitions now') },
  }), async (c) => {
    const { theme, identifier } = c.req.valid('param');
    await removeLogo(db, principalOf(c), theme, identifier);
    addServerMessage(c, 'SUCCESS', 'logos.removed');
    return c.json(await logoDefinitions(db), 200);
  });

  return router;
}
